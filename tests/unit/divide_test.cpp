// tests/unit/divide_test.cpp — internal::quotient (division by a board's side as a multiplication): exact at
// every row edge and at random below 2^32, for sides from 2 to kMaxGridSide and beyond; seeds printed.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>

#include "solve/bitset/divide.hpp"
#include "snl/rules.hpp"

namespace {

using snl::internal::quotient;
using snl::internal::reciprocal_of;

TEST(Divide, ExactAtRowEdges) {
  const std::uint64_t sides[] = {2, 3, 7, 10, 63, 64, 65, 1000, 3000, 46'339, snl::kMaxGridSide, 65'535, 65'536,
                                 4'294'967'295};
  for (const std::uint64_t n : sides) {
    const std::uint64_t r = reciprocal_of(n);
    for (std::uint64_t row = 0; row * n < (std::uint64_t{1} << 32); row += 1 + row / 7) {
      for (const std::uint64_t x : {row * n, row * n + n - 1}) {
        if (x >= (std::uint64_t{1} << 32)) continue;
        ASSERT_EQ(quotient(x, r), x / n) << x << " / " << n;
      }
    }
    const std::uint64_t top = (std::uint64_t{1} << 32) - 1;
    EXPECT_EQ(quotient(top, r), top / n) << n;
  }
  EXPECT_EQ(quotient(0, reciprocal_of(1)), 0U);  // a 1×1 board's only label
}

TEST(Divide, ExactAtRandom) {
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    std::mt19937_64 random(seed);
    for (int i = 0; i < 50'000; ++i) {
      // Sides of every magnitude: small ones most, as boards have.
      const std::uint64_t n = 2 + (random() >> (32 + random() % 32));
      const std::uint64_t x = random() & 0xFFFF'FFFF;
      ASSERT_EQ(quotient(x, reciprocal_of(n)), x / n) << "seed " << seed << ": " << x << " / " << n;
    }
  }
}

}  // namespace
