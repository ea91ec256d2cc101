// cli/common/progress.hpp — the one status line of long runs (solve batches, checks, big analyses): written on
// stderr only when it is a terminal, rewritten in place at most every `interval`, cleared when done.
#pragma once

#include <chrono>
#include <string>

namespace snl::cli {

class Progress {
 public:
  explicit Progress(std::chrono::milliseconds interval = std::chrono::milliseconds(200));
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  /// Whether lines are shown at all (stderr is a terminal).
  bool enabled() const { return enabled_; }
  /// Whether a line is due: stderr is a terminal and `interval` has passed since the last one was shown.
  bool due() const;
  /// Shows `line` in place of the last one (on a terminal): `if (progress.due()) progress.show(...)`.
  void show(const std::string& line);
  /// Erases the line, if one is shown.
  void clear();

 private:
  bool enabled_;
  bool shown_ = false;
  std::chrono::milliseconds interval_;
  std::chrono::steady_clock::time_point last_{};
};

}  // namespace snl::cli
