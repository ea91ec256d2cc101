#include "common/output.hpp"

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <optional>
#include <streambuf>
#include <string>

namespace snl::cli {
namespace {

/// Writes go out in pieces of about this size: large enough for throughput, small enough to show progress in pipes.
constexpr std::size_t kWriteBufferBytes = std::size_t{1} << 16;

struct Standard {
  std::string buffer;
  std::optional<std::string> failure;  // the message of the first failed write: every later one repeats it
};

// Never destroyed (nor the buffer below): std::cout is flushed by the library's own exit handler, after this
// file's statics would have been destroyed (ASan: a SEGV in ios_base::Init::~Init on every exit).
Standard& standard() {
  static Standard* const output = new Standard;
  return *output;
}

[[noreturn]] void fail(int error) {
  Standard& out = standard();
  out.buffer.clear();
  out.failure = std::string("snl: error: cannot write to standard output: ") + std::strerror(error);
  throw WriteError(*out.failure);
}

void write_all(std::string_view text) {
  while (!text.empty()) {
    const ssize_t put = ::write(STDOUT_FILENO, text.data(), text.size());
    if (put >= 0) {
      text.remove_prefix(static_cast<std::size_t>(put));
      continue;
    }
    if (errno == EINTR) continue;
    if (errno == EAGAIN || errno == EWOULDBLOCK) {
      pollfd fd{STDOUT_FILENO, POLLOUT, 0};
      if (::poll(&fd, 1, -1) >= 0 || errno == EINTR) continue;
    }
    fail(errno);
  }
}

/// std::cout's buffer: its text goes through print(), in order with the rest. A WriteError inside it sets
/// std::cout's badbit; flush_output() then throws it again.
class PrintBuffer : public std::streambuf {
 protected:
  std::streamsize xsputn(const char* text, std::streamsize count) override {
    print(std::string_view(text, static_cast<std::size_t>(count)));
    return count;
  }
  int_type overflow(int_type c) override {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    const char byte = traits_type::to_char_type(c);
    print(std::string_view(&byte, 1));
    return c;
  }
};

}  // namespace

void print(std::string_view text) {
  Standard& out = standard();
  if (out.failure) throw WriteError(*out.failure);
  if (out.buffer.size() + text.size() < kWriteBufferBytes) {
    out.buffer += text;
    return;
  }
  write_all(out.buffer);
  out.buffer.clear();
  if (text.size() >= kWriteBufferBytes) {
    write_all(text);  // large pieces (generate's 1 MiB blocks, an SVG) go out without a copy
  } else {
    out.buffer = text;
  }
}

void flush_output() {
  Standard& out = standard();
  if (out.failure) throw WriteError(*out.failure);
  if (std::fflush(stdout) != 0) fail(errno);
  if (std::ferror(stdout) != 0) fail(EIO);  // an earlier stdio write failed; its errno is gone
  write_all(out.buffer);
  out.buffer.clear();
}

void prepare_standard_streams() {
  for (const int fd : {STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO}) {
    if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
    // The lower descriptors are open by now, so open() returns `fd` itself.
    const int placeholder = ::open("/dev/null", fd == STDIN_FILENO ? O_WRONLY : O_RDONLY);
    if (placeholder >= 0 && placeholder != fd) ::close(placeholder);
  }
  static PrintBuffer* const through_print = new PrintBuffer;  // never destroyed: see standard()
  std::cout.rdbuf(through_print);
}

}  // namespace snl::cli
