#include "common/input.hpp"

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "snl/error.hpp"

namespace snl::cli {
namespace {

constexpr std::size_t kReadBytes = std::size_t{1} << 16;

}  // namespace

DescriptorBuffer::DescriptorBuffer(int fd, std::string source, bool owned)
    : fd_(fd), owned_(owned), source_(std::move(source)) {}

DescriptorBuffer::~DescriptorBuffer() {
  if (owned_) ::close(fd_);
}

std::size_t DescriptorBuffer::read_some(char* into, std::size_t size) {
  for (;;) {
    const ssize_t got = ::read(fd_, into, size);
    if (got >= 0) return static_cast<std::size_t>(got);
    if (errno == EINTR) continue;
    if (errno == EAGAIN || errno == EWOULDBLOCK) {
      // A non-blocking descriptor with nothing to read yet: that is not the end of the input.
      pollfd fd{fd_, POLLIN, 0};
      if (::poll(&fd, 1, -1) >= 0 || errno == EINTR) continue;
    }
    throw Error(source_ + ": error: cannot read: " + std::strerror(errno));
  }
}

DescriptorBuffer::int_type DescriptorBuffer::underflow() {
  if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
  if (!buffer_) buffer_.reset(new char[kReadBytes]);
  const std::size_t got = read_some(buffer_.get(), kReadBytes);
  if (got == 0) return traits_type::eof();
  setg(buffer_.get(), buffer_.get(), buffer_.get() + got);
  return traits_type::to_int_type(*gptr());
}

std::streamsize DescriptorBuffer::xsgetn(char* into, std::streamsize count) {
  std::streamsize done = 0;
  if (gptr() < egptr()) {
    done = std::min<std::streamsize>(count, egptr() - gptr());
    std::memcpy(into, gptr(), static_cast<std::size_t>(done));
    gbump(static_cast<int>(done));
  }
  // One read(2) at most: what it gives goes to the reader before a later read may fail, so that nothing read
  // before an error is lost with it (the readers call again until 0, the end).
  if (done == 0 && count > 0) done = static_cast<std::streamsize>(read_some(into, static_cast<std::size_t>(count)));
  return done;
}

void note_terminal_input(const std::string& command) {
  if (isatty(STDIN_FILENO) == 1) {
    std::fprintf(stderr, "%s: reading boards from standard input (end with Ctrl-D)\n", command.c_str());
  }
}

InputFile::InputFile(const std::string& name) : source_(name == "-" ? "<stdin>" : name), stream_(nullptr) {
  if (name == "-") {
    buffer_ = std::make_unique<DescriptorBuffer>(STDIN_FILENO, source_, false);
  } else {
    const int fd = ::open(name.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) throw Error(name + ": error: cannot open: " + std::strerror(errno));
    buffer_ = std::make_unique<DescriptorBuffer>(fd, source_, true);
  }
  stream_.rdbuf(buffer_.get());
  stream_.exceptions(std::ios::badbit);  // a read error leaves istream::read as the Error it is
}

}  // namespace snl::cli
