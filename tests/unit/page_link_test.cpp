// tests/unit/page_link_test.cpp — snl::page_link (snl/check.hpp): the link snl check prints for a failing board, in
// the page's address format (web/share.js, docs/web.md): decoded here as URLSearchParams decodes it ('+' a space,
// %XX a byte), it gives back the board's jumps text and the answer; the page_url row refuses what is not a URL.
#include <gtest/gtest.h>

#include <string>

#include "snl/check.hpp"
#include "snl/parse.hpp"
#include "snl/write.hpp"

namespace {

/// application/x-www-form-urlencoded decoding, written apart from the encoder.
std::string form_decoded(const std::string& text) {
  std::string out;
  for (std::size_t k = 0; k < text.size(); ++k) {
    if (text[k] == '+') {
      out += ' ';
    } else if (text[k] == '%' && k + 2 < text.size()) {
      out += static_cast<char>(std::stoi(text.substr(k + 1, 2), nullptr, 16));
      k += 2;
    } else {
      out += text[k];
    }
  }
  return out;
}

TEST(PageLink, HoldsTheBoardAndTheAnswerInThePagesFormat) {
  const snl::Board board = snl::Board::square(6, {{2, 15}, {14, 35}, {17, 13}});
  const std::string link = snl::page_link("http://127.0.0.1:8080/", board, -1);
  EXPECT_EQ(link, "http://127.0.0.1:8080/#text=size+6%0A2+15%0A14+35%0A17+13%0A&answer=-1");
  const std::size_t text = link.find("#text=") + 6;
  const std::size_t answer = link.find("&answer=");
  const std::string decoded = form_decoded(link.substr(text, answer - text));
  EXPECT_EQ(decoded, snl::to_text(board, snl::Format::jumps));
  EXPECT_EQ(form_decoded(link.substr(answer + 8)), "-1");
  // No answer (a crash): the board alone. Only unreserved characters are left as they are.
  const std::string plain = snl::page_link("file:///srv/snl/index.html", board, std::nullopt);
  EXPECT_EQ(plain.find("&answer="), std::string::npos);
  for (const char c : plain.substr(plain.find('#') + 6)) {
    EXPECT_TRUE(std::isalnum(static_cast<unsigned char>(c)) || std::string("*-._+%").find(c) != std::string::npos) << c;
  }
}

TEST(PageLink, TheOptionTakesOnlyAUrl) {
  const snl::Option<snl::CheckOptions>* row = snl::find_option(snl::check_options(), "page_url");
  ASSERT_NE(row, nullptr);
  snl::CheckOptions options;
  EXPECT_EQ(row->get(options), snl::kDefaultPageUrl);
  row->set(options, "https://example.org/snl/");
  EXPECT_EQ(options.page_url, "https://example.org/snl/");
  for (const char* bad : {"ftp://x/", "example.org", "http://a b/", "http://x/#text=1", ""}) {
    EXPECT_THROW(row->set(options, bad), snl::OptionError) << bad;
  }
}

}  // namespace
