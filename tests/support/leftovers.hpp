// tests/support/leftovers.hpp — finding processes a test's child left behind: the child writes its pids (and its
// own children's) to a file; the test then waits a little for each to be gone.
#pragma once

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <system_error>
#include <thread>
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

/// The contents of a /proc file, or "" once the process is gone: read with read(2), since a stream's read of a
/// vanished process's file throws (ESRCH from libstdc++'s underflow).
inline std::string proc_file(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return "";
  std::string text;
  char buffer[4096];
  for (ssize_t got; (got = ::read(fd, buffer, sizeof buffer)) > 0;) text.append(buffer, static_cast<std::size_t>(got));
  ::close(fd);
  return text;
}

/// Whether `pid` still runs: it exists and is not a zombie waiting for init to reap it.
inline bool running(pid_t pid) {
  if (::kill(pid, 0) != 0) return false;
  const std::string stat = proc_file("/proc/" + std::to_string(pid) + "/stat");
  const std::string line = stat.substr(0, stat.find('\n'));
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

/// Waits up to `timeout` for `path` to hold at least `count` pids; the pids found.
inline std::vector<pid_t> wait_for_pids(const std::string& path, std::size_t count, std::chrono::seconds timeout) {
  const auto until = std::chrono::steady_clock::now() + timeout;
  std::vector<pid_t> pids = pids_in(path);
  while (pids.size() < count && std::chrono::steady_clock::now() < until) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    pids = pids_in(path);
  }
  return pids;
}

/// The running processes whose working directory or command line mentions `path` (a temporary folder).
inline std::vector<pid_t> using_path(const std::string& path) {
  std::vector<pid_t> found;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator("/proc", error)) {
    const std::string name = entry.path().filename().string();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    const pid_t pid = static_cast<pid_t>(std::stol(name));
    if (pid == ::getpid() || !running(pid)) continue;
    std::error_code ignored;
    const std::string cwd = std::filesystem::read_symlink(entry.path() / "cwd", ignored).string();
    const std::string args = proc_file(entry.path() / "cmdline");
    if (cwd.find(path) != std::string::npos || args.find(path) != std::string::npos) found.push_back(pid);
  }
  return found;
}

/// Waits up to a second for no process to mention `path` (see using_path).
inline void expect_none_using(const std::string& path) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(1);
  while (!using_path(path).empty() && std::chrono::steady_clock::now() < until) ::usleep(10'000);
  for (const pid_t pid : using_path(path)) ADD_FAILURE() << "process " << pid << " still uses " << path;
}

}  // namespace leftovers
