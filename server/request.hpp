// server/request.hpp — an HTTP/1.1 request as the server takes it: its head parsed and checked strictly (one parser:
// what it accepts is what the server answers), and a chunked body decoded as it arrives, counted against the body
// limit while it is read. Pure functions over bytes, so the rules are tested without sockets.
//
// Refused (RequestError with the status): a request line that is not METHOD SP /TARGET SP HTTP/1.x (400; another
// version 505), a header name that is not a token or a space before its colon, a folded line, a control byte (NUL,
// a lone CR) in a value (400); no Host, or two (400, HTTP/1.1); a Content-Length that is not digits alone, or two of
// them, or a list ("7, 7"), or with Transfer-Encoding (400); a transfer coding other than chunked (501); an Expect
// other than 100-continue (417); a head over kMaxHeadBytes or kMaxHeaders fields (431); a percent escape that is not
// two hex digits (400). A body over the limit is 413, found from Content-Length before reading it, or while decoding
// a chunked one.
//
// Tested by: tests/server/request_test.cpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "api.hpp"

namespace snl::server {

using api::QueryParams;

/// The longest request head (request line and header fields), and the most header fields.
inline constexpr std::size_t kMaxHeadBytes = 16 * 1024;
inline constexpr std::size_t kMaxHeaders = 100;

/// A request the server refuses, with the status to answer. The connection is closed after it.
class RequestError : public std::runtime_error {
 public:
  RequestError(int status, const std::string& message) : std::runtime_error(message), status_(status) {}
  int status() const noexcept { return status_; }

 private:
  int status_;
};

struct Request {
  std::string method;
  std::string path;   // percent-decoded, without the query
  QueryParams query;  // percent-decoded ('+' is a space)
  int minor_version = 1;
  std::vector<std::pair<std::string, std::string>> headers;  // names in lower case, values without the spaces around
  std::string host;                                          // the Host field ("" only in HTTP/1.0 without one)
  std::optional<std::uint64_t> content_length;
  bool chunked = false;
  bool keep_alive = true;       // HTTP/1.1 unless "Connection: close"; HTTP/1.0 only with "keep-alive"
  bool expect_continue = false;  // "Expect: 100-continue": the client waits for a 100 before the body
  std::string body;

  /// The value of header `name` (lower case), or nullptr.
  const std::string* header(std::string_view name) const;
};

/// Where the head ends in `bytes`: the offset just past its blank line (CRLF CRLF, or LF LF), or nullopt when it has
/// not all arrived. Throws RequestError 431 when more than kMaxHeadBytes arrived without the end.
std::optional<std::size_t> head_end(std::string_view bytes);

/// Parses the head: `head` holds the request line and the fields, up to and with the blank line. Throws
/// RequestError. `max_body`: a Content-Length above it is 413.
Request parse_head(std::string_view head, std::uint64_t max_body);

/// A chunked body, decoded as its bytes arrive: feed() takes what it can and returns how many bytes it used; the
/// decoded bytes are appended to `body`. Throws RequestError 400 on a malformed chunk, 413 once the decoded size
/// goes over `max_body` (before those bytes are kept).
class ChunkedBody {
 public:
  explicit ChunkedBody(std::uint64_t max_body) : max_body_(max_body) {}
  std::size_t feed(std::string_view bytes, std::string& body);
  /// Whether the last chunk and the trailer fields have been read.
  bool done() const { return state_ == State::done; }

 private:
  enum class State { size_line, data, data_end, trailer, done };
  /// Takes one line (without its end) from `bytes` into `line_`; false when it has not all arrived.
  bool take_line(std::string_view bytes, std::size_t& used);

  std::uint64_t max_body_;
  State state_ = State::size_line;
  std::uint64_t left_ = 0;  // bytes of the current chunk still to come
  std::uint64_t total_ = 0;
  std::size_t trailer_bytes_ = 0;
  std::string line_;
  bool line_complete_ = false;
};

}  // namespace snl::server
