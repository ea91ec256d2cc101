// python/batch.cpp — snl.min_rolls_many and snl.solve_many: many boards in one call, read from Python a block at a
// time (the GIL held) and each block answered on every core (the GIL released). Boards come as a sequence of grids or
// snl.Boards, or as a 3-D integer array (k boards of n x n; C ints or int64 in C order are read in place). Each board
// is answered as snl.min_rolls and snl.solve answer it alone; an error names the board: "boards[3]: square 4 holds 7;
// ...".
#include <pybind11/pybind11.h>

#include <algorithm>
#include <array>
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

/// The boards of one block answered: the first that failed, if one did.
struct Answered {
  std::size_t failed_at = 0;
  std::exception_ptr failure;
};

/// Runs answer(batch, first, i) for every item of `batch` on `workers` threads (the calling one among them), touching
/// nothing of Python's.
template <class Answer>
Answered answer_block(const Batch& batch, std::size_t first, std::size_t workers, const Answer& answer) {
  const std::size_t count = batch.items.size();
  workers = std::clamp<std::size_t>(workers, 1, std::max<std::size_t>(count / 16, 1));
  std::atomic<std::size_t> next{0};
  std::mutex failed_lock;
  Answered answered{count, nullptr};
  const auto work = [&] {
    constexpr std::size_t kChunk = 64;  // boards taken at once: one atomic add per chunk
    for (std::size_t start = next.fetch_add(kChunk); start < count; start = next.fetch_add(kChunk)) {
      for (std::size_t i = start; i < std::min(start + kChunk, count); ++i) {
        try {
          answer(batch, first, i);
        } catch (...) {
          const std::lock_guard lock(failed_lock);
          if (i < answered.failed_at) answered = {i, std::current_exception()};
        }
      }
    }
  };
  std::vector<std::jthread> pool;
  for (std::size_t t = 1; t < workers; ++t) pool.emplace_back(work);
  work();
  return answered;
}

/// Throws the error of the block's first board that failed, named boards[first + i].
void throw_failure(const Answered& answered, std::size_t first) {
  if (!answered.failure) return;
  try {
    std::rethrow_exception(answered.failure);
  } catch (...) {
    rethrow_named(first + answered.failed_at);
  }
}

/// Boards of grids given as lists are read this many at a time into a flat array that is reused: one array for all
/// of them took a page fault every 4 KiB of cells on every call (100,000 10x10 boards: 10,000 faults, half the call's
/// time; `perf stat -e page-faults`, bench/RESULTS.md "Python batches").
constexpr std::size_t kBlock = 4096;

/// Runs answer(batch, first, i) for every board of `value` (a 3-D array, or any iterable of grids and Boards) on
/// `threads` threads (0: one per core), the boards read with the GIL held and answered without it: a block of kBlock
/// at a time, each block answered on the other threads while this one reads the next (reading Python's ints is most of
/// a small board's time). resize(n) is called, while no block is being answered, before the boards up to n are. The
/// error of the first board that fails is thrown, named.
template <class Resize, class Answer>
void answer_all(py::handle value, std::int64_t threads, const Resize& resize, const Answer& answer) {
  const std::size_t workers =
      std::max<std::size_t>(threads > 0 ? static_cast<std::size_t>(threads) : std::thread::hardware_concurrency(), 1);
  std::array<Batch, 2> blocks;
  if (read_array(value, blocks[0])) {
    resize(blocks[0].items.size());
    Answered answered;
    {
      const py::gil_scoped_release release;
      answered = answer_block(blocks[0], 0, workers, answer);
    }
    return throw_failure(answered, 0);
  }
  if (PyUnicode_Check(value.ptr()) || PyBytes_Check(value.ptr()) || !py::isinstance<py::iterable>(value)) {
    throw py::type_error(std::string("boards must be a sequence of grids or snl.Boards, or a 3-D integer array, not ") +
                         Py_TYPE(value.ptr())->tp_name);
  }
  Answered pending;  // the block being answered on the other threads, once `background` is joined
  std::size_t pending_first = 0;
  std::jthread background;  // declared after what it reads: an error thrown here joins it before they go
  const auto hand_over = [&](const Batch& batch, std::size_t first) {
    {
      const py::gil_scoped_release release;
      if (background.joinable()) background.join();
    }
    throw_failure(pending, pending_first);
    resize(first + batch.items.size());
    pending = {};
    pending_first = first;
    if (workers == 1) {
      const py::gil_scoped_release release;
      pending = answer_block(batch, first, 1, answer);
    } else {
      // The block by address: hand_over's reference parameter ends with this call, the block does not.
      background =
          std::jthread([&, first, block = &batch] { pending = answer_block(*block, first, workers - 1, answer); });
    }
  };
  std::size_t first = 0;
  std::size_t reading = 0;  // which of the two blocks is being read
  blocks[0].items.reserve(kBlock);
  blocks[1].items.reserve(kBlock);
  for (const py::handle board : value) {
    Batch& batch = blocks[reading];
    const std::size_t index = first + batch.items.size();
    Item item;
    try {
      if (PyList_Check(board.ptr()) || PyTuple_Check(board.ptr())) {
        const std::size_t offset = batch.flat.size();
        if (const std::optional<std::uint64_t> side = append_square_grid(board, board_name(index), batch.flat)) {
          item.side = *side;
          item.offset = offset;
          if (batch.items.empty() && batch.flat.capacity() < kBlock * batch.flat.size()) {
            batch.flat.reserve(kBlock * batch.flat.size());  // the next boards alike
          }
        }
      }
      if (item.side == 0) item.board = board_argument(board);  // a Board, an array, or a grid the library refuses
    } catch (...) {
      rethrow_named(index);
    }
    batch.items.push_back(std::move(item));
    if (batch.items.size() == kBlock) {
      hand_over(batch, first);
      first += kBlock;
      reading = 1 - reading;
      blocks[reading].items.clear();  // answered: hand_over joined its work
      blocks[reading].flat.clear();
    }
  }
  if (!blocks[reading].items.empty() || first == 0) hand_over(blocks[reading], first);
  {
    const py::gil_scoped_release release;
    if (background.joinable()) background.join();
  }
  throw_failure(pending, pending_first);
}

std::int64_t threads_argument(py::handle value) {
  return int_argument(value, "threads", 0, std::numeric_limits<int>::max());
}

py::object min_rolls_many(py::handle boards, py::handle threads) {
  const std::int64_t workers = threads_argument(threads);
  std::vector<std::int64_t> rolls;
  answer_all(
      boards, workers, [&](std::size_t count) { rolls.resize(count); },
      [&](const Batch& batch, std::size_t first, std::size_t i) {
        rolls[first + i] = rolls_of(batch.items[i], batch);
      });
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
  std::vector<Solved> solved;
  answer_all(
      boards, workers, [&](std::size_t count) { solved.resize(count); },
      [&](const Batch& batch, std::size_t first, std::size_t i) {
        solved[first + i].board = board_of(batch.items[i], batch);
        solved[first + i].solution = solve(*solved[first + i].board, options);
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
