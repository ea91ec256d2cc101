// python/generate.cpp — snl.generate: seeded random boards (snl/generate.hpp), with the options of `snl generate`
// as keyword arguments (one table), the same boards for the same seed as the CLI writes.
#include <pybind11/pybind11.h>

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "bindings.hpp"
#include "snl/generate.hpp"

namespace snl::python {
namespace {

namespace py = pybind11;

struct GenerateCall {
  GenerateOptions options;
  std::uint64_t seed = 1;
  std::optional<std::uint64_t> count;
  bool tricky = false;
  std::vector<std::string_view> shapes_given;  // options that shape each board, which tricky replaces
};

/// A keyword of snl.generate: name, default as shown, help, whether it shapes the boards, and how it is set.
struct Keyword {
  std::string_view name;
  const char* shown_default;
  const char* help;
  bool shape;
  void (*set)(GenerateCall&, py::handle, std::string_view);
};

template <auto Member>
constexpr Keyword option(std::string_view name, const char* shown_default, const char* help) {
  using T = std::remove_cvref_t<decltype(GenerateOptions{}.*Member)>;
  return {name, shown_default, help, true, [](GenerateCall& call, py::handle value, std::string_view as) {
            call.options.*Member = number_argument<T>(value, as);
          }};
}

// In the order of `snl generate --help` (the output format is Board.to_text's).
const std::array kKeywords{
    Keyword{"count", "None", "None: one Board; k: a list of k Boards drawn one after another", false,
            [](GenerateCall& c, py::handle v, std::string_view n) {
              c.count = v.is_none() ? std::nullopt : std::optional(uint_argument(v, n));
            }},
    Keyword{"seed", "1", "the seed of the random numbers (the same seed gives the same boards)", false,
            [](GenerateCall& c, py::handle v, std::string_view n) { c.seed = uint_argument(v, n); }},
    Keyword{"size", "10", "the side n of each n x n board; with tricky the largest side", false,
            [](GenerateCall& c, py::handle v, std::string_view n) { c.options.side = uint_argument(v, n); }},
    Keyword{"jumps", "None", "the number of snakes and ladders on each board (excludes density)", true,
            [](GenerateCall& c, py::handle v, std::string_view n) {
              c.options.jumps = v.is_none() ? std::nullopt : std::optional(uint_argument(v, n));
            }},
    Keyword{"density", "None", "the share of squares holding a jump, 0..1 (0.1 when neither it nor jumps is given)", true,
            [](GenerateCall& c, py::handle v, std::string_view n) {
              c.options.density = v.is_none() ? 0.1 : float_argument(v, n);
            }},
    option<&GenerateOptions::max_distance>("max_distance", "0", "the farthest a random jump goes, in squares (0: anywhere)"),
    option<&GenerateOptions::snakes_ratio>("snakes_ratio", "0.5", "the share of snakes among the jumps, 0..1"),
    option<&GenerateOptions::walls>("walls", "0", "walls of six consecutive snake heads"),
    option<&GenerateOptions::chains>("chains", "0", "chained jumps: a jump ending on another jump's head"),
    option<&GenerateOptions::self_jumps>("self_jumps", "0", "jumps from a square to itself"),
    option<&GenerateOptions::leapfrogs>("leapfrogs", "0", "ladders over the head of a longer ladder"),
    option<&GenerateOptions::snake_on_last>("snake_on_last", "False", "put a snake on the last square"),
    option<&GenerateOptions::jump_on_first>("jump_on_first", "False", "put a jump (never taken) on square 1"),
    Keyword{"tricky", "False", "the boards snl check runs: sides 1..size, small first, with the cases that break solutions",
            false, [](GenerateCall& c, py::handle v, std::string_view n) { c.tricky = bool_argument(v, n); }},
};

std::vector<std::string_view> keyword_names() {
  std::vector<std::string_view> names;
  for (const Keyword& k : kKeywords) names.push_back(k.name);
  return names;
}

std::string generate_doc() {
  std::string doc = "generate(*, ";
  for (const Keyword& k : kKeywords) doc += std::string(k.name) + "=" + k.shown_default + (&k == &kKeywords.back() ? ")" : ", ");
  doc += " -> Board | list[Board]\n\nSeeded random boards, the same ones `snl generate` writes for the same options.\n\n"
         "Keywords (as the CLI's options):\n";
  for (const Keyword& k : kKeywords) doc += "  " + std::string(k.name) + " (" + k.shown_default + "): " + k.help + "\n";
  doc += "\nRaises snl.Error (a ValueError) for options out of range or jumps that do not fit, LimitError past 2**26 jumps.";
  return doc;
}

GenerateCall generate_call(const py::kwargs& kwargs) {
  GenerateCall call;
  static const std::vector<std::string_view> names = keyword_names();
  bool jumps = false, density = false;
  for_each_keyword(kwargs, names, "generate", [&](std::size_t i, py::handle value) {
    kKeywords[i].set(call, value, kKeywords[i].name);
    if (kKeywords[i].shape && !value.is_none()) call.shapes_given.push_back(kKeywords[i].name);
    jumps = jumps || (kKeywords[i].name == "jumps" && !value.is_none());
    density = density || (kKeywords[i].name == "density" && !value.is_none());
  });
  if (jumps && density) throw py::type_error("generate(): jumps and density exclude each other");
  if (call.tricky && !call.shapes_given.empty()) {
    throw py::type_error("generate(): tricky draws each board's shape itself; it excludes " +
                         std::string(call.shapes_given.front()));
  }
  if (call.tricky && (call.options.side < 1 || call.options.side > kMaxSide)) {
    throw py::value_error("size must be 1.." + std::to_string(kMaxSide) + " with tricky, not " +
                          std::to_string(call.options.side));
  }
  return call;
}

py::object generate_boards(const py::kwargs& kwargs) {
  const GenerateCall call = generate_call(kwargs);
  std::vector<std::shared_ptr<Board>> boards;
  {
    const py::gil_scoped_release release;
    Rng rng(call.seed);
    const std::uint64_t count = call.count.value_or(1);
    for (std::uint64_t index = 0; index < count; ++index) {
      const GenerateOptions these = call.tricky ? tricky_options(index, call.options.side, rng) : call.options;
      boards.push_back(std::make_shared<Board>(generate(these, rng)));
    }
  }
  if (!call.count) return py::cast(boards.front());
  py::list list(boards.size());
  for (std::size_t i = 0; i < boards.size(); ++i) list[i] = py::cast(boards[i]);
  return list;
}

}  // namespace

void add_generate(py::module_& module) {
  static const std::string doc = generate_doc();
  py::options options;
  options.disable_function_signatures();  // the doc's first line is the signature, keywords listed from the table
  module.def("generate", &generate_boards, doc.c_str());
}

}  // namespace snl::python
