// snl/generate.hpp — seeded, reproducible random boards: for benchmarks, stress tests, `snl generate` and the
// boards `snl check` runs a program on.
//
// Reproducible everywhere: the random numbers come from xoshiro256** (Blackman & Vigna, 2018) seeded through
// splitmix64, and bounded draws use Lemire's multiply-and-reject method written out here, never
// std::uniform_int_distribution (whose output differs between standard libraries). The same seed and options
// give the same board, byte for byte, on every platform and compiler.
//
// A board is made in two stages, each drawing from the same stream:
//  1. features, each placed at random where it fits (skipped when the board has no room for it):
//     a jump on square 1 (never taken by the rules; a solution that takes it is wrong), a snake on the last
//     square (landing there is not finishing), walls (six consecutive snake heads: no roll passes them), chains
//     (a jump whose destination is another jump's head: only the first is taken), self-jumps (h -> h) and
//     leapfrogs (a ladder a -> b over the head c of a longer ladder c -> d, a < c < b < d, d often the last
//     square: the ladder that goes farthest now is not the best one, which is what greedy play gets wrong);
//  2. random jumps on heads 2..n²-1 not used by a feature, chosen uniformly, until the board has the requested
//     number of jumps: a snake with probability snakes_ratio, else a ladder, its destination uniform among the
//     squares at most max_distance away in its direction (anywhere when max_distance is 0).
// Walls ignore max_distance only as far as they must (their snakes go below the wall's first head); leapfrogs
// ignore it.
//
// Complexity: O(n² + m log m) time when the jumps cover more than 1/32 of the squares (selection sampling over
// the squares), O(m log m) otherwise; memory O(m) (16 bytes per jump), never a per-square array.
// Tested by: tests/unit/generate_test.cpp (pinned outputs, reproducibility, every feature, counts and limits).
// docs/generate.md.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>

#include "snl/board.hpp"
#include "snl/options.hpp"

namespace snl {

/// One step of splitmix64 (Steele, Lea & Flood): advances `state` and returns the next output.
std::uint64_t splitmix64(std::uint64_t& state);

/// xoshiro256** seeded by four splitmix64 outputs of `seed`. Not cryptographic; a few instructions a number.
class Rng {
 public:
  explicit Rng(std::uint64_t seed);
  /// The next 64 random bits.
  std::uint64_t next();
  /// Uniform in [0, bound). Precondition: bound ≥ 1.
  std::uint64_t below(std::uint64_t bound);
  /// Uniform in [low, high]. Precondition: low ≤ high.
  std::uint64_t between(std::uint64_t low, std::uint64_t high);
  /// True with probability p (p ≤ 0: never, p ≥ 1: always), from 53 random bits.
  bool chance(double p);

 private:
  std::uint64_t state_[4];
};

/// The most jumps generate() builds in memory (16 bytes each): 2^26, about 1 GiB.
inline constexpr std::uint64_t kMaxGeneratedJumps = std::uint64_t{1} << 26;

struct GenerateOptions {
  /// The side n of the n×n board: 1..kMaxSide.
  std::uint64_t side = 10;
  /// How many jumps the board has in all (features included; a board has at least its features), or, when
  /// unset, round(density × n²). Capped by the room there is when taken from the density; an explicit count
  /// larger than the room is an error.
  std::optional<std::uint64_t> jumps;
  /// Share of the squares holding a jump, 0..1, used when `jumps` is unset.
  double density = 0.1;
  /// Share of the random jumps that are snakes, 0..1 (the rest are ladders).
  double snakes_ratio = 0.5;
  /// The farthest a random jump goes, in squares; 0: anywhere on the board.
  std::uint64_t max_distance = 0;
  /// Features (see above): how many walls, chains, self-jumps and leapfrogs, and whether squares 1 and n² hold a jump.
  std::uint64_t walls = 0;
  std::uint64_t chains = 0;
  std::uint64_t self_jumps = 0;
  std::uint64_t leapfrogs = 0;
  bool jump_on_first = false;
  bool snake_on_last = false;
};

/// What snl generate is asked: the shape of each board, how many boards, the seed of the one stream they are all drawn
/// from, and whether they are the tricky series (tricky_options, the boards snl check runs) instead of one shape.
struct GenerateRequest {
  GenerateOptions shape;
  std::uint64_t count = 1;
  std::uint64_t seed = 1;
  bool tricky = false;
};

/// The options of snl generate (snl/options.hpp): count, seed, tricky and the shape's side, jumps, density,
/// snakes_ratio, max_distance, walls, chains, self_jumps, leapfrogs, snake_on_last, jump_on_first; jumps excludes
/// density, and tricky every shape option but the side. (The format is the CLI's own.)
const OptionTable<GenerateRequest>& generate_options();

/// Draws the boards of `request` in order from one stream seeded by request.seed, handing each to `use` (which may
/// throw to stop). Throws like generate(). O(count × one board).
void generate_each(const GenerateRequest& request, const std::function<void(Board&&)>& use);

/// A random board drawn from `rng`. Throws Error when the options are out of range (side, density, ratio), when
/// an explicit jump count does not fit on the board, and LimitError above kMaxGeneratedJumps.
Board generate(const GenerateOptions& options, Rng& rng);

/// The options of board number `index` (from 0) in a series biased toward boards that break solutions, as
/// `snl check` and `snl generate --tricky` use it: sides cycle through 1..k where k grows from 2 by one every
/// 16 boards up to `max_side` (small boards first, n = 1 and odd and even n throughout); each board draws its
/// density (0..0.6), snake share, jump length, and, often, a wall, chains, self-jumps, a leapfrog, a jump on square 1
/// and a snake on the last square. Precondition: max_side ≥ 1.
GenerateOptions tricky_options(std::uint64_t index, std::uint64_t max_side, Rng& rng);

}  // namespace snl
