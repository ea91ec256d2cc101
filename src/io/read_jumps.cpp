// The jumps format: "size N" or "squares M", then one "FROM TO" line per snake or ladder; '#' starts a comment
// (snl/parse.hpp).
#include <algorithm>
#include <iterator>
#include <string>

#include "io/digits.hpp"
#include "io/reader.hpp"
#include "snl/error.hpp"
#include "snl/rules.hpp"

namespace snl::internal {
namespace {

std::string str(std::uint64_t value) { return std::to_string(value); }

/// Skips blank lines and comment lines; returns false at the end of input.
bool skip_to_content(Scanner& scan) {
  for (;;) {
    scan.skip_space();
    const int c = scan.peek();
    if (c == Scanner::kEnd) return false;
    if (c != '#') return true;
    scan.skip_line();
  }
}

/// The rest of a line after its last value: blanks, maybe a comment, then the newline or the end. `after`
/// describes the value for the message (built only on failure).
template <class Describe>
void end_of_line(Scanner& scan, Describe after) {
  scan.skip_blanks();
  const int c = scan.peek();
  if (c == '#') scan.skip_line();
  if (c != '#' && c != '\n' && c != Scanner::kEnd) scan.fail("the end of the line after " + after(), "#");
}

/// Where each jump of a board was read, for the diagnostics the Board reports by jump index. A jump on the line
/// after the previous jump's, at column 1, is not stored: a file of one jump a line costs one entry, not 16 bytes
/// a jump.
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

/// "FROM TO" from `p` (labels of 1..19 digits in 1..squares, blanks around them), read in one pass, into
/// `value`: returns where the blanks after it end (the newline, or `last`), or nullptr when the text is not
/// that. Shared by the fast paths and inlined into both (bench/RESULTS.md, "The layout work").
[[gnu::always_inline]] inline const char* jump_values(const char* p, const char* last, std::uint64_t squares,
                                                      Label (&value)[2]) {
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

/// Jump lines straight from the buffer in one pass: the fast path. From the cursor, as long as each line is
/// exactly "FROM TO" (labels of 1..19 digits in 1..squares, separated by blanks, maybe blanks after) and whole in
/// the buffer, with every line after the first starting at column 1. Stops, having consumed nothing of it, before
/// the first line that is anything else (a comment, a blank line, a header, a mistake): the per-line path reads it
/// next and reports exactly what is wrong. Returns how many were read.
std::size_t fast_jump_lines(Scanner& scan, std::uint64_t squares, std::vector<Jump>& jumps, JumpPositions& where) {
  const auto [first, first_end] = scan.line_in_buffer();
  if (first == nullptr || first_end == scan.buffered_end()) return 0;  // the last line: fast_jump_line's
  const char* const end = scan.buffered_end();
  const Position at = scan.position();
  const std::size_t before = jumps.size();
  const char* line = first;  // the start of the line being read
  std::size_t lines = 0;
  for (;;) {
    Label value[2];
    const char* const newline = jump_values(line, end, squares, value);
    if (newline == nullptr || newline == end || *newline != '\n') break;
    push_back_huge(jumps, Jump{value[0], value[1]});
    ++lines;
    line = newline + 1;
    if (line == end || static_cast<unsigned>(*line - '0') >= 10) break;  // column 1 holds a digit, or stop
  }
  if (lines == 0) return 0;
  where.add(before, at);
  scan.advance_lines(line, lines);
  return lines;
}

/// "FROM TO" with nothing else on the line, parsed straight from the buffer (the last line's fast path).
bool fast_jump_line(Scanner& scan, std::uint64_t squares, std::vector<Jump>& jumps) {
  const auto [first, last] = scan.line_in_buffer();
  Label value[2];
  if (first == nullptr || jump_values(first, last, squares, value) != last) return false;
  push_back_huge(jumps, Jump{value[0], value[1]});
  scan.advance_to(last);
  return true;
}

/// A jump's start (`from` == 0) or the destination of the jump from `from`.
std::uint64_t jump_label(Scanner& scan, std::uint64_t squares, Label from) {
  const Position at = scan.position();
  bool too_large = false;
  const auto value = scan.integer("#", &too_large);
  if (!value || *value < 1 || !is_label(squares, static_cast<std::uint64_t>(*value))) {
    const std::string what = from == 0 ? "a jump's start" : "the destination of the jump from " + str(from);
    scan.fail(at, what + " (a square 1.." + str(squares) + ")", value ? quoted(*value) : scan.describe("#"));
  }
  return static_cast<std::uint64_t>(*value);
}

/// The heads in input order, kept only when the Board might refuse a repeated one (they are not sorted).
std::vector<Label> duplicate_heads_possible(const std::vector<Jump>& jumps) {
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

/// The header line: "size N" or "squares M". Returns whether it is a size, and N or M.
std::pair<bool, std::uint64_t> header(Scanner& scan, BoardSource* source) {
  const Position header_at = scan.position();
  if (source != nullptr) source->start = source_position(header_at);
  // No more letters than a message shows (and one to tell it goes on): a line of 100 MB of letters costs nothing.
  const std::string keyword = scan.word(kQuotedBytes + 1);
  const bool is_size = keyword == "size";
  if (!is_size && keyword != "squares") {
    scan.fail(header_at, "'size N' or 'squares M'", keyword.empty() ? scan.describe("#") : quoted_text(keyword));
  }
  scan.skip_blanks();
  const Position count_at = scan.position();
  if (source != nullptr) source->size = source_position(count_at);
  bool too_large = false;
  const auto count = scan.integer("#", &too_large);
  const std::uint64_t limit = is_size ? kMaxSide : kMaxSquares;
  if (!count || *count < 1 || static_cast<std::uint64_t>(*count) > limit) {
    scan.fail(count_at, std::string(is_size ? "a side" : "a number of squares") + " 1.." + str(limit),
              count ? quoted(*count) : scan.describe("#"));
  }
  end_of_line(scan, [&] { return keyword + " " + std::to_string(*count); });
  return {is_size, static_cast<std::uint64_t>(*count)};
}

/// The jump lines up to the next header or the end of the input.
template <bool kAsked>
void jump_lines(Scanner& scan, std::uint64_t squares, std::vector<Jump>& jumps, JumpPositions& where,
                BoardSource* source) {
  while (skip_to_content(scan)) {
    reserve_jumps(jumps, squares);
    const int c = scan.peek();
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) break;  // the next board's header
    const Position run_at = kAsked ? scan.position() : Position{};
    if (const std::size_t lines = fast_jump_lines(scan, squares, jumps, where); lines > 0) {
      // Read from `run_at` on: the first line from there, the others from column 1 (see fast_jump_lines).
      for (std::size_t k = 0; kAsked && k < lines; ++k) {
        source->jump_lines.push_back({jumps[jumps.size() - lines + k], {run_at.line + k, k == 0 ? run_at.column : 1}});
      }
      continue;
    }
    const Position at = scan.position();
    where.add(jumps.size(), at);
    if (fast_jump_line(scan, squares, jumps)) {
      if (kAsked) source->jump_lines.push_back({jumps.back(), source_position(at)});
      continue;
    }
    const Label from = jump_label(scan, squares, 0);
    scan.skip_blanks();
    if (const int d = scan.peek(); d == '\n' || d == '#' || d == Scanner::kEnd) {
      scan.fail("the destination of the jump from " + str(from), "#");
    }
    const Label to = jump_label(scan, squares, from);
    end_of_line(scan, [&] { return "the jump " + str(from) + " " + str(to); });
    jumps.push_back({from, to});
    if (kAsked) source->jump_lines.push_back({jumps.back(), source_position(at)});
  }
}

}  // namespace

std::optional<Board> read_jumps(ReadState& state) {
  Scanner& scan = state.scan;
  if (!skip_to_content(scan)) return end_of_input(state, "'size N' or 'squares M'");
  const auto [is_size, count] = header(scan, state.source);
  const std::uint64_t squares = is_size ? count * count : count;
  std::vector<Jump> jumps;
  JumpPositions where;
  if (state.source != nullptr) {  // compiled apart, so that not asking costs nothing
    jump_lines<true>(scan, squares, jumps, where, state.source);
  } else {
    jump_lines<false>(scan, squares, jumps, where, nullptr);
  }
  const std::vector<Label> heads = duplicate_heads_possible(jumps);
  try {
    return is_size ? Board::square(count, std::move(jumps)) : Board::track(squares, std::move(jumps));
  } catch (const BoardError& error) {
    // Labels were checked as they were read; what the Board can still refuse is a second jump from a square.
    const std::size_t k = error.jump_index();
    if (k == BoardError::npos || heads.empty()) throw;
    std::size_t first = 0;
    while (heads[first] != heads[k]) ++first;
    scan.fail(where.of(k), "one jump from each square",
              "a second jump from square " + str(heads[k]) + " (the first is on line " + str(where.of(first).line) +
                  ")");
  }
}

}  // namespace snl::internal
