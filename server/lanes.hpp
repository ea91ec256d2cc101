// server/lanes.hpp — admission control: a lane lets at most `slots` requests do their work at once; the others wait
// for a slot until their deadline (then they get 503). The server has two: quick requests (solve, render, layers,
// board) and analyses, so that long work never takes the slots quick requests need.
//
// Tested by: tests/server/slow_client_test.cpp (analyses filling their lane while quick requests are answered).
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <mutex>

namespace snl::server {

class Lane {
 public:
  explicit Lane(std::size_t slots) : slots_(slots) {}

  /// Takes a slot, waiting until `deadline` or until `stopping` is set (and wake_all() called); false when none came
  /// free in time.
  bool enter(std::chrono::steady_clock::time_point deadline, const std::atomic<bool>& stopping) {
    std::unique_lock<std::mutex> lock(mutex_);
    if (!free_.wait_until(lock, deadline, [&] { return busy_ < slots_ || stopping; }) || stopping) return false;
    ++busy_;
    return true;
  }
  void leave() {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      --busy_;
    }
    free_.notify_one();
  }
  /// Wakes every waiter, to look at `stopping` again.
  void wake_all() {
    { const std::lock_guard<std::mutex> lock(mutex_); }
    free_.notify_all();
  }
  std::size_t slots() const { return slots_; }
  std::size_t busy() const {
    const std::lock_guard<std::mutex> lock(mutex_);
    return busy_;
  }

 private:
  const std::size_t slots_;
  mutable std::mutex mutex_;
  std::condition_variable free_;
  std::size_t busy_ = 0;
};

/// A slot entered, left when this goes out of scope.
class LaneSlot {
 public:
  explicit LaneSlot(Lane& lane) : lane_(lane) {}
  ~LaneSlot() { lane_.leave(); }
  LaneSlot(const LaneSlot&) = delete;
  LaneSlot& operator=(const LaneSlot&) = delete;

 private:
  Lane& lane_;
};

}  // namespace snl::server
