#include "connection.hpp"

#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>

namespace snl::server {
namespace {

constexpr std::size_t kReadBytes = 64 * 1024;

/// Milliseconds from now to `deadline` for poll(2), rounded up, at least 0; -1 for no deadline.
int poll_timeout(Clock::time_point deadline) {
  if (deadline == Clock::time_point::max()) return -1;
  const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return static_cast<int>(std::clamp<decltype(left)>(left, 0, 60'000));
}

/// Waits until `fd` is ready for `events` or `deadline` passes; false at the deadline.
bool wait_for(int fd, short events, Clock::time_point deadline) {
  for (;;) {
    if (Clock::now() >= deadline) return false;
    pollfd ready{fd, events, 0};
    const int got = ::poll(&ready, 1, poll_timeout(deadline));
    if (got > 0) return true;
    if (got < 0 && errno != EINTR) return true;  // the read or write that follows reports the error
  }
}

}  // namespace

Connection::Connection(int fd) : fd_(fd) {
  ::fcntl(fd_, F_SETFL, ::fcntl(fd_, F_GETFL) | O_NONBLOCK);
  const int yes = 1;
  // Small answers go out at once rather than waiting for the client's delayed acknowledgement.
  ::setsockopt(fd_, IPPROTO_TCP, TCP_NODELAY, &yes, sizeof yes);
}

Connection::~Connection() { ::close(fd_); }

void Connection::shut_down(bool writes) { ::shutdown(fd_, writes ? SHUT_RDWR : SHUT_RD); }

Connection::Fill Connection::fill(Clock::time_point deadline) {
  std::array<char, kReadBytes> chunk;
  for (;;) {
    const ssize_t got = ::recv(fd_, chunk.data(), chunk.size(), 0);
    if (got > 0) {
      buffer_.append(chunk.data(), static_cast<std::size_t>(got));
      return Fill::more;
    }
    if (got == 0) return Fill::closed;
    if (errno == EINTR) continue;
    if (errno != EAGAIN && errno != EWOULDBLOCK) return Fill::closed;
    if (!wait_for(fd_, POLLIN, deadline)) return Fill::timed_out;
  }
}

Connection::Read Connection::read_request(Request& request, const ReadDeadlines& deadlines, std::uint64_t max_body) {
  // Empty lines between requests are no request (RFC 9112 2.2).
  const auto skip_blank = [this] {
    const std::size_t start = buffer_.find_first_not_of("\r\n");
    buffer_.erase(0, start == std::string::npos ? buffer_.size() : start);
  };
  skip_blank();
  while (buffer_.empty()) {
    if (fill(deadlines.first_byte_by) != Fill::more) return Read::idle;
    skip_blank();
  }
  const Clock::time_point deadline = std::min(deadlines.whole_by, Clock::now() + deadlines.whole_within);
  std::optional<std::size_t> end;
  while (!(end = head_end(buffer_))) {
    const Fill filled = fill(deadline);
    if (filled == Fill::timed_out) return Read::timed_out;
    if (filled == Fill::closed) return Read::idle;  // gone before its request was whole: nobody to answer
  }
  request = parse_head(std::string_view(buffer_).substr(0, *end), max_body);
  buffer_.erase(0, *end);
  return read_body(request, deadline, max_body);
}

Connection::Read Connection::read_body(Request& request, Clock::time_point deadline, std::uint64_t max_body) {
  const bool has_body = request.chunked || request.content_length.value_or(0) > 0;
  if (request.expect_continue && has_body && buffer_.empty() && !write("HTTP/1.1 100 Continue\r\n\r\n", deadline)) {
    return Read::timed_out;
  }
  if (request.chunked) {
    ChunkedBody chunked(max_body);
    for (;;) {
      buffer_.erase(0, chunked.feed(buffer_, request.body));
      if (chunked.done()) return Read::request;
      const Fill filled = fill(deadline);
      if (filled != Fill::more) return filled == Fill::timed_out ? Read::timed_out : Read::idle;
    }
  }
  const std::size_t length = static_cast<std::size_t>(request.content_length.value_or(0));
  while (buffer_.size() < length) {
    const Fill filled = fill(deadline);
    if (filled != Fill::more) return filled == Fill::timed_out ? Read::timed_out : Read::idle;
  }
  request.body = buffer_.substr(0, length);
  buffer_.erase(0, length);
  return Read::request;
}

bool Connection::write(std::string_view bytes, Clock::time_point deadline) {
  while (!bytes.empty()) {
    const ssize_t put = ::send(fd_, bytes.data(), bytes.size(), MSG_NOSIGNAL);
    if (put > 0) {
      bytes.remove_prefix(static_cast<std::size_t>(put));
      continue;
    }
    if (put < 0 && errno == EINTR) continue;
    if (put < 0 && errno != EAGAIN && errno != EWOULDBLOCK) return false;
    if (!wait_for(fd_, POLLOUT, deadline)) return false;
  }
  return true;
}

}  // namespace snl::server
