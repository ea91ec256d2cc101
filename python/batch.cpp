// python/batch.cpp — snl.min_rolls_many and snl.solve_many: many boards in one call, read from Python once (the GIL
// held) and answered on every core (the GIL released). Boards come as a sequence of grids or snl.Boards, or as a 3-D
// integer array (k boards of n x n; C ints or int64 in C order are read in place). Each board is answered as
// snl.min_rolls and snl.solve answer it alone; an error names the board: "boards[3]: square 4 holds 7; ...".
#include <pybind11/pybind11.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <exception>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "bindings.hpp"
#include "snl/error.hpp"
#include "snl/min_rolls.hpp"
#include "snl/solve.hpp"

namespace snl::python {
namespace {

namespace py = pybind11;

/// One board of a batch: a Board (given, or made from a grid Python read), or a square grid of cells read in
/// place or copied into the batch's flat array.
struct Item {
  std::shared_ptr<const Board> board;
  const void* cells = nullptr;  // with `wide`: std::int64_t cells, else int cells; n * n of them, row after row
  bool wide = false;
  std::uint64_t side = 0;
  std::size_t offset = 0;  // into Batch::flat, when cells is null and board is null
};

/// What a call reads from Python before it lets go of the GIL.
struct Batch {
  std::vector<Item> items;
  std::vector<int> flat;  // the cells of the grids given as lists, every board after the other
  std::optional<py::buffer_info> array;  // a 3-D array read in place, held while its boards are answered
};

std::string board_name(std::size_t index) { return "boards[" + std::to_string(index) + "]"; }

/// Rethrows the exception in flight with "boards[i]: " before its message, keeping its kind.
[[noreturn]] void rethrow_named(std::size_t index) {
  const std::string name = board_name(index) + ": ";
  try {
    throw;
  } catch (const BoardError& e) {
    throw BoardError(name + e.what(), e.jump_index());
  } catch (const LimitError& e) {
    throw LimitError(name + e.what());
  } catch (const ParseError&) {
    throw;
  } catch (const Error& e) {
    throw Error(name + e.what());
  } catch (const py::type_error& e) {
    throw py::type_error(name + e.what());
  }
}

/// A 3-D array of C ints or int64 in C order, read in place; false when `value` is not one (or not square).
bool read_array(py::handle value, Batch& batch) {
  if (!PyObject_CheckBuffer(value.ptr())) return false;
  py::buffer_info info = py::reinterpret_borrow<py::buffer>(value).request();
  if (info.ndim != 3) return false;
  const bool wide = info.format == py::format_descriptor<std::int64_t>::format() ||
                    (info.itemsize == 8 && (info.format == "l" || info.format == "q"));
  const bool narrow = info.itemsize == sizeof(int) && (info.format == "i" || info.format == "l");
  const auto n = static_cast<std::uint64_t>(info.shape[1]);
  const bool contiguous = info.strides[2] == info.itemsize && info.strides[1] == info.shape[2] * info.itemsize &&
                          info.strides[0] == info.shape[1] * info.strides[1];
  if (!(wide || narrow) || !contiguous || info.shape[1] != info.shape[2] || n == 0 || n > kMaxGridSide) return false;
  const auto address = reinterpret_cast<std::uintptr_t>(info.ptr);
  if (address % static_cast<std::uintptr_t>(info.itemsize) != 0) return false;
  const auto count = static_cast<std::size_t>(info.shape[0]);
  batch.items.resize(count);
  for (std::size_t i = 0; i < count; ++i) {
    batch.items[i].cells = static_cast<const char*>(info.ptr) + i * n * n * static_cast<std::size_t>(info.itemsize);
    batch.items[i].wide = wide;
    batch.items[i].side = n;
  }
  batch.array = std::move(info);
  return true;
}

/// The boards of `value`: a 3-D array, or any iterable of grids and Boards.
Batch read_batch(py::handle value) {
  Batch batch;
  if (read_array(value, batch)) return batch;
  if (PyUnicode_Check(value.ptr()) || PyBytes_Check(value.ptr()) || !py::isinstance<py::iterable>(value)) {
    throw py::type_error(std::string("boards must be a sequence of grids or snl.Boards, or a 3-D integer array, not ") +
                         Py_TYPE(value.ptr())->tp_name);
  }
  const Py_ssize_t size = PyList_Check(value.ptr()) || PyTuple_Check(value.ptr()) ? PySequence_Size(value.ptr()) : 0;
  batch.items.reserve(static_cast<std::size_t>(size));
  for (const py::handle board : value) {
    const std::size_t index = batch.items.size();
    Item item;
    try {
      if (PyList_Check(board.ptr()) || PyTuple_Check(board.ptr())) {
        const std::size_t offset = batch.flat.size();
        if (const std::optional<std::uint64_t> side = append_square_grid(board, board_name(index), batch.flat)) {
          item.side = *side;
          item.offset = offset;
          if (index == 0) batch.flat.reserve(static_cast<std::size_t>(size) * batch.flat.size());  // boards alike
        }
      }
      if (item.side == 0) item.board = board_argument(board);  // a Board, an array, or a grid the library refuses
    } catch (...) {
      rethrow_named(index);
    }
    batch.items.push_back(std::move(item));
  }
  return batch;
}

GridView view_of(const Item& item, const Batch& batch) {
  const int* cells = item.cells != nullptr ? static_cast<const int*>(item.cells) : batch.flat.data() + item.offset;
  return {{cells, item.side * item.side}, item.side, item.side};
}

GridView64 view64_of(const Item& item) {
  return {{static_cast<const std::int64_t*>(item.cells), item.side * item.side}, item.side, item.side};
}

/// The board of an item that is a grid.
std::shared_ptr<const Board> board_of(const Item& item, const Batch& batch) {
  if (item.board) return item.board;
  return std::make_shared<const Board>(item.wide ? Board::from_grid_view(view64_of(item))
                                                 : Board::from_grid_view(view_of(item, batch)));
}

std::int64_t rolls_of(const Item& item, const Batch& batch) {
  if (item.board) return solve(*item.board, {.algorithm = Algorithm::automatic, .route = false}).rolls;
  const MinRollsOptions options{.threads = false};  // the batch already uses every core
  return item.wide ? min_rolls_view(view64_of(item), options) : min_rolls_view(view_of(item, batch), options);
}

/// Runs answer(i) for every item on `threads` threads (0: one per core), the GIL released; the error of the first
/// board that fails is thrown, named.
template <class Answer>
void run_all(std::size_t count, std::int64_t threads, const Answer& answer) {
  std::size_t workers = threads > 0 ? static_cast<std::size_t>(threads) : std::thread::hardware_concurrency();
  workers = std::clamp<std::size_t>(workers, 1, std::max<std::size_t>(count / 16, 1));
  std::atomic<std::size_t> next{0};
  std::mutex failed_lock;
  std::size_t failed_at = count;
  std::exception_ptr failure;
  const auto work = [&] {
    constexpr std::size_t kChunk = 64;  // boards taken at once: one atomic add per chunk
    for (std::size_t start = next.fetch_add(kChunk); start < count; start = next.fetch_add(kChunk)) {
      for (std::size_t i = start; i < std::min(start + kChunk, count); ++i) {
        try {
          answer(i);
        } catch (...) {
          const std::lock_guard lock(failed_lock);
          if (i < failed_at) {
            failed_at = i;
            failure = std::current_exception();
          }
        }
      }
    }
  };
  {
    const py::gil_scoped_release release;
    std::vector<std::jthread> pool;
    for (std::size_t t = 1; t < workers; ++t) pool.emplace_back(work);
    work();
  }
  if (failure) {
    try {
      std::rethrow_exception(failure);
    } catch (...) {
      rethrow_named(failed_at);
    }
  }
}

std::int64_t threads_argument(py::handle value) {
  return int_argument(value, "threads", 0, std::numeric_limits<int>::max());
}

py::object min_rolls_many(py::handle boards, py::handle threads) {
  const std::int64_t workers = threads_argument(threads);
  const Batch batch = read_batch(boards);
  std::vector<std::int64_t> rolls(batch.items.size());
  run_all(rolls.size(), workers, [&](std::size_t i) { rolls[i] = rolls_of(batch.items[i], batch); });
  return int_array(std::move(rolls));
}

/// A solution as snl.Solution holds it (solve.cpp's BoardSolution has the same two members).
struct Solved {
  std::shared_ptr<const Board> board;
  Solution solution;
};

py::list solve_many(py::handle boards, py::handle threads, const py::kwargs& kwargs) {
  const std::int64_t workers = threads_argument(threads);
  const SolveOptions options = solve_keywords(kwargs, "solve_many");
  const Batch batch = read_batch(boards);
  std::vector<Solved> solved(batch.items.size());
  run_all(solved.size(), workers, [&](std::size_t i) {
    solved[i].board = board_of(batch.items[i], batch);
    solved[i].solution = solve(*solved[i].board, options);
  });
  py::list out(solved.size());
  for (std::size_t i = 0; i < solved.size(); ++i) out[i] = solution_object(std::move(solved[i].board), std::move(solved[i].solution));
  return out;
}

}  // namespace

void add_batch(py::module_& module) {
  module.def("min_rolls_many", &min_rolls_many, py::arg("boards"), py::kw_only(), py::arg("threads") = 0,
             R"(The least number of rolls of each board, as min_rolls answers it: a NumPy int64 array (a list when NumPy
cannot be imported), -1 where the last square cannot be reached.

boards: a sequence of grids (lists of lists of ints, 2-D integer arrays) and snl.Boards, or a 3-D integer array of k
boards of n x n (C ints or int64 in C order are read in place). threads: how many threads answer them (0: one per
core); the boards are read first, then answered with the GIL released. An error names the board: "boards[3]: ...".)");
  static const std::string doc = "solve_many(boards, *, threads=0, " + solve_keyword_signature() +
      ") -> list[Solution]\n\nsnl.solve on each board, on every core: a list of Solutions in the order of the boards.\n\n"
      "boards: as min_rolls_many takes them. threads: how many threads (0: one per core).\n\nKeywords (as solve "
      "takes them):\n" + solve_keyword_lines();
  py::options options;
  options.disable_function_signatures();
  module.def("solve_many", &solve_many, py::arg("boards"), py::kw_only(), py::arg("threads") = 0, doc.c_str());
}

}  // namespace snl::python
