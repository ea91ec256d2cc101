// tests/unit/analyze_budget_test.cpp — every piece of an analysis is charged to its one work budget
// (AnalysisOptions::max_work, issue 36 item 6): the sparse LU factorization as it runs (column by column), each
// BiCGSTAB solve, the exact fractions, the race from a game under way; past the budget each is refused with the same
// kind of LimitError, naming the option max_work; and the factorization and the race give progress its chance to
// stop them. Small budgets trigger the refusals; no test asserts a time.
#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

#include "analysis_helpers.hpp"
#include "analyze/engine/chain.hpp"
#include "analyze/engine/checkpoint.hpp"
#include "analyze/engine/linear.hpp"
#include "core/mover.hpp"
#include "snl/analyze.hpp"
#include "snl/error.hpp"
#include "snl/parse.hpp"
#include "snl/race.hpp"
#include "snl/rules.hpp"
#include "work_stages.hpp"

namespace {

using snl::AnalysisOptions;
using snl::Board;

struct Stop : std::runtime_error {
  Stop() : std::runtime_error("stopped by the test") {}
};

/// A progress callback that stops the work at its first call, counting the calls.
std::function<void(std::uint64_t, double)> stop_at_first_call(int& calls) {
  return [&calls](std::uint64_t, double) {
    ++calls;
    throw Stop();
  };
}

/// A side×side board with `count` jumps (a fixed LCG: the same board every run); long random jumps make the LU fill.
Board crowded(std::uint64_t side, std::size_t count) {
  const std::uint64_t n = side * side;
  std::vector<snl::Jump> jumps;
  std::vector<bool> head(n + 1, false);
  std::uint64_t x = 12345;
  const auto next = [&x](std::uint64_t m) {
    x = x * 6364136223846793005ULL + 1442695040888963407ULL;
    return (x >> 33) % m;
  };
  while (jumps.size() < count) {
    const std::uint64_t from = 2 + next(n - 2);
    const std::uint64_t to = 1 + next(n);
    if (head[from] || to == from || head[to]) continue;
    head[from] = true;
    jumps.push_back({from, to});
  }
  return Board::square(side, jumps);
}

/// The work the chain's build is refused past: each (state, face) pair charged at the chain's price when it is found
/// and again when it is stored.
std::uint64_t chain_work(const Board& board, const AnalysisOptions& options) {
  AnalysisOptions plain = options;
  plain.max_rolls = 1;
  const snl::Analysis a = snl::analyze(board, plain);
  return a.states * options.rules.die.faces().size() * snl::internal::kChainPairWork;
}

/// The LimitError's words from analyzing `board` under `options`, or "" when there is none.
std::string refusal(const Board& board, const AnalysisOptions& options) {
  try {
    (void)snl::analyze(board, options);
  } catch (const snl::LimitError& error) {
    return error.what();
  }
  return "";
}

TEST(AnalyzeBudget, TheChainIsChargedAtItsPriceAndRefusedBeforeItPassesTheBudget) {
  const Board& board = analyze_test::milton_bradley();
  AnalysisOptions options;
  options.rules.die = snl::Die::parse("20");
  const std::uint64_t chain = chain_work(board, options);
  options.max_work = chain - 1;
  const std::string why = refusal(board, options);
  EXPECT_NE(why.find("building the chain of this board under these rules needs more than the analysis' work budget "
                     "of " + std::to_string(chain - 1) + " units"),
            std::string::npos)
      << why;
  options.max_work = chain + 1;  // the chain fits; what comes after it does not
  EXPECT_EQ(refusal(board, options).find("building the chain"), std::string::npos);
}

TEST(AnalyzeBudget, TheSparseLuIsChargedAndRefusedPastTheBudget) {
  const Board board = crowded(30, 300);
  AnalysisOptions options;
  options.max_rolls = 1;
  options.linear_solver = snl::LinearSolver::sparse_lu;
  const snl::Analysis a = snl::analyze(board, options);
  // The chain, the LU's work, the systems' transitions, one roll: more than the chain and the transitions alone.
  EXPECT_GT(a.work, 2 * a.states * 6);
  options.max_work = work_stages::before_the_solve(board, options.rules) + 1;
  const std::string why = refusal(board, options);
  EXPECT_NE(why.find("the sparse LU factorization of "), std::string::npos) << why;
  EXPECT_NE(why.find("work budget of " + std::to_string(options.max_work) + " units (the option max_work raises it)"),
            std::string::npos)
      << why;
}

TEST(AnalyzeBudget, BiCgStabSolvesAreChargedAndRefusedPastTheBudget) {
  const Board& board = analyze_test::milton_bradley();
  AnalysisOptions options;
  options.linear_solver = snl::LinearSolver::bicgstab;
  options.max_work = work_stages::before_the_solve(board, options.rules) + 1;
  const std::string why = refusal(board, options);
  EXPECT_NE(why.find("a BiCGSTAB solve of "), std::string::npos) << why;
  EXPECT_NE(why.find("max_work"), std::string::npos) << why;
}

TEST(AnalyzeBudget, ExactFractionsAreChargedAndRefusedPastTheBudget) {
  const Board& board = analyze_test::milton_bradley();
  AnalysisOptions options;
  options.max_rolls = 1;
  const std::uint64_t without = snl::analyze(board, options).work;
  options.exact = true;
  const std::uint64_t with = snl::analyze(board, options).work;
  const std::uint64_t chain = chain_work(board, options);
  EXPECT_GT(with, without + 64 * 6 * 80);  // at least a product of fractions per transition
  options.max_work = chain + 1;
  const std::string why = refusal(board, options);
  EXPECT_NE(why.find("computing the exact fractions of 81 states needs more than"), std::string::npos) << why;
  EXPECT_NE(why.find("(the option max_work raises it)"), std::string::npos) << why;
  // Past the first estimate, during the elimination: refused as it runs.
  options.max_work = chain + (with - without) / 2;
  const std::string late = refusal(board, options);
  EXPECT_NE(late.find("max_work"), std::string::npos) << late;
}

TEST(AnalyzeBudget, TheFactorizationAsksProgressWhileItRuns) {
  const Board board = crowded(40, 500);
  const snl::GameRules rules;
  const snl::internal::Mover mover(board, rules);
  const snl::internal::Chain chain = snl::internal::build_chain(mover, rules, snl::kDefaultMaxWork);
  const std::vector<bool> finishes = snl::internal::can_finish(chain);
  std::uint64_t work = 0;
  int calls = 0;
  const std::function<void(std::uint64_t, double)> progress = stop_at_first_call(calls);
  snl::internal::Checkpoint checkpoint(progress);
  snl::internal::WorkMeter meter(snl::kDefaultMaxWork, work, &checkpoint);
  // Before: one factorization was never interrupted. Now the throw comes from inside it, while it charges its work.
  EXPECT_THROW(snl::internal::Systems(chain, finishes, snl::LinearSolver::sparse_lu, meter), Stop);
  EXPECT_EQ(calls, 1);
  EXPECT_GE(work, snl::internal::kCheckpointWork);
}

TEST(AnalyzeBudget, TheSquaresReturnVisitsAskProgressWhileTheyRun) {
  // P(a turn begins on a square) by Woodbury's identity over ~250 snakes' targets: its k × k inverse and its slices
  // once ran with no checkpoint (10 s under the sanitizers on a 100×100 board, Ctrl-C waited for them).
  const Board board = crowded(40, 500);
  const snl::GameRules rules;
  const snl::internal::Mover mover(board, rules);
  const snl::internal::Chain chain = snl::internal::build_chain(mover, rules, snl::kDefaultMaxWork);
  const std::vector<bool> finishes = snl::internal::can_finish(chain);
  std::vector<std::uint32_t> returns;
  for (std::uint32_t s = 0; s < chain.size(); ++s) {
    if (finishes[s]) returns.push_back(s);
  }
  std::uint64_t work = 0;
  bool armed = false;  // after the factorization, which asks too (the test above)
  int calls = 0;
  const std::function<void(std::uint64_t, double)> progress = [&](std::uint64_t, double) {
    if (!armed) return;
    ++calls;
    throw Stop();
  };
  snl::internal::Checkpoint checkpoint(progress);
  snl::internal::WorkMeter meter(snl::kDefaultMaxWork, work, &checkpoint);
  snl::internal::Systems systems(chain, finishes, snl::LinearSolver::sparse_lu, meter);
  armed = true;
  EXPECT_THROW((void)systems.visits(returns, snl::kDefaultMaxWork, work, snl::kDefaultMaxWork), Stop);
  EXPECT_EQ(calls, 1);
  // Unstopped, it gives every return visit asked for.
  armed = false;
  const snl::internal::Visits v = systems.visits(returns, snl::kDefaultMaxWork, work, snl::kDefaultMaxWork);
  EXPECT_EQ(v.returns.size(), returns.size()) << v.returns_left_out;
}

TEST(AnalyzeBudget, TheJumpsEffectsFactorizationAsksProgressWhileItRuns) {
  const Board board = crowded(40, 500);
  const snl::GameRules rules;
  const snl::internal::Mover mover(board, rules);
  const snl::internal::Chain chain = snl::internal::build_chain(mover, rules, snl::kDefaultMaxWork);
  std::uint64_t work = 0;
  int calls = 0;
  const std::function<void(std::uint64_t, double)> progress = stop_at_first_call(calls);
  snl::internal::Checkpoint checkpoint(progress);
  EXPECT_THROW((void)snl::internal::redirected_expectations(chain, {}, false, snl::LinearSolver::sparse_lu,
                                                            snl::kDefaultMaxWork, work, &checkpoint),
               Stop);
  EXPECT_EQ(calls, 1);
}

TEST(AnalyzeBudget, TheRaceFromAGameUnderWayAsksProgress) {
  const Board board = crowded(30, 300);
  const std::vector<snl::Label> squares{500, 100, 800};
  int calls = 0;
  EXPECT_THROW((void)snl::race_chances(board, snl::GameRules{}, squares, 1, snl::kDefaultMaxWork,
                                       [&](std::uint64_t, double) {
                                         if (++calls == 2) throw Stop();
                                       }),
               Stop);
  EXPECT_EQ(calls, 2);
}

TEST(AnalyzeBudget, TheRaceFromAGameUnderWayIsRefusedPastTheBudgetNamingTheOption) {
  const Board board = crowded(30, 300);
  AnalysisOptions options;
  options.max_rolls = 1;
  // What the analysis from the start takes, then room for the race's chain but not for its turns.
  options.max_work = snl::analyze(board, options).work + 2 * chain_work(board, options);
  options.from = {500, 100, 800};
  options.turn = 2;
  const std::string why = refusal(board, options);
  EXPECT_NE(why.find("the game from squares 500,100,800"), std::string::npos) << why;
  EXPECT_NE(why.find("(the option max_work raises it)"), std::string::npos) << why;
}

}  // namespace
