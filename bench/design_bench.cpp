// bench/design_bench.cpp — the design search's evaluator: a candidate move priced by the low-rank update against
// the same candidate re-solved from scratch (the analysis' own chain and sparse LU, and a dense LU), side by side on
// the same candidates. Results: bench/RESULTS.md, "snl design".
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "analyze/engine/chain.hpp"
#include "analyze/engine/linear.hpp"
#include "core/mover.hpp"
#include "design/lowrank.hpp"
#include "snl/board.hpp"

namespace {

using snl::internal::HeadChange;

struct Workload {
  std::vector<std::uint32_t> end;
  std::vector<std::vector<HeadChange>> candidates;
};

/// A 10×10 board with 8 ladders and 10 snakes, and 4,096 candidates as the search makes them: retargets (one head)
/// and moves (two heads), a third each, and additions and removals.
const Workload& workload() {
  static const Workload w = [] {
    Workload out;
    std::mt19937 rng(18);
    const auto between = [&](std::uint32_t a, std::uint32_t b) { return std::uniform_int_distribution<std::uint32_t>(a, b)(rng); };
    out.end.resize(101);
    for (std::uint32_t h = 0; h <= 100; ++h) out.end[h] = h;
    std::vector<std::uint32_t> heads;
    while (heads.size() < 18) {
      const std::uint32_t h = between(2, 99);
      if (out.end[h] != h) continue;
      const bool ladder = heads.size() < 8;
      out.end[h] = ladder ? between(h + 1, 100) : between(1, h - 1);
      heads.push_back(h);
    }
    while (out.candidates.size() < 4096) {
      const std::uint32_t h = heads[between(0, 17)];
      const std::uint32_t kind = between(0, 3);
      if (kind == 0) {  // retarget
        out.candidates.push_back({{h, out.end[h] > h ? between(h + 1, 100) : between(1, h - 1)}});
      } else if (kind == 1) {  // move: the head elsewhere
        const std::uint32_t to = between(2, 99);
        if (out.end[to] != to || to == h) continue;
        out.candidates.push_back({{h, h}, {to, out.end[h] > h ? between(to + 1, 100) : between(1, to - 1)}});
      } else if (kind == 2) {  // remove
        out.candidates.push_back({{h, h}});
      } else {  // add
        const std::uint32_t to = between(2, 99);
        if (out.end[to] != to) continue;
        out.candidates.push_back({{to, between(1, 100)}});
      }
    }
    return out;
  }();
  return w;
}

snl::Board board_after(const std::vector<std::uint32_t>& end, const std::vector<HeadChange>& changes) {
  std::vector<std::uint32_t> e = end;
  for (const HeadChange& c : changes) e[c.head] = c.to;
  std::vector<snl::Jump> jumps;
  for (std::uint32_t h = 1; h < 100; ++h) {
    if (e[h] != h) jumps.push_back({h, e[h]});
  }
  return snl::Board::square(10, std::move(jumps));
}

void BM_DesignMove_LowRank(benchmark::State& state) {
  const Workload& w = workload();
  snl::internal::LowRank fast(100, {});
  fast.reset(w.end);
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(fast.expected_after(w.candidates[i]));
    i = (i + 1) % w.candidates.size();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(BM_DesignMove_LowRank);

void BM_DesignMove_LowRankWithStdDev(benchmark::State& state) {
  const Workload& w = workload();
  snl::internal::LowRank fast(100, {});
  fast.reset(w.end);
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(fast.priced_after(w.candidates[i]));
    i = (i + 1) % w.candidates.size();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(BM_DesignMove_LowRankWithStdDev);

/// The candidate's board built and solved as the analysis solves it: the chain, then its sparse LU.
void BM_DesignMove_FullSolve(benchmark::State& state) {
  const Workload& w = workload();
  const snl::GameRules rules;
  std::size_t i = 0;
  for (auto _ : state) {
    const snl::Board board = board_after(w.end, w.candidates[i]);
    const snl::internal::Mover mover(board, rules.overshoot);
    const snl::internal::Chain chain = snl::internal::build_chain(mover, rules, UINT64_MAX);
    const std::vector<bool> finishes = snl::internal::can_finish(chain);
    benchmark::DoNotOptimize(
        snl::internal::solve_expectations(chain, finishes, false, snl::LinearSolver::sparse_lu).expected_rolls);
    i = (i + 1) % w.candidates.size();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(BM_DesignMove_FullSolve);

/// The same candidate by a new dense LU over every position (the evaluator's own from-scratch solve).
void BM_DesignMove_DenseSolve(benchmark::State& state) {
  const Workload& w = workload();
  snl::internal::LowRank fast(100, {});
  fast.reset(w.end);
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(fast.expected_by_solve(w.candidates[i]));
    i = (i + 1) % w.candidates.size();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(BM_DesignMove_DenseSolve);

/// Taking a move: the inverse's rank-one update. Retargets and removals (half the candidates) are taken and undone,
/// about one update per iteration.
void BM_DesignMove_Apply(benchmark::State& state) {
  const Workload& w = workload();
  snl::internal::LowRank fast(100, {});
  fast.reset(w.end);
  std::size_t i = 0;
  for (auto _ : state) {
    // A retarget or a removal, and its undo, keep the board where it was.
    const std::vector<HeadChange>& c = w.candidates[i];
    if (c.size() == 1 && w.end[c[0].head] != c[0].head && fast.expected_after(c)) {
      fast.apply(c);
      const HeadChange back[] = {{c[0].head, w.end[c[0].head]}};
      fast.apply(back);
    }
    i = (i + 1) % w.candidates.size();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(BM_DesignMove_Apply);

}  // namespace
