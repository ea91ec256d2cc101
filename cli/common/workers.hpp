// cli/common/workers.hpp — a fixed pool of threads taking jobs in order, started once for a run (snl solve --jobs)
// rather than a thread per job.
#pragma once

#include <condition_variable>
#include <deque>
#include <future>
#include <mutex>
#include <thread>
#include <vector>

namespace snl::cli {

/// Runs jobs returning R on `count` threads. Destroying the pool drops the jobs not started and waits for those
/// running.
template <class R>
class Workers {
 public:
  explicit Workers(unsigned count) {
    for (unsigned k = 0; k < count; ++k) threads_.emplace_back([this] { work(); });
  }
  ~Workers() {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      done_ = true;
    }
    ready_.notify_all();
    for (std::thread& thread : threads_) thread.join();
  }
  Workers(const Workers&) = delete;
  Workers& operator=(const Workers&) = delete;

  template <class Job>
  std::future<R> submit(Job job) {
    std::packaged_task<R()> task(std::move(job));
    std::future<R> result = task.get_future();
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      jobs_.push_back(std::move(task));
    }
    ready_.notify_one();
    return result;
  }

 private:
  void work() {
    for (;;) {
      std::packaged_task<R()> task;
      {
        std::unique_lock<std::mutex> lock(mutex_);
        ready_.wait(lock, [this] { return done_ || !jobs_.empty(); });
        if (done_) return;
        task = std::move(jobs_.front());
        jobs_.pop_front();
      }
      task();
    }
  }

  std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<std::packaged_task<R()>> jobs_;
  bool done_ = false;
  std::vector<std::thread> threads_;  // last: started once the rest is ready
};

}  // namespace snl::cli
