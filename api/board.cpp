// POST /api/board: one board as data and as text, edited by the page's clicks (?jumps=, ?side=), and the whole
// input with it (?whole=1).
#include <algorithm>
#include <charconv>

#include <nlohmann/json.hpp>

#include "endpoints.hpp"
#include "reply.hpp"
#include "query.hpp"
#include "snl/parse.hpp"
#include "snl/rules.hpp"
#include "snl/write.hpp"

namespace snl::api {
namespace {

/// ?jumps=FROM:TO,FROM:TO (empty: none): the jumps a board is given instead of its own.
std::vector<Jump> jumps_param(const std::string& text) {
  std::vector<Jump> jumps;
  std::string_view rest = text;
  while (!rest.empty()) {
    const std::string_view pair = rest.substr(0, rest.find(','));
    rest.remove_prefix(std::min(rest.size(), pair.size() + 1));
    const std::size_t colon = pair.find(':');
    Jump jump{};
    const char* const end = pair.data() + pair.size();
    const auto from = std::from_chars(pair.data(), pair.data() + std::min(colon, pair.size()), jump.from);
    const auto to = colon == std::string_view::npos ? from : std::from_chars(pair.data() + colon + 1, end, jump.to);
    if (colon == std::string_view::npos || from.ec != std::errc() || from.ptr != pair.data() + colon ||
        to.ec != std::errc() || to.ptr != end) {
      throw QueryError("query parameter jumps: expected FROM:TO pairs separated by commas, found " +
                       quoted_text(pair));
    }
    jumps.push_back(jump);
  }
  return jumps;
}

/// The whole request `body`, in its own format, with board `index` (from 1) made `edited` (?whole=1 of /api/board):
/// the other boards and, in the jumps format, every comment and line kept (snl::edit_jumps_text); grid and json have
/// no comments, and their boards are written anew. Checked by reading it back.
std::string edited_input(std::string_view body, Format format, std::vector<Board> boards, std::uint64_t index,
                         const Board& edited) {
  std::string out;
  if (format == Format::jumps) out = edit_jumps_text(body, index, edited, kSource).value_or("");
  boards[static_cast<std::size_t>(index - 1)] = edited;
  if (!out.empty() && parse_boards(out, kSource, format) == boards) return out;
  // A grid or json board resized past what those formats hold, or lines that did not split: written as jumps.
  if (format != Format::jumps && !edited.is_square()) format = Format::jumps;
  out.clear();
  for (const Board& board : boards) {
    if (format == Format::grid && board.side() > kMaxGridSide) format = Format::jumps;
  }
  for (const Board& board : boards) out += to_text(board, format);
  return out;
}

}  // namespace

ApiResponse board_endpoint(std::string_view body, const QueryParams& query, const ApiLimits& limits) {
  refuse_unknown_parameters(query, "/api/board", {}, {"board", "input", "jumps", "side", "output", "whole"});
  BoardReader reader(body, kSource, input_format(query));
  std::vector<Board> boards;
  while (std::optional<Board> next = reader.next()) boards.push_back(std::move(*next));
  const Format format = reader.format();
  const bool whole = flag(query, "whole");
  const std::string output = param(query, "output").value_or(whole ? "same" : "jumps");
  const std::optional<Format> written = output == "same" ? std::optional<Format>(format) : format_named(output);
  if (!written || *written == Format::automatic) {
    throw QueryError("query parameter output: expected same, grid, json or jumps, found " + quoted_text(output));
  }
  const std::vector<Board> all = whole ? boards : std::vector<Board>{};
  const std::uint64_t index = board_number(query);
  Board board = pick(boards, query);
  if (const std::optional<std::string> replaced = param(query, "jumps")) {
    std::vector<Jump> jumps = jumps_param(*replaced);
    board = board.is_square() ? Board::square(board.side(), std::move(jumps))
                              : Board::track(board.squares(), std::move(jumps));
  }
  json dropped = json::array();
  if (param(query, "side")) {
    // Resizing keeps the jumps whose squares are still on the board (the rule: a label names a square).
    const std::uint64_t side = number(query, "side", 1, 1, kMaxSide);
    std::vector<Jump> kept;
    for (const Jump& jump : board.jumps()) {
      if (is_label(side * side, jump.from) && is_label(side * side, jump.to)) {
        kept.push_back(jump);
      } else {
        dropped.push_back({jump.from, jump.to});
      }
    }
    board = Board::square(side, std::move(kept));
  }
  // A grid or JSON text holds a number per square: its size (and the time to write it) is the board's squares.
  // (A whole grid text whose board grows past kMaxGridSide is written as jumps: edited_input.)
  const Format dense = !whole ? *written : format == Format::grid && board.side() > kMaxGridSide ? Format::jumps : format;
  if ((dense == Format::grid || dense == Format::json) && board.squares() > limits.text_squares) {
    throw LimitError("board " + std::to_string(index) + ", " + describe_size(board) + ", is over " + limits.holder +
                     "'s limit for a " + std::string(name_of(dense)) + " text: " +
                     std::to_string(limits.text_squares) + " squares (output=jumps writes only its jumps)");
  }
  json jumps = json::array();
  for (const Jump& jump : board.jumps()) jumps.push_back({jump.from, jump.to});
  json out{{"board", index},
           {"n", board.is_square() ? json(board.side()) : json(nullptr)},
           {"squares", board.squares()},
           {"jumps", jumps},
           {"dropped", dropped},
           {"boards", boards.size()},
           {"format", std::string(name_of(format))},
           {"text", whole ? edited_input(body, format, all, index, board) : to_text(board, *written)}};
  return {200, std::string(kJson), dump(out) + "\n"};
}

}  // namespace snl::api
