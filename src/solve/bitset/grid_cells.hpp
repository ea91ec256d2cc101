// solve/bitset/grid_cells.hpp — reading a LeetCode grid's cells: which of a stretch of cells hold a jump.
#pragma once

#include <cstdint>

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

}  // namespace snl::internal
