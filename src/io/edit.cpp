// edit_jumps_text: one board of a jumps-format text changed by moving lines only (snl/write.hpp), built on where
// the reader says each header and jump line stands (BoardSource).
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "snl/parse.hpp"
#include "snl/write.hpp"

namespace snl {
namespace {

/// The text's lines, each with its newline (the last may have none).
std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> lines;
  while (!text.empty()) {
    const std::size_t newline = text.find('\n');
    const std::size_t end = newline == std::string_view::npos ? text.size() : newline + 1;
    lines.push_back(text.substr(0, end));
    text.remove_prefix(end);
  }
  return lines;
}

/// How `line` ends: "\r\n", "\n", or nothing (the last line of a text without a final newline).
std::string_view ending_of(std::string_view line) {
  if (line.ends_with("\r\n")) return "\r\n";
  return line.ends_with('\n') ? "\n" : "";
}

/// The header line `line` with its keyword and number (from `start` to the end of the number at `size`, byte
/// offsets in the line) made `board`'s; what stands before and after (blanks, a comment, the ending) stays.
std::string rewritten_header(std::string_view line, std::size_t start, std::size_t size, const Board& board) {
  std::size_t end = size;
  while (end < line.size() && line[end] >= '0' && line[end] <= '9') ++end;
  const std::string header = board.is_square() ? "size " + std::to_string(board.side())
                                               : "squares " + std::to_string(board.squares());
  return std::string(line.substr(0, start)) + header + std::string(line.substr(end));
}

/// Board `index` (from 1) of the text and where it stands; nullopt when the text has fewer boards or is not in
/// the jumps format. Reads no further than that board.
std::optional<std::pair<Board, BoardSource>> find_board(std::string_view text, std::uint64_t index,
                                                        const std::string& source) {
  BoardReader reader(text, source, Format::automatic);
  BoardSource where;
  for (std::uint64_t k = 1; std::optional<Board> board = reader.next(where); ++k) {
    if (reader.format() != Format::jumps) return std::nullopt;
    if (k == index) return std::pair{std::move(*board), std::move(where)};
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> edit_jumps_text(std::string_view text, std::uint64_t index, const Board& edited,
                                           const std::string& source) {
  if (index == 0) return std::nullopt;
  const auto found = find_board(text, index, source);
  if (!found) return std::nullopt;
  const auto& [before, where] = *found;
  const std::vector<std::string_view> lines = lines_of(text);
  // Positions count from 1, and line 1's columns do not count a byte order mark.
  const std::size_t mark = text.starts_with("\xEF\xBB\xBF") ? 3 : 0;
  const auto byte_in_line = [&](SourcePosition at) {
    return static_cast<std::size_t>(at.column - 1) + (at.line == 1 ? mark : 0);
  };
  const auto has = [](const Board& board, const Jump& jump) { return board.jump_from(jump.from) == jump.to; };
  const std::size_t head = static_cast<std::size_t>(where.start.line - 1);
  const std::size_t anchor = where.jump_lines.empty() ? head : static_cast<std::size_t>(where.jump_lines.back().at.line - 1);
  std::vector<bool> dropped(lines.size());
  for (const JumpLine& line : where.jump_lines) {
    if (!has(edited, line.jump)) dropped[static_cast<std::size_t>(line.at.line - 1)] = true;
  }
  const bool resized = edited.is_square() != before.is_square() || edited.squares() != before.squares();
  std::string_view ending = ending_of(lines[anchor]);
  if (ending.empty()) ending = lines.size() > 1 ? ending_of(lines[lines.size() - 2]) : "\n";
  std::string added;
  for (const Jump& jump : edited.jumps()) {
    if (!has(before, jump)) added += std::to_string(jump.from) + " " + std::to_string(jump.to) + std::string(ending);
  }
  std::string out;
  out.reserve(text.size() + added.size());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (i == head && resized) {
      out += rewritten_header(lines[i], byte_in_line(where.start), byte_in_line(where.size), edited);
    } else if (!dropped[i]) {
      out += lines[i];
    }
    if (i == anchor && !added.empty()) {
      if (!out.empty() && out.back() != '\n') out += ending;
      out += added;
    }
  }
  return out;
}

}  // namespace snl
