// In-process benchmarks (Google Benchmark). Boards come from snl::generate with fixed seeds; sizes on a geometric
// scale. Run: cmake --workflow --preset bench && ./build/bench/bench/snl_bench (see bench/RESULTS.md).
#include <benchmark/benchmark.h>

#include <malloc.h>

#include <queue>
#include <sstream>

#include "snl/generate.hpp"
#include "snl/snl.hpp"
#include "snl/write.hpp"

namespace {

enum Kind { kPlain = 0, kShort = 1, kAnywhere = 2 };
const char* const kKindNames[] = {"plain", "short", "anywhere"};

/// The three benchmark boards (bench/RESULTS.md): all plain; 10% of squares jumping at most 50 away; 10% jumping anywhere.
snl::Board board_of(std::uint64_t side, int kind) {
  snl::GenerateOptions options;
  options.side = side;
  options.density = kind == kPlain ? 0.0 : 0.1;
  options.max_distance = kind == kShort ? 50 : 0;
  snl::Rng rng(909);
  return snl::generate(options, rng);
}

/// Nanoseconds per unit of work (square, jump) as the counter `name`.
void per_unit(benchmark::State& state, const char* name, std::uint64_t units) {
  state.counters[name] = benchmark::Counter(static_cast<double>(units) * static_cast<double>(state.iterations()),
                                            benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

void per_square(benchmark::State& state, std::uint64_t squares) { per_unit(state, "ns_per_square", squares); }

// snl::min_rolls on the LeetCode input type, vector<vector<int>>: the in-memory target.
void BM_MinRolls(benchmark::State& state) {
  const auto side = static_cast<std::uint64_t>(state.range(0));
  const auto grid = snl::to_grid(board_of(side, static_cast<int>(state.range(1))));
  state.SetLabel(kKindNames[state.range(1)]);
  for (auto _ : state) benchmark::DoNotOptimize(snl::min_rolls(grid));
  per_square(state, side * side);
}
// Wall time: from 2^20 squares snl::min_rolls checks the grid and, where the jumps allow, searches on two threads.
BENCHMARK(BM_MinRolls)
    ->ArgsProduct({{10, 30, 100, 300, 1000, 3000}, {kPlain, kShort, kAnywhere}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// The same on the grid in one block (snl::min_rolls_view: what the Python module calls on a NumPy int32 array).
void BM_MinRollsView(benchmark::State& state) {
  const auto side = static_cast<std::uint64_t>(state.range(0));
  const auto grid = snl::to_grid(board_of(side, static_cast<int>(state.range(1))));
  std::vector<int> cells;
  for (const auto& row : grid) cells.insert(cells.end(), row.begin(), row.end());
  state.SetLabel(kKindNames[state.range(1)]);
  for (auto _ : state) benchmark::DoNotOptimize(snl::min_rolls_view({cells, side, side}));
  per_square(state, side * side);
}
BENCHMARK(BM_MinRollsView)
    ->ArgsProduct({{10, 100, 1000, 3000}, {kPlain, kShort, kAnywhere}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// The same over 64-bit cells (snl::GridView64: what the Python module reads in place from NumPy's default int64).
void BM_MinRollsView64(benchmark::State& state) {
  const auto side = static_cast<std::uint64_t>(state.range(0));
  const auto grid = snl::to_grid(board_of(side, static_cast<int>(state.range(1))));
  std::vector<std::int64_t> cells;
  for (const auto& row : grid) cells.insert(cells.end(), row.begin(), row.end());
  state.SetLabel(kKindNames[state.range(1)]);
  for (auto _ : state) benchmark::DoNotOptimize(snl::min_rolls_view(snl::GridView64{cells, side, side}));
  per_square(state, side * side);
}
BENCHMARK(BM_MinRollsView64)
    ->ArgsProduct({{10, 100, 1000, 3000}, {kPlain, kShort, kAnywhere}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// The same search on one thread: GridBits (whose check alone takes two threads from 2^20 squares) and the bitset
// BFS, without the meeting (snl/meeting_bfs.hpp).
void BM_MinRollsOneSearch(benchmark::State& state) {
  const auto side = static_cast<std::uint64_t>(state.range(0));
  const auto grid = snl::to_grid(board_of(side, static_cast<int>(state.range(1))));
  state.SetLabel(kKindNames[state.range(1)]);
  for (auto _ : state) {
    snl::GridBits bits(grid);
    benchmark::DoNotOptimize(snl::min_rolls_bitset(bits));
  }
  per_square(state, side * side);
}
BENCHMARK(BM_MinRollsOneSearch)->ArgsProduct({{1000, 3000}, {kShort}})->Unit(benchmark::kMillisecond)->UseRealTime();

// The meeting (snl/meeting_bfs.hpp) on the short-jump board at a cut row of range(1) percent of the side: where
// the two threads' work balances (snl::min_rolls uses default_cut_row, 55%).
void BM_Meeting(benchmark::State& state) {
  const auto side = static_cast<std::uint64_t>(state.range(0));
  const auto grid = snl::to_grid(board_of(side, kShort));
  const std::uint64_t cut_row = side * static_cast<std::uint64_t>(state.range(1)) / 100;
  for (auto _ : state) {
    snl::GridBits bits(grid);
    benchmark::DoNotOptimize(snl::min_rolls_meeting(bits, {.cut_row = cut_row}));
  }
  per_square(state, side * side);
}
BENCHMARK(BM_Meeting)->ArgsProduct({{3000}, {45, 50, 55, 60, 65}})->Unit(benchmark::kMillisecond)->UseRealTime();

// The usual LeetCode solution, for comparison with snl::min_rolls in memory: flatten the grid, then a BFS with a
// distance array that stops as soon as it reaches n² (its answer is checked against snl's before timing).
int typical_min_rolls(const std::vector<std::vector<int>>& board) {
  const int n = static_cast<int>(board.size());
  const int last = n * n;
  std::vector<int> flat(static_cast<std::size_t>(last) + 1);
  int label = 1;
  for (int r = n - 1, k = 0; r >= 0; --r, ++k) {
    for (int c = 0; c < n; ++c) flat[static_cast<std::size_t>(label++)] = board[r][k % 2 == 0 ? c : n - 1 - c];
  }
  if (last == 1) return 0;
  std::vector<int> distance(static_cast<std::size_t>(last) + 1, -1);
  std::queue<int> queue;
  distance[1] = 0;
  queue.push(1);
  while (!queue.empty()) {
    const int x = queue.front();
    queue.pop();
    for (int roll = 1; roll <= 6 && x + roll <= last; ++roll) {
      int y = x + roll;
      if (flat[static_cast<std::size_t>(y)] != -1) y = flat[static_cast<std::size_t>(y)];
      if (distance[static_cast<std::size_t>(y)] >= 0) continue;
      distance[static_cast<std::size_t>(y)] = distance[static_cast<std::size_t>(x)] + 1;
      if (y == last) return distance[static_cast<std::size_t>(y)];
      queue.push(y);
    }
  }
  return -1;
}

void BM_TypicalBfs(benchmark::State& state) {
  const auto side = static_cast<std::uint64_t>(state.range(0));
  const auto grid = snl::to_grid(board_of(side, static_cast<int>(state.range(1))));
  state.SetLabel(kKindNames[state.range(1)]);
  if (typical_min_rolls(grid) != snl::min_rolls(grid)) state.SkipWithError("the typical BFS disagrees with snl");
  for (auto _ : state) benchmark::DoNotOptimize(typical_min_rolls(grid));
  per_square(state, side * side);
}
BENCHMARK(BM_TypicalBfs)->ArgsProduct({{10, 30, 100, 300, 1000, 3000}, {kPlain, kShort, kAnywhere}})->Unit(benchmark::kMillisecond);

// Each algorithm on a Board (answer only, and bfs with its route).
void BM_Algorithm(benchmark::State& state) {
  const auto side = static_cast<std::uint64_t>(state.range(0));
  const snl::Board board = board_of(side, static_cast<int>(state.range(1)));
  const auto algorithm = static_cast<snl::Algorithm>(state.range(2));
  state.SetLabel(std::string(kKindNames[state.range(1)]) + "/" + std::string(snl::name_of(algorithm)));
  for (auto _ : state) benchmark::DoNotOptimize(snl::solve(board, {algorithm, false}).rolls);
  per_square(state, side * side);
}
BENCHMARK(BM_Algorithm)
    ->ArgsProduct({{300, 1000, 3000},
                   {kPlain, kShort, kAnywhere},
                   {static_cast<long>(snl::Algorithm::bfs), static_cast<long>(snl::Algorithm::dijkstra),
                    static_cast<long>(snl::Algorithm::bidirectional), static_cast<long>(snl::Algorithm::bitset),
                    static_cast<long>(snl::Algorithm::sparse)}})
    ->Unit(benchmark::kMillisecond);

// The sparse solver at n = 10^9 (10^18 squares): time against the number of jumps...
// Every result carries the answer as the counter `rolls`, so a board that ends early (-1 at a wall after a few
// events, or a finish after a handful of heads) shows. Two kinds of board, random jumps anywhere, half snakes:
//  - finishes: the search stops when some walk reaches the last square, having landed on a few percent of the
//    heads (seed 6 is build/bench/data/giant-1e6.jumps; every size here reaches the last square);
//  - explores all: the same with a snake on the last square, so no walk can finish and the search lands on every
//    head it can reach before answering -1: the worst case, the whole board's work.

/// Times the sparse solver on `board`, labelled by its kind, with the answer and ns per jump as counters.
void time_sparse(benchmark::State& state, const snl::Board& board, bool explore_all) {
  state.SetLabel(explore_all ? "explores all" : "finishes");
  std::int64_t rolls = 0;
  for (auto _ : state) {
    rolls = snl::solve(board, {snl::Algorithm::sparse, false}).rolls;
    benchmark::DoNotOptimize(rolls);
  }
  state.counters["rolls"] = static_cast<double>(rolls);
  per_unit(state, "ns_per_jump", board.jumps().size());
}

snl::Board sparse_board(std::uint64_t side, std::uint64_t jumps, bool explore_all) {
  snl::GenerateOptions options;
  options.side = side;
  options.jumps = jumps;
  options.snake_on_last = explore_all;
  snl::Rng rng(6);
  return snl::generate(options, rng);
}

void BM_SparseJumps(benchmark::State& state) {
  const bool explore_all = state.range(1) != 0;
  time_sparse(state, sparse_board(snl::kMaxSide, static_cast<std::uint64_t>(state.range(0)), explore_all), explore_all);
}
BENCHMARK(BM_SparseJumps)
    ->ArgsProduct({{1000, 10'000, 100'000, 1'000'000}, {0, 1}})
    ->Unit(benchmark::kMillisecond);

// ...and against n at a fixed number of jumps (10^4), n = 10^3..10^9 (10^6..10^18 squares): flat.
void BM_SparseSide(benchmark::State& state) {
  const bool explore_all = state.range(1) != 0;
  time_sparse(state, sparse_board(static_cast<std::uint64_t>(state.range(0)), 10'000, explore_all), explore_all);
}
BENCHMARK(BM_SparseSide)
    ->ArgsProduct({{1000, 10'000, 100'000, 1'000'000, 10'000'000, 100'000'000, 1'000'000'000}, {0, 1}})
    ->Unit(benchmark::kMillisecond);

// Reading: the grid parser on a 1000×1000 short-jump board, bytes per second.
void BM_ParseGrid(benchmark::State& state) {
  const std::string input = snl::to_text(board_of(static_cast<std::uint64_t>(state.range(0)), kShort), snl::Format::grid);
  for (auto _ : state) benchmark::DoNotOptimize(snl::parse_boards(input).size());
  state.SetBytesProcessed(static_cast<std::int64_t>(input.size()) * state.iterations());
}
BENCHMARK(BM_ParseGrid)->Arg(1000)->Arg(3000)->Unit(benchmark::kMillisecond);

// A batch of 10×10 boards, parsed and solved: boards per second.
void BM_Batch10(benchmark::State& state) {
  std::string input;
  snl::Rng rng(7);
  snl::GenerateOptions options;
  options.side = 10;
  options.density = 0.2;
  for (int i = 0; i < 10'000; ++i) snl::append_board(input, snl::generate(options, rng), snl::Format::grid);
  for (auto _ : state) {
    std::istringstream in(input);
    snl::BoardReader reader(in, "batch");
    std::int64_t sum = 0;
    while (auto board = reader.next()) sum += snl::solve(*board, {snl::Algorithm::automatic, false}).rolls;
    benchmark::DoNotOptimize(sum);
  }
  state.SetItemsProcessed(10'000 * state.iterations());
}
BENCHMARK(BM_Batch10)->Unit(benchmark::kMillisecond);

}  // namespace

// glibc serves a large allocation with fresh pages from mmap (a page fault per 4 KiB touched: several µs each on
// this VM) until a chunk of that size has been freed, after which it raises its threshold (up to 32 MiB) and
// serves such sizes from the heap. Which sizes fault therefore depended on the benchmarks run before (by a factor
// of up to a hundred for the typical BFS, bench/RESULTS.md). The
// thresholds are fixed here at the state glibc reaches on its own in a long-running process, so every benchmark
// runs in the same state whatever the filter.
int main(int argc, char** argv) {
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 64 << 20);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
