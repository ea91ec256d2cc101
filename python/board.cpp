// python/board.cpp — snl.Board (snl::Board, shared with the results that refer to it: never copied), its grid, its
// text in any format, and its picture: snl.render and Board._repr_svg_, which a notebook shows.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bindings.hpp"
#include "snl/error.hpp"
#include "snl/render.hpp"
#include "snl/write.hpp"

namespace snl::python {
namespace {

namespace py = pybind11;

/// Jumps given as a mapping {from: to} or as an iterable of (from, to) pairs.
std::vector<Jump> jumps_argument(py::handle value) {
  const py::object pairs = PyDict_Check(value.ptr()) ? py::reinterpret_borrow<py::dict>(value).attr("items")()
                                                     : py::reinterpret_borrow<py::object>(value);
  if (PyUnicode_Check(value.ptr()) || !py::isinstance<py::iterable>(pairs)) {
    throw py::type_error(std::string("jumps must be a dict {from: to} or pairs (from, to), not ") +
                         Py_TYPE(value.ptr())->tp_name);
  }
  std::vector<Jump> jumps;
  for (const py::handle pair : pairs) {
    const std::string where = "jumps[" + std::to_string(jumps.size()) + "]";
    if (!PySequence_Check(pair.ptr()) || PyUnicode_Check(pair.ptr()) || PySequence_Size(pair.ptr()) != 2) {
      if (PyErr_Occurred()) PyErr_Clear();
      throw py::type_error(where + " must be a pair (from, to), not " + py::repr(pair).cast<std::string>());
    }
    const py::sequence both = py::reinterpret_borrow<py::sequence>(pair);
    jumps.push_back({uint_argument(both[0], where + "[0]"), uint_argument(both[1], where + "[1]")});
  }
  return jumps;
}

/// A side or a number of squares: refused here when negative or past 2^64 - 1, naming the library's range 1..high;
/// 0 and values past `high` are left to the library, which refuses them in its words.
std::uint64_t count_argument(py::handle value, std::string_view name, std::uint64_t high) {
  try {
    return uint_argument(value, name);
  } catch (const Error&) {
    out_of_range(value, name, 1, high);
  }
}

std::shared_ptr<Board> shared(Board&& board) { return std::make_shared<Board>(std::move(board)); }

py::list jump_list(const Board& board) {
  py::list list(board.jumps().size());
  std::size_t i = 0;
  for (const Jump& jump : board.jumps()) list[i++] = py::make_tuple(jump.from, jump.to);
  return list;
}

py::list grid_list(const Board& board) {
  if (writable_format(board, Format::automatic) != Format::grid) (void)to_text(board, Format::grid);  // its LimitError
  std::vector<std::vector<int>> grid;
  {
    const py::gil_scoped_release release;
    grid = to_grid(board);
  }
  py::list rows(grid.size());
  for (std::size_t r = 0; r < grid.size(); ++r) {
    py::list row(grid[r].size());
    for (std::size_t c = 0; c < grid[r].size(); ++c) row[c] = py::int_(grid[r][c]);
    rows[r] = std::move(row);
  }
  return rows;
}

std::string render(py::handle board_value, const py::kwargs& kwargs) {
  const std::shared_ptr<const Board> board = board_argument(board_value);
  RenderRequest request;
  set_keywords(render_options(), py::handle(kwargs), "render", request);
  bool rules_given = false;
  for (const Option<GameRules>& rule : rules_options()) {
    rules_given = rules_given || (kwargs.contains(rule.name) && !kwargs[py::str(rule.name)].is_none());
  }
  if (const std::optional<std::string> conflict = render_conflict(request, rules_given)) throw OptionError(*conflict);
  if (request.heat) validate(request.rules);
  const py::gil_scoped_release release;
  return render_request(*board, request);
}

std::string render_doc() {
  const std::vector<OptionInfo> rows = infos(render_options());
  return "render(board, *, " + keyword_signature(rows) +
         ") -> str\n\nThe board as an SVG document, as `snl render` draws it. Square boards up to " +
         std::to_string(kMaxRenderSide) + " x " + std::to_string(kMaxRenderSide) +
         "; LimitError for larger ones and for tracks.\n\nKeywords (the options of `snl render`, from the same "
         "table):\n" + keyword_lines(rows);
}

/// The picture a notebook shows for a board; None (so that it shows the repr) when the board cannot be drawn.
py::object repr_svg(const Board& board) {
  std::string svg;
  try {
    const py::gil_scoped_release release;
    svg = render_svg(board);
  } catch (const LimitError&) {
    return py::none();
  }
  return py::str(svg);
}

/// Past this many jumps a board's repr is "<snl.Board 10x10, 19 jumps>" rather than the call that makes it.
constexpr std::size_t kReprJumps = 12;

/// "Board.square(6, {2: 15, 14: 35, 17: 13})": the call that makes the board, when it is short.
std::string board_repr(const Board& b) {
  const std::size_t m = b.jumps().size();
  if (m > kReprJumps) return "<snl.Board " + size_name(b) + ", " + std::to_string(m) + " jumps>";
  std::string text = b.is_square() ? "Board.square(" + std::to_string(b.side())
                                   : "Board.track(" + std::to_string(b.squares());
  if (m == 0) return text + ")";
  text += ", {";
  for (std::size_t i = 0; i < m; ++i) {
    text += (i == 0 ? "" : ", ") + std::to_string(b.jumps()[i].from) + ": " + std::to_string(b.jumps()[i].to);
  }
  return text + "})";
}

std::size_t hash_of(const Board& board) {
  std::size_t hash = std::hash<std::uint64_t>()(board.squares() * 31 + board.side());
  for (const Jump& jump : board.jumps()) hash = hash * 1'000'003 ^ std::hash<std::uint64_t>()(jump.from * 7919 + jump.to);
  return hash;
}

}  // namespace

std::shared_ptr<const Board> board_argument(py::handle value) {
  if (py::isinstance<Board>(value)) return value.cast<std::shared_ptr<Board>>();
  return board_from_grid(value);
}

void add_board(py::module_& module) {
  py::class_<Board, std::shared_ptr<Board>> board(module, "Board", R"(A Snakes and Ladders board: its number of squares and its snakes and ladders.

Board(grid) takes the LeetCode form: a list of lists of ints, or a 2-D integer array (NumPy), row 0 the top
row, each cell -1 or the square its snake or ladder leads to. Board.square(side, jumps) and
Board.track(squares, jumps) take the jumps as {from: to} or (from, to) pairs. A Board is valid once built
(BoardError otherwise) and never changes; snl.read() and snl.boards() read boards from text.)");
  board.def(py::init([](py::handle grid) { return std::const_pointer_cast<Board>(board_argument(grid)); }),
            py::arg("grid"),
            "The board of a LeetCode grid (a list of lists of ints, or a 2-D integer array); a Board gives itself.");
  board.def_static(
      "square",
      [](py::handle side, py::handle jumps) {
        const std::uint64_t n = count_argument(side, "side", kMaxSide);
        std::vector<Jump> list = jumps_argument(jumps);
        const py::gil_scoped_release release;
        return shared(Board::square(n, std::move(list)));
      },
      py::arg("side"), py::arg("jumps") = py::tuple(),
      "An n x n board (side 1..10**9) with these jumps: {from: to} or (from, to) pairs, labels 1..side**2.");
  board.def_static(
      "track",
      [](py::handle squares, py::handle jumps) {
        const std::uint64_t m = count_argument(squares, "squares", kMaxSquares);
        std::vector<Jump> list = jumps_argument(jumps);
        const py::gil_scoped_release release;
        return shared(Board::track(m, std::move(list)));
      },
      py::arg("squares"), py::arg("jumps") = py::tuple(),
      "A track of `squares` squares (published analyses use 30, 50 or 100) with these jumps.");
  board.def_property_readonly(
      "side", [](const Board& b) -> py::object { return b.is_square() ? py::object(py::int_(b.side())) : py::object(py::none()); },
      "The side n of a square board; None for a track.");
  board.def_property_readonly("squares", &Board::squares, "The number of squares, which is also the last square.");
  board.def_property_readonly("is_square", &Board::is_square, "Whether the board is n x n (not a track).");
  board.def_property_readonly("jumps", &jump_list, "The snakes and ladders as (from, to) pairs, sorted by from.");
  board.def("to_grid", &grid_list,
            "The board as a LeetCode grid, a list of lists of ints (row 0 the top row). LimitError for a track or a "
            "side above 46340.");
  board.def(
      "to_text",
      [](const Board& b, std::string_view format) {
        const Format chosen = format_argument(format);
        const py::gil_scoped_release release;
        return to_text(b, chosen);
      },
      py::arg("format") = "auto",
      "The board as text, as snl writes it: 'grid', 'json', 'jumps', or 'auto' (grid when it can, else jumps).");
  board.def("_repr_svg_", &repr_svg, "The board's picture as SVG, for notebooks (None when it is too large to draw).");
  board.def("__repr__", &board_repr);
  board.def("__eq__", [](const Board& a, py::handle b) -> py::object {
    if (!py::isinstance<Board>(b)) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
    return py::bool_(a == b.cast<const Board&>());
  });
  board.def("__hash__", &hash_of);
  board.def(py::pickle([](const Board& b) { return py::make_tuple(b.side(), b.squares(), jump_list(b)); },
                       [](const py::tuple& state) {
                         const std::uint64_t side = uint_argument(state[0], "side");
                         std::vector<Jump> jumps = jumps_argument(state[2]);
                         return side != 0 ? shared(Board::square(side, std::move(jumps)))
                                          : shared(Board::track(uint_argument(state[1], "squares"), std::move(jumps)));
                       }));
  board.attr("__module__") = "snl";

  static const std::string doc = render_doc();
  {
    py::options options;
    options.disable_function_signatures();  // the doc's first line is the signature, keywords listed from the table
    module.def("render", &render, py::arg("board"), doc.c_str());
  }
}

}  // namespace snl::python
