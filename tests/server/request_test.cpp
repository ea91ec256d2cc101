// tests/server/request_test.cpp — server/request.hpp without sockets: what a request head may hold and what is
// refused with which status (duplicate or signed Content-Length, lists, two Host fields, control bytes, folding,
// codings, versions, sizes), percent-decoding, and chunked bodies decoded piece by piece and counted against the
// limit; and the names the Host check takes (server/routes.hpp, host_names).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "request.hpp"
#include "routes.hpp"

namespace {

using snl::server::ChunkedBody;
using snl::server::parse_head;
using snl::server::Request;
using snl::server::RequestError;

constexpr std::uint64_t kMaxBody = 1 << 20;

Request parsed(const std::string& fields, const std::string& line = "POST /api/solve HTTP/1.1") {
  return parse_head(line + "\r\n" + fields + "\r\n", kMaxBody);
}

/// The status a head is refused with; 0 when it is taken.
int status_of(const std::string& fields, const std::string& line = "POST /api/solve HTTP/1.1") {
  try {
    (void)parsed(fields, line);
    return 0;
  } catch (const RequestError& error) {
    return error.status();
  }
}

TEST(RequestHead, AnOrdinaryRequest) {
  const Request request = parsed("Host: 127.0.0.1:8080\r\nContent-Length: 7\r\nX-Thing:  spaced value \r\n",
                                 "POST /api/render?route=1&board=2&jumps=2%3A15%2C14%3A35&x=a+b HTTP/1.1");
  EXPECT_EQ(request.method, "POST");
  EXPECT_EQ(request.path, "/api/render");
  EXPECT_EQ(request.host, "127.0.0.1:8080");
  EXPECT_EQ(request.content_length, 7U);
  EXPECT_FALSE(request.chunked);
  EXPECT_TRUE(request.keep_alive);
  EXPECT_EQ(*request.header("x-thing"), "spaced value");
  EXPECT_EQ(request.query.find("route")->second, "1");
  EXPECT_EQ(request.query.find("jumps")->second, "2:15,14:35");
  EXPECT_EQ(request.query.find("x")->second, "a b");
}

TEST(RequestHead, ContentLengthIsDigitsAloneAndOnce) {
  EXPECT_EQ(status_of("Host: h\r\nContent-Length: 7\r\nContent-Length: 100\r\n"), 400);
  EXPECT_EQ(status_of("Host: h\r\nContent-Length: 7\r\nContent-Length: 7\r\n"), 400);
  EXPECT_EQ(status_of("Host: h\r\nContent-Length: +7\r\n"), 400);
  EXPECT_EQ(status_of("Host: h\r\nContent-Length: 7, 7\r\n"), 400);
  EXPECT_EQ(status_of("Host: h\r\nContent-Length: -1\r\n"), 400);
  EXPECT_EQ(status_of("Host: h\r\nContent-Length: 0x10\r\n"), 400);
  EXPECT_EQ(status_of("Host: h\r\nContent-Length: \r\n"), 400);
  EXPECT_EQ(status_of("Host: h\r\nContent-Length: 99999999999999999999999\r\n"), 400);
  EXPECT_EQ(status_of("Host: h\r\nContent-Length: 1048577\r\n"), 413);
  EXPECT_EQ(status_of("Host: h\r\nContent-Length: 1048576\r\n"), 0);
}

TEST(RequestHead, OneHostExactly) {
  EXPECT_EQ(status_of("Host: 127.0.0.1\r\nHost: evil.com\r\n"), 400);
  EXPECT_EQ(status_of(""), 400) << "HTTP/1.1 needs a Host";
  EXPECT_EQ(status_of("", "GET / HTTP/1.0"), 0) << "HTTP/1.0 may go without";
  EXPECT_EQ(status_of(std::string("Host: 127.0.0.1\0evil", 20) + "\r\n"), 400) << "a NUL in a value";
  EXPECT_EQ(status_of("Host: 127.0.0.1\x7f\r\n"), 400);
  EXPECT_EQ(status_of("Host: 127.0.0.1\revil\r\n"), 400) << "a lone CR";
}

TEST(RequestHead, HeaderLinesAreStrict) {
  EXPECT_EQ(status_of("Host: h\r\nBad Name: x\r\n"), 400);
  EXPECT_EQ(status_of("Host: h\r\nName : x\r\n"), 400) << "a space before the colon";
  EXPECT_EQ(status_of("Host: h\r\nX-A: 1\r\n folded\r\n"), 400);
  EXPECT_EQ(status_of("Host: h\r\nno colon\r\n"), 400);
  EXPECT_EQ(status_of("Host: h\nX-Lf-Only: fine\n"), 0) << "a bare LF ends a line too";
  std::string many = "Host: h\r\n";
  for (int k = 0; k < 101; ++k) many += "X-" + std::to_string(k) + ": v\r\n";
  EXPECT_EQ(status_of(many), 431);
}

TEST(RequestHead, TransferCodings) {
  const Request chunked = parsed("Host: h\r\nTransfer-Encoding: chunked\r\n");
  EXPECT_TRUE(chunked.chunked);
  EXPECT_TRUE(parsed("Host: h\r\nTransfer-Encoding: Chunked\r\n").chunked);
  EXPECT_EQ(status_of("Host: h\r\nTransfer-Encoding: gzip, chunked\r\n"), 501);
  EXPECT_EQ(status_of("Host: h\r\nTransfer-Encoding: identity\r\n"), 501);
  EXPECT_EQ(status_of("Host: h\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n"), 400);
  EXPECT_EQ(status_of("Host: h\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n"), 400);
  EXPECT_EQ(status_of("Host: h\r\nTransfer-Encoding: chunked\r\n", "POST / HTTP/1.0"), 400);
}

TEST(RequestHead, RequestLineAndVersion) {
  EXPECT_EQ(status_of("Host: h\r\n", "GET /  HTTP/1.1"), 400);
  EXPECT_EQ(status_of("Host: h\r\n", "GET http://h/ HTTP/1.1"), 400);
  EXPECT_EQ(status_of("Host: h\r\n", "GET /a b HTTP/1.1"), 400);
  EXPECT_EQ(status_of("Host: h\r\n", "GET / HTTP/2.0"), 505);
  EXPECT_EQ(status_of("Host: h\r\n", "GET / FTP/1.1"), 400);
  EXPECT_EQ(status_of("Host: h\r\n", "G(T / HTTP/1.1"), 400);
  EXPECT_EQ(status_of("Host: h\r\n", "GET /%zz HTTP/1.1"), 400);
  EXPECT_EQ(status_of("Host: h\r\n", "GET /%00 HTTP/1.1"), 400);
  EXPECT_EQ(status_of("Host: h\r\n", "GET /?a=%4 HTTP/1.1"), 400);
  EXPECT_FALSE(parsed("Host: h\r\nConnection: close\r\n").keep_alive);
  EXPECT_FALSE(parsed("", "GET / HTTP/1.0").keep_alive);
  EXPECT_TRUE(parsed("Connection: Keep-Alive\r\n", "GET / HTTP/1.0").keep_alive);
  EXPECT_TRUE(parsed("Host: h\r\nExpect: 100-continue\r\n").expect_continue);
  EXPECT_EQ(status_of("Host: h\r\nExpect: something\r\n"), 417);
}

TEST(RequestHead, WhereTheHeadEnds) {
  using snl::server::head_end;
  EXPECT_EQ(head_end("GET / HTTP/1.1\r\nHost: h\r\n\r\nbody"), 27U);
  EXPECT_EQ(head_end("\r\n\r\nGET / HTTP/1.1\nHost: h\n\nbody"), 28U) << "empty lines before the request line";
  EXPECT_EQ(head_end("GET / HTTP/1.1\r\nHost: h\r\n"), std::nullopt);
  EXPECT_THROW((void)head_end("GET / HTTP/1.1\r\nX: " + std::string(20000, 'a')), RequestError);
}

TEST(RequestHead, MessagesQuoteAtMostTwentyFourBytes) {
  try {
    (void)parsed("Host: h\r\nContent-Length: " + std::string(5000, '9') + "\r\n");
    FAIL();
  } catch (const RequestError& error) {
    EXPECT_LT(std::string(error.what()).size(), 120U) << error.what();
  }
}

TEST(ChunkedBody, DecodedPieceByPiece) {
  const std::string wire = "4;ext=1\r\nsize\r\n3\r\n 6\n\r\n0\r\nTrailer: x\r\n\r\nNEXT";
  for (std::size_t piece = 1; piece <= wire.size(); ++piece) {
    ChunkedBody chunked(kMaxBody);
    std::string body;
    std::size_t at = 0;
    while (at < wire.size() && !chunked.done()) {
      const std::string_view bytes = std::string_view(wire).substr(at, piece);
      at += chunked.feed(bytes, body);
    }
    EXPECT_TRUE(chunked.done()) << piece;
    EXPECT_EQ(body, "size 6\n") << piece;
    EXPECT_EQ(wire.substr(at), "NEXT") << piece;
  }
}

TEST(ChunkedBody, CountedAgainstTheLimitWhileArriving) {
  ChunkedBody chunked(100);
  std::string body;
  EXPECT_EQ(chunked.feed("40\r\n" + std::string(64, 'a') + "\r\n", body), 70U);
  try {
    (void)chunked.feed("40\r\n", body);  // 128 bytes in all: refused at the size line, before its data
    FAIL();
  } catch (const RequestError& error) {
    EXPECT_EQ(error.status(), 413);
  }
  EXPECT_EQ(body.size(), 64U);
  ChunkedBody huge(kMaxBody);
  EXPECT_THROW((void)huge.feed("ffffffffffffffffff\r\n", body), RequestError);
}

TEST(ChunkedBody, MalformedChunksAre400) {
  for (const std::string& wire : std::vector<std::string>{"x\r\n", "4\r\nsizeX\r\n", ";\r\n", "4 4\r\n", std::string(5000, '1')}) {
    ChunkedBody chunked(kMaxBody);
    std::string body;
    try {
      (void)chunked.feed(wire, body);
      ADD_FAILURE() << wire;
    } catch (const RequestError& error) {
      EXPECT_EQ(error.status(), 400) << wire;
    }
  }
}

TEST(HostNames, TheServersOwnAndTheAllowed) {
  const std::set<std::string> loopback = snl::server::host_names("127.0.0.1", 8080, {});
  for (const char* name : {"127.0.0.1", "127.0.0.1:8080", "localhost:8080", "[::1]:8080", "localhost"}) {
    EXPECT_EQ(loopback.count(name), 1U) << name;
  }
  EXPECT_EQ(loopback.count("evil.com"), 0U);
  EXPECT_EQ(loopback.count("localhost:9999"), 0U);
  // A wildcard keeps checking: its names are the machine's, not everyone's.
  for (const char* wildcard : {"0.0.0.0", "::"}) {
    const std::set<std::string> names = snl::server::host_names(wildcard, 8080, {"Snl.Example"});
    EXPECT_EQ(names.count("localhost:8080"), 1U) << wildcard;
    EXPECT_EQ(names.count("snl.example:8080"), 1U) << wildcard;
    EXPECT_EQ(names.count("evil.com"), 0U) << wildcard;
    EXPECT_EQ(names.count("evil.com:8080"), 0U) << wildcard;
    EXPECT_EQ(names.count("0.0.0.0:8080"), 0U) << wildcard;
  }
  const std::set<std::string> v6 = snl::server::host_names("::1", 80, {});
  EXPECT_EQ(v6.count("[::1]:80"), 1U);
}

}  // namespace
