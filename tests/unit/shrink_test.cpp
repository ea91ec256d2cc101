// tests/unit/shrink_test.cpp — snl/shrink.hpp: shrinking against predicates whose smallest boards are known,
// local minimality of the result (no single move of the shrinker still fails), determinism, the bound on tries,
// candidates never tried twice, tracks, and a predicate that throws.
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "snl/board.hpp"
#include "snl/generate.hpp"
#include "snl/shrink.hpp"
#include "snl/solve.hpp"
#include "snl/write.hpp"

namespace {

snl::Board tricky_board(std::uint64_t seed, std::uint64_t side) {
  snl::Rng rng(seed);
  snl::GenerateOptions options = snl::tricky_options(0, 1, rng);
  options.side = side;
  options.density = 0.4;
  return snl::generate(options, rng);
}

bool has_snake_from_five_up(const snl::Board& board) {
  for (const snl::Jump& jump : board.jumps()) {
    if (jump.from >= 5 && jump.to < jump.from) return true;
  }
  return false;
}

std::int64_t rolls(const snl::Board& board) { return snl::solve(board, {snl::Algorithm::bfs, false}).rolls; }

}  // namespace

TEST(Shrink, KnownSmallestBoard) {
  // A snake with its head on square 5 or above: the smallest such board is 3x3 with one snake of length 1.
  const snl::Board board = tricky_board(1, 9);
  ASSERT_TRUE(has_snake_from_five_up(board));
  const snl::Shrunk shrunk = snl::shrink(board, has_snake_from_five_up);
  EXPECT_EQ(shrunk.board.side(), 3U) << snl::to_text(shrunk.board, snl::Format::jumps);
  ASSERT_EQ(shrunk.board.jumps().size(), 1U);
  EXPECT_EQ(shrunk.board.jumps()[0].from - shrunk.board.jumps()[0].to, 1U);
  EXPECT_GT(shrunk.steps, 0U);
  EXPECT_GE(shrunk.tries, shrunk.steps);
}

TEST(Shrink, ResultIsLocallyMinimal) {
  // "Needs at least 4 rolls": the shrunk board still does, and removing any one jump or cutting the board down
  // to any smaller side from its start no longer does.
  const auto slow = [](const snl::Board& board) { return rolls(board) >= 4 || rolls(board) == -1; };
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const snl::Board board = tricky_board(seed, 8);
    if (!slow(board)) continue;
    const snl::Board small = snl::shrink(board, slow).board;
    ASSERT_TRUE(slow(small));
    for (std::size_t k = 0; k < small.jumps().size(); ++k) {
      std::vector<snl::Jump> fewer(small.jumps().begin(), small.jumps().end());
      fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(k));
      EXPECT_FALSE(slow(snl::Board::square(small.side(), fewer))) << snl::to_text(small, snl::Format::jumps);
    }
    for (std::uint64_t m = 1; m < small.side(); ++m) {
      std::vector<snl::Jump> fit;
      for (const snl::Jump& jump : small.jumps()) {
        if (jump.from <= m * m && jump.to <= m * m) fit.push_back(jump);
      }
      EXPECT_FALSE(slow(snl::Board::square(m, fit)));
    }
  }
}

TEST(Shrink, CutsSquaresOutOfTheMiddle) {
  // Fails when a ladder from square 2 climbs exactly 9 squares and a snake on the square before the last drops
  // back 4: no cut at the start or the end, and no scaling, keeps both, but taking squares out between them does
  // (7x7 -> 6x6 -> 5x5; 4x4 would need 9 of the 8 squares between them).
  const auto pattern = [](const snl::Board& board) {
    bool ladder = false, snake = false;
    for (const snl::Jump& jump : board.jumps()) {
      ladder = ladder || (jump.to == jump.from + 9 && jump.from == 2);
      snake = snake || (jump.to + 4 == jump.from && jump.from + 1 == board.squares());
    }
    return ladder && snake;
  };
  const snl::Board board = snl::Board::square(7, {{2, 11}, {48, 44}});
  ASSERT_TRUE(pattern(board));
  const snl::Board small = snl::shrink(board, pattern).board;
  EXPECT_EQ(small, snl::Board::square(5, {{2, 11}, {24, 20}})) << snl::to_text(small, snl::Format::jumps);
}

TEST(Shrink, Deterministic) {
  const auto odd_answer = [](const snl::Board& board) { return rolls(board) % 2 != 0; };
  const snl::Board board = tricky_board(4, 9);
  ASSERT_TRUE(odd_answer(board));
  const snl::Shrunk first = snl::shrink(board, odd_answer);
  const snl::Shrunk second = snl::shrink(board, odd_answer);
  EXPECT_EQ(first.board, second.board);
  EXPECT_EQ(first.tries, second.tries);
  EXPECT_EQ(first.steps, second.steps);
}

TEST(Shrink, NeverTriesACandidateTwiceAndKeepsToTheBound) {
  std::set<std::string> seen;
  std::uint64_t calls = 0;
  const auto never = [&](const snl::Board& board) {
    ++calls;
    EXPECT_TRUE(seen.insert(snl::to_text(board, snl::Format::jumps)).second);
    return false;
  };
  const snl::Board board = tricky_board(2, 6);
  const snl::Shrunk shrunk = snl::shrink(board, never);
  EXPECT_EQ(shrunk.board, board);
  EXPECT_EQ(shrunk.steps, 0U);
  EXPECT_EQ(shrunk.tries, calls);

  calls = 0;
  seen.clear();
  EXPECT_EQ(snl::shrink(board, never, 7).tries, 7U);
  EXPECT_EQ(calls, 7U);
}

TEST(Shrink, OneSquareHasNothingSmaller) {
  const snl::Shrunk shrunk = snl::shrink(snl::Board::square(1, {}), [](const snl::Board&) { return true; });
  EXPECT_EQ(shrunk.board, snl::Board::square(1, {}));
  EXPECT_EQ(shrunk.tries, 0U);
}

TEST(Shrink, Tracks) {
  const snl::Board track = snl::Board::track(50, {{3, 40}, {10, 2}, {20, 30}, {45, 44}});
  const auto has_snake = [](const snl::Board& board) {
    for (const snl::Jump& jump : board.jumps()) {
      if (jump.to < jump.from) return true;
    }
    return false;
  };
  EXPECT_EQ(snl::shrink(track, has_snake).board, snl::Board::track(50, {{45, 44}}));
}

TEST(Shrink, PredicateExceptionsPassThrough) {
  const auto throws = [](const snl::Board&) -> bool { throw std::runtime_error("boom"); };
  EXPECT_THROW(snl::shrink(tricky_board(1, 5), throws), std::runtime_error);
}
