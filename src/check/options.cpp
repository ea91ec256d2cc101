// The options of snl check (snl/check.hpp, check_options()), the link of a failing board (page_link()) and the
// estimate of a solution's growth (growth_sides(), growth_exponent()).
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/option_rows.hpp"
#include "snl/check.hpp"
#include "snl/write.hpp"

namespace snl {

const OptionTable<CheckOptions>& check_options() {
  static const OptionTable<CheckOptions> table = [] {
    using O = CheckOptions;
    OptionTable<O> t;
    t.push_back(rows::whole<O>("boards", &O::boards, 1, kMaxCheckBoards, "Number of boards to try, the known hard boards first"));
    t.push_back(rows::whole<O>("seed", &O::seed, 0, rows::kAny, "Seed of the boards; the same seed tries the same boards"));
    t.push_back(rows::maybe_whole<O>("max_side", &O::max_side, 1, kMaxCheckSide,
                                     "Largest side of a board (default " + std::to_string(kDefaultCheckMaxSide) +
                                         ", within the constraints' sides)"));
    t.back().deprecated_names = {"max_n"};
    t.push_back(rows::real<O>("timeout", &O::timeout, kMinCheckTimeout, kMaxCheckTimeout,
                              "Seconds the program may take on one board", "a number of seconds"));
    t.push_back(rows::maybe_whole<O>("memory", &O::memory, kMinCheckMemoryMib, kMaxCheckMemoryMib,
                                     "Memory limit in MiB (default " + std::to_string(kDefaultLeetcodeMemoryMib) +
                                         " for a LeetCode file, none for a command), set with setrlimit"));
    std::vector<std::string> names;
    for (const std::string_view name : constraints_names()) names.emplace_back(name);
    t.push_back(rows::make<O>(
        {"constraints", OptionKind::choice, listed_names(names), "",
         "The boards the solution is written for: leetcode (2 <= n <= 20, no jump on 1 or n^2; the default for "
         "a LeetCode file), codestudio (1 <= n <= 100) or any (the default with a command)",
         names, false, ""},
        [names](O& o, std::string_view text) { o.constraints = *constraints_named(names[parse_choice(text, names)]); },
        [](const O& o) { return o.constraints ? std::string(name_of(*o.constraints)) : std::string(); }));
    t.push_back(rows::flag<O>("keep_going", &O::keep_going, "Check every board instead of stopping at the first failure"));
    t.push_back(rows::real<O>("compile_timeout", &O::compile_timeout, kMinCompileTimeout, kMaxCheckTimeout,
                              "Seconds the compiler of a --leetcode file (gcc, g++, javac, go) may take", "a number of seconds"));
    t.push_back(rows::whole<O>("compile_memory", &O::compile_memory, kMinCompileMemoryMib, kMaxCheckMemoryMib,
                               "Memory limit in MiB of the compiler of a --leetcode file (gcc, g++: address space; go: data; javac: heap)"));
    t.push_back(rows::make<O>(
        {"page_url", OptionKind::text, "a URL (http://, https:// or file://)", kDefaultPageUrl,
         "The page a failing board's link opens (a local snl serve by default; any static host of the page)", {}, false,
         ""},
        [](O& o, std::string_view text) {
          const bool scheme = text.starts_with("http://") || text.starts_with("https://") || text.starts_with("file://");
          if (!scheme || text.find_first_of(" \t\r\n#") != std::string_view::npos) {
            throw OptionError("expected a URL starting with http://, https:// or file:// (no spaces, no #), found " +
                              quoted_text(text));
          }
          o.page_url = std::string(text);
        },
        [](const O& o) { return o.page_url; }));
    return t;
  }();
  return table;
}

std::string page_link(std::string_view page_url, const Board& board, std::optional<std::int64_t> answer) {
  // application/x-www-form-urlencoded, as URLSearchParams writes and reads it: a space is '+'.
  const auto encoded = [](std::string_view text) {
    std::string out;
    for (const char c : text) {
      const auto u = static_cast<unsigned char>(c);
      if ((u >= 'A' && u <= 'Z') || (u >= 'a' && u <= 'z') || (u >= '0' && u <= '9') || c == '*' || c == '-' ||
          c == '.' || c == '_') {
        out += c;
      } else if (c == ' ') {
        out += '+';
      } else {
        char hex[4];
        std::snprintf(hex, sizeof hex, "%%%02X", static_cast<unsigned>(u));
        out += hex;
      }
    }
    return out;
  };
  std::string link(page_url);
  link += "#text=" + encoded(to_text(board, Format::jumps));
  if (answer) link += "&answer=" + encoded(std::to_string(*answer));
  return link;
}

std::vector<std::uint64_t> growth_sides(std::uint64_t max_side) {
  std::vector<std::uint64_t> sides;
  const double low = std::max<double>(3, std::ceil(static_cast<double>(max_side) / 2));
  for (int k = 0; k < 5; ++k) {
    const auto side = static_cast<std::uint64_t>(std::llround(low + (static_cast<double>(max_side) - low) * k / 4));
    if (side >= 3 && side <= max_side && (sides.empty() || side != sides.back())) sides.push_back(side);
  }
  if (sides.size() < 3) sides.clear();
  return sides;
}

std::optional<double> growth_exponent(const std::vector<std::uint64_t>& sides, const std::vector<double>& seconds) {
  if (sides.size() != seconds.size() || sides.size() < 2) return std::nullopt;
  double mean_x = 0, mean_y = 0;
  for (std::size_t k = 0; k < sides.size(); ++k) {
    if (!(seconds[k] > 0) || sides[k] == 0) return std::nullopt;
    mean_x += std::log(static_cast<double>(sides[k]));
    mean_y += std::log(seconds[k]);
  }
  mean_x /= static_cast<double>(sides.size());
  mean_y /= static_cast<double>(sides.size());
  double sxx = 0, sxy = 0;
  for (std::size_t k = 0; k < sides.size(); ++k) {
    const double dx = std::log(static_cast<double>(sides[k])) - mean_x;
    sxx += dx * dx;
    sxy += dx * (std::log(seconds[k]) - mean_y);
  }
  if (sxx == 0) return std::nullopt;
  return sxy / sxx;
}

}  // namespace snl
