// python/grid.cpp — grids from Python, read as snl::min_rolls and Board::from_grid read them. Nested sequences of
// ints (LeetCode's List[List[int]]) become the nested vectors min_rolls takes; a 2-D buffer of integers (a NumPy
// array, a memoryview) is read in place when it holds C ints or signed 64-bit integers (NumPy's default) row after row
// (snl::GridView, snl::GridView64), and converted to 64-bit integers in one pass otherwise. The library checks every
// cell and names the first bad one; only an unsigned value above 2^63 - 1 is refused here, since it cannot reach it.
#include <pybind11/pybind11.h>

#include <bit>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bindings.hpp"
#include "snl/error.hpp"
#include "snl/min_rolls.hpp"
#include "snl/rules.hpp"

namespace snl::python {
namespace {

namespace py = pybind11;

constexpr const char* kGridKinds = "an snl.Board, a grid (a list of lists of ints) or a 2-D array of integers";

std::string type_name(PyObject* object) { return Py_TYPE(object)->tp_name; }

/// A buffer held while its cells are read, released with the GIL held (it is destroyed after any GIL release).
class Buffer {
 public:
  explicit Buffer(PyObject* object) {
    if (PyObject_GetBuffer(object, &view_, PyBUF_RECORDS_RO) != 0) throw py::error_already_set();
  }
  ~Buffer() { PyBuffer_Release(&view_); }
  Buffer(const Buffer&) = delete;
  Buffer& operator=(const Buffer&) = delete;
  const Py_buffer& view() const noexcept { return view_; }

 private:
  Py_buffer view_{};
};

struct CellType {
  bool is_signed = true;
  std::size_t size = 0;
};

/// The buffer's cells as integers of this machine's byte order; TypeError otherwise.
CellType cell_type(const Py_buffer& view) {
  std::string_view format = view.format != nullptr ? view.format : "B";
  const std::string shown(format);
  char order = '@';
  if (!format.empty() && std::strchr("@=<>!", format.front()) != nullptr) {
    order = format.front();
    format.remove_prefix(1);
  }
  if (format.size() != 1 || std::strchr("bhilqnBHILQN", format.front()) == nullptr) {
    throw py::type_error("a grid array must hold integers, not cells of format '" + shown + "'");
  }
  const bool big_endian = order == '>' || order == '!';
  if (big_endian != (std::endian::native == std::endian::big) && order != '@' && order != '=') {
    throw py::type_error("a grid array must be in this machine's byte order, not format '" + shown +
                         "'; convert it with .astype(int)");
  }
  return {format.front() >= 'a', static_cast<std::size_t>(view.itemsize)};
}

/// A cell that does not fit in a signed 64-bit integer, found while converting.
struct Overflow {
  std::uint64_t row = 0;
  std::uint64_t column = 0;
  std::string value;
};

/// Refuses a cell that does not fit in `type`: a C int for lists, which become nested vectors; a 64-bit integer for
/// arrays.
[[noreturn]] void refuse(const Overflow& overflow, const char* type) {
  raise_board_error("board[" + std::to_string(overflow.row) + "][" + std::to_string(overflow.column) + "] holds " +
                        overflow.value + ", which does not fit in " + type,
                    BoardError::npos);
}

/// Copies the buffer's cells, of type T, into `out` row after row; the first cell that does not fit stops it.
template <class T>
std::optional<Overflow> convert_cells(const Py_buffer& view, std::int64_t* out) {
  const auto rows = static_cast<std::size_t>(view.shape[0]);
  const auto columns = static_cast<std::size_t>(view.shape[1]);
  const auto* base = static_cast<const char*>(view.buf);
  for (std::size_t r = 0; r < rows; ++r) {
    const char* row = base + static_cast<Py_ssize_t>(r) * view.strides[0];
    const Py_ssize_t step = view.strides[1];
    std::int64_t* to = out + r * columns;
    bool fits = true;  // one test per row: the loop over the cells stays free of branches
    for (std::size_t c = 0; c < columns; ++c) {
      T value;
      std::memcpy(&value, row + static_cast<Py_ssize_t>(c) * step, sizeof value);
      fits &= std::in_range<std::int64_t>(value);
      to[c] = static_cast<std::int64_t>(value);
    }
    if (fits) continue;
    for (std::size_t c = 0;; ++c) {
      T value;
      std::memcpy(&value, row + static_cast<Py_ssize_t>(c) * step, sizeof value);
      if (!std::in_range<std::int64_t>(value)) return Overflow{r, c, std::to_string(value)};
    }
  }
  return std::nullopt;
}

std::optional<Overflow> convert(const Py_buffer& view, CellType type, std::int64_t* out) {
  switch (type.size) {
    case 1: return type.is_signed ? convert_cells<std::int8_t>(view, out) : convert_cells<std::uint8_t>(view, out);
    case 2: return type.is_signed ? convert_cells<std::int16_t>(view, out) : convert_cells<std::uint16_t>(view, out);
    case 4: return type.is_signed ? convert_cells<std::int32_t>(view, out) : convert_cells<std::uint32_t>(view, out);
    case 8: return type.is_signed ? convert_cells<std::int64_t>(view, out) : convert_cells<std::uint64_t>(view, out);
    default: throw py::type_error("a grid array's integers must have 1, 2, 4 or 8 bytes, not " + std::to_string(type.size));
  }
}

/// A list or tuple of the items of `object` (itself when it is one), or TypeError with the text message() makes (made
/// only then: a batch of 100,000 boards built 2.1 million such texts for nothing).
template <class Message>
py::object fast_sequence(PyObject* object, const Message& message) {
  if (PyList_Check(object) || PyTuple_Check(object)) return py::reinterpret_borrow<py::object>(object);
  PyObject* items = PySequence_Fast(object, std::string(message()).c_str());
  if (items == nullptr) throw py::error_already_set();
  return py::reinterpret_steal<py::object>(items);
}

/// The cell name[r][c] as a C int: TypeError unless an integer, BoardError when it does not fit.
int cell_value(PyObject* item, std::string_view name, std::size_t r, std::size_t c) {
  const auto where = [&] { return std::string(name) + "[" + std::to_string(r) + "][" + std::to_string(c) + "]"; };
  py::object index;
  if (!PyLong_CheckExact(item)) {
    if (PyBool_Check(item) || !PyIndex_Check(item)) {
      throw py::type_error(where() + " must be an integer, not " + type_name(item));
    }
    index = py::reinterpret_steal<py::object>(PyNumber_Index(item));
    if (!index) throw py::error_already_set();
    item = index.ptr();
  }
  int overflow = 0;
  const long long value = PyLong_AsLongLongAndOverflow(item, &overflow);
  if (overflow != 0 || !std::in_range<int>(value)) {
    raise_board_error(where() + " holds " + py::str(item).cast<std::string>() + ", which does not fit in a C int",
                      BoardError::npos);
  }
  return static_cast<int>(value);
}

/// The cells of name[r] (a list or tuple of them); TypeError when it is not a sequence of cells.
py::object row_cells(PyObject* row, std::string_view name, std::size_t r) {
  const auto where = [&] { return std::string(name) + "[" + std::to_string(r) + "]"; };
  if (PyUnicode_Check(row) || PyBytes_Check(row) || !PySequence_Check(row)) {
    throw py::type_error(where() + " must be a sequence of ints, not " + type_name(row));
  }
  return fast_sequence(row, [&] { return where() + " must be a sequence of ints"; });
}

/// Nested sequences of ints as the nested vectors snl::min_rolls takes (rows of any length: the library checks).
std::vector<std::vector<int>> nested_grid(PyObject* object) {
  constexpr std::string_view name = "board";
  const py::object rows = fast_sequence(object, [] { return "a grid must be a sequence of rows"; });
  const auto n = static_cast<std::size_t>(PySequence_Fast_GET_SIZE(rows.ptr()));
  PyObject** row_items = PySequence_Fast_ITEMS(rows.ptr());
  std::vector<std::vector<int>> grid(n);
  for (std::size_t r = 0; r < n; ++r) {
    PyObject* row = row_items[r];
    const py::object cells = row_cells(row, name, r);
    const auto m = static_cast<std::size_t>(PySequence_Fast_GET_SIZE(cells.ptr()));
    PyObject** items = PySequence_Fast_ITEMS(cells.ptr());
    grid[r].resize(m);
    for (std::size_t c = 0; c < m; ++c) grid[r][c] = cell_value(items[c], name, r, c);
  }
  return grid;
}

/// Calls use(grid) with the GIL released, `grid` being the value read as a GridView or as nested vectors.
template <class Use>
auto with_grid(py::handle value, const Use& use) {
  PyObject* object = value.ptr();
  if (PyUnicode_Check(object) || PyBytes_Check(object) || PyByteArray_Check(object)) {
    throw py::type_error(std::string("expected ") + kGridKinds + ", not " + type_name(object) +
                         "; to read a board's text, use snl.read()");
  }
  if (PyObject_CheckBuffer(object)) {
    const Buffer buffer(object);
    const Py_buffer& view = buffer.view();
    if (view.ndim != 2) throw py::type_error("a grid array must have 2 dimensions, not " + std::to_string(view.ndim));
    const CellType type = cell_type(view);
    const auto rows = static_cast<std::uint64_t>(view.shape[0]);
    const auto columns = static_cast<std::uint64_t>(view.shape[1]);
    if (rows != columns || rows == 0 || rows > kMaxGridSide) {  // the library refuses its shape, reading no cell
      const py::gil_scoped_release release;
      return use(GridView{{}, rows, columns});
    }
    const std::size_t count = rows * columns;
    const auto address = reinterpret_cast<std::uintptr_t>(view.buf);
    if (type.is_signed && PyBuffer_IsContiguous(&view, 'C') == 1) {
      if (type.size == sizeof(int) && address % alignof(int) == 0) {
        const py::gil_scoped_release release;
        return use(GridView{{static_cast<const int*>(view.buf), count}, rows, columns});
      }
      if (type.size == sizeof(std::int64_t) && address % alignof(std::int64_t) == 0) {
        const py::gil_scoped_release release;
        return use(GridView64{{static_cast<const std::int64_t*>(view.buf), count}, rows, columns});
      }
    }
    std::unique_ptr<std::int64_t[]> cells;
    std::optional<Overflow> overflow;
    {
      const py::gil_scoped_release release;
      cells = std::make_unique_for_overwrite<std::int64_t[]>(count);
      overflow = convert(view, type, cells.get());
    }
    if (overflow) refuse(*overflow, "a 64-bit integer");
    const py::gil_scoped_release release;
    return use(GridView64{{cells.get(), count}, rows, columns});
  }
  if (!PySequence_Check(object)) {
    throw py::type_error(std::string("expected ") + kGridKinds + ", not " + type_name(object));
  }
  const std::vector<std::vector<int>> grid = nested_grid(object);
  const py::gil_scoped_release release;
  return use(grid);
}

Board board_of(const std::vector<std::vector<int>>& grid) { return Board::from_grid(grid); }
Board board_of(GridView grid) { return Board::from_grid_view(grid); }
Board board_of(GridView64 grid) { return Board::from_grid_view(grid); }
int rolls_of(const std::vector<std::vector<int>>& grid, MinRollsOptions options) { return min_rolls(grid, options); }
int rolls_of(GridView grid, MinRollsOptions options) { return min_rolls_view(grid, options); }
int rolls_of(GridView64 grid, MinRollsOptions options) { return min_rolls_view(grid, options); }

}  // namespace

std::shared_ptr<const Board> board_from_grid(py::handle value) {
  return with_grid(value, [](const auto& grid) { return std::make_shared<const Board>(board_of(grid)); });
}

std::optional<std::uint64_t> append_square_grid(py::handle value, std::string_view name, std::vector<int>& cells) {
  const py::object rows =
      fast_sequence(value.ptr(), [&] { return std::string(name) + " must be a grid (a sequence of rows)"; });
  const auto n = static_cast<std::size_t>(PySequence_Fast_GET_SIZE(rows.ptr()));
  if (n == 0 || n > kMaxGridSide) return std::nullopt;
  const std::size_t start = cells.size();
  cells.resize(start + n * n);
  int* out = cells.data() + start;
  PyObject** row_items = PySequence_Fast_ITEMS(rows.ptr());
  for (std::size_t r = 0; r < n; ++r) {
    const py::object row = row_cells(row_items[r], name, r);
    if (static_cast<std::size_t>(PySequence_Fast_GET_SIZE(row.ptr())) != n) {
      cells.resize(start);
      return std::nullopt;
    }
    PyObject** items = PySequence_Fast_ITEMS(row.ptr());
    for (std::size_t c = 0; c < n; ++c) *out++ = cell_value(items[c], name, r, c);
  }
  return n;
}

int grid_min_rolls(py::handle value, bool threads) {
  return with_grid(value, [threads](const auto& grid) { return rolls_of(grid, MinRollsOptions{.threads = threads}); });
}

}  // namespace snl::python
