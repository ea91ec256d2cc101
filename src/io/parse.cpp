#include "snl/parse.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <string>
#include <utility>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "core/memory.hpp"
#include "io/scanner.hpp"
#include "snl/error.hpp"

namespace snl {
namespace {

using internal::Position;
using internal::Scanner;

constexpr std::array<std::pair<Format, std::string_view>, 4> kFormatNames{{
    {Format::automatic, "auto"},
    {Format::grid, "grid"},
    {Format::json, "json"},
    {Format::jumps, "jumps"},
}};

std::string str(std::uint64_t value) { return std::to_string(value); }

/// How a number that was read shows in a message.
std::string quoted(std::int64_t value) { return "'" + std::to_string(value) + "'"; }

std::string cell_range(std::uint64_t squares) { return "-1 or a square 1.." + str(squares); }

/// Puts the jumps of a grid, read top row first, into label order in place and in O(m): rows run bottom-up in
/// labels, and every other row right to left. Reversing everything gives the rows in label order with every row
/// reversed; the rows that run left to right are then reversed back.
std::vector<Jump> in_label_order(std::uint64_t n, std::vector<Jump> jumps, const std::vector<std::size_t>& row_start) {
  std::reverse(jumps.begin(), jumps.end());
  const std::size_t m = jumps.size();
  for (std::uint64_t row = 0; row < n; ++row) {
    if (!runs_left_to_right(n, row)) continue;
    const std::size_t end = row + 1 < n ? row_start[row + 1] : m;
    std::reverse(jumps.begin() + static_cast<std::ptrdiff_t>(m - end),
                 jumps.begin() + static_cast<std::ptrdiff_t>(m - row_start[row]));
  }
  return jumps;
}

}  // namespace

std::string_view name_of(Format format) {
  for (const auto& [f, name] : kFormatNames) {
    if (f == format) return name;
  }
  return "?";
}

std::optional<Format> format_named(std::string_view name) {
  for (const auto& [f, n] : kFormatNames) {
    if (n == name) return f;
  }
  return std::nullopt;
}

class BoardReader::Impl {
 public:
  Impl(std::istream& in, std::string source, Format format, TextStart start)
      : scan_(in, std::move(source), start.line), format_(format), boards_(start.boards_before) {}
  Impl(std::string_view text, std::string source, Format format, TextStart start)
      : scan_(text, std::move(source), start.line), format_(format), boards_(start.boards_before) {}

  std::optional<Board> next() {
    if (format_ == Format::automatic) detect();
    std::optional<Board> board;
    switch (format_) {
      case Format::grid:
        board = next_grid();
        break;
      case Format::json:
        board = next_json();
        break;
      case Format::jumps:
      case Format::automatic:
        board = next_jumps();
        break;
    }
    if (board) ++boards_;
    return board;
  }

  Format format() const { return format_; }

 private:
  void detect() {
    scan_.skip_space();
    const int c = scan_.peek();
    if (c == '[') {
      format_ = Format::json;
    } else if (c == '-' || (c >= '0' && c <= '9')) {
      format_ = Format::grid;
      guessed_grid_ = true;
    } else if (c == '#' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
      format_ = Format::jumps;
    } else {
      scan_.fail("a board (a grid size, '[' or 'size')");
    }
  }

  /// At the end of input: fine after at least one board, an error on an empty input.
  std::optional<Board> end_of_input(std::string_view expected) {
    if (boards_ == 0) scan_.fail(expected);
    return std::nullopt;
  }

  // ---- grid -------------------------------------------------------------------------------------------------

  std::optional<Board> next_grid() {
    // At column 1 with no newline crossed: a text read alone from a line start (TextStart), where the whole input
    // had a newline before the size (a board never ends at column 1).
    const bool size_on_new_line = scan_.skip_space() || boards_ == 0 || scan_.position().column == 1;
    if (scan_.peek() == Scanner::kEnd) return end_of_input("a board (a grid size)");
    const Position size_at = scan_.position();
    bool too_large = false;
    const auto n = scan_.integer("", &too_large);
    if (too_large || (n && *n > static_cast<std::int64_t>(kMaxGridSide))) {
      scan_.fail(size_at, "a grid size of at most " + str(kMaxGridSide) + " (larger boards: the jumps format)",
                 n ? quoted(*n) : scan_.describe());
    }
    if (!n || *n < 1) scan_.fail(size_at, "a board size (a positive integer)", n ? quoted(*n) : scan_.describe());
    const auto side = static_cast<std::uint64_t>(*n);
    const std::uint64_t squares = side * side;
    std::vector<Jump> jumps;  // room made row by row (reserve_jumps)
    std::vector<std::size_t> row_start(side);
    // One row per line when the size stands alone on its line and the next line does not hold every value:
    // then a row with a value too many or too few is reported where it is.
    bool rows_on_lines = false;
    for (std::uint64_t row = 0; row < side; ++row) {
      reserve_jumps(jumps, squares);
      row_start[row] = jumps.size();
      for (std::uint64_t column = 0; column < side; ++column) {
        const Position before = scan_.position();
        const bool new_line = scan_.skip_space();
        if (row == 0 && column == 0 && new_line && size_on_new_line) {
          const auto tokens = scan_.tokens_on_line();
          rows_on_lines = tokens && *tokens != squares;
        }
        if (rows_on_lines && column == 0 && (row == 0 || new_line) && fast_row(side, row, jumps)) break;
        if (rows_on_lines) {
          if (column > 0 && new_line) {
            scan_.fail(before, str(side) + " values in row " + str(row + 1),
                       "the end of the line after " + str(column));
          }
          if (column == 0 && row > 0 && !new_line) {
            scan_.fail("the end of row " + str(row) + " after " + str(side) + " values");
          }
        }
        if (scan_.minus_one()) continue;
        if (scan_.peek() == Scanner::kEnd) {
          scan_.fail("a value for row " + str(row + 1) + ", column " + str(column + 1) + " (" + cell_range(squares) +
                     ")");
        }
        const std::int64_t value = cell_value(squares, "");
        if (value != -1) jumps.push_back({label_of(side, {row, column}), static_cast<Label>(value)});
      }
    }
    if (rows_on_lines) {
      scan_.skip_blanks();
      const int c = scan_.peek();
      if (c != '\n' && c != Scanner::kEnd) scan_.fail("the end of row " + str(side) + " after " + str(side) + " values");
    }
    return Board::square(side, in_label_order(side, std::move(jumps), row_start));
  }

  /// Room in the jump list, called as jumps are read: a little at first (most boards are small, and a header may
  /// promise far more squares than the text holds), then, once kFewJumps are read, room for every square to jump
  /// (at most kReservedJumps, 256 MiB): only address space, as a page is backed when first written, so a large list
  /// never grows by copying. Measured: growth by doubling cost a tenth of the time and twice the page faults on a
  /// 3000×3000 grid, and 0.18 against 0.07 s for a giant board of 10⁶ jumps; reserving 256 MiB up front for every
  /// board made the ASan fuzzing build 10× slower (the sanitizer marks the whole reservation).
  static constexpr std::uint64_t kFewJumps = std::uint64_t{1} << 12;
  static constexpr std::uint64_t kReservedJumps = (std::uint64_t{256} << 20) / sizeof(Jump);
  static void reserve_jumps(std::vector<Jump>& jumps, std::uint64_t squares) {
    const std::uint64_t room = std::min(squares, jumps.size() < kFewJumps ? kFewJumps : kReservedJumps);
    if (room > jumps.capacity()) internal::reserve_huge(jumps, room);
  }

  static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

  /// The decimal digits at `p` (moved past them); 0 with `p` unmoved when there are none or more than 19.
  static std::uint64_t digits_value(const char*& p, const char* last) {
    const char* end = p;
    while (end != last && static_cast<unsigned>(*end - '0') < 10) ++end;
    if (end - p > 19) return 0;
    std::uint64_t value = 0;
    for (; p != end; ++p) value = value * 10 + static_cast<std::uint64_t>(*p - '0');
    return value;
  }

  /// Past the run of "-1" tokens each followed by `separator` (' ' in grids, ',' in json) at `p` (before `last`),
  /// counting them into `column`. Five tokens to a compare of 16 bytes (SSE2, part of x86-64): three byte
  /// compares a token, and a loop exit at a length that is data, were a third of reading a grid with short jumps
  /// (measured on 3000×3000 in bench/RESULTS.md).
  template <char separator>
  static const char* skip_plain(const char* p, const char* last, std::uint64_t& column) {
#if defined(__SSE2__)
    const char* const pattern = separator == ' ' ? "-1 -1 -1 -1 -1 -1" : "-1,-1,-1,-1,-1,-1";
    const __m128i plain = _mm_loadu_si128(reinterpret_cast<const __m128i*>(pattern));
    while (last - p >= 16) {  // the 16 bytes lie before `last` or on it
      const auto same = static_cast<unsigned>(
          _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)), plain)));
      // Within a run the next position does not wait for the compare (its latency per five tokens made all-plain
      // grids 1.25× slower to read than three bytes at a time).
      if ((same & 0x7FFF) == 0x7FFF) {
        p += 15;
        column += 5;
        continue;
      }
      const unsigned tokens = static_cast<unsigned>(std::countr_one(same)) / 3;
      column += tokens;
      return p + 3 * tokens;
    }
#endif
    while (last - p >= 3 && p[0] == '-' && p[1] == '1' && p[2] == separator) p += 3, ++column;
    return p;
  }

  /// The value of the 1..8 decimal digits at `p` when 8 bytes before `last` can be read and a non-digit follows
  /// them within those 8 (moved past them); otherwise digits_value. The digits are found and combined in one
  /// 64-bit word (no branch on their count: a mispredicted loop exit per value, before).
  static std::uint64_t value_at(const char*& p, const char* last) {
    if (last - p < 8) return digits_value(p, last);
    std::uint64_t word;
    std::memcpy(&word, p, sizeof word);
    const std::uint64_t nibbles = word ^ 0x3030303030303030u;  // a digit byte becomes 0..9
    // A byte is no digit when its high nibble is set or adding 6 sets it (carries only reach later bytes).
    const std::uint64_t not_digit = (nibbles | (nibbles + 0x0606060606060606u)) & 0xF0F0F0F0F0F0F0F0u;
    const int count = std::countr_zero(not_digit) / 8;  // 8: no non-digit in the word
    if (count == 0 || count == 8) return digits_value(p, last);
    // The digits moved to the high bytes (leading zeros below), then combined by pairs, fours and eights.
    std::uint64_t v = nibbles << (8 * (8 - count));
    v = (v * 10 + (v >> 8)) & 0x00FF00FF00FF00FFu;
    v = (v * 100 + (v >> 16)) & 0x0000FFFF0000FFFFu;
    v = (v * 10000 + (v >> 32)) & 0xFFFFFFFFu;
    p += count;
    return v;
  }

  /// A whole row on one line, parsed straight from the buffer: the fast path for well-formed grids (measured in
  /// bench/RESULTS.md: most of the time of reading a board). Returns false, having consumed nothing, on anything
  /// unexpected; the per-value path then reads the row again and reports exactly what is wrong.
  bool fast_row(std::uint64_t side, std::uint64_t row, std::vector<Jump>& jumps) {
    const auto [first, last] = scan_.line_in_buffer();
    if (first == nullptr) return false;
    const std::uint64_t squares = side * side;
    const std::size_t kept = jumps.size();
    std::uint64_t column = 0;
    for (const char* p = first;;) {
      // Runs of plain squares (most of every grid), then one value.
      while (p != last && is_blank(*p)) ++p;
      p = skip_plain<' '>(p, last, column);
      if (p == last) break;
      if (column >= side) return jumps.resize(kept), false;
      if (*p == '-') {
        if (last - p < 2 || p[1] != '1' || (last - p > 2 && !is_blank(p[2]))) return jumps.resize(kept), false;
        p += 2;
        ++column;
        continue;
      }
      const char* digits = p;
      const std::uint64_t value = value_at(p, last);
      if (p == digits || (p != last && !is_blank(*p)) || value < 1 || value > squares) {
        return jumps.resize(kept), false;
      }
      internal::push_back_huge(jumps, Jump{label_of(side, {row, column}), value});
      ++column;
    }
    if (column != side) return jumps.resize(kept), false;
    scan_.advance_to(last);
    return true;
  }

  /// A cell value, -1 or 1..squares, or a diagnostic at the token.
  std::int64_t cell_value(std::uint64_t squares, std::string_view delimiters) {
    const Position at = scan_.position();
    bool too_large = false;
    const auto value = scan_.integer(delimiters, &too_large);
    if (!value || !is_cell_value(squares, *value)) {
      std::string expected = too_large || value ? cell_range(squares) : "a value (" + cell_range(squares) + ")";
      // "2 15" on the first line reads as a 2×2 grid: the likelier mistake is a jumps file without its size line.
      if (guessed_grid_ && boards_ == 0 && at.line == 1) expected += " (a jumps-format board starts with 'size N')";
      scan_.fail(at, expected, value ? quoted(*value) : scan_.describe(delimiters));
    }
    return *value;
  }

  // ---- json -------------------------------------------------------------------------------------------------

  /// A row of a json board after its '[', parsed straight from the buffer: `side` values (-1 or 1..side²)
  /// separated by single commas, then ']' (what snl and most programs write). Returns false, having consumed
  /// nothing, on anything else (whitespace included); the value-by-value path then reads the row and reports
  /// exactly what is wrong. Reading a 3000×3000 json board went from 0.25 to 0.07 s (bench/RESULTS.md).
  bool fast_json_row(std::uint64_t side, std::uint64_t row, std::vector<Jump>& jumps) {
    // A row's text is at most 11 bytes a value (ten digits and a comma).
    const auto [first, last] = scan_.bytes_in_buffer(11 * side + 1);
    const std::uint64_t squares = side * side;
    const std::size_t kept = jumps.size();
    std::uint64_t column = 0;
    for (const char* p = first;;) {
      p = skip_plain<','>(p, last, column);
      if (column >= side || p == last) return jumps.resize(kept), false;
      if (*p == '-') {
        if (last - p < 3 || p[1] != '1') return jumps.resize(kept), false;
        p += 2;
      } else {
        const char* digits = p;
        const std::uint64_t value = value_at(p, last);
        if (p == digits || p == last || value < 1 || value > squares) return jumps.resize(kept), false;
        internal::push_back_huge(jumps, Jump{label_of(side, {row, column}), value});
      }
      ++column;
      if (*p == ']' && column == side) {
        scan_.advance_to(p + 1);
        return true;
      }
      if (*p != ',' || column == side) return jumps.resize(kept), false;
      ++p;
    }
  }

  void expect_char(char want, std::string_view expected) {
    scan_.skip_space();
    if (scan_.peek() != static_cast<unsigned char>(want)) scan_.fail(expected, kJsonDelimiters);
    scan_.bump();
  }

  static constexpr std::string_view kJsonDelimiters = ",[]";

  std::optional<Board> next_json() {
    scan_.skip_space();
    if (scan_.peek() == Scanner::kEnd) return end_of_input("a board ('[')");
    expect_char('[', "'[' opening a board");
    // The first row fixes n; its values are checked against n² once it closes.
    struct Pending {
      std::int64_t value;
      Position at;
    };
    std::vector<Pending> first_row;
    std::vector<Jump> jumps;
    std::vector<std::size_t> row_start;
    std::uint64_t side = 0;
    for (std::uint64_t row = 0;; ++row) {
      expect_char('[', row == 0 ? "'[' opening the first row" : "'[' opening row " + str(row + 1));
      if (row > 0) reserve_jumps(jumps, side * side);
      row_start.push_back(jumps.size());
      const bool fast = row > 0 && fast_json_row(side, row, jumps);
      for (std::uint64_t column = 0; !fast; ++column) {
        scan_.skip_space();
        const Position at = scan_.position();
        if (row == 0) {
          if (column == kMaxGridSide) {
            scan_.fail("']' closing a row of at most " + str(kMaxGridSide) + " values (larger boards: the jumps format)",
                       kJsonDelimiters);
          }
          bool too_large = false;
          const auto value = scan_.integer(kJsonDelimiters, &too_large);
          if (!value || (*value != -1 && *value < 1)) {
            scan_.fail(at, value || too_large ? "-1 or a square number" : "a value (-1 or a square number)",
                       value ? quoted(*value) : scan_.describe(kJsonDelimiters));
          }
          first_row.push_back({*value, at});
        } else {
          const std::int64_t value = cell_value(side * side, kJsonDelimiters);
          if (value != -1) jumps.push_back({label_of(side, {row, column}), static_cast<Label>(value)});
        }
        scan_.skip_space();
        const Position closing = scan_.position();
        const int c = scan_.peek();
        if (c == ']') {
          scan_.bump();
          if (row == 0) {
            side = column + 1;
            for (std::uint64_t k = 0; k < side; ++k) {
              if (!is_cell_value(side * side, first_row[k].value)) {
                scan_.fail(first_row[k].at, cell_range(side * side), quoted(first_row[k].value));
              }
              if (first_row[k].value != -1) {
                jumps.push_back({label_of(side, {0, k}), static_cast<Label>(first_row[k].value)});
              }
            }
          } else if (column + 1 < side) {
            scan_.fail(closing, str(side) + " values in row " + str(row + 1), "']' after " + str(column + 1));
          }
          break;
        }
        if (c != ',') scan_.fail("',' or ']' after a value", kJsonDelimiters);
        if (row > 0 && column + 1 == side) {
          scan_.fail("']' closing row " + str(row + 1) + " after " + str(side) + " values", kJsonDelimiters);
        }
        scan_.bump();
      }
      scan_.skip_space();
      const Position at = scan_.position();
      const int c = scan_.peek();
      if (c == ']') {
        if (row + 1 < side) scan_.fail(at, str(side) + " rows", "']' after " + str(row + 1));
        scan_.bump();
        break;
      }
      if (c != ',') scan_.fail("',' or ']' after a row", kJsonDelimiters);
      if (row + 1 == side) scan_.fail("']' closing the board after " + str(side) + " rows", kJsonDelimiters);
      scan_.bump();
    }
    return Board::square(side, in_label_order(side, std::move(jumps), row_start));
  }

  // ---- jumps ------------------------------------------------------------------------------------------------

  /// Skips blank lines and comment lines; returns false at the end of input.
  bool skip_to_content() {
    for (;;) {
      scan_.skip_space();
      const int c = scan_.peek();
      if (c == Scanner::kEnd) return false;
      if (c != '#') return true;
      scan_.skip_line();
    }
  }

  /// The rest of a line after its last value: blanks, maybe a comment, then the newline or the end. `after`
  /// describes the value for the message (built only on failure).
  template <class Describe>
  void end_of_line(Describe after) {
    scan_.skip_blanks();
    const int c = scan_.peek();
    if (c == '#') scan_.skip_line();
    if (c != '#' && c != '\n' && c != Scanner::kEnd) scan_.fail("the end of the line after " + after(), "#");
  }

  /// Where each jump of a board was read, for the diagnostics the Board reports by jump index. A jump on the
  /// line after the previous jump's, at column 1, is not stored: a file of one jump a line costs one entry, not
  /// 16 bytes a jump (which was 16 MB, and a third of the page faults, for a million jumps).
  class JumpPositions {
   public:
    /// Jump `index` (the next one, in order) was read at `at`.
    void add(std::size_t index, Position at) {
      if (!runs_.empty() && at.column == 1 && at.line == runs_.back().at.line + (index - runs_.back().first)) return;
      runs_.push_back({index, at});
    }
    Position of(std::size_t index) const {
      const auto run = std::prev(std::upper_bound(runs_.begin(), runs_.end(), index,
                                                  [](std::size_t i, const Run& r) { return i < r.first; }));
      if (run->first == index) return run->at;
      return {run->at.line + (index - run->first), 1};
    }

   private:
    struct Run {
      std::size_t first;  // the jump index read at `at`; those after it up to the next run follow line by line
      Position at;
    };
    std::vector<Run> runs_;
  };

  /// Jump lines straight from the buffer in one pass: the fast path of the jumps format. From the cursor, as long
  /// as each line is exactly "FROM TO" (labels of 1..19 digits in 1..squares, separated by blanks, maybe blanks
  /// after) and whole in the buffer, with every line after the first starting at column 1. Stops, having
  /// consumed nothing of it, before the first line that is anything else (a comment, a blank line, a header,
  /// a mistake): the per-line path reads it next and reports exactly what is wrong. Returns how many were read.
  std::size_t fast_jump_lines(std::uint64_t squares, std::vector<Jump>& jumps, JumpPositions& where) {
    const auto [first, first_end] = scan_.line_in_buffer();
    if (first == nullptr || first_end == scan_.buffered_end()) return 0;  // the last line: fast_jump_line's
    const char* const end = scan_.buffered_end();
    const Position at = scan_.position();
    const std::size_t before = jumps.size();
    const char* line = first;  // the start of the line being read
    std::uint64_t lines = 0;
    for (;;) {
      Label value[2];
      const char* const newline = jump_values(line, end, squares, value);
      if (newline == nullptr || newline == end || *newline != '\n') break;
      internal::push_back_huge(jumps, Jump{value[0], value[1]});
      ++lines;
      line = newline + 1;
      if (line == end || static_cast<unsigned>(*line - '0') >= 10) break;  // column 1 holds a digit, or stop
    }
    if (lines == 0) return 0;
    where.add(before, at);
    scan_.advance_lines(line, lines);
    return lines;
  }

  /// "FROM TO" with nothing else on the line, parsed straight from the buffer (the fast path; see fast_row).
  bool fast_jump_line(std::uint64_t squares, std::vector<Jump>& jumps) {
    const auto [first, last] = scan_.line_in_buffer();
    Label value[2];
    if (first == nullptr || jump_values(first, last, squares, value) != last) return false;
    internal::push_back_huge(jumps, Jump{value[0], value[1]});
    scan_.advance_to(last);
    return true;
  }

  /// "FROM TO" from `p` (labels of 1..19 digits in 1..squares, blanks around them), read in one pass, into
  /// `value`: returns where the blanks after it end (the newline, or `last`), or nullptr when the text is not
  /// that. Shared by the fast paths of the jumps format.
  static const char* jump_values(const char* p, const char* last, std::uint64_t squares, Label (&value)[2]) {
    for (Label& v : value) {
      while (p != last && is_blank(*p)) ++p;
      const char* digits = p;
      const Label x = value_at(p, last);  // more than 19 digits: none read, the exact path reports the label
      if (p == digits || x < 1 || x > squares || (p != last && !is_blank(*p) && *p != '\n')) return nullptr;
      v = x;
    }
    while (p != last && is_blank(*p)) ++p;
    return p;
  }

  /// A jump's start (`from` == 0) or the destination of the jump from `from`.
  std::uint64_t jump_label(std::uint64_t squares, Label from) {
    const Position at = scan_.position();
    bool too_large = false;
    const auto value = scan_.integer("#", &too_large);
    if (!value || *value < 1 || !is_label(squares, static_cast<std::uint64_t>(*value))) {
      const std::string what = from == 0 ? "a jump's start" : "the destination of the jump from " + str(from);
      scan_.fail(at, what + " (a square 1.." + str(squares) + ")", value ? quoted(*value) : scan_.describe("#"));
    }
    return static_cast<std::uint64_t>(*value);
  }

  std::optional<Board> next_jumps() {
    if (!skip_to_content()) return end_of_input("'size N' or 'squares M'");
    const Position header_at = scan_.position();
    const std::string keyword = scan_.word();
    const bool is_size = keyword == "size";
    if (!is_size && keyword != "squares") {
      scan_.fail(header_at, "'size N' or 'squares M'", keyword.empty() ? scan_.describe("#") : "'" + keyword + "'");
    }
    scan_.skip_blanks();
    const Position count_at = scan_.position();
    bool too_large = false;
    const auto count = scan_.integer("#", &too_large);
    const std::uint64_t limit = is_size ? kMaxSide : kMaxSquares;
    if (!count || *count < 1 || static_cast<std::uint64_t>(*count) > limit) {
      scan_.fail(count_at, std::string(is_size ? "a side" : "a number of squares") + " 1.." + str(limit),
                 count ? quoted(*count) : scan_.describe("#"));
    }
    end_of_line([&] { return keyword + " " + std::to_string(*count); });
    const std::uint64_t squares = is_size ? static_cast<std::uint64_t>(*count) * static_cast<std::uint64_t>(*count)
                                          : static_cast<std::uint64_t>(*count);

    std::vector<Jump> jumps;
    JumpPositions where;
    while (skip_to_content()) {
      reserve_jumps(jumps, squares);
      const int c = scan_.peek();
      if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) break;  // the next board's header
      if (fast_jump_lines(squares, jumps, where) > 0) continue;
      where.add(jumps.size(), scan_.position());
      if (fast_jump_line(squares, jumps)) continue;
      const Label from = jump_label(squares, 0);
      scan_.skip_blanks();
      if (const int d = scan_.peek(); d == '\n' || d == '#' || d == Scanner::kEnd) {
        scan_.fail("the destination of the jump from " + str(from), "#");
      }
      const Label to = jump_label(squares, from);
      end_of_line([&] { return "the jump " + str(from) + " " + str(to); });
      jumps.push_back({from, to});
    }
    const std::vector<Label> heads = duplicate_heads_possible(jumps);
    try {
      return is_size ? Board::square(static_cast<std::uint64_t>(*count), std::move(jumps))
                     : Board::track(squares, std::move(jumps));
    } catch (const BoardError& error) {
      // Labels were checked as they were read; what the Board can still refuse is a second jump from a square.
      const std::size_t k = error.jump_index();
      if (k == BoardError::npos || heads.empty()) throw;
      std::size_t first = 0;
      while (heads[first] != heads[k]) ++first;
      scan_.fail(where.of(k), "one jump from each square",
                 "a second jump from square " + str(heads[k]) + " (the first is on line " + str(where.of(first).line) +
                     ")");
    }
  }

  /// The heads in input order, kept only when the Board might refuse a repeated one (they are not sorted).
  static std::vector<Label> duplicate_heads_possible(const std::vector<Jump>& jumps) {
    std::vector<Label> heads;
    for (std::size_t k = 1; k < jumps.size(); ++k) {
      if (jumps[k].from <= jumps[k - 1].from) {
        heads.reserve(jumps.size());
        for (const Jump& jump : jumps) heads.push_back(jump.from);
        break;
      }
    }
    return heads;
  }

  Scanner scan_;
  Format format_;
  bool guessed_grid_ = false;  // the grid format was detected, not asked for
  std::uint64_t boards_ = 0;
};

BoardReader::BoardReader(std::istream& in, std::string source, Format format, TextStart start)
    : impl_(std::make_unique<Impl>(in, std::move(source), format, start)) {}
BoardReader::BoardReader(std::string_view text, std::string source, Format format, TextStart start)
    : impl_(std::make_unique<Impl>(text, std::move(source), format, start)) {}
BoardReader::~BoardReader() = default;
BoardReader::BoardReader(BoardReader&&) noexcept = default;
BoardReader& BoardReader::operator=(BoardReader&&) noexcept = default;

std::optional<Board> BoardReader::next() { return impl_->next(); }
Format BoardReader::format() const { return impl_->format(); }

std::vector<Board> parse_boards(std::string_view text, const std::string& source, Format format, TextStart start) {
  BoardReader reader(text, source, format, start);
  std::vector<Board> boards;
  while (auto board = reader.next()) boards.push_back(std::move(*board));
  return boards;
}

}  // namespace snl
