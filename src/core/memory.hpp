// core/memory.hpp — large buffers backed by transparent huge pages where the kernel offers them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace snl::internal {

/// A huge page on x86-64 Linux.
inline constexpr std::size_t kHugePage = std::size_t{2} << 20;

/// Asks the kernel to back the huge pages within [p, p + bytes) with huge pages when they are touched.
inline void advise_huge_pages(const void* p, std::size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  constexpr std::uintptr_t kHuge = kHugePage;
  const auto begin = (reinterpret_cast<std::uintptr_t>(p) + kHuge - 1) & ~(kHuge - 1);
  const auto end = (reinterpret_cast<std::uintptr_t>(p) + bytes) & ~(kHuge - 1);
  if (end > begin) madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE);
#else
  (void)p, (void)bytes;
#endif
}

/// At least `bytes` bytes, not zeroed, aligned to a huge page and advised to huge pages: for buffers written
/// whole, again and again. Free with std::free. Throws std::bad_alloc.
inline char* allocate_huge(std::size_t bytes) {
  const std::size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
  auto* data = static_cast<char*>(std::aligned_alloc(kHugePage, rounded == 0 ? kHugePage : rounded));
  if (data == nullptr) throw std::bad_alloc();
  advise_huge_pages(data, rounded);
  return data;
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

/// `count` zeroed values of a trivial type T, from calloc: fresh pages come zeroed from the kernel and calloc knows
/// it, so nothing is written twice (a vector's resize zeroes them again). Huge-page backed when large. Move-only.
template <class T>
class ZeroedBuffer {
  static_assert(std::is_trivial_v<T>);

 public:
  explicit ZeroedBuffer(std::size_t count) : data_(static_cast<T*>(std::calloc(count == 0 ? 1 : count, sizeof(T)))) {
    if (data_ == nullptr) throw std::bad_alloc();
    advise_huge_pages(data_, count * sizeof(T));
  }
  ZeroedBuffer(ZeroedBuffer&& other) noexcept : data_(std::exchange(other.data_, nullptr)) {}
  ZeroedBuffer& operator=(ZeroedBuffer&& other) noexcept {
    std::swap(data_, other.data_);
    return *this;
  }
  ~ZeroedBuffer() { std::free(data_); }
  T* data() const noexcept { return data_; }

 private:
  T* data_;
};

/// `count` default-initialized (for a trivial T: unwritten) values, as std::make_unique_for_overwrite gives them
/// (which wasm32's libc++ lacks).
template <class T>
std::unique_ptr<T[]> uninitialized_array(std::size_t count) {
  return std::unique_ptr<T[]>(new T[count]);
}

/// Buffers from this size on are worth advising (below it, no 2 MiB-aligned stretch is likely to fit).
inline constexpr std::size_t kHugeFrom = std::size_t{1} << 20;

/// A vector of `count` copies of `value`, huge-page backed when large: the per-square tables of the dense solvers
/// (page faults otherwise cost more than a search whose answer is short).
template <class T>
std::vector<T> huge_vector(std::size_t count, const T& value) {
  std::vector<T> v;
  reserve_huge(v, count);
  v.assign(count, value);
  return v;
}

/// Doubles the room of a full, large buffer into huge-page-backed memory (push_back_huge's rare path).
template <class T>
[[gnu::noinline]] void grow_huge(std::vector<T>& v) {
  reserve_huge(v, 2 * v.capacity());
}

/// push_back that, once the buffer is large, grows it by doubling into huge-page-backed memory.
template <class T>
inline void push_back_huge(std::vector<T>& v, const T& value) {
  if (v.size() == v.capacity() && v.capacity() * sizeof(T) >= kHugeFrom) [[unlikely]] grow_huge(v);
  v.push_back(value);
}

}  // namespace snl::internal
