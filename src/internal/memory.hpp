// internal/memory.hpp — large buffers backed by transparent huge pages where the kernel offers them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace snl::internal {

/// Asks the kernel to back [p, p + bytes) with huge pages (2 MiB on x86-64) when it is touched.
inline void advise_huge_pages(const void* p, std::size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  constexpr std::uintptr_t kHuge = std::uintptr_t{2} << 20;
  const auto begin = (reinterpret_cast<std::uintptr_t>(p) + kHuge - 1) & ~(kHuge - 1);
  const auto end = (reinterpret_cast<std::uintptr_t>(p) + bytes) & ~(kHuge - 1);
  if (end > begin) madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE);
#else
  (void)p, (void)bytes;
#endif
}

/// Reserves room for `count` elements, huge-page backed when large.
template <class T>
void reserve_huge(std::vector<T>& v, std::size_t count) {
  if (count <= v.capacity()) return;
  std::vector<T> bigger;
  bigger.reserve(count);  // advised before anything is copied in, so no page of it faults in small
  advise_huge_pages(bigger.data(), bigger.capacity() * sizeof(T));
  bigger.insert(bigger.end(), v.begin(), v.end());
  v.swap(bigger);
}

/// Buffers from this size on are worth advising (below it, no 2 MiB-aligned stretch is likely to fit).
inline constexpr std::size_t kHugeFrom = std::size_t{1} << 20;

/// push_back that, once the buffer is large, grows it by doubling into huge-page-backed memory.
template <class T>
void push_back_huge(std::vector<T>& v, const T& value) {
  if (v.size() == v.capacity() && v.capacity() * sizeof(T) >= kHugeFrom) reserve_huge(v, 2 * v.capacity());
  v.push_back(value);
}

}  // namespace snl::internal
