// python/module.cpp — the extension snl._snl: the library's public API for Python (python/snl re-exports it as
// `snl`). Every function is a thin call into snl::; no rule of the game is decided here.
#include <pybind11/pybind11.h>

#include "bindings.hpp"

PYBIND11_MODULE(_snl, module) {
  module.doc() = "The snl library (Snakes and Ladders boards, LeetCode 909) for Python; import it as `snl`.";
  snl::python::add_errors(module);
  snl::python::add_board(module);
  snl::python::add_solve(module);
  snl::python::add_analysis(module);
  snl::python::add_reading(module);
  snl::python::add_generate(module);
  snl::python::add_batch(module);
  snl::python::add_design(module);
  module.attr("__version__") = SNL_VERSION;
}
