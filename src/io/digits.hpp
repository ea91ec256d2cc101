// io/digits.hpp — the lexing of the readers' fast paths: runs of plain squares and decimal values straight from
// the read buffer, without a branch per byte. The exact path (io/scanner.hpp) reads whatever these decline.
// Tested by: tests/unit/parse_test.cpp (against a tokenizer on every layout), tests/fuzz/parse_fuzz.cpp.
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace snl::internal {

inline bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

/// The decimal digits at `p` (moved past them); 0 with `p` unmoved when there are none or more than 19.
inline std::uint64_t digits_value(const char*& p, const char* last) {
  const char* end = p;
  while (end != last && static_cast<unsigned>(*end - '0') < 10) ++end;
  if (end - p > 19) return 0;
  std::uint64_t value = 0;
  for (; p != end; ++p) value = value * 10 + static_cast<std::uint64_t>(*p - '0');
  return value;
}

/// Past the run of "-1" tokens each followed by `separator` (' ' in grids, ',' in json) at `p` (before `last`),
/// counting them into `column`. Five tokens to a compare of 16 bytes (SSE2, part of x86-64): these runs are most of
/// every grid.
template <char separator>
const char* skip_plain(const char* p, const char* last, std::uint64_t& column) {
#if defined(__SSE2__)
  const char* const pattern = separator == ' ' ? "-1 -1 -1 -1 -1 -1" : "-1,-1,-1,-1,-1,-1";
  const __m128i plain = _mm_loadu_si128(reinterpret_cast<const __m128i*>(pattern));
  while (last - p >= 16) {  // the 16 bytes lie before `last` or on it
    const auto same = static_cast<unsigned>(
        _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)), plain)));
    // Within a run the next position does not wait for the compare's result.
    if ((same & 0x7FFF) == 0x7FFF) {
      p += 15;
      column += 5;
      continue;
    }
    const unsigned tokens = static_cast<unsigned>(std::countr_one(same)) / 3;
    column += tokens;
    return p + 3 * tokens;
  }
#endif
  while (last - p >= 3 && p[0] == '-' && p[1] == '1' && p[2] == separator) p += 3, ++column;
  return p;
}

/// The value of the 1..8 decimal digits at `p` when 8 bytes before `last` can be read and a non-digit follows
/// them within those 8 (moved past them); otherwise digits_value. The digits are found and combined in one
/// 64-bit word, with no branch on their count.
inline std::uint64_t value_at(const char*& p, const char* last) {
  if (last - p < 8) return digits_value(p, last);
  std::uint64_t word;
  std::memcpy(&word, p, sizeof word);
  const std::uint64_t nibbles = word ^ 0x3030303030303030u;  // a digit byte becomes 0..9
  // A byte is no digit when its high nibble is set or adding 6 sets it (carries only reach later bytes).
  const std::uint64_t not_digit = (nibbles | (nibbles + 0x0606060606060606u)) & 0xF0F0F0F0F0F0F0F0u;
  const int count = std::countr_zero(not_digit) / 8;  // 8: no non-digit in the word
  if (count == 0 || count == 8) return digits_value(p, last);
  // The digits moved to the high bytes (leading zeros below), then combined by pairs, fours and eights.
  std::uint64_t v = nibbles << (8 * (8 - count));
  v = (v * 10 + (v >> 8)) & 0x00FF00FF00FF00FFu;
  v = (v * 100 + (v >> 16)) & 0x0000FFFF0000FFFFu;
  v = (v * 10000 + (v >> 32)) & 0xFFFFFFFFu;
  p += count;
  return v;
}

}  // namespace snl::internal
