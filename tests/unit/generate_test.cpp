// tests/unit/generate_test.cpp — snl/generate.hpp: the random numbers pinned against an independent
// implementation (splitmix64's published values; xoshiro256** and Lemire's bounded draw recomputed in Python),
// boards pinned byte for byte, reproducibility, jump counts from a count or a density (both samplers), the
// distance limit and snake share, every feature (walls, chains, self-jumps, leapfrogs, square 1, last square),
// errors and limits, and the tricky series' schedule of sides.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "snl/board.hpp"
#include "snl/error.hpp"
#include "snl/generate.hpp"
#include "snl/write.hpp"

namespace {

snl::Board make(const snl::GenerateOptions& options, std::uint64_t seed) {
  snl::Rng rng(seed);
  return snl::generate(options, rng);
}

snl::GenerateOptions sized(std::uint64_t side) {
  snl::GenerateOptions options;
  options.side = side;
  return options;
}

bool has_head(const snl::Board& board, snl::Label label) { return board.jump_from(label).has_value(); }

}  // namespace

TEST(Rng, Splitmix64PublishedValues) {
  std::uint64_t state = 0;
  EXPECT_EQ(snl::splitmix64(state), 0xe220a8397b1dcdafU);
  EXPECT_EQ(snl::splitmix64(state), 0x6e789e6aa1b965f4U);
  EXPECT_EQ(snl::splitmix64(state), 0x06c45d188009454fU);
}

TEST(Rng, XoshiroPinned) {
  snl::Rng rng(1);
  EXPECT_EQ(rng.next(), 0xb3f2af6d0fc710c5U);
  EXPECT_EQ(rng.next(), 0x853b559647364ceaU);
  EXPECT_EQ(rng.next(), 0x92f89756082a4514U);
}

TEST(Rng, BoundedDrawsPinned) {
  snl::Rng dice(42);
  const std::vector<std::uint64_t> expected{0, 2, 4, 5, 5, 4, 4, 5, 4, 3, 4, 1, 4, 1, 4, 5, 3, 5, 4, 4};
  for (const std::uint64_t value : expected) EXPECT_EQ(dice.below(6), value);
  snl::Rng large(7);
  for (const std::uint64_t value : {700576487U, 278751231U, 839627467U, 981097731U, 990860285U}) {
    EXPECT_EQ(large.below(1000000007), value);
  }
}

TEST(Rng, BoundedDrawsStayInRangeAndSpreadEvenly) {
  snl::Rng rng(3);
  std::vector<int> counts(6, 0);
  for (int k = 0; k < 60000; ++k) ++counts[rng.below(6)];
  for (const int count : counts) EXPECT_NEAR(count, 10000, 500);
  for (int k = 0; k < 1000; ++k) {
    const std::uint64_t x = rng.between(5, 9);
    EXPECT_GE(x, 5U);
    EXPECT_LE(x, 9U);
  }
  EXPECT_EQ(rng.below(1), 0U);
  EXPECT_EQ(rng.between(4, 4), 4U);
  (void)rng.between(0, ~std::uint64_t{0});  // the whole range: no overflow
  EXPECT_FALSE(rng.chance(0));
  EXPECT_TRUE(rng.chance(1));
}

TEST(Generate, PinnedBoards) {
  EXPECT_EQ(snl::to_text(make(sized(4), 1), snl::Format::grid), "4\n-1 -1 -1 -1\n-1 -1 -1 -1\n16 6 -1 -1\n-1 -1 -1 -1\n");
  snl::Rng rng(1);
  std::string tricky;
  for (std::uint64_t index = 0; index < 6; ++index) {
    snl::append_board(tricky, snl::generate(snl::tricky_options(index, 5, rng), rng), snl::Format::jumps);
  }
  EXPECT_EQ(tricky,
            "size 1\nsize 2\n1 4\n2 1\n3 2\n4 1\nsize 1\n1 1\nsize 2\n1 4\n2 1\n3 4\n4 1\nsize 1\n1 1\nsize 2\n1 4\n3 1\n4 4\n");
}

TEST(Generate, SameSeedSameBoardOtherSeedOtherBoard) {
  snl::GenerateOptions options = sized(30);
  options.walls = 2;
  options.chains = 3;
  EXPECT_EQ(make(options, 77), make(options, 77));
  EXPECT_NE(make(options, 77), make(options, 78));
}

TEST(Generate, ExactJumpCount) {
  snl::GenerateOptions options = sized(10);
  for (const std::uint64_t count : {0U, 1U, 30U, 97U, 98U}) {
    options.jumps = count;
    const snl::Board board = make(options, count);
    EXPECT_EQ(board.jumps().size(), count);
    EXPECT_FALSE(has_head(board, 1));
    EXPECT_FALSE(has_head(board, 100));
  }
  options.jumps = 99;  // heads are 2..99: 98 of them
  EXPECT_THROW(make(options, 1), snl::Error);
}

TEST(Generate, DensityGivesRoundedShare) {
  snl::GenerateOptions options = sized(20);
  options.density = 0.25;
  EXPECT_EQ(make(options, 1).jumps().size(), 100U);
  options.density = 0;
  EXPECT_TRUE(make(options, 1).jumps().empty());
  options.density = 1;  // capped by the room: every square but the first and the last
  EXPECT_EQ(make(options, 1).jumps().size(), 398U);
}

TEST(Generate, SparseSamplerOnAHugeBoard) {
  snl::GenerateOptions options = sized(1'000'000);  // 10^12 squares: heads drawn, not walked
  options.jumps = 5000;
  options.max_distance = 100;
  const snl::Board board = make(options, 8);
  EXPECT_EQ(board.jumps().size(), 5000U);
  for (const snl::Jump& jump : board.jumps()) {
    EXPECT_GE(jump.from, 2U);
    EXPECT_LT(jump.from, board.squares());
    EXPECT_LE(jump.to > jump.from ? jump.to - jump.from : jump.from - jump.to, 100U);
  }
}

TEST(Generate, MaxDistanceAndSnakeShare) {
  snl::GenerateOptions options = sized(50);
  options.density = 0.3;
  options.max_distance = 7;
  options.snakes_ratio = 1;
  const snl::Board snakes = make(options, 4);  // named: a range-for over a temporary's span would dangle
  for (const snl::Jump& jump : snakes.jumps()) {
    EXPECT_LT(jump.to, jump.from);
    EXPECT_LE(jump.from - jump.to, 7U);
  }
  options.snakes_ratio = 0;
  const snl::Board ladders = make(options, 4);
  for (const snl::Jump& jump : ladders.jumps()) {
    EXPECT_GT(jump.to, jump.from);
    EXPECT_LE(jump.to - jump.from, 7U);
  }
}

TEST(Generate, FirstAndLastSquares) {
  snl::GenerateOptions options = sized(6);
  options.density = 0;
  options.jump_on_first = true;
  options.snake_on_last = true;
  const snl::Board board = make(options, 2);
  ASSERT_EQ(board.jumps().size(), 2U);
  EXPECT_GT(*board.jump_from(1), 1U);
  EXPECT_LT(*board.jump_from(36), 36U);
  options.side = 1;  // the only jump a 1x1 board can have
  EXPECT_EQ(make(options, 2), snl::Board::square(1, {{1, 1}}));
}

TEST(Generate, Walls) {
  snl::GenerateOptions options = sized(10);
  options.density = 0;
  options.walls = 2;
  const snl::Board board = make(options, 11);
  ASSERT_EQ(board.jumps().size(), 12U);
  // Two runs of six consecutive snake heads, each snake going below its wall.
  int runs = 0;
  for (std::size_t k = 0; k < board.jumps().size(); k += 6) {
    const snl::Label start = board.jumps()[k].from;
    for (std::size_t j = k; j < k + 6; ++j) {
      EXPECT_EQ(board.jumps()[j].from, start + (j - k));
      EXPECT_LT(board.jumps()[j].to, start);
    }
    ++runs;
  }
  EXPECT_EQ(runs, 2);
  options.side = 2;  // no room for a wall: no wall
  EXPECT_TRUE(make(options, 11).jumps().empty());
}

TEST(Generate, ChainsSelfJumpsAndLeapfrogs) {
  snl::GenerateOptions options = sized(8);
  options.density = 0;
  options.chains = 1;
  snl::Board board = make(options, 5);
  ASSERT_EQ(board.jumps().size(), 2U);
  EXPECT_TRUE(has_head(board, board.jumps()[0].to) || has_head(board, board.jumps()[1].to));

  options.chains = 0;
  options.self_jumps = 3;
  board = make(options, 5);
  ASSERT_EQ(board.jumps().size(), 3U);
  for (const snl::Jump& jump : board.jumps()) EXPECT_EQ(jump.from, jump.to);

  options.self_jumps = 0;
  options.leapfrogs = 1;
  board = make(options, 5);
  ASSERT_EQ(board.jumps().size(), 2U);
  const snl::Jump low = board.jumps()[0], high = board.jumps()[1];  // a -> b over c -> d: a < c < b < d
  EXPECT_LT(low.from, high.from);
  EXPECT_LT(high.from, low.to);
  EXPECT_LT(low.to, high.to);
}

TEST(Generate, FeaturesCountTowardTheTotal) {
  snl::GenerateOptions options = sized(10);
  options.walls = 1;
  options.jumps = 10;
  EXPECT_EQ(make(options, 3).jumps().size(), 10U);
  options.jumps = 2;  // fewer than the features: the features alone
  EXPECT_EQ(make(options, 3).jumps().size(), 6U);
}

TEST(Generate, RejectsBadOptions) {
  snl::GenerateOptions options = sized(0);
  EXPECT_THROW(make(options, 1), snl::Error);
  options = sized(5);
  options.density = 1.5;
  EXPECT_THROW(make(options, 1), snl::Error);
  options = sized(5);
  options.snakes_ratio = -0.1;
  EXPECT_THROW(make(options, 1), snl::Error);
  options = sized(100'000);  // 10^10 squares at 10%: far more jumps than fit in memory
  EXPECT_THROW(make(options, 1), snl::LimitError);
}

TEST(Generate, TrickySeriesSides) {
  snl::Rng rng(1);
  std::set<std::uint64_t> seen;
  for (std::uint64_t index = 0; index < 300; ++index) {
    const snl::GenerateOptions options = snl::tricky_options(index, 7, rng);
    if (index < 16) {
      EXPECT_LE(options.side, 2U);  // small boards first
    }
    EXPECT_GE(options.side, 1U);
    EXPECT_LE(options.side, 7U);
    seen.insert(options.side);
    (void)snl::generate(options, rng);
  }
  EXPECT_EQ(seen.size(), 7U);
  snl::Rng one(1);
  EXPECT_EQ(snl::tricky_options(100, 1, one).side, 1U);
}
