// BoardReader: detects the format and hands each board to its reader (io/read_grid.cpp, read_json.cpp,
// read_jumps.cpp); the helpers the readers share (io/reader.hpp).
#include "snl/parse.hpp"

#include <string>
#include <utility>
#include <vector>

#include "core/names.hpp"
#include "io/detect.hpp"
#include "io/reader.hpp"
#include "snl/error.hpp"
#include "snl/rules.hpp"

namespace snl {
namespace {

constexpr internal::Names<Format, 4> kFormatNames{{{
    {Format::automatic, "auto"},
    {Format::grid, "grid"},
    {Format::json, "json"},
    {Format::jumps, "jumps"},
}}};

}  // namespace

std::string_view name_of(Format format) { return kFormatNames.of(format); }
std::optional<Format> format_named(std::string_view name) { return kFormatNames.named(name); }
std::vector<std::string_view> format_names() { return kFormatNames.all(); }

namespace internal {

std::optional<Board> end_of_input(ReadState& state, std::string_view expected) {
  if (state.boards == 0) state.scan.fail(expected);
  return std::nullopt;
}

std::string quoted(std::int64_t value) { return "'" + std::to_string(value) + "'"; }

std::string cell_range(std::uint64_t squares) { return "-1 or a square 1.." + std::to_string(squares); }

std::int64_t cell_value(ReadState& state, std::uint64_t squares, std::string_view delimiters) {
  Scanner& scan = state.scan;
  const Position at = scan.position();
  bool too_large = false;
  const auto value = scan.integer(delimiters, &too_large);
  if (!value || !is_cell_value(squares, *value)) {
    std::string expected = too_large || value ? cell_range(squares) : "a value (" + cell_range(squares) + ")";
    // "2 15" on the first line reads as a 2×2 grid: the likelier mistake is a jumps file without its size line.
    if (state.guessed_grid && state.boards == 0 && at.line == 1) {
      expected += " (a jumps-format board starts with 'size N')";
    }
    scan.fail(at, expected, value ? quoted(*value) : scan.describe(delimiters));
  }
  return *value;
}

}  // namespace internal

class BoardReader::Impl {
 public:
  Impl(std::istream& in, std::string source, Format format, TextStart start)
      : state_{internal::Scanner(in, std::move(source), start.line), start.boards_before}, format_(format) {}
  Impl(std::string_view text, std::string source, Format format, TextStart start)
      : state_{internal::Scanner(text, std::move(source), start.line), start.boards_before}, format_(format) {}

  std::optional<Board> next(BoardSource* where) {
    if (where != nullptr) *where = BoardSource{};
    struct Asked {  // reset even when next throws: a later call must not write into `where`
      internal::ReadState& state;
      ~Asked() { state.source = nullptr; }
    } asked{state_};
    state_.source = where;
    return next();
  }

  std::optional<Board> next() {
    if (format_ == Format::automatic) detect();
    std::optional<Board> board;
    switch (format_) {
      case Format::grid:
        board = internal::read_grid(state_);
        break;
      case Format::json:
        board = internal::read_json(state_);
        break;
      case Format::jumps:
      case Format::automatic:
        board = internal::read_jumps(state_);
        break;
    }
    if (board) ++state_.boards;
    return board;
  }

  Format format() const { return format_; }

 private:
  void detect() {
    state_.scan.skip_space();
    format_ = internal::format_from_first(state_.scan.peek());
    if (format_ == Format::automatic) state_.scan.fail("a board (a grid size, '[' or 'size')");
    state_.guessed_grid = format_ == Format::grid;
  }

  internal::ReadState state_;
  Format format_;
};

BoardReader::BoardReader(std::istream& in, std::string source, Format format, TextStart start)
    : impl_(std::make_unique<Impl>(in, std::move(source), format, start)) {}
BoardReader::BoardReader(std::string_view text, std::string source, Format format, TextStart start)
    : impl_(std::make_unique<Impl>(text, std::move(source), format, start)) {}
BoardReader::~BoardReader() = default;
BoardReader::BoardReader(BoardReader&&) noexcept = default;
BoardReader& BoardReader::operator=(BoardReader&&) noexcept = default;

std::optional<Board> BoardReader::next() { return impl_->next(); }
std::optional<Board> BoardReader::next(BoardSource& where) { return impl_->next(&where); }
Format BoardReader::format() const { return impl_->format(); }

SourcePosition BoardSource::of_square(const Board& board, Label label) const {
  if (!cells.empty()) {
    const Cell cell = cell_of(board.side(), label);
    return cells[table_index(cell.row * board.side() + cell.column)];
  }
  for (const JumpLine& line : jump_lines) {
    if (line.jump.from == label) return line.at;
  }
  return size;
}

std::vector<Board> parse_boards(std::string_view text, const std::string& source, Format format, TextStart start) {
  BoardReader reader(text, source, format, start);
  std::vector<Board> boards;
  while (auto board = reader.next()) boards.push_back(std::move(*board));
  return boards;
}

}  // namespace snl
