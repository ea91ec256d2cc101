// core/eigen_budget.hpp — Eigen's allocations held to a budget. Included before any Eigen header (by the files that
// use Eigen: checked by layout.includes), it makes Eigen's dense storage report each allocation
// (EIGEN_DENSE_STORAGE_CTOR_PLUGIN), and an EigenBudget alive on the thread refuses the allocation that takes it past
// its bytes with LimitError. Why: Eigen's SparseLU recovers from std::bad_alloc by freeing a block twice
// (SparseLUImpl::expand), so running out of memory inside a factorization crashes; the budget stops it first, with
// room left for the allocation after the last one counted.
//
// Only allocations of kEigenWatched bytes or more are counted (the factors' growing arrays); their total is counted,
// never what is freed, so the count is at least what is held. Tested by: AnalyzeCli.OutOfMemoryInTheFactorization
// IsARefusal (tests/cli/analyze_test.cpp: a factorization under `ulimit -v`).
#pragma once

#ifdef EIGEN_CORE_H
#error "core/eigen_budget.hpp must be included before any Eigen header"
#endif

#include <cstddef>
#include <cstdint>
#include <string>

namespace snl::internal {

/// Allocations smaller than this are not counted.
inline constexpr std::size_t kEigenWatched = std::size_t{1} << 20;

/// Counts `bytes` against the thread's budget, if any; throws LimitError past it.
void eigen_allocated_counted(std::size_t bytes);

/// Called by Eigen after each allocation of its dense storage, and of a product's temporary (the plugin below).
inline void eigen_allocated(std::size_t bytes) {
  if (bytes >= kEigenWatched) eigen_allocated_counted(bytes);
}

/// While alive, the Eigen allocations of this thread count against a third of the memory left (memory_left(), read
/// once the count first passes kEigenUnchecked, so that small work pays no system call): the allocation after the
/// last one counted may take half as much again as the largest before it (arrays grown by 1.5×, then copied). The
/// one that passes it throws LimitError: "<what> needs more than <bytes> (a third of the memory left: <why>)".
/// Budgets nest: the innermost counts.
class EigenBudget {
 public:
  explicit EigenBudget(std::string what);
  ~EigenBudget();
  EigenBudget(const EigenBudget&) = delete;
  EigenBudget& operator=(const EigenBudget&) = delete;

  /// The bytes counted so far.
  std::uint64_t counted() const { return counted_; }

 private:
  friend void eigen_allocated_counted(std::size_t bytes);
  std::uint64_t bytes_ = 0;  // 0 until read
  std::uint64_t counted_ = 0;
  std::string what_;
  std::string why_;
  EigenBudget* outer_;
};

/// What any process may allocate unchecked.
inline constexpr std::uint64_t kEigenUnchecked = std::uint64_t{64} << 20;

/// The memory a new piece of work may still take: what is left under the process's address-space or data limit
/// (`ulimit -v`, `ulimit -d`) or, when lower, under half of the machine's physical memory, given what the process
/// holds now (/proc/self/statm); `why` names the limit.
struct MemoryLeft {
  std::uint64_t bytes = 0;
  std::string why;
};
MemoryLeft memory_left();

}  // namespace snl::internal

// Eigen expands it where `size` holds the elements allocated, not always their type: each counts as a double's 8 bytes
// (an overestimate for the factors' index arrays).
#define EIGEN_DENSE_STORAGE_CTOR_PLUGIN \
  { ::snl::internal::eigen_allocated(8 * static_cast<std::size_t>(size)); }
