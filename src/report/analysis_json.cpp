// The JSON object of an analysis (snl/report.hpp), with the field names docs/analyze.md documents.
#include <nlohmann/json.hpp>

#include "report/analysis_common.hpp"
#include "snl/report.hpp"

namespace snl {
namespace {

using Json = nlohmann::ordered_json;

Json optional_number(const std::optional<double>& x) { return x ? Json(*x) : Json(nullptr); }
Json optional_number(const std::optional<std::uint64_t>& x) { return x ? Json(*x) : Json(nullptr); }
Json optional_text(const std::string& x) { return x.empty() ? Json(nullptr) : Json(x); }

Json percentiles_json(const std::vector<double>& cdf) {
  Json out = Json::object();
  for (const int p : kReportedPercentiles) out[std::to_string(p)] = optional_number(percentile_of(cdf, p));
  return out;
}

Json rules_json(const GameRules& rules) {
  // A fair K-sided die as the number K, any other as its spec.
  Json die = rules.die.fair() ? Json(rules.die.largest()) : Json(rules.die.name());
  Json out{{"overshoot", std::string(name_of(rules.overshoot))}, {"start", rules.start}, {"die", die}};
  out["again"] = rules.again ? Json(*rules.again) : Json(nullptr);
  out["again_limit"] = rules.again_limit;
  out["chain"] = rules.chain;
  out["jump_costs_a_roll"] = optional_text(jump_costs_text(rules.jump_costs));
  // The choices' and the meeting's rows, only when set (so that the JSON of every other game stays as it was).
  for (const Option<GameRules>& row : rules_options()) {
    const bool choice = row.name == "or_die" || row.name == "adjust" || row.name == "adjust_by" || row.name == "may_refuse";
    const bool meeting = row.name == "bump" || row.name == "no_sharing";
    if ((choice && rules.choices.any()) || (meeting && rules.meeting.any())) out[row.name] = row.get(rules);
  }
  return out;
}

Json step_json(const Step& s) {
  return {{field::kFrom, s.from}, {field::kRoll, s.roll}, {field::kLand, s.land}, {field::kTo, s.to}};
}

void players_json(Json& out, const Analysis& a) {
  if (a.options.players <= 1 && a.options.from.empty()) return;
  if (!a.options.from.empty()) out["from"] = {{"squares", a.options.from}, {"turn", a.options.turn}};
  Json players = Json::array();
  for (std::size_t i = 0; i < a.players.size(); ++i) {
    players.push_back({{"player", i + 1}, {"win_probability", a.players[i].win_probability}});
  }
  out["players"] = std::move(players);
  out["expected_rounds"] = optional_number(a.expected_rounds);
  out["expected_total_rolls"] = optional_number(a.expected_total_rolls);
  out["total_rolls_percentiles"] = percentiles_json(a.total_cdf);
  out["total_rolls_pmf"] = a.total_pmf;
}

/// Numbers, null where there is none.
Json optional_numbers(const std::vector<std::optional<double>>& values) {
  Json list = Json::array();
  for (const std::optional<double>& value : values) list.push_back(optional_number(value));
  return list;
}

/// What was asked besides: exact fractions, squares, jumps and first rolls, the jumps' use, the fastest games.
/// The game to win (WinPlay): its figures, and the play as arrays by the mover's square (rows) and the other's.
Json win_json(const WinPlay& w) {
  const std::size_t M = w.squares.size();
  Json values = Json::array(), die = Json::array(), moves = Json::array(), take = Json::array();
  for (std::size_t a = 0; a < M; ++a) {
    Json v = Json::array(), d = Json::array(), m = Json::array();
    for (std::size_t b = 0; b < M; ++b) {
      const std::size_t at = a * M + b;
      v.push_back(w.values[at]);
      d.push_back(w.die[at]);
      if (w.faces > 0) {
        Json faces = Json::array();
        for (std::size_t j = 0; j < w.faces; ++j) faces.push_back(w.moves[at * w.faces + j]);
        m.push_back(std::move(faces));
      }
    }
    values.push_back(std::move(v));
    die.push_back(std::move(d));
    if (w.faces > 0) moves.push_back(std::move(m));
  }
  for (std::size_t h = 0; h < w.heads.size(); ++h) {
    take.push_back(std::vector<int>(w.take.begin() + static_cast<std::ptrdiff_t>(h * M),
                                    w.take.begin() + static_cast<std::ptrdiff_t>((h + 1) * M)));
  }
  Json differences = Json::array();
  for (const WinDifference& d : w.differences) {
    differences.push_back({{field::kMover, d.mover}, {field::kOther, d.other}, {field::kGain, d.gain}});
  }
  return {{field::kSquares, w.squares},       {field::kValue, w.value},
          {field::kLower, w.lower},           {field::kUpper, w.upper},
          {field::kFirstBest, w.first_best},  {field::kSecondBest, w.second_best},
          {field::kPlain, w.plain},           {field::kGap, w.gap},
          {field::kSweeps, w.sweeps},         {field::kValues, std::move(values)},
          {field::kDie, std::move(die)},      {field::kMoves, std::move(moves)},
          {field::kHeads, w.heads},           {field::kTake, std::move(take)},
          {field::kDiffer, w.differ},         {field::kDifferTake, w.differ_take},
          {field::kDifferences, std::move(differences)}};
}

void asked_json(Json& out, const Analysis& a) {
  if (a.exact) {
    Json exact = {{"expected_rolls", optional_text(a.exact->expected_rolls)},
                  {"rolls_variance", optional_text(a.exact->rolls_variance)},
                  {"expected_turns", optional_text(a.exact->expected_turns)},
                  {"turns_variance", optional_text(a.exact->turns_variance)},
                  {"finish_probability", a.exact->finish_probability}};
    if (a.options.exact_rolls > 0) {
      exact[field::kPmf] = a.exact->pmf;
      exact[field::kCdf] = a.exact->cdf;
    }
    const auto pgf_json = [](const Pgf& f) {
      return Json{{field::kNumerator, f.numerator}, {field::kDenominator, f.denominator}};
    };
    if (a.exact->pgf) exact[field::kPgf] = pgf_json(*a.exact->pgf);
    if (a.options.pgf && a.options.squares) {
      Json squares = Json::array();
      for (const SquarePgf& s : a.exact->square_pgfs) {
        Json one{{field::kSquare, s.square}};
        one.update(pgf_json(s.pgf));
        squares.push_back(std::move(one));
      }
      exact[field::kPerSquarePgf] = std::move(squares);
    }
    out[field::kExact] = std::move(exact);
  }
  if (a.options.squares) {
    Json squares = Json::array();
    for (const SquareFigures& s : a.squares) {
      squares.push_back({{field::kSquare, s.square}, {field::kRemaining, optional_number(s.remaining)},
                         {field::kEver, optional_number(s.ever)}, {field::kVisits, optional_number(s.visits)}});
    }
    out[field::kPerSquare] = std::move(squares);
    out["ever_left_out"] = optional_text(a.ever_left_out);
  }
  if (a.options.jumps_effect) {
    Json jumps = Json::array();
    for (const JumpEffect& j : a.jumps) {
      jumps.push_back({{field::kFrom, j.jump.from}, {field::kTo, j.jump.to},
                       {field::kExpectedRollsWithout, optional_number(j.expected_rolls)},
                       {field::kExpectedTurnsWithout, optional_number(j.expected_turns)},
                       {field::kEffect, optional_number(j.effect)}});
    }
    out[field::kJumpsEffect] = std::move(jumps);
    Json rolls = Json::array();
    for (const FirstRoll& r : a.first_rolls) {
      Json roll = step_json(r.step);
      roll[field::kProbability] = r.probability;
      roll[field::kExpectedRolls] = optional_number(r.expected_rolls);
      rolls.push_back(std::move(roll));
    }
    out[field::kFirstRolls] = std::move(rolls);
    out[field::kBestFirstRoll] = a.best_first_roll ? Json(a.first_rolls[*a.best_first_roll].step.roll) : Json(nullptr);
  }
  if (a.options.jump_use) {
    Json uses = Json::array();
    for (const JumpUse& u : a.jump_use) {
      uses.push_back({{field::kFrom, u.jump.from}, {field::kTo, u.jump.to}, {field::kExpectedTimes, u.expected_times},
                      {field::kProbability, optional_number(u.probability)}, {field::kTimes, u.times},
                      {field::kTimesMore, u.probability ? Json(u.more) : Json(nullptr)},
                      {field::kRollsIfTaken, optional_number(u.rolls_if_taken)},
                      {field::kRollsIfNotTaken, optional_number(u.rolls_if_not_taken)},
                      {field::kRollsIfTimes, optional_numbers(u.rolls_if_times)}});
    }
    out[field::kJumpUse] = std::move(uses);
    out[field::kJumpUseLeftOut] = optional_text(a.jump_use_left_out);
  }
  if (a.options.add_effects > 0) {
    if (a.jumps_to_add) {
      const auto listed = [](const std::vector<AddedJump>& jumps) {
        Json list = Json::array();
        for (const AddedJump& j : jumps) {
          list.push_back({{field::kFrom, j.jump.from}, {field::kTo, j.jump.to},
                          {field::kExpectedRolls, j.expected_rolls},
                          {field::kExpectedTurns, optional_number(j.expected_turns)}, {field::kEffect, j.effect},
                          {field::kAsGood, j.as_good}});
        }
        return list;
      };
      out[field::kJumpsToAdd] = {{field::kShorten, listed(a.jumps_to_add->shorten)},
                                 {field::kLengthen, listed(a.jumps_to_add->lengthen)},
                                 {field::kCandidates, a.jumps_to_add->candidates},
                                 {field::kEndless, a.jumps_to_add->endless}};
    } else {
      out[field::kJumpsToAdd] = nullptr;
    }
    out[field::kJumpsToAddLeftOut] = optional_text(a.jumps_to_add_left_out);
  }
  if (a.meeting) {
    out["meeting"] = {{"states", a.meeting->states}, {"win_probability", a.meeting->win_probability},
                      {"expected_rounds", optional_number(a.meeting->expected_rounds)},
                      {"expected_total_rolls", optional_number(a.meeting->expected_total_rolls)}};
  }
  if (a.handicap) {
    const Handicap& h = *a.handicap;
    out[field::kHandicap] = {{field::kSquares, h.squares},
                             {field::kWinProbability, h.win_probability},
                             {field::kExpectedRounds, optional_number(h.expected_rounds)},
                             {field::kGap, h.gap},
                             {field::kTolerance, h.tolerance},
                             {field::kMet, h.met},
                             {field::kEveryPlacement, h.every_placement},
                             {field::kPlacements, h.placements}};
  }
  if (a.strategy) {
    const Strategy& st = *a.strategy;
    Json dice = Json::array({a.options.rules.die.name()});
    for (const DieChoice& c : a.options.rules.choices.dice) dice.push_back(c.die.name());
    Json fixed = Json::array();
    for (const FixedPlay& f : st.fixed) fixed.push_back({{field::kName, f.name}, {field::kValue, optional_number(f.value)}});
    Json squares = Json::array();
    for (const SquarePlay& sq : st.squares) {
      squares.push_back({{field::kSquare, sq.square}, {field::kValue, sq.value}, {field::kPlainValue, sq.plain_value},
                         {field::kDie, sq.die}, {field::kMoves, sq.moves},
                         {field::kTake, sq.take ? Json(*sq.take) : Json(nullptr)}});
    }
    out[field::kStrategy] = {{field::kOptimal, optimal_text(st.optimal)}, {field::kValue, optional_number(st.value)},
                             {field::kExactValue, optional_text(st.exact_value)},
                             {field::kLeftOut, optional_text(st.left_out)}, {field::kEstablished, st.established},
                             {field::kIterations, st.iterations}, {field::kDice, std::move(dice)},
                             {field::kFixed, std::move(fixed)}, {field::kSquares, std::move(squares)}};
    if (st.win) out[field::kStrategy][field::kWin] = win_json(*st.win);
  }
  if (a.options.fastest) {
    if (!a.fastest) {
      out["fastest"] = nullptr;
    } else {
      const FastestGames& f = *a.fastest;
      Json path = Json::array();
      for (const Step& step : f.likeliest) path.push_back(step_json(step));
      out["fastest"] = {{"rolls", f.rolls}, {"games", f.games}, {"probability", f.probability},
                        {"exact_probability", f.exact_probability}, {"likeliest", std::move(path)},
                        {"likeliest_probability", f.likeliest_probability},
                        {"exact_likeliest_probability", f.exact_likeliest_probability}};
    }
  }
}

}  // namespace

std::string analysis_json(const Board& board, const Analysis& a, std::uint64_t index,
                          const std::vector<std::uint64_t>& within) {
  Json out;
  out["board"] = index;
  out["n"] = board.is_square() ? Json(board.side()) : Json(nullptr);
  out["squares"] = board.squares();
  out["rules"] = rules_json(a.options.rules);
  out["states"] = a.states;
  out["expected_rolls"] = optional_number(a.expected_rolls);
  out["std_dev"] = optional_number(a.std_dev);
  out["expected_turns"] = optional_number(a.expected_turns);
  out["turns_std_dev"] = optional_number(a.turns_std_dev);
  out["min_rolls"] = optional_number(a.min_rolls);
  out["finish_probability"] = a.finish_probability;
  out["median"] = optional_number(a.median());
  out["mode"] = optional_number(a.mode());
  out["percentiles"] = percentiles_json(a.cdf);
  if (!a.options.rules.one_roll_turns()) out["turns_percentiles"] = percentiles_json(a.turns_cdf);
  if (!within.empty()) {
    Json w = Json::object();
    for (const std::uint64_t k : within) w[std::to_string(k)] = a.within(k);
    out["within"] = std::move(w);
  }
  if (!a.options.within_turns.empty()) {
    Json w = Json::object();
    for (const std::uint64_t k : a.options.within_turns) w[std::to_string(k)] = a.turns_within(k);
    out["within_turns"] = std::move(w);
  }
  out["remaining"] = a.remaining;
  out["truncated"] = a.truncated;
  out["stopped_by"] = optional_text(a.stopped_by);
  out["dropped"] = a.dropped;
  out["work"] = a.work;
  out["geometric_from"] = a.geometric_from;
  out["pmf"] = a.pmf;
  out["cdf"] = a.cdf;
  if (!a.options.rules.one_roll_turns()) {
    out["turns_pmf"] = a.turns_pmf;
    out["turns_cdf"] = a.turns_cdf;
  }
  players_json(out, a);
  asked_json(out, a);
  out["notes"] = a.notes;
  return out.dump();
}

}  // namespace snl
