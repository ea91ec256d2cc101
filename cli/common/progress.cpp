#include "common/progress.hpp"

#include <unistd.h>

#include <cstdio>

namespace snl::cli {

Progress::Progress(std::chrono::milliseconds interval)
    : enabled_(::isatty(STDERR_FILENO) == 1), interval_(interval) {}

Progress::~Progress() { clear(); }

bool Progress::due() const {
  return enabled_ && (!shown_ || std::chrono::steady_clock::now() - last_ >= interval_);
}

void Progress::show(const std::string& line) {
  if (!enabled_) return;
  last_ = std::chrono::steady_clock::now();
  shown_ = true;
  std::fprintf(stderr, "\r%s\x1b[K", line.c_str());
  std::fflush(stderr);
}

void Progress::clear() {
  if (!shown_) return;
  std::fputs("\r\x1b[K", stderr);
  std::fflush(stderr);
  shown_ = false;
}

}  // namespace snl::cli
