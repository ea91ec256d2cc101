// server/connection.hpp — one client connection on a non-blocking socket: a request read whole within a deadline
// that does not restart with each byte (the head, then the body by Content-Length or chunked, counted against the
// limit while it arrives), and a response written within one. shut_down() from another thread wakes a blocked read
// or write at once (stopping the server).
//
// Tested by: tests/server/slow_client_test.cpp (trickling, idle and half-sent clients on loopback), api_test.cpp.
#pragma once

#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>

#include "request.hpp"

namespace snl::server {

using Clock = std::chrono::steady_clock;

/// When a request must have arrived: its first byte by `first_byte_by` (else the connection is idle, and closed),
/// and all of it within `whole_within` of that byte, and by `whole_by` at the latest.
struct ReadDeadlines {
  Clock::time_point first_byte_by;
  std::chrono::nanoseconds whole_within;
  Clock::time_point whole_by = Clock::time_point::max();
};

class Connection {
 public:
  /// Takes the socket (made non-blocking here); closes it when destroyed.
  explicit Connection(int fd);
  ~Connection();
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;

  enum class Read { request, idle, timed_out };
  /// Reads the next request into `request`: `idle` when none began in time or the client closed between requests,
  /// `timed_out` when one began but did not arrive whole in time. Throws RequestError for a request the server
  /// refuses (the caller answers it and closes the connection).
  Read read_request(Request& request, const ReadDeadlines& deadlines, std::uint64_t max_body);

  /// Writes all of `bytes` by `deadline`; false when the client did not take them in time, or is gone.
  bool write(std::string_view bytes, Clock::time_point deadline);

  /// Ends every read on the socket, now and later (shutdown(2)), so that a blocked read returns; with `writes`,
  /// writes too. Safe from another thread.
  void shut_down(bool writes);

 private:
  enum class Fill { more, closed, timed_out };
  /// One read(2) into the buffer, waiting for bytes until `deadline`.
  Fill fill(Clock::time_point deadline);
  Read read_body(Request& request, Clock::time_point deadline, std::uint64_t max_body);

  int fd_;
  std::string buffer_;  // bytes read and not used yet: the start of the next request, when a client pipelines
};

}  // namespace snl::server
