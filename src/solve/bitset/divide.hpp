// solve/bitset/divide.hpp — division by a number fixed in advance (a board's side) as a multiplication, for hot paths where a
// division's latency shows (GridBits::destination: a label's row, once per jump taken).
//
// For 2 ≤ n < 2^32 and x < 2^32: r = ⌊2^64 / n⌋ + 1 exceeds 2^64 / n by at most 1, so x·r / 2^64 exceeds x / n
// by less than x / 2^64 < 1 / n, which never carries x / n past the next integer: ⌊x·r / 2^64⌋ = ⌊x / n⌋.
// Tested by: tests/unit/divide_test.cpp (against `/` at row edges and at random, seeds printed).
#pragma once

#include <cstdint>

namespace snl::internal {

__extension__ typedef unsigned __int128 Wide;  // GCC and Clang; `__extension__` keeps -Wpedantic quiet

/// ⌊2^64 / n⌋ + 1 for 2 ≤ n < 2^32; 0 for n = 1 (then quotient() is right only for x = 0, the one label - 1 of
/// a 1×1 board).
constexpr std::uint64_t reciprocal_of(std::uint64_t n) { return ~std::uint64_t{0} / n + 1; }

/// ⌊x / n⌋ for x < 2^32, given reciprocal_of(n).
constexpr std::uint64_t quotient(std::uint64_t x, std::uint64_t reciprocal) {
  return static_cast<std::uint64_t>((Wide{x} * reciprocal) >> 64);
}

}  // namespace snl::internal
