// Eigen's allocations held to a budget, and the memory left to the process (core/eigen_budget.hpp).
#include "core/eigen_budget.hpp"

#include <sys/resource.h>
#include <unistd.h>
#ifdef __EMSCRIPTEN__
#include <emscripten/heap.h>
#include <malloc.h>
#endif

#include <algorithm>
#include <array>
#include <cstdio>
#include <utility>

#include "core/bytes.hpp"
#include "snl/error.hpp"

namespace snl::internal {
namespace {

thread_local EigenBudget* active = nullptr;

}  // namespace

EigenBudget::EigenBudget(std::string what) : what_(std::move(what)), outer_(active) { active = this; }

EigenBudget::~EigenBudget() { active = outer_; }

void eigen_allocated_counted(std::size_t bytes) {
  EigenBudget* budget = active;
  if (budget == nullptr) return;
  budget->counted_ += bytes;
  if (budget->counted_ <= kEigenUnchecked) return;
  if (budget->bytes_ == 0) {
    const MemoryLeft left = memory_left();
    // What this budget counted is in use already: it is part of what it may take.
    budget->bytes_ = std::max(left.bytes / 3 + budget->counted_ - bytes, kEigenUnchecked);
    budget->why_ = "a third of the memory left: " + left.why;
  }
  if (budget->counted_ > budget->bytes_) {
    throw LimitError(budget->what_ + " needs more than " + bytes_text(budget->bytes_) + " (" + budget->why_ + ")");
  }
}

MemoryLeft memory_left() {
#ifdef __EMSCRIPTEN__
  // The page's engine has no /proc and no files (FILESYSTEM=0: reading /proc/self/statm aborted it, "SYSCALLS.
  // getStreamFromFD is not a function", on a d60 analysis of 100×100): its memory is the WebAssembly heap's maximum.
  const std::uint64_t most = emscripten_get_heap_max();
  const std::uint64_t used = static_cast<std::uint32_t>(::mallinfo().uordblks);
  return {most > used ? most - used : 0,
          "the browser's WebAssembly memory is at most " + bytes_text(most) + ", " + bytes_text(used) + " of it in use"};
#else
  const long page_size = ::sysconf(_SC_PAGE_SIZE);
  const auto page = static_cast<std::uint64_t>(page_size > 0 ? page_size : 4096);
  std::uint64_t size = 0;      // the address space, in bytes
  std::uint64_t resident = 0;  // the memory in use
  if (std::FILE* statm = std::fopen("/proc/self/statm", "r")) {
    unsigned long long pages = 0, rss = 0;
    if (std::fscanf(statm, "%llu %llu", &pages, &rss) == 2) size = pages * page, resident = rss * page;
    std::fclose(statm);
  }
  const auto left = [](std::uint64_t limit, std::uint64_t used) { return limit > used ? limit - used : 0; };
  MemoryLeft result{UINT64_MAX, "no limit is known"};
  const long pages = ::sysconf(_SC_PHYS_PAGES);
  if (pages > 0) {
    const std::uint64_t half = static_cast<std::uint64_t>(pages) / 2 * page;
    result = {left(half, resident), "half of this machine's physical memory is " + bytes_text(half) + ", " +
                                        bytes_text(resident) + " of it in use"};
  }
  for (const auto& [resource, name] : std::array<std::pair<int, const char*>, 2>{
           {{RLIMIT_AS, "address-space"}, {RLIMIT_DATA, "data"}}}) {
    rlimit set{};
    if (::getrlimit(resource, &set) != 0 || set.rlim_cur == RLIM_INFINITY) continue;
    const auto limit = static_cast<std::uint64_t>(set.rlim_cur);
    if (left(limit, size) < result.bytes) {
      result = {left(limit, size), std::string("the process's ") + name + " limit is " + bytes_text(limit) + ", " +
                                       bytes_text(size) + " of it in use"};
    }
  }
  return result;
#endif
}

}  // namespace snl::internal
