// snl design: find a board that plays the way you want (snl/design.hpp, docs/design.md).
#include <CLI/CLI.hpp>

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "commands/commands.hpp"
#include "common/input.hpp"
#include "common/numbers.hpp"
#include "common/output.hpp"
#include "common/progress.hpp"
#include "common/rules_options.hpp"
#include "snl/design.hpp"
#include "snl/design_values.hpp"
#include "snl/error.hpp"
#include "snl/parse.hpp"
#include "snl/report.hpp"
#include "snl/write.hpp"

namespace snl::cli {
namespace {

/// Exit codes of snl design beyond the common ones (README, "snl design").
constexpr int kNotFound = 3;
constexpr int kInterrupted = 130;

volatile std::sig_atomic_t interrupted = 0;
extern "C" void on_interrupt(int) { interrupted = 1; }

struct DesignCommand {
  std::string from;
  std::optional<std::uint64_t> max_changes;
  std::optional<std::uint64_t> side;
  std::optional<std::uint64_t> squares;
  std::string ladders;
  std::string snakes;
  std::uint64_t min_length = 1;
  std::optional<std::uint64_t> max_length;
  std::vector<std::uint64_t> plain;
  std::vector<std::string> keep;
  bool no_chains = false;
  std::string expected, sd, turns, least, fair;
  std::vector<std::string> within, percentile;
  RuleOptions rules;
  std::uint64_t seed = 1;
  std::uint64_t max_evaluations = 0;
  std::optional<double> time_limit;
  std::string format = "grid";
  bool quiet = false;
};

/// A CLI11 check: `accepts` the text, or the message names what was expected.
CLI::Validator shape(const std::string& expected, std::function<bool(const std::string&)> accepts) {
  return CLI::Validator(
      [expected, accepts](std::string& text) {
        return accepts(text) ? std::string() : "expected " + expected + ", found '" + text + "'";
      },
      expected);
}

// ---- the report -------------------------------------------------------------------------------------------------

std::string figure(const std::optional<double>& x) {
  if (!x) return "infinite";
  char text[32];
  std::snprintf(text, sizeof text, "%.10g", *x);
  return text;
}

std::string jump_list(const std::vector<Jump>& jumps) {
  std::string out;
  for (const Jump& j : jumps) out += (out.empty() ? "" : ", ") + std::to_string(j.from) + " " + std::to_string(j.to);
  return out.empty() ? "none" : out;
}

void report_text(const DesignResult& r, const DesignCommand& command, bool timed) {
  for (const TargetReport& t : r.targets) {
    std::fprintf(stderr, "snl design: %s: %s (wanted %s): %s\n", t.name.c_str(), figure(t.value).c_str(),
                 t.wanted.c_str(), t.met ? "met" : ("missed by " + figure(t.distance)).c_str());
  }
  if (!command.from.empty()) {
    std::fprintf(stderr, "snl design: %llu change%s from %s: removed %s; added %s\n",
                 static_cast<unsigned long long>(r.changes), r.changes == 1 ? "" : "s", command.from.c_str(),
                 jump_list(r.removed).c_str(), jump_list(r.added).c_str());
  }
  if (command.quiet) return;
  std::fprintf(stderr, "snl design: %llu boards evaluated (%llu analysed in full, %llu taken), %.3f s, seed %llu%s\n",
               static_cast<unsigned long long>(r.evaluations), static_cast<unsigned long long>(r.full_analyses),
               static_cast<unsigned long long>(r.accepted), r.seconds, static_cast<unsigned long long>(command.seed),
               timed ? " (with a time limit: another run may differ)" : "");
}

Board read_from(const std::string& file) {
  InputFile in(file);
  BoardReader reader(in.stream(), in.source());
  std::optional<Board> board = reader.next();
  if (!board) throw Error(file + ": error: no board");
  if (reader.next()) throw Error(file + ": error: --from takes one board, the file holds more");
  return std::move(*board);
}

int run(const DesignCommand& command) {
  DesignSpec spec;
  spec.rules = to_rules(command.rules);
  try {
    validate(spec.rules);
  } catch (const Error& error) {
    return usage_error("design", error.what());
  }
  if (!command.from.empty()) {
    if (command.side || command.squares) return usage_error("design", "--from takes its size from the board");
    spec.from = read_from(command.from);
    spec.max_changes = command.max_changes;
  } else {
    if (command.max_changes) return usage_error("design", "--max-changes needs --from");
    spec.side = command.squares ? 0 : command.side.value_or(10);
    spec.squares = command.squares.value_or(0);
  }
  if (!command.ladders.empty()) spec.ladders = *design_range(command.ladders);
  if (!command.snakes.empty()) spec.snakes = *design_range(command.snakes);
  spec.min_length = command.min_length;
  spec.max_length = command.max_length.value_or(UINT64_MAX);
  spec.plain = command.plain;
  for (const std::string& k : command.keep) {
    spec.keep.push_back(*design_jump(k));
  }
  spec.no_chains = command.no_chains;
  DesignTargets& t = spec.targets;
  if (!command.expected.empty()) t.expected_rolls = design_band(command.expected, 0.05);
  if (!command.sd.empty()) t.std_dev = design_band(command.sd, 0.05);
  if (!command.turns.empty()) t.expected_turns = design_band(command.turns, 0.05);
  if (!command.least.empty()) t.least = design_range(command.least);
  for (const std::string& w : command.within) t.within.push_back(*design_within(w));
  for (const std::string& p : command.percentile) {
    t.percentile.push_back(*design_percentile(p));
  }
  if (!command.fair.empty()) {
    const auto fair = design_fair(command.fair);
    t.fair_players = fair->first;
    t.fair_tolerance = fair->second;
  }
  spec.seed = command.seed;
  spec.max_evaluations = command.max_evaluations;
  try {
    validate(spec);
  } catch (const DesignError& error) {
    throw Error(std::string("snl design: error: impossible: ") + error.what());
  } catch (const Error& error) {
    throw Error(std::string("snl design: error: ") + error.what());
  }

  Progress progress;
  const auto began = std::chrono::steady_clock::now();
  const bool timed = command.time_limit.has_value();
  interrupted = 0;
  struct sigaction action {};
  struct sigaction previous {};
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, &previous);
  spec.should_stop = [&](std::uint64_t evaluations, double best) {
    if (interrupted != 0) return true;
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    if (timed && seconds > *command.time_limit) return true;
    if (progress.due()) {
      char line[128];
      std::snprintf(line, sizeof line, "snl design: %llu boards evaluated, best distance %.4g, %.1f s",
                    static_cast<unsigned long long>(evaluations), best, seconds);
      progress.show(line);
    }
    return false;
  };
  DesignResult result;
  try {
    result = design(spec);
  } catch (const DesignError& error) {
    sigaction(SIGINT, &previous, nullptr);
    progress.clear();
    throw Error(std::string("snl design: error: ") + error.what());
  }
  sigaction(SIGINT, &previous, nullptr);
  progress.clear();
  if (result.stopped_by == "stopped") result.stopped_by = interrupted != 0 ? "interrupted" : "the time limit";

  if (command.format == "json") {
    print(design_json(result, !command.from.empty(), command.seed, !timed));
  } else {
    const Format format = command.format == "jumps" || !result.board.is_square() ? Format::jumps : Format::grid;
    print(to_text(result.board, format));
  }
  flush_output();
  if (command.format != "json") report_text(result, command, timed);
  if (interrupted != 0) {
    std::fprintf(stderr, "snl design: interrupted: the best board so far is printed%s\n",
                 result.met ? "" : "; it misses some targets");
    return kInterrupted;
  }
  if (!result.met) {
    std::string missed;
    for (const TargetReport& r : result.targets) {
      if (!r.met) missed += (missed.empty() ? "" : ", ") + r.name;
    }
    std::fprintf(stderr,
                 "snl design: not found: no board met every target (the search ended: %s); the best board found "
                 "is printed; it misses: %s\n",
                 result.stopped_by.c_str(), missed.c_str());
    return kNotFound;
  }
  return kOk;
}

}  // namespace

void add_design(CLI::App& app, Action& action) {
  constexpr std::uint64_t kAny = std::numeric_limits<std::uint64_t>::max();
  auto command = std::make_shared<DesignCommand>();
  CLI::App* sub = app.add_subcommand(
      "design", "Find a board that plays the way you want: expected rolls, spread, percentiles, fair players");
  const CLI::Validator band = shape("X or X:TOL (a number, then its tolerance)", [](const std::string& s) {
    return design_band(s, 0).has_value();
  });
  const CLI::Validator range = shape("K or A..B (a count, or a range; A.. has no upper end)",
                                     [](const std::string& s) { return design_range(s).has_value(); });
  sub->add_option("--from", command->from, "Improve this board (a file; '-' standard input) instead of a new one");
  sub->add_option("--max-changes", command->max_changes,
                  "With --from: change at most K jumps (an added, removed, moved or retargeted jump is one change)")
      ->check(whole_number(0, kAny));
  auto* side = sub->add_option("--side", command->side, "Side N of the N x N board (default 10; at most 30)")
                   ->check(whole_number(1, 30));
  auto* squares = sub->add_option("--squares", command->squares, "A track of M squares instead (at most 900)")
                      ->check(whole_number(1, kMaxDesignSquares));
  side->excludes(squares);
  sub->add_option("--ladders", command->ladders, "Number of ladders: K or A..B (default any)")->check(range);
  sub->add_option("--snakes", command->snakes, "Number of snakes: K or A..B (default any)")->check(range);
  sub->add_option("--min-length", command->min_length, "Shortest jump, in squares (default 1)")
      ->check(whole_number(1, kAny));
  sub->add_option("--max-length", command->max_length, "Longest jump, in squares (default any)")
      ->check(whole_number(1, kAny));
  sub->add_option("--plain", command->plain, "Squares that hold no jump end (besides 1 and the last), e.g. 50,51")
      ->delimiter(',')
      ->check(whole_number(1, kMaxDesignSquares));
  sub->add_option("--keep", command->keep, "Jumps every board keeps, FROM:TO, e.g. 4:14,17:7")
      ->delimiter(',')
      ->check(shape("FROM:TO", [](const std::string& s) { return design_jump(s).has_value(); }));
  sub->add_flag("--no-chains", command->no_chains, "No jump ends on another jump's head");
  sub->add_option("--expected", command->expected, "Target: expected rolls X, within TOL (default 0.05)")->check(band);
  sub->add_option("--sd", command->sd, "Target: standard deviation of the rolls X, within TOL (default 0.05)")
      ->check(band);
  sub->add_option("--turns", command->turns, "Target: expected turns X (with --again), within TOL (default 0.05)")
      ->check(band);
  sub->add_option("--least", command->least, "Target: the least number of rolls of the game under the rules (the fastest game, "
                  "`snl analyze --fastest`), K or A..B")
      ->check(range);
  sub->add_option("--within", command->within, "Target: P(finish within K rolls) >= P, as K:P (e.g. 80:0.9)")
      ->check(shape("K:P (rolls, then a probability)",
                    [](const std::string& s) { return design_within(s).has_value(); }));
  sub->add_option("--percentile", command->percentile, "Target: the P-th percentile of the rolls <= K, as P:K (e.g. 90:80)")
      ->check(shape("P:K (a percentage 0 < P <= 100, then rolls)",
                    [](const std::string& s) { return design_percentile(s).has_value(); }));
  sub->add_option("--fair", command->fair,
                  "Target: each of P players wins with probability within TOL (default 0.02) of 1/P, as P[:TOL]")
      ->check(shape("P or P:TOL (players 2..100, then a tolerance)",
                    [](const std::string& s) { return design_fair(s).has_value(); }));
  add_rule_options(*sub, command->rules);
  sub->add_option("--seed", command->seed, "Seed of the search (default 1)")->check(whole_number(0, kAny));
  sub->add_option("--max-evaluations", command->max_evaluations,
                  "Work budget: candidate boards evaluated (default " + std::to_string(kDefaultDesignEvaluations) +
                      ", or " + std::to_string(kDefaultAnalysedEvaluations) +
                      " when each needs a full analysis: --within, --percentile, --fair, --again)")
      ->check(whole_number(1, kAny));
  sub->add_option("--time-limit", command->time_limit, "Stop after SEC seconds (the result may then differ between runs)")
      ->check(real_number(0, 1e9, "a number of seconds"));
  sub->add_option("--format", command->format, "Output: grid (default; jumps for a track), jumps, or json (everything)")
      ->check(CLI::IsMember({"grid", "json", "jumps"}));
  sub->add_flag("--quiet", command->quiet, "Leave out the line of the search's work (boards evaluated, time)");
  sub->callback([command, &action] { action = [command] { return run(*command); }; });
}

}  // namespace snl::cli
