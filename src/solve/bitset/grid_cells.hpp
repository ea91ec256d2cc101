// solve/bitset/grid_cells.hpp — reading a LeetCode grid's cells (C ints or 64-bit): which of a stretch hold a jump.
#pragma once

#include <cstdint>
#include <cstring>

#include "snl/bitset_bfs.hpp"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace snl::internal {

/// Bit k: cell k of a stretch of `count` ≤ 64 cells jumps (is not -1), the stretch running from `cell` forward in
/// memory or backward. Four cells to a compare (SSE2, part of x86-64): a cell at a time costs much of the search on
/// boards with short jumps.
inline std::uint64_t jump_bits(const int* cell, std::uint64_t count, bool forward) {
  std::uint64_t bits = 0;
  std::uint64_t k = 0;
#if defined(__SSE2__)
  const __m128i plain = _mm_set1_epi32(-1);
  for (; k + 4 <= count; k += 4) {
    __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(forward ? cell + k : cell - k - 3));
    if (!forward) v = _mm_shuffle_epi32(v, 0x1B);  // lanes in label order
    const auto is_plain = static_cast<unsigned>(_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(v, plain))));
    bits |= std::uint64_t{~is_plain & 15u} << k;
  }
#endif
  for (; k < count; ++k) bits |= std::uint64_t{(forward ? cell[k] : *(cell - k)) != -1} << k;
  return bits;
}

/// The same over 64-bit cells that a check found to hold -1 or a label (so a cell is plain exactly when negative):
/// the sign bits, two cells to a load.
inline std::uint64_t jump_bits(const std::int64_t* cell, std::uint64_t count, bool forward) {
  std::uint64_t bits = 0;
  std::uint64_t k = 0;
#if defined(__SSE2__)
  for (; k + 2 <= count; k += 2) {
    __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(forward ? cell + k : cell - k - 1));
    if (!forward) v = _mm_shuffle_epi32(v, 0x4E);  // lanes in label order
    const auto is_plain = static_cast<unsigned>(_mm_movemask_pd(_mm_castsi128_pd(v)));
    bits |= std::uint64_t{~is_plain & 3u} << k;
  }
#endif
  for (; k < count; ++k) bits |= std::uint64_t{(forward ? cell[k] : *(cell - k)) >= 0} << k;
  return bits;
}

}  // namespace snl::internal

namespace snl {

// GridBits' reading of its cells, inline here for the searches that include this file (bitset_bfs.cpp,
// meeting_bfs.cpp): a call per stretch and per jump was measurable on boards with many jumps.
inline std::uint64_t GridBits::jump_bits(std::uint64_t row, std::uint64_t column, std::uint64_t count,
                                         bool forward) const noexcept {
  const void* const cells = row_cells_[table_index(row)];
  if (wide_) return internal::jump_bits(static_cast<const std::int64_t*>(cells) + column, count, forward);
  return internal::jump_bits(static_cast<const int*>(cells) + column, count, forward);
}

inline std::uint32_t GridBits::cell(std::uint64_t row, std::uint64_t column) const noexcept {
  const void* const cells = row_cells_[table_index(row)];
  if (wide_) return static_cast<std::uint32_t>(static_cast<const std::int64_t*>(cells)[column]);
  return static_cast<std::uint32_t>(static_cast<const int*>(cells)[column]);
}

}  // namespace snl
