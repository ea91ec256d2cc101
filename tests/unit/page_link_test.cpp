// tests/unit/page_link_test.cpp — snl::page_link (snl/check.hpp): the link snl check prints for a failing board, in
// the page's address format (web/share.js, docs/web.md): decoded here as URLSearchParams decodes it ('+' a space,
// %XX a byte), it gives back the board's jumps text and the answer; the page_url row refuses what is not a URL. And
// the growth estimate's sides and fit (snl::growth_sides, snl::growth_exponent) on times of a known power.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

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

TEST(Growth, SidesAndTheFittedPower) {
  EXPECT_EQ(snl::growth_sides(20), (std::vector<std::uint64_t>{10, 13, 15, 18, 20}));
  EXPECT_EQ(snl::growth_sides(100), (std::vector<std::uint64_t>{50, 63, 75, 88, 100}));
  EXPECT_EQ(snl::growth_sides(6), (std::vector<std::uint64_t>{3, 4, 5, 6}));
  EXPECT_TRUE(snl::growth_sides(4).empty());
  for (const double power : {1.0, 2.0, 4.0, 6.0}) {
    std::vector<double> seconds;
    for (const std::uint64_t side : snl::growth_sides(20)) seconds.push_back(3e-7 * std::pow(double(side), power));
    EXPECT_NEAR(*snl::growth_exponent(snl::growth_sides(20), seconds), power, 1e-9);
  }
  EXPECT_FALSE(snl::growth_exponent({10, 10}, {1e-3, 2e-3}).has_value());
  EXPECT_FALSE(snl::growth_exponent({10, 20}, {1e-3, 0}).has_value());
}

}  // namespace
