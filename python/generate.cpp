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
  std::vector<std::string> shapes_given;  // options that shape each board, which tricky replaces
};

/// The keywords of snl.generate that are Python's own (the rest are the rows of generate_options()), as the CLI's
/// --count, --seed and --tricky are the CLI's own.
constexpr const char* kOwn = "  count (None): None: one Board; k: a list of k Boards drawn one after another\n"
                             "  seed (1): the seed of the random numbers (the same seed gives the same boards)\n"
                             "  tricky (False): the boards snl check runs: sides 1..size, small first, with the cases "
                             "that break solutions\n";

std::string generate_doc() {
  const std::vector<OptionInfo> rows = infos(generate_options());
  return "generate(*, count=None, seed=1, tricky=False, " + keyword_signature(rows) +
         ") -> Board | list[Board]\n\nSeeded random boards, the same ones `snl generate` writes for the same options."
         "\n\nKeywords (the options of `snl generate`, from the same table):\n" + std::string(kOwn) +
         keyword_lines(rows) +
         "\nRaises snl.Error (a ValueError) for options out of range or jumps that do not fit, LimitError past 2**26 "
         "jumps.";
}

GenerateCall generate_call(const py::kwargs& kwargs) {
  GenerateCall call;
  py::dict shapes;
  bool jumps = false, density = false;
  for (const auto& [key, value] : kwargs) {
    const std::string name = py::str(key).cast<std::string>();
    if (name == "count") {
      call.count = value.is_none() ? std::nullopt : std::optional(uint_argument(value, name));
    } else if (name == "seed") {
      call.seed = uint_argument(value, name);
    } else if (name == "tricky") {
      call.tricky = bool_argument(value, name);
    } else {
      shapes[key] = value;
      if (name != "size" && !value.is_none()) call.shapes_given.push_back(name);
      jumps = jumps || (name == "jumps" && !value.is_none());
      density = density || (name == "density" && !value.is_none());
    }
  }
  set_keywords(generate_options(), py::handle(shapes), "generate", call.options);
  if (jumps && density) throw py::type_error("generate(): jumps and density exclude each other");
  if (call.tricky && !call.shapes_given.empty()) {
    throw py::type_error("generate(): tricky draws each board's shape itself; it excludes " + call.shapes_given.front());
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
