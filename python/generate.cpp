// python/generate.cpp — snl.generate: seeded random boards (snl/generate.hpp), with the options of `snl generate`
// as keyword arguments (one table), the same boards for the same seed as the CLI writes.
#include <pybind11/pybind11.h>

#include <string>
#include <vector>

#include "bindings.hpp"
#include "snl/generate.hpp"

namespace snl::python {
namespace {

namespace py = pybind11;

std::string generate_doc() {
  const std::vector<OptionInfo> rows = infos(generate_options());
  return "generate(*, " + keyword_signature(rows) +
         ") -> Board | list[Board]\n\nSeeded random boards, the same ones `snl generate` writes for the same options: "
         "one Board, or a list of `count` Boards when count is given.\n\nKeywords (the options of `snl generate`, "
         "from the same table):\n" + keyword_lines(rows) +
         "\nRaises snl.Error (a ValueError) for options out of range, options that exclude each other or jumps that "
         "do not fit, LimitError past 2**26 jumps.";
}

py::object generate_boards(const py::kwargs& kwargs) {
  GenerateRequest request;
  const GivenRows given = set_keywords(generate_options(), py::handle(kwargs), "generate", request);
  std::vector<std::shared_ptr<Board>> boards;
  {
    const py::gil_scoped_release release;
    generate_each(request, [&](Board&& board) { boards.push_back(std::make_shared<Board>(std::move(board))); });
  }
  if (!given.has("count")) return py::cast(boards.front());
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
