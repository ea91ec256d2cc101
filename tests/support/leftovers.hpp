// tests/support/leftovers.hpp — finding processes a test's child left behind: the child writes its pids (and its
// own children's) to a file; the test then waits a little for each to be gone.
#pragma once

#include <signal.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

namespace leftovers {

/// A fresh path for a pid file.
inline std::string pid_file(const std::string& name) {
  const std::string path = ::testing::TempDir() + "snl-pids-" + name + "-" + std::to_string(::getpid());
  std::remove(path.c_str());
  return path;
}

inline std::vector<pid_t> pids_in(const std::string& path) {
  std::ifstream in(path);
  std::vector<pid_t> pids;
  for (pid_t pid = 0; in >> pid;) pids.push_back(pid);
  return pids;
}

/// Whether `pid` still runs: it exists and is not a zombie waiting for init to reap it.
inline bool running(pid_t pid) {
  if (::kill(pid, 0) != 0) return false;
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string line;
  std::getline(stat, line);
  const std::size_t close = line.rfind(')');
  return close != std::string::npos && close + 2 < line.size() && line[close + 2] != 'Z';
}

/// Waits up to a second for the processes to be gone (init reaps orphans asynchronously).
inline void expect_gone(const std::vector<pid_t>& pids) {
  for (const pid_t pid : pids) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(1);
    while (running(pid) && std::chrono::steady_clock::now() < until) ::usleep(10'000);
    EXPECT_FALSE(running(pid)) << "process " << pid << " was left behind";
  }
}

}  // namespace leftovers
