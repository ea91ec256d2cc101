// tests/support/child.hpp — start `snl serve` as a child process, read the URL it prints first, signal it and
// wait for it with a deadline; and send raw bytes to a loopback port. POSIX only; used by the server tests.
#pragma once

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <exception>
#include <optional>
#include <string>
#include <thread>
#include <vector>

extern char** environ;

namespace snl::test {

class Child {
 public:
  /// Starts argv[0] with stdout and stderr on pipes.
  explicit Child(const std::vector<std::string>& argv) {
    int out[2];
    int err[2];
    if (pipe(out) != 0 || pipe(err) != 0) return;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    posix_spawn_file_actions_adddup2(&actions, err[1], 2);
    posix_spawn_file_actions_addclose(&actions, out[0]);
    posix_spawn_file_actions_addclose(&actions, err[0]);
    std::vector<char*> args;
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    if (posix_spawn(&pid_, args[0], &actions, nullptr, args.data(), environ) != 0) pid_ = -1;
    posix_spawn_file_actions_destroy(&actions);
    close(out[1]);
    close(err[1]);
    out_ = out[0];
    err_ = err[0];
  }
  ~Child() {
    if (pid_ > 0 && !status_) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
    if (out_ >= 0) close(out_);
    if (err_ >= 0) close(err_);
  }
  Child(const Child&) = delete;
  Child& operator=(const Child&) = delete;

  bool started() const { return pid_ > 0; }

  /// The first line on stdout (without the newline), or nullopt if none came within `timeout`.
  std::optional<std::string> first_line(std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    std::string line;
    while (std::chrono::steady_clock::now() < deadline) {
      pollfd fd{out_, POLLIN, 0};
      if (poll(&fd, 1, 50) <= 0) continue;
      char c = 0;
      const ssize_t got = read(out_, &c, 1);
      if (got <= 0) return std::nullopt;
      if (c == '\n') return line;
      line += c;
    }
    return std::nullopt;
  }

  void signal(int number) { kill(pid_, number); }

  /// The exit code (or 128 + signal), or nullopt if the child is still running after `timeout`.
  std::optional<int> wait(std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (!status_) {
      int status = 0;
      const pid_t done = waitpid(pid_, &status, WNOHANG);
      if (done == pid_) {
        status_ = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
        break;
      }
      if (std::chrono::steady_clock::now() >= deadline) return std::nullopt;
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    return status_;
  }

  /// Everything on stderr so far (after the child ended: all of it).
  std::string error_output() {
    std::string text;
    char buffer[4096];
    pollfd fd{err_, POLLIN, 0};
    while (poll(&fd, 1, 0) > 0) {
      const ssize_t got = read(err_, buffer, sizeof buffer);
      if (got <= 0) break;
      text.append(buffer, static_cast<std::size_t>(got));
    }
    return text;
  }

 private:
  pid_t pid_ = -1;
  int out_ = -1;
  int err_ = -1;
  std::optional<int> status_;
};

/// "http://127.0.0.1:8080/" → 8080; -1 when it does not look like that.
inline int port_of(const std::string& url) {
  const std::string prefix = "http://127.0.0.1:";
  if (url.rfind(prefix, 0) != 0 || url.back() != '/') return -1;
  try {
    return std::stoi(url.substr(prefix.size(), url.size() - prefix.size() - 1));
  } catch (const std::exception&) {  // not a number: the caller reports the whole line
    return -1;
  }
}

/// Sends `bytes` on a fresh connection to 127.0.0.1:port and returns what comes back: one whole response (its
/// headers and Content-Length bytes of body), or what arrived before the server closed the connection or nothing
/// arrived for `timeout_seconds`.
inline std::string exchange(int port, const std::string& bytes, int timeout_seconds = 10) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<std::uint16_t>(port));
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  std::string reply;
  if (connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0) {
    timeval timeout{timeout_seconds, 0};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
    if (!bytes.empty()) (void)send(fd, bytes.data(), bytes.size(), MSG_NOSIGNAL);
    char buffer[4096];
    for (ssize_t got; (got = recv(fd, buffer, sizeof buffer, 0)) > 0;) {
      reply.append(buffer, static_cast<std::size_t>(got));
      const std::size_t end = reply.find("\r\n\r\n");
      const std::size_t length = reply.find("Content-Length: ");
      if (end != std::string::npos && length != std::string::npos && length < end) {
        const std::size_t body = std::stoul(reply.substr(length + 16, end - length - 16));
        if (reply.size() >= end + 4 + body) break;
      }
    }
  }
  close(fd);
  return reply;
}

}  // namespace snl::test
