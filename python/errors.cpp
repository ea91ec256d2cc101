// python/errors.cpp — the library's errors as Python exceptions: snl.Error (a ValueError) and below it ParseError
// (with source, line, column and message), BoardError (with jump_index) and LimitError. Every snl::Error a call
// throws reaches Python as one of these; the message is the library's, as the CLI prints it.
#include <pybind11/pybind11.h>

#include <exception>
#include <string>

#include "bindings.hpp"
#include "snl/error.hpp"

namespace snl::python {
namespace {

namespace py = pybind11;

// The exception types, created once when the module is imported (module state, never freed: the module lives as
// long as the interpreter).
PyObject* error_type = nullptr;
PyObject* parse_error_type = nullptr;
PyObject* board_error_type = nullptr;
PyObject* limit_error_type = nullptr;

PyObject* new_type(py::module_& module, const char* name, const char* doc, PyObject* base, py::dict defaults) {
  const std::string qualified = std::string("snl.") + name;
  PyObject* type = PyErr_NewExceptionWithDoc(qualified.c_str(), doc, base, defaults.ptr());
  if (type == nullptr) throw py::error_already_set();
  module.add_object(name, py::reinterpret_borrow<py::object>(type));
  return type;
}

/// Sets the Python error `type`(message) with `attributes` on it; the caller returns to Python.
void set_error(PyObject* type, const std::string& message, const py::dict& attributes) {
  py::object error = py::reinterpret_borrow<py::object>(type)(message);
  for (const auto& [name, value] : attributes) py::setattr(error, name, value);
  PyErr_SetObject(type, error.ptr());
}

py::object jump_index_of(std::size_t index) {
  return index == BoardError::npos ? py::none() : py::object(py::int_(index));
}

void translate(std::exception_ptr thrown) {
  try {
    std::rethrow_exception(thrown);
  } catch (const ParseError& e) {
    py::dict attributes;
    attributes["source"] = e.source();
    attributes["line"] = e.line();
    attributes["column"] = e.column();
    attributes["message"] = e.message();
    set_error(parse_error_type, e.what(), attributes);
  } catch (const BoardError& e) {
    py::dict attributes;
    attributes["jump_index"] = jump_index_of(e.jump_index());
    set_error(board_error_type, e.what(), attributes);
  } catch (const LimitError& e) {
    set_error(limit_error_type, e.what(), py::dict());
  } catch (const Error& e) {
    set_error(error_type, e.what(), py::dict());
  }
}

}  // namespace

void raise_board_error(const std::string& message, std::size_t jump_index) {
  py::dict attributes;
  attributes["jump_index"] = jump_index_of(jump_index);
  set_error(board_error_type, message, attributes);
  throw py::error_already_set();
}

void add_errors(py::module_& module) {
  error_type = new_type(module, "Error",
                        "An error snl reports about its input (the root of snl's exceptions; a ValueError).",
                        PyExc_ValueError, py::dict());
  py::dict parse_defaults;
  parse_defaults["source"] = py::none();
  parse_defaults["line"] = py::none();
  parse_defaults["column"] = py::none();
  parse_defaults["message"] = py::none();
  parse_error_type = new_type(module, "ParseError",
                              "Text that is not a board. str(error) is the CLI's diagnostic \"SOURCE:LINE:COLUMN: "
                              "error: MESSAGE\"; the attributes source, line and column (1-based, columns count "
                              "bytes) say where, and message says what was expected and what was found.",
                              error_type, parse_defaults);
  py::dict board_defaults;
  board_defaults["jump_index"] = py::none();
  board_error_type = new_type(module, "BoardError",
                              "A board that breaks a rule (built from values, not text). jump_index is the position "
                              "of the offending jump in the jumps given, or None when the size or a grid cell is wrong.",
                              error_type, board_defaults);
  limit_error_type = new_type(module, "LimitError",
                              "A valid board that an algorithm, format or picture refuses because it would need more "
                              "memory or time than it may take.",
                              error_type, py::dict());
  py::register_exception_translator(translate);
}

}  // namespace snl::python
