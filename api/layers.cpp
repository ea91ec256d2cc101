// POST /api/layers: the BFS layers of one board (snl::roll_layers), and for the page's Play the moves (?play=1) and
// the race's odds (?race=…).
#include <algorithm>
#include <charconv>

#include <nlohmann/json.hpp>

#include "endpoints.hpp"
#include "reply.hpp"
#include "query.hpp"
#include "snl/bfs.hpp"
#include "snl/race.hpp"
#include "snl/rules.hpp"

namespace snl::api {
namespace {

/// ?play=1 of /api/layers, for the page's Play: "to_finish", the least rolls from each square to the last
/// (rolls_to_finish), and "moves", for each square and each roll 1..6 where it lands and where that ends
/// ([land, end]; null for a roll past the last square, which leaves the token where it is). Per square, so under the
/// analysis' limit of squares.
void add_play(json& out, const Board& board, std::uint64_t index, const ApiLimits& limits) {
  if (board.squares() > limits.analyze_squares) {
    throw LimitError("board " + std::to_string(index) + ", " + describe_size(board) +
                     ", is over the server's limit for play: " + std::to_string(limits.analyze_squares) + " squares");
  }
  const std::vector<std::int32_t> to_finish = rolls_to_finish(board);
  out["to_finish"] = std::vector<std::int32_t>(to_finish.begin() + 1, to_finish.end());
  json moves = json::array();
  for (Label from = 1; from <= board.squares(); ++from) {
    json rolls = json::array();
    for (Label roll = 1; roll <= static_cast<Label>(kDieFaces); ++roll) {
      const Label land = from + roll;
      if (land > last_landing(from, board.squares()) || land == from) {
        rolls.push_back(nullptr);
      } else {
        rolls.push_back({land, board.end_of_landing(land)});
      }
    }
    moves.push_back(std::move(rolls));
  }
  out["moves"] = std::move(moves);
}

/// ?race=P1,P2,…&turn=K of /api/layers: each player's chance to win the race with tokens on those squares, player K
/// (from 0) rolling next with a fair die (race_chances): "wins" and "settled". Under the analysis' limit of squares
/// and its work budget (squares × 6 × rolls × distinct squares).
void add_race(json& out, const Board& board, std::uint64_t index, const QueryParams& query,
              const ApiLimits& limits) {
  if (board.squares() > limits.analyze_squares) {
    throw LimitError("board " + std::to_string(index) + ", " + describe_size(board) +
                     ", is over the server's limit for a race: " + std::to_string(limits.analyze_squares) + " squares");
  }
  std::vector<Label> positions;
  const std::string listed = *param(query, "race");
  std::string_view rest = listed;
  while (!rest.empty()) {
    const std::string_view item = rest.substr(0, rest.find(','));
    rest.remove_prefix(std::min(rest.size(), item.size() + 1));
    Label at = 0;
    const auto [ptr, ec] = std::from_chars(item.data(), item.data() + item.size(), at);
    if (ec != std::errc() || ptr != item.data() + item.size() || !is_label(board.squares(), at)) {
      throw QueryError("query parameter race: expected squares 1.." + std::to_string(board.squares()) +
                       " separated by commas, found " + quoted_text(item));
    }
    positions.push_back(at);
  }
  if (positions.empty() || positions.size() > 4) {
    throw QueryError("query parameter race: expected the squares of 1 to 4 players");
  }
  const std::uint64_t turn = number(query, "turn", 0, 0, positions.size() - 1);
  const std::uint64_t per_roll = board.squares() * static_cast<std::uint64_t>(kDieFaces) * positions.size();
  const RaceChances race = race_chances(board, positions, static_cast<std::size_t>(turn),
                                           std::max<std::uint64_t>(1, limits.max_work / per_roll));
  out["wins"] = race.wins;
  out["settled"] = race.settled;
}

}  // namespace

ApiResponse layers_endpoint(std::string_view body, const QueryParams& query, const ApiLimits& limits) {
  std::vector<Board> boards = boards_of(body, query);
  const std::uint64_t index = board_number(query);
  const Board board = pick(boards, query);
  if (board.squares() > limits.layer_squares) {
    throw LimitError("board " + std::to_string(index) + ", " + describe_size(board) +
                     ", is over " + limits.holder + "'s limit for layers: " + std::to_string(limits.layer_squares) + " squares");
  }
  const RollLayers layers = roll_layers(board);
  const std::vector<std::int32_t>& distance = layers.distance;
  json out{{"board", index},
           {"n", board.is_square() ? json(board.side()) : json(nullptr)},
           {"squares", board.squares()},
           {"rolls", distance[table_index(board.squares())]},
           {"deepest", layers.deepest},
           {"counts", layers.counts},
           {"unreachable", layers.unreachable},
           {"jump_heads", layers.jump_heads},
           {"distances", std::vector<std::int32_t>(distance.begin() + 1, distance.end())}};
  if (flag(query, "play")) add_play(out, board, index, limits);
  if (param(query, "race")) add_race(out, board, index, query, limits);
  return {200, std::string(kJson), dump(out) + "\n"};
}

}  // namespace snl::api
