// The endpoints of the JSON API (api.hpp), over the library.
#include "api.hpp"

#include <algorithm>
#include <charconv>
#include <functional>
#include <new>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "snl/analyze.hpp"
#include "snl/bfs.hpp"
#include "snl/design.hpp"
#include "snl/design_values.hpp"
#include "snl/error.hpp"
#include "snl/parse.hpp"
#include "snl/race.hpp"
#include "snl/render.hpp"
#include "snl/report.hpp"
#include "snl/rules.hpp"
#include "snl/solve.hpp"
#include "snl/write.hpp"

namespace snl::server {
namespace {

using json = nlohmann::ordered_json;

constexpr std::string_view kJson = "application/json";
constexpr std::string_view kNdjson = "application/x-ndjson";
constexpr std::string_view kSvg = "image/svg+xml";
constexpr const char* kSource = "<request>";

/// A bad query parameter: 400 like a parse error, but without a line and column.
class QueryError : public Error {
 public:
  using Error::Error;
};

/// Work stopped by its WorkControl (thrown from the analysis' progress callback): 503.
class Stopped : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// JSON text that never throws on the bytes of a user's input (invalid UTF-8 is replaced).
std::string dump(const json& value) { return value.dump(-1, ' ', false, json::error_handler_t::replace); }

std::optional<std::string> param(const QueryParams& query, const std::string& name) {
  const auto it = query.find(name);
  if (it == query.end()) return std::nullopt;
  return it->second;
}

bool flag(const QueryParams& query, const std::string& name) {
  const std::optional<std::string> value = param(query, name);
  if (!value) return false;
  if (*value == "" || *value == "1" || *value == "true" || *value == "yes" || *value == "on") return true;
  if (*value == "0" || *value == "false" || *value == "no" || *value == "off") return false;
  throw QueryError("query parameter " + name + ": expected 1 or 0, found " + quoted_text(*value));
}

std::uint64_t number(const QueryParams& query, const std::string& name, std::uint64_t fallback, std::uint64_t low,
                     std::uint64_t high) {
  const std::optional<std::string> value = param(query, name);
  if (!value) return fallback;
  std::uint64_t parsed = 0;
  const char* end = value->data() + value->size();
  const auto [ptr, ec] = std::from_chars(value->data(), end, parsed);
  if (ec != std::errc() || ptr != end || parsed < low || parsed > high) {
    throw QueryError("query parameter " + name + ": expected a number " + std::to_string(low) + ".." +
                     std::to_string(high) + ", found " + quoted_text(*value));
  }
  return parsed;
}

/// ?input=auto|grid|json|jumps.
Format input_format(const QueryParams& query) {
  const std::string input = param(query, "input").value_or("auto");
  const std::optional<Format> format = format_named(input);
  if (!format) throw QueryError("query parameter input: expected auto, grid, json or jumps, found " + quoted_text(input));
  return *format;
}

std::vector<Board> boards_of(std::string_view body, const QueryParams& query) {
  return parse_boards(body, kSource, input_format(query));
}

/// The board ?board=K (from 1) of the request.
Board pick(std::vector<Board>& boards, const QueryParams& query) {
  const std::uint64_t index = number(query, "board", 1, 1, UINT64_MAX);
  if (index > boards.size()) {
    throw QueryError("query parameter board: board " + std::to_string(index) + " asked for, but the request holds " +
                     std::to_string(boards.size()));
  }
  return std::move(boards[static_cast<std::size_t>(index - 1)]);
}

std::string describe_size(const Board& board) {
  return board.is_square() ? size_name(board) + " (" + std::to_string(board.squares()) + " squares)"
                           : "a track of " + size_name(board);
}

ApiResponse solve_endpoint(std::string_view body, const QueryParams& query, const ServerLimits& limits) {
  const std::string algorithm_name = param(query, "algorithm").value_or("auto");
  const std::optional<Algorithm> algorithm = algorithm_named(algorithm_name);
  if (!algorithm) {
    throw QueryError("query parameter algorithm: expected a solver `snl solve --algorithm` knows, found " +
                     quoted_text(algorithm_name));
  }
  const std::vector<Board> boards = boards_of(body, query);
  // The dense solvers take memory and time per square; the sparse one per jump (bounded by the body's size).
  std::uint64_t total = 0;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const Algorithm used = *algorithm == Algorithm::automatic ? automatic_algorithm(boards[i], true) : *algorithm;
    if (used == Algorithm::sparse) continue;
    total += std::min(boards[i].squares(), limits.solve_squares + 1);
    if (total > limits.solve_squares) {
      throw LimitError("board " + std::to_string(i + 1) + ", " + describe_size(boards[i]) +
                       ", is over " + limits.holder + "'s limit: it solves up to " + std::to_string(limits.solve_squares) +
                       " squares per request with a dense solver (use snl solve for larger boards)");
    }
  }
  std::string out;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const Solution solution = solve(boards[i], {*algorithm, true});
    out += solution_json(boards[i], solution, i + 1);
    out += '\n';
  }
  return {200, std::string(kNdjson), std::move(out)};
}

/// ?play=1 of /api/layers, for the page's Play: "to_finish", the least rolls from each square to the last
/// (rolls_to_finish), and "moves", for each square and each roll 1..6 where it lands and where that ends
/// ([land, end]; null for a roll past the last square, which leaves the token where it is). Per square, so under the
/// analysis' limit of squares.
void add_play(json& out, const Board& board, std::uint64_t index, const ServerLimits& limits) {
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
              const ServerLimits& limits) {
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

ApiResponse layers_endpoint(std::string_view body, const QueryParams& query, const ServerLimits& limits) {
  std::vector<Board> boards = boards_of(body, query);
  const std::uint64_t index = number(query, "board", 1, 1, UINT64_MAX);
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

ApiResponse board_endpoint(std::string_view body, const QueryParams& query) {
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
  const std::uint64_t index = number(query, "board", 1, 1, UINT64_MAX);
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

/// The rolls each board's distribution may push so that the request stays within max_work (squares × die faces ×
/// rolls, over its boards). Throws LimitError when not even one roll fits.
std::uint64_t rolls_within_budget(const std::vector<Board>& boards, std::uint64_t faces, const ServerLimits& limits) {
  std::uint64_t per_roll = 0;
  for (const Board& board : boards) per_roll += board.squares() * faces;
  if (per_roll > limits.max_work) {
    throw LimitError("the request is over " + limits.holder + "'s work budget: " + std::to_string(per_roll) +
                     " square-faces a roll, and the budget is " + std::to_string(limits.max_work) +
                     " square-face-rolls (use snl analyze for larger boards)");
  }
  return per_roll == 0 ? limits.analyze_max_rolls : limits.max_work / per_roll;
}

/// The game's rules from ?die=SPEC&overshoot=…&start=0|1&again=F&again_limit=L, as `snl analyze` takes them.
GameRules rules_of(const QueryParams& query) {
  GameRules rules;
  const std::string overshoot = param(query, "overshoot").value_or("stay");
  const std::optional<Overshoot> parsed = overshoot_named(overshoot);
  if (!parsed) {
    throw QueryError("query parameter overshoot: expected stay, bounce or finish, found " + quoted_text(overshoot));
  }
  rules.overshoot = *parsed;
  rules.start = static_cast<int>(number(query, "start", 1, 0, 1));
  try {
    rules.die = Die::parse(param(query, "die").value_or("6"));
  } catch (const Error& error) {
    throw QueryError(std::string("query parameter die: ") + error.what());
  }
  if (param(query, "again")) rules.again = static_cast<int>(number(query, "again", 0, 1, kMaxFace));
  rules.again_limit = static_cast<int>(number(query, "again_limit", 0, 0, 100));
  try {
    validate(rules);
  } catch (const Error& error) {
    throw QueryError(std::string("query parameters: ") + error.what());
  }
  return rules;
}

/// Refuses board `index` when it is over the server's limits for an analysis (its squares, squares x die faces):
/// "…, is over the server's limit for `what`: … (use `instead` for larger boards)".
void refuse_over_analysis_limits(const Board& board, std::uint64_t index, const GameRules& rules,
                                 const ServerLimits& limits, const std::string& what, const std::string& instead) {
  if (board.squares() > limits.analyze_squares ||
      board.squares() * rules.die.faces().size() > limits.analyze_chain) {
    throw LimitError("board " + std::to_string(index) + ", " + describe_size(board) + ", is over " + limits.holder + "'s limit for " +
                     what + ": " + std::to_string(limits.analyze_squares) + " squares, and squares x die faces at most " +
                     std::to_string(limits.analyze_chain) + " (use " + instead + " for larger boards)");
  }
}

/// The analysis' progress callback that stops `what` at the deadline (or when the server stops).
std::function<void(std::uint64_t, double)> stopped_at_deadline(const WorkControl& control, const std::string& what) {
  return [&control, what](std::uint64_t, double) {
    if (control.over()) throw Stopped(what + " was stopped: it ran past the server's deadline, or the server is stopping");
  };
}

/// ?heat=remaining|visits with the rules of rules_of: the analysis' figures of `board` as a heat map, under the
/// same limits as /api/analyze (its squares, squares x die faces, the work budget and the deadline).
HeatMap heat_of(const Board& board, std::uint64_t index, const QueryParams& query, const ServerLimits& limits,
                const WorkControl& control) {
  const std::string name = *param(query, "heat");
  const std::optional<HeatKind> kind = heat_kind_named(name);
  if (!kind) throw QueryError("query parameter heat: expected remaining or visits, found " + quoted_text(name));
  AnalysisOptions options;
  options.rules = rules_of(query);
  options.squares = true;
  options.max_rolls = 1;  // the figures come from the linear solves; the distribution is not drawn
  options.max_work = limits.max_work;
  if (!board.is_square() || board.side() > kMaxRenderSide) (void)render_svg(board);  // refused before the analysis
  refuse_over_analysis_limits(board, index, options.rules, limits, "a heat map (an analysis)", "snl render --heat");
  options.progress = stopped_at_deadline(control, "the heat map");
  options.progress(0, 1);  // the deadline may have passed already
  return heat_map(board, analyze(board, options), *kind);
}

ApiResponse render_endpoint(std::string_view body, const QueryParams& query, const ServerLimits& limits,
                            const WorkControl& control) {
  RenderOptions options;
  options.route = flag(query, "route");
  options.layers = flag(query, "layers");
  if (param(query, "upto")) {
    options.layers = true;
    options.layers_upto = static_cast<std::int64_t>(number(query, "upto", 0, 0, INT32_MAX));
  }
  const bool heat = param(query, "heat").has_value();
  if (heat && options.layers) throw QueryError("query parameters heat and layers: a picture shows one or the other");
  if (!heat) {
    for (const char* rule : {"die", "overshoot", "start", "again", "again_limit"}) {
      if (param(query, rule)) {
        throw QueryError(std::string("query parameter ") + rule + ": a rule of the game played with a die, for heat=");
      }
    }
  }
  std::vector<Board> boards = boards_of(body, query);
  const std::uint64_t index = number(query, "board", 1, 1, UINT64_MAX);
  const Board board = pick(boards, query);
  if (heat) options.heat = heat_of(board, index, query, limits, control);
  return {200, std::string(kSvg), render_svg(board, options)};
}

ApiResponse analyze_endpoint(std::string_view body, const QueryParams& query, const ServerLimits& limits,
                             const WorkControl& control) {
  AnalysisOptions options;
  options.rules = rules_of(query);
  options.players = static_cast<int>(number(query, "players", 1, 1, kMaxPlayers));
  options.max_rolls = number(query, "max_rolls", limits.analyze_max_rolls, 1, limits.analyze_max_rolls);
  options.max_work = limits.max_work;
  options.exact = flag(query, "exact");
  options.squares = flag(query, "squares");
  options.fastest = flag(query, "fastest");
  options.jumps_effect = flag(query, "jumps_effect");
  const bool plot = flag(query, "plot");
  std::vector<Board> boards = boards_of(body, query);
  // ?board=K analyses that board alone (numbered K in the answer); else every board.
  const std::uint64_t first = param(query, "board") ? number(query, "board", 1, 1, UINT64_MAX) : 1;
  if (param(query, "board")) boards = std::vector<Board>{pick(boards, query)};
  for (std::size_t i = 0; i < boards.size(); ++i) {
    refuse_over_analysis_limits(boards[i], first + i, options.rules, limits, "analysis", "snl analyze");
  }
  if (boards.size() > 16) throw LimitError(limits.holder + " analyses at most 16 boards per request");
  // Past the budget the distribution stops early and says so ("truncated"); past the deadline the request stops.
  options.max_rolls = std::max<std::uint64_t>(1, std::min(options.max_rolls, rolls_within_budget(boards, options.rules.die.faces().size(), limits)));
  options.progress = stopped_at_deadline(control, "the analysis");
  std::string out;
  std::vector<PlotPanel> panels;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    Analysis analysis = analyze(boards[i], options);
    if (plot) {
      panels.push_back({analysis_title(boards[i], analysis, first + i), std::move(analysis)});
    } else {
      out += analysis_json(boards[i], analysis, first + i);
      out += '\n';
    }
  }
  if (plot) return {200, std::string(kSvg), render_plot(panels)};
  return {200, std::string(kNdjson), std::move(out)};
}

/// A design option's value read by `parse` (snl/design_values.hpp, as `snl design` takes it), or a 400 saying
/// what was expected.
template <class Parse>
auto design_value(const std::string& name, const std::string& value, const char* expected, Parse parse) {
  auto parsed = parse(value);
  if (!parsed) throw QueryError("query parameter " + name + ": expected " + expected + ", found " + quoted_text(value));
  return *parsed;
}

/// Every value of a repeated or comma-separated parameter (?within=80:0.9&within=40:0.5, ?plain=50,51).
std::vector<std::string> values_of(const QueryParams& query, const std::string& name) {
  std::vector<std::string> out;
  const auto [first, last] = query.equal_range(name);
  for (auto it = first; it != last; ++it) {
    std::size_t start = 0;
    for (std::size_t comma; (comma = it->second.find(',', start)) != std::string::npos; start = comma + 1) {
      out.push_back(it->second.substr(start, comma - start));
    }
    out.push_back(it->second.substr(start));
  }
  return out;
}

/// POST /api/design: the options of `snl design` as query parameters (side, squares, ladders, snakes, min_length,
/// max_length, plain, keep, no_chains, expected, sd, turns, least, within, percentile, fair, the rules, seed,
/// max_evaluations, max_changes); a body, when there is one, is the board to start from. At most
/// limits.design_evaluations candidates, and the search stops at the deadline with the best board so far
/// ("stopped_by": "the server's deadline"). 422 for targets impossible on their face and boards over 900 squares.
ApiResponse design_endpoint(std::string_view body, const QueryParams& query, const ServerLimits& limits,
                            const WorkControl& control) {
  DesignSpec spec;
  spec.rules = rules_of(query);
  const bool from = body.find_first_not_of(" \t\r\n") != std::string_view::npos;
  if (from) {
    if (param(query, "side") || param(query, "squares")) throw QueryError("query parameters side and squares: the board in the body has its size");
    std::vector<Board> boards = boards_of(body, query);
    if (boards.size() != 1) throw QueryError("the body holds " + std::to_string(boards.size()) + " boards; a design starts from one");
    spec.from = std::move(boards[0]);
    if (param(query, "max_changes")) spec.max_changes = number(query, "max_changes", 0, 0, UINT64_MAX);
  } else {
    if (param(query, "max_changes")) throw QueryError("query parameter max_changes: only with a board in the body");
    spec.squares = number(query, "squares", 0, 0, kMaxDesignSquares);
    spec.side = spec.squares != 0 ? 0 : number(query, "side", 10, 1, 30);
    if (spec.squares != 0 && param(query, "side")) throw QueryError("query parameters side and squares: one or the other");
  }
  const char* kRange = "K or A..B";
  const char* kBand = "X or X:TOL";
  if (const auto v = param(query, "ladders")) spec.ladders = design_value("ladders", *v, kRange, design_range);
  if (const auto v = param(query, "snakes")) spec.snakes = design_value("snakes", *v, kRange, design_range);
  spec.min_length = number(query, "min_length", 1, 1, UINT64_MAX);
  spec.max_length = number(query, "max_length", UINT64_MAX, 1, UINT64_MAX);
  for (const std::string& p : values_of(query, "plain")) spec.plain.push_back(design_value("plain", p, "a square", design_whole));
  for (const std::string& k : values_of(query, "keep")) spec.keep.push_back(design_value("keep", k, "FROM:TO", design_jump));
  spec.no_chains = flag(query, "no_chains");
  DesignTargets& t = spec.targets;
  const auto band = [&](const char* name) -> std::optional<Band> {
    const auto v = param(query, name);
    if (!v) return std::nullopt;
    return design_value(name, *v, kBand, [](const std::string& text) { return design_band(text, 0.05); });
  };
  t.expected_rolls = band("expected");
  t.std_dev = band("sd");
  t.expected_turns = band("turns");
  if (const auto v = param(query, "least")) t.least = design_value("least", *v, kRange, design_range);
  for (const std::string& w : values_of(query, "within")) t.within.push_back(design_value("within", w, "K:P", design_within));
  for (const std::string& p : values_of(query, "percentile")) t.percentile.push_back(design_value("percentile", p, "P:K", design_percentile));
  if (const auto v = param(query, "fair")) {
    const auto fair = design_value("fair", *v, "P or P:TOL (players 2..100)", design_fair);
    t.fair_players = fair.first;
    t.fair_tolerance = fair.second;
  }
  spec.seed = number(query, "seed", 1, 0, UINT64_MAX);
  spec.max_evaluations = number(query, "max_evaluations", 0, 1, limits.design_evaluations);
  if (spec.max_evaluations == 0) {
    const bool analysed = !t.within.empty() || !t.percentile.empty() || t.fair_players > 0 || spec.rules.again;
    spec.max_evaluations = analysed ? std::min(kDefaultAnalysedEvaluations, limits.design_evaluations)
                                    : limits.design_evaluations;
  }
  bool deadline = false;
  spec.should_stop = [&](std::uint64_t, double) { return deadline = control.over(); };
  DesignResult result = design(spec);
  if (deadline) result.stopped_by = "the server's deadline";
  return {200, std::string(kJson), design_json(result, from, spec.seed, !deadline)};
}

ApiResponse info_endpoint(const ServerLimits& limits) {
  json out{{"analyze", true},
           {"limits",
            {{"solve_squares", limits.solve_squares},
             {"layer_squares", limits.layer_squares},
             {"render_side", kMaxRenderSide},
             {"labelled_side", kMaxLabelledSide},
             {"analyze_squares", limits.analyze_squares},
                          {"max_work", limits.max_work},
             {"design_evaluations", limits.design_evaluations}}}};
  return {200, std::string(kJson), dump(out) + "\n"};
}

}  // namespace

ApiResponse error_response(int status, const std::string& message) {
  return {status, std::string(kJson), dump(json{{"error", message}}) + "\n"};
}

ApiResponse handle_api(std::string_view path, std::string_view body, const QueryParams& query,
                       const ServerLimits& limits, const WorkControl& control) {
  try {
    if (path == "/api/solve") return solve_endpoint(body, query, limits);
    if (path == "/api/render") return render_endpoint(body, query, limits, control);
    if (path == "/api/layers") return layers_endpoint(body, query, limits);
    if (path == "/api/board") return board_endpoint(body, query);
    if (path == "/api/analyze") return analyze_endpoint(body, query, limits, control);
    if (path == "/api/design") return design_endpoint(body, query, limits, control);
    if (path == "/api/info") return info_endpoint(limits);
    return error_response(404, "no such endpoint: " + quoted_text(path));
  } catch (const ParseError& error) {
    ApiResponse response = error_response(400, error.what());
    response.body = dump(json{{"error", error.what()},
                              {"line", error.line()},
                              {"column", error.column()},
                              {"message", error.message()}}) +
                    "\n";
    return response;
  } catch (const LimitError& error) {
    return error_response(422, error.what());
  } catch (const DesignError& error) {  // targets no board can meet
    return error_response(422, std::string("impossible: ") + error.what());
  } catch (const Error& error) {  // BoardError, QueryError, a bad analysis option
    return error_response(400, error.what());
  } catch (const Stopped& stopped) {
    return error_response(503, stopped.what());
  } catch (const std::bad_alloc&) {
    return error_response(503, "out of memory while serving this request");
  } catch (const std::exception& error) {
    return error_response(500, std::string("internal error: ") + error.what());
  }
}

}  // namespace snl::server
