// tests/unit/analyze_stop_test.cpp — stopped means stopped (issue 36): every long phase of an analysis gives
// AnalysisOptions::progress its chance to stop it (the chain's build, the exact fractions, a long turn of roll-again
// rolls), the roll-again turn distribution honours max_rolls, and a design stops inside an analysis when should_stop
// says so. Each case below ran for a minute or more before; no test here asserts a time.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "analysis_helpers.hpp"
#include "snl/analyze.hpp"
#include "snl/design.hpp"
#include "snl/error.hpp"
#include "snl/parse.hpp"
#include "snl/rules.hpp"

namespace {

using analyze_test::milton_bradley;

using snl::AnalysisOptions;
using snl::Board;

struct Stop : std::runtime_error {
  Stop() : std::runtime_error("stopped by the test") {}
};

/// A 30×30 board with 300 jumps (a fixed LCG: the same board every run).
Board crowded() {
  std::vector<snl::Jump> jumps;
  std::vector<bool> head(901, false);
  std::uint64_t x = 12345;
  const auto next = [&x](std::uint64_t n) {
    x = x * 6364136223846793005ULL + 1442695040888963407ULL;
    return (x >> 33) % n;
  };
  while (jumps.size() < 300) {
    const std::uint64_t from = 2 + next(898);
    const std::uint64_t to = 1 + next(900);
    if (head[from] || to == from || head[to]) continue;
    head[from] = true;
    jumps.push_back({from, to});
  }
  return Board::square(30, jumps);
}

/// Runs `options` on `board` with a progress that throws on its `calls`-th call; returns the calls made.
int calls_until_stopped(const Board& board, AnalysisOptions options, int calls) {
  int made = 0;
  options.progress = [&](std::uint64_t, double) {
    if (++made >= calls) throw Stop();
  };
  EXPECT_THROW(snl::analyze(board, options), Stop);
  return made;
}

TEST(AnalyzeStop, ALongRollAgainTurnAsksProgress) {
  // P(again) = 1 − 10⁻⁶: one turn is ~7·10⁷ rolls (it ran for minutes, asking nothing).
  AnalysisOptions options;
  options.rules.die = snl::Die::parse("1:1000000,2:1");
  options.rules.again = 1;
  EXPECT_EQ(calls_until_stopped(milton_bradley(), options, 3), 3);
}

TEST(AnalyzeStop, TheTurnDistributionHonoursMaxRolls) {
  AnalysisOptions options;
  options.rules.die = snl::Die::parse("1:1000000,2:1");
  options.rules.again = 1;
  options.max_rolls = 10;
  const snl::Analysis a = snl::analyze(milton_bradley(), options);
  EXPECT_TRUE(a.truncated);
  EXPECT_EQ(a.stopped_by, "the cap of 10 rolls");
  ASSERT_FALSE(a.turns_pmf.empty());
  EXPECT_LE(a.turns_pmf.size(), 11U);
  EXPECT_GT(a.remaining, 0.5);  // almost every game is still in its first turn
  // The expectations come from the linear solves, not the distribution: finite and at least a turn.
  ASSERT_TRUE(a.expected_turns.has_value());
  EXPECT_GE(*a.expected_turns, 1.0);
}

TEST(AnalyzeStop, TheTurnDistributionStopsAtTheWorkBudget) {
  AnalysisOptions options;
  options.rules.die = snl::Die::parse("1:1000000,2:1");
  options.rules.again = 1;
  options.max_work = 1'000'000;
  const snl::Analysis a = snl::analyze(milton_bradley(), options);
  EXPECT_TRUE(a.truncated);
  EXPECT_NE(a.stopped_by.find("the work budget of 1000000"), std::string::npos) << a.stopped_by;
  EXPECT_LE(a.work, 1'000'000U + 2'000U);  // at most the one roll that crossed it
}

TEST(AnalyzeStop, BuildingALargeChainAsksProgress) {
  // 900 squares, a die of 1,000 faces that rolls again on each, up to 100 times: tens of millions of pairs.
  AnalysisOptions options;
  options.rules.die = snl::Die::parse("1000");
  options.rules.again = 1000;
  options.rules.again_limit = 100;
  EXPECT_EQ(calls_until_stopped(Board::track(900, {}), options, 2), 2);
}

TEST(AnalyzeStop, ExactFractionsAskProgress) {
  // The fractions of this board take about 100 s (Debug); the chain's build is too small to reach a slice of work,
  // so the first call comes from inside the fractions (before, the first came from the distribution, after them).
  AnalysisOptions options;
  options.exact = true;
  options.max_rolls = 1;
  EXPECT_EQ(calls_until_stopped(crowded(), options, 1), 1);
}

TEST(DesignStop, ShouldStopIsAskedInsideALongAnalysis) {
  snl::DesignSpec spec;
  spec.side = 0;
  spec.squares = 900;
  spec.rules.die = snl::Die::parse("1000");
  spec.rules.again = 1000;
  spec.rules.again_limit = 100;
  spec.targets.expected_rolls = snl::Goal::band(5, 0.05);
  int asked = 0;
  spec.should_stop = [&](std::uint64_t, double) { return ++asked >= 2; };
  const snl::DesignResult result = snl::design(spec);
  EXPECT_EQ(result.stopped_by, "stopped");
  EXPECT_FALSE(result.met);
  EXPECT_EQ(result.board.squares(), 900U);
}

// Issue 51, findings 5 and 6: the evaluator's solve from scratch of a 900-square board asks should_stop between
// slices (LowRank::interrupt_with), and a stop there, wherever the search loads a board (the first board, the
// sweeps, the cycles, its cuts), ends the design with its best board: `snl serve` ended with std::terminate on
// `/api/design?side=30&median=3` at its deadline when the stop first came out of that solve.
TEST(DesignStop, AStopAtAnyAskEndsTheDesignWithItsBestBoard) {
  for (const int stop_at : {1, 2, 3, 5, 8, 13, 21, 34}) {
    snl::DesignSpec spec;
    spec.side = 30;
    spec.targets.median = snl::Goal::band(3, 0);
    spec.seed = 7;
    int asked = 0;
    spec.should_stop = [&](std::uint64_t, double) { return ++asked >= stop_at; };
    const snl::DesignResult result = snl::design(spec);
    EXPECT_EQ(result.stopped_by, "stopped") << "stop at ask " << stop_at;
    EXPECT_EQ(result.board.squares(), 900U);
    EXPECT_EQ(asked, stop_at) << "asked again after the stop";
  }
}

}  // namespace

namespace {

TEST(AnalyzeStop, JumpEffectsOverTheBudgetAreRefusedBeforeTheSolves) {
  // Issue 36: "need 100002 solves…" came after 17.9 s of solves and distribution; now from the chain alone.
  std::vector<snl::Jump> snakes;
  for (snl::Label head = 1000; head < 200'000; head += 200) snakes.push_back({head, head - 500});
  const Board board = Board::track(200'000, snakes);
  AnalysisOptions options;
  options.jumps_effect = true;
  options.max_work = 1'000'000'000;
  std::uint64_t most_rolls = 0;
  options.progress = [&](std::uint64_t rolls, double) { most_rolls = std::max(most_rolls, rolls); };
  try {
    snl::analyze(board, options);
    FAIL() << "no refusal";
  } catch (const snl::LimitError& error) {
    EXPECT_NE(std::string(error.what()).find("the effects of 995 jumps need at least 995 solves of"),
              std::string::npos)
        << error.what();
  }
  EXPECT_EQ(most_rolls, 0U) << "the distribution was pushed before the refusal";
}

}  // namespace

namespace {

/// The largest wait between two calls of AnalysisOptions::progress (the start and the end counting as calls), and
/// the whole run's time, for `options` on `board`.
struct Gaps {
  double longest = 0;
  double total = 0;
  int calls = 0;
};
Gaps progress_gaps(const Board& board, AnalysisOptions options) {
  using Clock = std::chrono::steady_clock;
  const Clock::time_point begin = Clock::now();
  Clock::time_point last = begin;
  Gaps g;
  options.progress = [&](std::uint64_t, double) {
    const Clock::time_point now = Clock::now();
    g.longest = std::max(g.longest, std::chrono::duration<double>(now - last).count());
    last = now;
    ++g.calls;
  };
  snl::analyze(board, options);
  const Clock::time_point end = Clock::now();
  g.longest = std::max(g.longest, std::chrono::duration<double>(end - last).count());
  g.total = std::chrono::duration<double>(end - begin).count();
  return g;
}

/// Roll-again rules with a limit on a crowded board: a chain of several states a square, and many jumps.
AnalysisOptions again_limited() {
  AnalysisOptions options;
  options.rules.again = 6;
  options.rules.again_limit = 3;
  return options;
}

TEST(AnalyzeStop, JumpEffectsUnderAnAgainLimitAskProgressThroughout) {
  // Issue 51, finding 6: the effects' block solves (and the chain of their Woodbury step) asked nothing, so Ctrl-C
  // waited for the whole phase (before: one wait of 90% of the run). No wait may be a quarter of the run (a tenth
  // held on a quiet machine; under load the slices stretch).
  AnalysisOptions options = again_limited();
  options.jumps_effect = true;
  const Gaps g = progress_gaps(crowded(), options);
  EXPECT_LT(g.longest, g.total / 4) << g.calls << " calls in " << g.total << " s";
}

TEST(AnalyzeStop, JumpUseUnderAnAgainLimitAsksProgressThroughout) {
  AnalysisOptions options = again_limited();
  options.jump_use = true;
  const Gaps g = progress_gaps(crowded(), options);
  EXPECT_LT(g.longest, g.total / 4) << g.calls << " calls in " << g.total << " s";
}

}  // namespace
