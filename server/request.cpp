#include "request.hpp"

#include "query.hpp"

#include <algorithm>
#include <charconv>
#include <cstring>

#include "snl/error.hpp"

namespace snl::server {
namespace {

/// The longest chunk-size line (with its extensions) and the most bytes of trailer fields.
constexpr std::size_t kMaxChunkLine = 4096;

bool is_tchar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         std::strchr("!#$%&'*+-.^_`|~", c) != nullptr;
}

bool is_token(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), is_tchar);
}

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return out;
}

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  return text;
}

/// A field value may hold tabs, visible ASCII and bytes from 0x80 (obs-text); no NUL or other control byte.
bool is_field_value(std::string_view value) {
  return std::all_of(value.begin(), value.end(), [](char c) {
    const auto byte = static_cast<unsigned char>(c);
    return byte == '\t' || (byte >= 0x20 && byte != 0x7f);
  });
}

[[noreturn]] void bad(const std::string& message) { throw RequestError(400, message); }

/// The lines of the head without their ends ("\r\n" or "\n"); a CR anywhere else is refused.
std::vector<std::string_view> lines_of(std::string_view head) {
  std::vector<std::string_view> lines;
  while (!head.empty()) {
    const std::size_t newline = head.find('\n');
    std::string_view line = head.substr(0, newline);
    head.remove_prefix(newline == std::string_view::npos ? head.size() : newline + 1);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.find('\r') != std::string_view::npos) bad("bad request: a carriage return inside a line");
    lines.push_back(line);
  }
  while (!lines.empty() && lines.back().empty()) lines.pop_back();
  return lines;
}

/// METHOD SP TARGET SP HTTP/1.x into `request`.
void request_line(std::string_view line, Request& request) {
  const std::size_t first = line.find(' ');
  const std::size_t second = first == std::string_view::npos ? first : line.find(' ', first + 1);
  if (second == std::string_view::npos || line.find(' ', second + 1) != std::string_view::npos) {
    bad("bad request: expected METHOD /PATH HTTP/1.1, found " + quoted_text(line));
  }
  const std::string_view method = line.substr(0, first);
  const std::string_view target = line.substr(first + 1, second - first - 1);
  const std::string_view version = line.substr(second + 1);
  if (!is_token(method)) bad("bad request: the method is not a token: " + quoted_text(method));
  if (version == "HTTP/1.1" || version == "HTTP/1.0") {
    request.minor_version = version.back() - '0';
  } else if (version.size() == 8 && version.starts_with("HTTP/") && version[6] == '.') {
    throw RequestError(505, "HTTP version not supported: " + quoted_text(version) + " (HTTP/1.1 is)");
  } else {
    bad("bad request: expected HTTP/1.1, found " + quoted_text(version));
  }
  const bool visible = std::all_of(target.begin(), target.end(), [](char c) { return c > 0x20 && c < 0x7f; });
  if (target.empty() || target.front() != '/' || !visible) {
    bad("bad request: the target must be a path starting with '/', found " + quoted_text(target));
  }
  request.method = std::string(method);
  const std::size_t question = target.find('?');
  try {
    request.path = api::percent_decoded(target.substr(0, question), false);
    if (request.path.find('\0') != std::string::npos) bad("bad request: a NUL byte in the path");
    if (question == std::string_view::npos) return;
    request.query = api::parsed_query(target.substr(question + 1));
  } catch (const api::QueryError& error) {
    bad(error.what());
  }
}

/// Content-Length: digits alone (no sign, no list), at most max_body.
std::uint64_t content_length(std::string_view value, std::uint64_t max_body) {
  const bool digits = !value.empty() && value.size() <= 19 && value.find_first_not_of("0123456789") == std::string_view::npos;
  std::uint64_t length = 0;
  if (!digits || std::from_chars(value.data(), value.data() + value.size(), length).ec != std::errc()) {
    bad("bad request: Content-Length must be a number alone, found " + quoted_text(value));
  }
  if (length > max_body) throw RequestError(413, "request body too large (over the server's --max-body)");
  return length;
}

/// What the fields say about the body, the connection and the host.
void interpret(Request& request, std::uint64_t max_body) {
  std::size_t hosts = 0;
  std::size_t lengths = 0;
  std::size_t codings = 0;
  for (const auto& [name, value] : request.headers) {
    if (name == "host") {
      ++hosts;
      request.host = value;
    } else if (name == "content-length") {
      ++lengths;
      request.content_length = content_length(value, max_body);
    } else if (name == "transfer-encoding") {
      ++codings;
      if (lower(value) != "chunked") {
        throw RequestError(501, "transfer coding not supported: " + quoted_text(value) + " (chunked is)");
      }
      request.chunked = true;
    } else if (name == "expect") {
      if (lower(value) != "100-continue") throw RequestError(417, "expectation not supported: " + quoted_text(value));
      request.expect_continue = true;
    }
  }
  if (hosts > 1 || (hosts == 0 && request.minor_version == 1)) bad("bad request: expected one Host field, found " + std::to_string(hosts));
  if (lengths > 1) bad("bad request: more than one Content-Length field");
  if (codings > 1 || (codings == 1 && request.minor_version == 0)) bad("bad request: Transfer-Encoding sent twice, or in HTTP/1.0");
  if (codings == 1 && lengths == 1) bad("bad request: both Content-Length and Transfer-Encoding");
  request.keep_alive = request.minor_version == 1;
  if (const std::string* connection = request.header("connection")) {
    std::string_view options = *connection;
    while (!options.empty()) {
      const std::string_view option = options.substr(0, options.find(','));
      options.remove_prefix(std::min(options.size(), option.size() + 1));
      const std::string token = lower(trimmed(option));
      if (token == "close") request.keep_alive = false;
      if (token == "keep-alive" && request.minor_version == 0) request.keep_alive = true;
    }
  }
}

}  // namespace

const std::string* Request::header(std::string_view name) const {
  for (const auto& [key, value] : headers) {
    if (key == name) return &value;
  }
  return nullptr;
}

std::optional<std::size_t> head_end(std::string_view bytes) {
  std::size_t start = 0;
  bool seen_request_line = false;
  for (;;) {
    const std::size_t newline = bytes.find('\n', start);
    if (newline == std::string_view::npos) break;
    const std::string_view line = bytes.substr(start, newline - start);
    start = newline + 1;
    if (line.empty() || line == "\r") {
      if (seen_request_line) return start;  // empty lines before the request line are skipped (RFC 9112 2.2)
      continue;
    }
    seen_request_line = true;
    if (start > kMaxHeadBytes) break;
  }
  if (bytes.size() > kMaxHeadBytes) {
    throw RequestError(431, "request head too large (over " + std::to_string(kMaxHeadBytes) + " bytes)");
  }
  return std::nullopt;
}

Request parse_head(std::string_view head, std::uint64_t max_body) {
  std::vector<std::string_view> lines = lines_of(head);
  const auto first = std::find_if(lines.begin(), lines.end(), [](std::string_view line) { return !line.empty(); });
  if (first == lines.end()) bad("bad request: no request line");
  Request request;
  request_line(*first, request);
  if (static_cast<std::size_t>(lines.end() - first - 1) > kMaxHeaders) {
    throw RequestError(431, "too many header fields (over " + std::to_string(kMaxHeaders) + ")");
  }
  for (auto line = first + 1; line != lines.end(); ++line) {
    if (line->empty()) bad("bad request: an empty line inside the head");
    if (line->front() == ' ' || line->front() == '\t') bad("bad request: a folded header line");
    const std::size_t colon = line->find(':');
    const std::string_view name = line->substr(0, colon);
    if (colon == std::string_view::npos || !is_token(name)) {
      bad("bad request: expected NAME: VALUE, found " + quoted_text(*line));
    }
    const std::string_view value = trimmed(line->substr(colon + 1));
    if (!is_field_value(value)) bad("bad request: a control byte in the value of " + quoted_text(name));
    request.headers.emplace_back(lower(name), std::string(value));
  }
  interpret(request, max_body);
  return request;
}

bool ChunkedBody::take_line(std::string_view bytes, std::size_t& used) {
  if (line_complete_) {
    line_.clear();
    line_complete_ = false;
  }
  const std::string_view rest = bytes.substr(used);
  const std::size_t newline = rest.find('\n');
  const std::string_view part = rest.substr(0, newline);
  if (line_.size() + part.size() > kMaxChunkLine) bad("bad request: a chunk line too long");
  line_ += part;
  if (newline == std::string_view::npos) {
    used = bytes.size();
    return false;
  }
  used += newline + 1;
  if (!line_.empty() && line_.back() == '\r') line_.pop_back();
  line_complete_ = true;
  return true;
}

std::size_t ChunkedBody::feed(std::string_view bytes, std::string& body) {
  std::size_t used = 0;
  while (used < bytes.size() && state_ != State::done) {
    if (state_ == State::data) {
      const std::size_t take = static_cast<std::size_t>(std::min<std::uint64_t>(left_, bytes.size() - used));
      body.append(bytes.data() + used, take);
      used += take;
      left_ -= take;
      if (left_ == 0) state_ = State::data_end;
      continue;
    }
    if (!take_line(bytes, used)) break;
    if (state_ == State::data_end) {
      if (!line_.empty()) bad("bad request: a chunk longer than its size");
      state_ = State::size_line;
    } else if (state_ == State::trailer) {
      trailer_bytes_ += line_.size();
      if (trailer_bytes_ > kMaxHeadBytes) throw RequestError(431, "chunked trailer fields too large");
      if (line_.empty()) state_ = State::done;
    } else {
      const std::string_view line = line_;
      const std::size_t digits = std::min(line.find_first_not_of("0123456789abcdefABCDEF"), line.size());
      std::uint64_t size = 0;
      const std::string_view after = trimmed(line.substr(digits));
      if (digits == 0 || digits > 15 || (!after.empty() && after.front() != ';') ||
          std::from_chars(line.data(), line.data() + digits, size, 16).ec != std::errc()) {
        bad("bad request: expected a chunk size in hex, found " + quoted_text(line));
      }
      if (size > max_body_ - std::min(total_, max_body_)) {
        throw RequestError(413, "request body too large (over the server's --max-body)");
      }
      total_ += size;
      left_ = size;
      state_ = size == 0 ? State::trailer : State::data;
    }
  }
  return used;
}

}  // namespace snl::server
