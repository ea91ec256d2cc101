// python/convert.cpp — arguments from Python as the library's types: integers (never a float or a bool), numbers,
// flags, format names; and lists of floats back, as NumPy arrays when NumPy can be imported.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <memory>
#include <string>

#include "bindings.hpp"
#include "snl/write.hpp"

namespace snl::python {
namespace {

namespace py = pybind11;

std::string type_name(py::handle value) { return Py_TYPE(value.ptr())->tp_name; }

[[noreturn]] void type_error(std::string_view name, std::string_view expected, py::handle value) {
  throw py::type_error(std::string(name) + " must be " + std::string(expected) + ", not " + type_name(value));
}

/// The exact integer `value` stands for (an int, or an object with __index__ such as numpy.int64), as a Python int.
py::object index_of(py::handle value, std::string_view name) {
  if (PyBool_Check(value.ptr()) || !PyIndex_Check(value.ptr())) type_error(name, "an integer", value);
  PyObject* index = PyNumber_Index(value.ptr());
  if (index == nullptr) throw py::error_already_set();
  return py::reinterpret_steal<py::object>(index);
}

}  // namespace

void out_of_range(py::handle value, std::string_view name, std::int64_t low, std::uint64_t high) {
  throw Error(std::string(name) + " = " + py::str(value).cast<std::string>() + " is out of range (" +
              std::to_string(low) + ".." + std::to_string(high) + ")");  // snl.Error, a ValueError
}

std::int64_t int_argument(py::handle value, std::string_view name, std::int64_t low, std::int64_t high) {
  const py::object index = index_of(value, name);
  int overflow = 0;
  const long long number = PyLong_AsLongLongAndOverflow(index.ptr(), &overflow);
  if (number == -1 && PyErr_Occurred()) throw py::error_already_set();
  if (overflow != 0 || number < low || number > high) out_of_range(index, name, low, static_cast<std::uint64_t>(high));
  return number;
}

std::uint64_t uint_argument(py::handle value, std::string_view name) {
  const py::object index = index_of(value, name);
  const unsigned long long number = PyLong_AsUnsignedLongLong(index.ptr());
  if (number == static_cast<unsigned long long>(-1) && PyErr_Occurred()) {
    PyErr_Clear();
    out_of_range(index, name, 0, std::numeric_limits<std::uint64_t>::max());
  }
  return number;
}

double float_argument(py::handle value, std::string_view name) {
  // PyFloat_AsDouble takes anything with __float__ or __index__ (so not a str); a bool is refused as a slip.
  if (PyBool_Check(value.ptr())) type_error(name, "a number", value);
  const double number = PyFloat_AsDouble(value.ptr());
  if (number == -1.0 && PyErr_Occurred()) {
    PyErr_Clear();
    type_error(name, "a number", value);
  }
  return number;
}

bool bool_argument(py::handle value, std::string_view name) {
  if (PyBool_Check(value.ptr())) return value.ptr() == Py_True;
  if (type_name(value) == std::string_view("numpy.bool_")) return PyObject_IsTrue(value.ptr()) == 1;
  type_error(name, "True or False", value);
}

Format format_argument(std::string_view name) {
  if (const std::optional<Format> format = format_named(name)) return *format;
  std::string names;
  for (const std::string_view known : format_names()) names += (names.empty() ? "'" : ", '") + std::string(known) + "'";
  throw Error("format must be one of " + names + ", not '" + std::string(name) + "'");
}

void for_each_keyword(py::handle kwargs, std::span<const std::string_view> names, std::string_view function,
                      const std::function<void(std::size_t, py::handle)>& use) {
  if (!kwargs) return;
  for (const auto& [key, value] : py::reinterpret_borrow<py::dict>(kwargs)) {
    const std::string name = py::str(key).cast<std::string>();
    const auto known = std::find(names.begin(), names.end(), name);
    if (known == names.end()) {
      const std::string nearest = nearest_name(name, std::vector<std::string>(names.begin(), names.end()));
      throw py::type_error(std::string(function) + "() got an unexpected keyword argument '" + name + "'" +
                           (nearest.empty() ? "" : "; did you mean '" + nearest + "'?"));
    }
    use(static_cast<std::size_t>(known - names.begin()), value);
  }
}

void warn_deprecated(const std::string& note) {
  if (PyErr_WarnEx(PyExc_DeprecationWarning, note.c_str(), 2) != 0) throw py::error_already_set();
}

namespace {

/// One item's text for `row`, by Python's type.
std::string item_text(const OptionInfo& row, py::handle value) {
  const auto refuse = [&](const char* wanted) {
    return py::type_error(row.name + " must be " + wanted + ", not " + std::string(Py_TYPE(value.ptr())->tp_name));
  };
  const bool is_bool = PyBool_Check(value.ptr());
  const bool is_int = !is_bool && PyIndex_Check(value.ptr());
  const bool is_str = PyUnicode_Check(value.ptr());
  switch (row.kind) {
    case OptionKind::flag:
      if (is_bool) return PyObject_IsTrue(value.ptr()) == 1 ? "1" : "0";
      if (!is_int) throw refuse("a bool");
      return py::str(py::int_(py::reinterpret_borrow<py::object>(value))).cast<std::string>();
    case OptionKind::whole:
      if (!is_int) throw refuse("an int");
      return py::str(py::int_(py::reinterpret_borrow<py::object>(value))).cast<std::string>();
    case OptionKind::real:
      if (!is_int && !PyFloat_Check(value.ptr())) throw refuse("a number");
      return py::repr(value).cast<std::string>();
    case OptionKind::choice:
      if (!is_str) throw refuse("a str");
      return value.cast<std::string>();
    case OptionKind::text:
      if (is_str) return value.cast<std::string>();
      if (is_int) return py::str(py::int_(py::reinterpret_borrow<py::object>(value))).cast<std::string>();  // die=6, least=9
      if (PyFloat_Check(value.ptr())) return py::repr(value).cast<std::string>();  // expected=30.5
      throw refuse("a str");
    case OptionKind::board:  // an snl.Board or a grid, as its jumps text (the row reads a board's text)
      return to_text(*board_argument(value), Format::jumps);
  }
  throw refuse("a str");
}

/// "'stay'", "6", "False", "None", "()": a default as Python writes it.
std::string python_default(const OptionInfo& row) {
  if (row.repeated) return "()";
  if (row.default_text.empty()) return "None";
  if (row.kind == OptionKind::flag) return row.default_text == "1" ? "True" : "False";
  // A real as Python writes a float: 0 is 0.0.
  if (row.kind == OptionKind::real && row.default_text.find_first_of(".eE") == std::string::npos) {
    return row.default_text + ".0";
  }
  const bool digits = row.default_text.find_first_not_of("0123456789") == std::string::npos;
  if (row.kind == OptionKind::whole || row.kind == OptionKind::real || digits) return row.default_text;
  return "'" + row.default_text + "'";
}

}  // namespace

py::object float_or_none(const std::optional<double>& value) {
  return value ? py::object(py::float_(*value)) : py::none();
}

std::vector<std::string> option_texts(const OptionInfo& row, py::handle value) {
  if (value.is_none()) return {};  // None: as if the keyword were not given (its default)
  if (row.repeated && !PyUnicode_Check(value.ptr()) && py::isinstance<py::iterable>(value)) {
    std::vector<std::string> texts;
    for (const py::handle item : value) texts.push_back(item_text(row, item));
    return texts;
  }
  return {item_text(row, value)};
}

py::object option_value(const OptionInfo& row, const std::string& text) {
  if (row.repeated) {
    py::list items;
    OptionInfo one = row;
    one.repeated = false;
    if (!text.empty()) {
      for (const std::string_view item : comma_items(text)) items.append(option_value(one, std::string(item)));
    }
    return py::tuple(items);
  }
  if (text.empty()) return py::none();
  const bool digits = text.find_first_not_of("0123456789") == std::string::npos;
  switch (row.kind) {
    case OptionKind::flag: return py::bool_(text == "1");
    case OptionKind::whole: return py::int_(py::str(text));
    case OptionKind::real: return py::float_(std::stod(text));
    default: return digits ? py::object(py::int_(py::str(text))) : py::object(py::str(text));
  }
}

std::string keyword_of(const std::string& name) { return option_name(name, NameStyle::keyword); }

std::string keyword_signature(const std::vector<OptionInfo>& rows) {
  std::string out;
  for (const OptionInfo& row : rows) out += (out.empty() ? "" : ", ") + keyword_of(row.name) + "=" + python_default(row);
  return out;
}

std::string keyword_lines(const std::vector<OptionInfo>& rows) {
  std::string out;
  for (const OptionInfo& row : rows) {
    out += "  " + keyword_of(row.name) + " (" + python_default(row) + "; " + row.values + "): " + row.help + "\n";
  }
  return out;
}

namespace {

bool numpy_imports() {
  try {
    (void)py::module_::import("numpy");
  } catch (py::error_already_set& error) {
    if (!error.matches(PyExc_ImportError)) throw;
    return false;
  }
  return true;
}

/// The values in a NumPy array that owns them (no copy).
template <class T>
py::object owning_array(std::vector<T>&& values) {
  auto owned = std::make_unique<std::vector<T>>(std::move(values));
  const T* data = owned->data();
  const auto size = static_cast<py::ssize_t>(owned->size());
  const py::capsule owner(owned.get(), [](void* vector) { delete static_cast<std::vector<T>*>(vector); });
  owned.release();  // the capsule owns it now
  return py::array_t<T>(size, data, owner);
}

}  // namespace

py::object numpy_array(const py::object& list) {
  if (!numpy_imports()) return list;
  return py::module_::import("numpy").attr("asarray")(list);
}

py::object int_array(std::vector<std::int64_t>&& values) {
  if (numpy_imports()) return owning_array(std::move(values));
  py::list list(values.size());
  for (std::size_t i = 0; i < values.size(); ++i) list[i] = py::int_(values[i]);
  return list;
}

py::object float_array(std::vector<double>&& values) {
  if (numpy_imports()) return owning_array(std::move(values));
  py::list list(values.size());
  for (std::size_t i = 0; i < values.size(); ++i) list[i] = py::float_(values[i]);
  return list;
}

}  // namespace snl::python
