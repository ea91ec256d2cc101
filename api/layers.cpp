// POST /api/layers: the BFS layers of one board (snl::roll_layers), and for the page's Play, under the query's rules
// (rules_options(), as /api/analyze reads them): the die and start (?play=1), one roll (?roll=F&from=S, play_roll)
// and the race's odds (?race=…, race_chances). The rules are the library's alone: this file decides none.
#include <algorithm>
#include <charconv>

#include <nlohmann/json.hpp>

#include "endpoints.hpp"
#include "reply.hpp"
#include "query.hpp"
#include "snl/bfs.hpp"
#include "snl/play.hpp"
#include "snl/race.hpp"
#include "snl/rules.hpp"

namespace snl::api {
namespace {

/// The rules of the query (die, overshoot, start, again, again_limit), refused in the library's words.
GameRules rules_of(const QueryParams& query) {
  GameRules rules;
  apply_options(rules_options(), query, rules);
  validate_query(rules);
  return rules;
}

/// A square as the query gives it (any whole number: whether a token can stand there is the library's to say).
Label square_of(std::string_view text, const std::string& name) {
  Label at = 0;
  const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), at);
  if (ec != std::errc() || ptr != text.data() + text.size()) {
    throw QueryError("query parameter " + name + ": expected squares separated by commas, found " + quoted_text(text));
  }
  return at;
}

/// The token that rolls next, standing on `square`: mid-turn with ?agains=A&turn_start=T (defaults 0 and `square`),
/// on a costly jump's head with the jump pending with ?pending=1.
TokenState token_at(Label square, const QueryParams& query) {
  const auto agains = static_cast<int>(number(query, "agains", 0, 0, kMaxAgainLimit));
  return {square, agains, number(query, "turn_start", square, 0, UINT64_MAX), flag(query, "pending")};
}

json token_json(const TokenState& token) {
  return {{"square", token.square},
          {"agains", token.agains},
          {"turn_start", token.turn_start},
          {"jump_pending", token.jump_pending}};
}

/// ?play=1: what the page needs to set up a game under the rules: "start", the square every token starts on (0: off
/// the board), and "faces", the die's [value, weight] pairs (a face's chance is its weight over their sum).
void add_play(json& out, const GameRules& rules) {
  out["start"] = rules.start;
  json faces = json::array();
  for (const DieFace& face : rules.die.faces()) faces.push_back({face.value, face.weight});
  out["faces"] = std::move(faces);
}

/// ?roll=F&from=S (with ?agains=A&turn_start=T mid-turn, ?pending=1 on a costly jump's head): "roll", what play_roll
/// says that roll does: from, face, landed, ended, finished, again, voided and the token's next state ({square,
/// agains, turn_start, jump_pending}).
void add_roll(json& out, const Board& board, const GameRules& rules, const QueryParams& query) {
  const std::string from = param(query, "from").value_or("");
  if (from.empty()) throw QueryError("query parameter roll: needs from, the square the token rolls from");
  const auto face = static_cast<int>(number(query, "roll", 0, 1, kMaxFace));
  const PlayedRoll played = play_roll(board, rules, token_at(square_of(from, "from"), query), face);
  out["roll"] = {{"from", token_json(played.from)}, {"face", played.face},       {"landed", played.landed},
                 {"ended", played.ended},           {"finished", played.finished}, {"again", played.again},
                 {"voided", played.voided},         {"next", token_json(played.next)}};
}

/// ?race=P1,P2,…&turn=K (with ?agains=A&turn_start=T when player K is mid-turn): each player's chance to win the race
/// from those squares under the rules, player K (1-based, as everywhere) rolling next (race_chances within the API's
/// work budget): "wins", "expected_rounds" and "expected_total_rolls" (null when infinite) and "settled".
void add_race(json& out, const Board& board, const GameRules& rules, const QueryParams& query,
              const ApiLimits& limits, const WorkControl& control) {
  std::vector<Label> squares;
  const std::string listed = *param(query, "race");  // param() gives a temporary: the view must not outlive it
  std::string_view rest = listed;
  while (!rest.empty()) {
    const std::string_view item = rest.substr(0, rest.find(','));
    rest.remove_prefix(std::min(rest.size(), item.size() + 1));
    squares.push_back(square_of(item, "race"));
  }
  if (squares.empty() || squares.size() > limits.race_players) {
    throw QueryError("query parameter race: expected the squares of 1 to " + std::to_string(limits.race_players) +
                     " players (race_players)");
  }
  const auto turn = static_cast<std::size_t>(number(query, "turn", 1, 1, squares.size()) - 1);
  std::vector<TokenState> players;
  for (const Label square : squares) players.push_back({square, 0, square, false});
  players[turn] = token_at(squares[turn], query);
  const RaceChances race =
      race_chances(board, rules, players, turn, limits.max_work, stopped_at_deadline(control, "the race", limits));
  out["wins"] = race.wins;
  out["expected_rounds"] = race.expected_rounds ? json(*race.expected_rounds) : json(nullptr);
  out["expected_total_rolls"] = race.expected_total_rolls ? json(*race.expected_total_rolls) : json(nullptr);
  out["settled"] = race.settled;
}

}  // namespace

ApiResponse layers_endpoint(std::string_view body, const QueryParams& query, const ApiLimits& limits,
                            const WorkControl& control) {
  refuse_unknown_parameters(query, "/api/layers", {infos(rules_options())},
                            {"board", "input", "play", "roll", "from", "race", "turn", "agains", "turn_start"});
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
  const bool play = flag(query, "play");
  const bool roll = param(query, "roll").has_value();
  const bool race = param(query, "race").has_value();
  if (play || roll || race) {
    const GameRules rules = rules_of(query);
    refuse_over_analysis_limits(board, index, rules.die.faces().size(), limits, "play", "snl analyze");
    if (play) add_play(out, rules);
    if (roll) add_roll(out, board, rules, query);
    if (race) add_race(out, board, rules, query, limits, control);
  }
  return {200, std::string(kJson), dump(out) + "\n"};
}

}  // namespace snl::api
