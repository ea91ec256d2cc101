// core/bytes.hpp: the one bytes_text, used by the solvers' memory refusal and the factorizations' budget.
#include "core/bytes.hpp"

#include <gtest/gtest.h>

#include <cstdint>

#include "snl/error.hpp"
#include "snl/solve.hpp"

namespace snl::internal {
namespace {

TEST(BytesText, BytesBelowAKibibyteAreCounted) {
  EXPECT_EQ(bytes_text(0), "0 bytes");
  EXPECT_EQ(bytes_text(100), "100 bytes");
  EXPECT_EQ(bytes_text(1023), "1023 bytes");
}

TEST(BytesText, LargerAmountsTakeTheLargestUnitWithOneDecimal) {
  EXPECT_EQ(bytes_text(1024), "1.0 KiB");
  EXPECT_EQ(bytes_text(512 * 1024), "512.0 KiB");
  EXPECT_EQ(bytes_text(std::uint64_t{3} << 19), "1.5 MiB");
  EXPECT_EQ(bytes_text(std::uint64_t{24} << 30), "24.0 GiB");
  EXPECT_EQ(bytes_text(UINT64_MAX), "16.0 EiB");
}

// The solver's refusal writes its sizes with the same function (src/solve/solve.cpp had a copy of its own).
TEST(BytesText, TheSolversMemoryRefusalWritesSizesThisWay) {
  const Board board = Board::track(40'000, {});
  SolveOptions options;
  options.algorithm = Algorithm::bfs;
  options.memory_limit = 1000;
  try {
    (void)solve(board, options);
    FAIL() << "no refusal";
  } catch (const LimitError& error) {
    EXPECT_NE(std::string(error.what()).find("the limit of " + bytes_text(1000) + " "), std::string::npos)
        << error.what();
  }
}

}  // namespace
}  // namespace snl::internal
