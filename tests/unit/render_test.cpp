// tests/unit/render_test.cpp — snl/render.hpp: the board picture's structure checked against the library (every
// square where cell_of puts it, one drawing per jump, one badge per roll, layers as roll_distances says),
// well-formed XML, determinism, no ids/styles/external references, labels dropped past kMaxLabelledSide, and the
// limits; random boards for every n up to 12 (seed printed on failure). The analysis plot: well formed,
// deterministic, titles escaped. Byte-for-byte output: the render cases of tests/golden.
#include <gtest/gtest.h>

#include <cctype>
#include <cmath>
#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "analysis_helpers.hpp"
#include "render/shapes.hpp"
#include "render/svg.hpp"
#include "snl/analyze.hpp"
#include "snl/bfs.hpp"
#include "snl/error.hpp"
#include "snl/parse.hpp"
#include "snl/render.hpp"
#include "snl/rules.hpp"
#include "snl/solve.hpp"

namespace {

using snl::Board;
using snl::Jump;
using snl::RenderOptions;

Board leetcode() { return Board::square(6, {{2, 15}, {14, 35}, {17, 13}}); }

std::size_t count(const std::string& text, const std::string& needle) {
  std::size_t found = 0;
  for (std::size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) ++found;
  return found;
}

/// The text between `<g class="NAME">` and its `</g>` (our groups are not nested inside these).
std::string group(const std::string& svg, const std::string& name) {
  const std::string open = "<g class=\"" + name + "\"";
  const std::size_t begin = svg.find(open);
  if (begin == std::string::npos) return {};
  const std::size_t end = svg.find("</g>", begin);
  return svg.substr(begin, end - begin);
}

/// Checks the shape the page redraws by (web/picture.js): one element per line, and a group's opening and closing
/// tags on lines of their own, inside one <svg> whose tags are the first and last lines.
::testing::AssertionResult one_element_per_line(const std::string& svg) {
  std::vector<std::string> lines;
  for (std::size_t at = 0; at < svg.size();) {
    const std::size_t end = svg.find('\n', at);
    lines.push_back(svg.substr(at, end - at));
    at = end == std::string::npos ? svg.size() : end + 1;
  }
  if (lines.size() < 2 || lines.front().rfind("<svg ", 0) != 0 || lines.back() != "</svg>") {
    return ::testing::AssertionFailure() << "not one <svg> from the first line to the last";
  }
  int depth = 0;
  for (std::size_t k = 1; k + 1 < lines.size(); ++k) {
    const std::string& line = lines[k];
    const auto ends_with = [&](const std::string& tail) {
      return line.size() >= tail.size() && line.compare(line.size() - tail.size(), tail.size(), tail) == 0;
    };
    if (line == "</g>") {
      if (--depth < 0) return ::testing::AssertionFailure() << "line " << k + 1 << " closes no group";
    } else if (line.rfind("<g", 0) == 0 && !ends_with("</g>") && !ends_with("/>")) {
      ++depth;
    } else {
      const std::size_t name_end = line.find_first_of(" />", 1);
      const std::string name = line.substr(1, name_end == std::string::npos ? std::string::npos : name_end - 1);
      if (line.empty() || line[0] != '<' || !(ends_with("/>") || ends_with("</" + name + ">"))) {
        return ::testing::AssertionFailure() << "line " << k + 1 << " is not one element: " << line.substr(0, 80);
      }
    }
  }
  if (depth != 0) return ::testing::AssertionFailure() << depth << " group(s) never closed";
  return ::testing::AssertionSuccess();
}

/// Checks that tags nest properly and every attribute is quoted: enough to catch a broken writer. (Written by
/// hand: std::regex trips GCC 12's -Wmaybe-uninitialized under the sanitizer build.)
::testing::AssertionResult well_formed(const std::string& svg) {
  const auto is_name = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == ':' || c == '-'; };
  std::vector<std::string> open;
  std::size_t at = 0;
  while (true) {
    const std::size_t lt = svg.find('<', at);
    const std::string between = svg.substr(at, lt == std::string::npos ? std::string::npos : lt - at);
    if (between.find('>') != std::string::npos) {
      return ::testing::AssertionFailure() << "stray '>' near offset " << at << ": " << between.substr(0, 80);
    }
    if (lt == std::string::npos) break;
    std::size_t i = lt + 1;
    const bool closing = i < svg.size() && svg[i] == '/';
    if (closing) ++i;
    const std::size_t name_start = i;
    while (i < svg.size() && std::islower(static_cast<unsigned char>(svg[i]))) ++i;
    const std::string name = svg.substr(name_start, i - name_start);
    if (name.empty()) return ::testing::AssertionFailure() << "no tag name at offset " << lt;
    bool self_closing = false;
    while (true) {
      while (i < svg.size() && std::isspace(static_cast<unsigned char>(svg[i]))) ++i;
      if (i >= svg.size()) return ::testing::AssertionFailure() << "unfinished tag at offset " << lt;
      if (svg[i] == '>') break;
      if (svg.compare(i, 2, "/>") == 0) {
        self_closing = true;
        ++i;
        break;
      }
      const std::size_t attribute = i;
      while (i < svg.size() && is_name(svg[i])) ++i;
      if (i == attribute || svg.compare(i, 2, "=\"") != 0) {
        return ::testing::AssertionFailure() << "bad attribute at offset " << attribute << ": "
                                             << svg.substr(attribute, 40);
      }
      const std::size_t end = svg.find('"', i + 2);
      if (end == std::string::npos || svg.substr(i + 2, end - i - 2).find_first_of("<>") != std::string::npos) {
        return ::testing::AssertionFailure() << "bad value at offset " << attribute;
      }
      i = end + 1;
    }
    at = i + 1;
    if (closing) {
      if (open.empty() || open.back() != name) return ::testing::AssertionFailure() << "unbalanced </" << name << ">";
      open.pop_back();
    } else if (!self_closing) {
      open.push_back(name);
    }
  }
  if (!open.empty()) return ::testing::AssertionFailure() << "unclosed <" << open.back() << ">";
  return ::testing::AssertionSuccess();
}

/// The value of attribute `name` in the tag starting at `tag`.
std::string attribute(const std::string& svg, std::size_t tag, const std::string& name) {
  const std::size_t end = svg.find('>', tag);
  const std::size_t at = svg.find(" " + name + "=\"", tag);
  if (at == std::string::npos || at > end) return {};
  const std::size_t value = at + name.size() + 3;
  return svg.substr(value, svg.find('"', value) - value);
}

/// label → (x, y) of its square's rect.
std::map<std::uint64_t, std::pair<double, double>> squares_of(const std::string& svg) {
  std::map<std::uint64_t, std::pair<double, double>> out;
  for (std::size_t at = svg.find("<rect class=\"square"); at != std::string::npos;
       at = svg.find("<rect class=\"square", at + 1)) {
    out[std::stoull(attribute(svg, at, "data-label"))] = {std::stod(attribute(svg, at, "x")),
                                                          std::stod(attribute(svg, at, "y"))};
  }
  return out;
}

TEST(Render, EverySquareWhereCellOfPutsIt) {
  for (std::uint64_t n : {1u, 2u, 3u, 6u, 7u, 10u}) {
    const std::string svg = snl::render_svg(Board::square(n, {}));
    const auto squares = squares_of(svg);
    ASSERT_EQ(squares.size(), n * n) << "n=" << n;
    const auto [x0, y0] = squares.at(snl::label_of(n, {0, 0}));
    for (const auto& [label, xy] : squares) {
      const snl::Cell cell = snl::cell_of(n, label);
      EXPECT_DOUBLE_EQ(xy.first - x0, 48.0 * static_cast<double>(cell.column)) << "n=" << n << " label " << label;
      EXPECT_DOUBLE_EQ(xy.second - y0, 48.0 * static_cast<double>(cell.row)) << "n=" << n << " label " << label;
    }
  }
}

TEST(Render, OneDrawingPerJumpTellingLaddersFromSnakes) {
  const std::string svg = snl::render_svg(leetcode());
  EXPECT_EQ(count(group(svg, "ladders"), "<polygon"), 2u) << "one arrowhead per ladder";
  EXPECT_EQ(count(group(svg, "snakes"), "<polygon"), 1u) << "one arrowhead per snake";
  EXPECT_EQ(count(group(svg, "snakes"), "<path"), 2u) << "body and stripe";
  EXPECT_NE(group(svg, "ladders").find("#2b8a3e"), std::string::npos) << "ladders are green";
  EXPECT_NE(group(svg, "snakes").find("#c92a2a"), std::string::npos) << "snakes are red";
  EXPECT_NE(svg.find("START"), std::string::npos);
  EXPECT_NE(svg.find("FINISH"), std::string::npos);
  EXPECT_NE(svg.find("6×6 board · 2 ladders · 1 snake"), std::string::npos);
}

TEST(Render, SelfJumpIsDrawnAndCounted) {
  const std::string svg = snl::render_svg(Board::square(3, {{5, 5}}));
  EXPECT_NE(svg.find("1 self-jump"), std::string::npos);
  EXPECT_NE(svg.find("jump to itself"), std::string::npos);
}

TEST(Render, RouteHasOneNumberedBadgePerRoll) {
  RenderOptions options;
  options.route = true;
  const std::string svg = snl::render_svg(leetcode(), options);
  EXPECT_EQ(count(svg, "class=\"route-step\""), 4u);
  EXPECT_NE(svg.find("data-rolls=\"4\""), std::string::npos);
  EXPECT_NE(svg.find("least rolls: 4"), std::string::npos);
  for (const char* number : {">1</text>", ">2</text>", ">3</text>", ">4</text>"}) {
    EXPECT_NE(group(svg, "route").find(number), std::string::npos) << number;
  }
}

TEST(Render, RouteLegsBowToAlternateSidesSoThatLegsInOneLineStayApart) {
  // 15 -> 17 and 13 -> 14 lie in one row of the 6x6 board: as straight lines they would share it.
  RenderOptions options;
  options.route = true;
  const std::string route = group(snl::render_svg(leetcode(), options), "route");
  EXPECT_EQ(count(route, "<path d=\"M"), 8u) << "each roll a halo and a dashed curve";
  EXPECT_EQ(count(route, "Q"), 8u);
  EXPECT_EQ(count(route, "<line"), 3u) << "the three jumps taken stay straight";
}

TEST(Render, WhileTheSearchIsShownAfterKRollsTheRouteStopsAtItsKthRoll) {
  RenderOptions options;
  options.route = true;
  options.layers_upto = 2;
  options.layers = true;
  EXPECT_EQ(count(snl::render_svg(leetcode(), options), "class=\"route-step\""), 2u);
  options.layers_upto = 0;
  EXPECT_EQ(count(snl::render_svg(leetcode(), options), "class=\"route-step\""), 0u);
  options.layers_upto.reset();
  EXPECT_EQ(count(snl::render_svg(leetcode(), options), "class=\"route-step\""), 4u) << "all layers: all the route";
}

TEST(Render, WalksOfTheSparseSolverAreDrawnRollByRoll) {
  // Few jumps on many squares: the automatic solver is the sparse one, whose route has walks.
  const Board board = Board::square(40, {{100, 1500}});
  ASSERT_EQ(snl::automatic_algorithm(board, true), snl::Algorithm::sparse);
  const snl::Solution solution = snl::solve(board);
  RenderOptions options;
  options.route = true;
  const std::string svg = snl::render_svg(board, options);
  EXPECT_EQ(count(svg, "class=\"route-step\""), static_cast<std::size_t>(solution.rolls));
}

TEST(Render, UnreachableBoardSaysSoAndDrawsNoRoute) {
  // A wall of six snake heads: 5..10 all lead back.
  const Board wall = Board::square(4, {{5, 1}, {6, 2}, {7, 3}, {8, 1}, {9, 2}, {10, 3}});
  RenderOptions options;
  options.route = true;
  options.layers = true;
  const std::string svg = snl::render_svg(wall, options);
  EXPECT_NE(svg.find("data-rolls=\"-1\""), std::string::npos);
  EXPECT_NE(svg.find("unreachable"), std::string::npos);
  EXPECT_EQ(count(svg, "class=\"route-step\""), 0u);
  // Squares 11..16 can never be stood on and are not jump heads.
  EXPECT_EQ(count(svg, "class=\"square unreachable\""), 6u);
}

TEST(Render, LayersFollowRollDistances) {
  std::mt19937_64 random(7);
  for (int trial = 0; trial < 30; ++trial) {
    const std::uint64_t n = 2 + random() % 9;
    std::vector<Jump> jumps;
    for (snl::Label head = 2; head <= n * n; ++head) {
      if (random() % 4 == 0) jumps.push_back({head, 1 + random() % (n * n)});
    }
    const Board board = Board::square(n, jumps);
    RenderOptions options;
    options.layers = true;
    const std::string svg = snl::render_svg(board, options);
    const std::vector<std::int32_t> distance = snl::roll_distances(board);
    std::size_t unreachable = 0;
    for (snl::Label label = 1; label <= n * n; ++label) {
      if (distance[label] < 0 && board.end_of_landing(label) == label) ++unreachable;
    }
    EXPECT_EQ(count(svg, "class=\"square unreachable\""), unreachable) << "trial " << trial;
    EXPECT_NE(svg.find("data-rolls=\"" + std::to_string(distance[n * n]) + "\""), std::string::npos);
    // The BFS after k rolls: one frontier outline per square first stood on by roll k.
    const std::int64_t k = 1 + static_cast<std::int64_t>(random() % 3);
    options.layers_upto = k;
    const std::string step = snl::render_svg(board, options);
    std::size_t frontier = 0;
    for (snl::Label label = 1; label <= n * n; ++label) frontier += distance[label] == k ? 1 : 0;
    EXPECT_EQ(count(step, "class=\"frontier\""), frontier) << "trial " << trial << " k=" << k;
  }
}

TEST(Render, WellFormedDeterministicAndSelfContained) {
  std::mt19937_64 random(2024);
  for (std::uint64_t n = 1; n <= 12; ++n) {
    const std::uint64_t seed = random();
    std::mt19937_64 local(seed);
    std::vector<Jump> jumps;
    for (snl::Label head = 1; head <= n * n; ++head) {
      if (local() % 3 == 0) jumps.push_back({head, 1 + local() % (n * n)});
    }
    const Board board = Board::square(n, jumps);
    for (int flags = 0; flags < 4; ++flags) {
      RenderOptions options;
      options.route = (flags & 1) != 0;
      options.layers = (flags & 2) != 0;
      const std::string svg = snl::render_svg(board, options);
      SCOPED_TRACE("n=" + std::to_string(n) + " seed=" + std::to_string(seed) + " flags=" + std::to_string(flags));
      EXPECT_TRUE(well_formed(svg));
      EXPECT_TRUE(one_element_per_line(svg));
      EXPECT_EQ(svg, snl::render_svg(board, options));
      EXPECT_EQ(svg.find(" id="), std::string::npos);
      EXPECT_EQ(svg.find("<style"), std::string::npos);
      EXPECT_EQ(svg.find("href"), std::string::npos);
      EXPECT_EQ(svg.find("nan"), std::string::npos);
      EXPECT_EQ(svg.find("inf"), std::string::npos);
      EXPECT_EQ(svg.back(), '\n');
      if (options.route) {
        const snl::Solution solution = snl::solve(board);
        EXPECT_EQ(count(svg, "class=\"route-step\""), solution.reachable() ? solution.route.size() : 0u);
      }
    }
  }
}

TEST(Render, NumbersAreWrittenToTheHundredthWithoutTrailingZeros) {
  // Every number of a picture's geometry: digits, at most two decimals, no trailing zero, no "-0". (The goldens pin
  // the digits themselves, render-* in tests/golden/cases.)
  const Board board = Board::square(30, {{2, 871}, {640, 3}, {455, 456}, {77, 77}});
  RenderOptions options;
  options.route = true;
  options.layers = true;
  const std::string svg = snl::render_svg(board, options);
  std::size_t numbers = 0;
  for (std::size_t at = 0; (at = svg.find_first_of("-0123456789", at)) != std::string::npos;) {
    const char before = at == 0 ? ' ' : svg[at - 1];
    std::size_t end = at + (svg[at] == '-' ? 1 : 0);
    const std::size_t digits = end;
    while (end < svg.size() && std::isdigit(static_cast<unsigned char>(svg[end]))) ++end;
    if (end == digits || !(before == '"' || before == ' ' || before == ',' || std::isupper(static_cast<unsigned char>(before)))) {
      at = end + 1;  // not a number of the geometry (a colour, a word)
      continue;
    }
    std::string number = svg.substr(at, end - at);
    if (end < svg.size() && svg[end] == '.') {
      std::size_t decimals = end + 1;
      while (decimals < svg.size() && std::isdigit(static_cast<unsigned char>(svg[decimals]))) ++decimals;
      number = svg.substr(at, decimals - at);
      EXPECT_LE(decimals - end - 1, 2u) << number;
      EXPECT_GE(decimals - end - 1, 1u) << number;
      EXPECT_NE(svg[decimals - 1], '0') << number;
      end = decimals;
    }
    EXPECT_NE(number, "-0") << "near offset " << at;
    ++numbers;
    at = end;
  }
  EXPECT_GT(numbers, 900u * 4);  // each square's x and y at least
  EXPECT_NE(svg.find("data-label=\"1\" x=\"16\" y=\""), std::string::npos);
}

TEST(Render, LabelsUpToTheLimitThenANote) {
  const std::string small = snl::render_svg(Board::square(snl::kMaxLabelledSide, {}));
  EXPECT_NE(small.find(">400</text>"), std::string::npos);
  EXPECT_EQ(small.find("omitted"), std::string::npos);
  const std::string large = snl::render_svg(Board::square(snl::kMaxLabelledSide + 1, {}));
  EXPECT_EQ(large.find(">441</text>"), std::string::npos);
  EXPECT_NE(large.find("Labels and numbers omitted above 20×20"), std::string::npos);
  EXPECT_NE(large.find("FINISH"), std::string::npos) << "start and finish stay marked";
}

TEST(Render, LargestBoardIsDrawnSmallEnough) {
  std::vector<Jump> jumps;
  for (snl::Label head = 40; head < 9'950; head += 37) jumps.push_back({head, head % 2 == 0 ? head + 30 : head - 30});
  RenderOptions options;
  options.route = true;
  options.layers = true;
  const std::string svg = snl::render_svg(Board::square(snl::kMaxRenderSide, jumps), options);
  EXPECT_EQ(count(svg, " data-label="), 10'000u);
  EXPECT_LT(svg.size(), 2'500'000u);
  EXPECT_TRUE(well_formed(svg));
  // Scaled to fit a screen: the displayed width stays at 960.
  EXPECT_NE(svg.find("width=\"960\""), std::string::npos);
}

TEST(Render, TooLargeIsRefusedNamingTheLimit) {
  try {
    snl::render_svg(Board::square(snl::kMaxRenderSide + 1, {}));
    FAIL() << "expected LimitError";
  } catch (const snl::LimitError& error) {
    EXPECT_STREQ(error.what(),
                 "board too large to draw: 101x101 has 10201 squares; the renderer draws boards up to 100x100 "
                 "(10000 squares)");
  }
  // A giant board is refused before anything is allocated for it.
  EXPECT_THROW(snl::render_svg(Board::square(snl::kMaxSide, {{2, 3}})), snl::LimitError);
}

TEST(Render, TracksAreRefused) {
  try {
    snl::render_svg(Board::track(50, {{3, 40}}));
    FAIL() << "expected LimitError";
  } catch (const snl::LimitError& error) {
    EXPECT_STREQ(error.what(),
                 "cannot draw a track of 50 squares: the renderer draws square boards (\"size N\") only");
  }
}

TEST(Render, NegativeUptoMeansNoRollsYet) {
  RenderOptions options;
  options.layers = true;
  options.layers_upto = -5;
  const std::string svg = snl::render_svg(leetcode(), options);
  EXPECT_EQ(count(svg, "class=\"frontier\""), 1u) << "square 1, reached by 0 rolls";
}

}  // namespace

namespace {

snl::AnalysisOptions from_zero(int players = 1) {
  snl::AnalysisOptions options;
  options.rules.start = 0;
  options.players = players;
  return options;
}

}  // namespace

TEST(RenderPlot, WellFormedDeterministicAndEscaped) {
  const snl::Analysis one = snl::analyze(analyze_test::milton_bradley(), from_zero());
  const snl::Analysis three = snl::analyze(analyze_test::milton_bradley(), from_zero(3));
  const std::vector<snl::PlotPanel> panels{{"one", one}, {"three & <more>", three}};
  const std::string svg = snl::render_plot(panels);
  EXPECT_EQ(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0), 0u);
  EXPECT_EQ(svg.substr(svg.size() - 7), "</svg>\n");
  EXPECT_EQ(svg, snl::render_plot(panels));  // deterministic
  EXPECT_NE(svg.find("<polyline class=\"cdf\""), std::string::npos);
  EXPECT_NE(svg.find("P(game ends on roll k)"), std::string::npos);
  EXPECT_NE(svg.find("P(finished within k rolls)"), std::string::npos);
  EXPECT_NE(svg.find("mean 39.23"), std::string::npos);
  EXPECT_NE(svg.find("player 3"), std::string::npos);
  EXPECT_NE(svg.find("three &amp; &lt;more&gt;"), std::string::npos);  // titles are escaped
  EXPECT_EQ(svg.find("nan"), std::string::npos);
  EXPECT_EQ(svg.find("inf"), std::string::npos);
  // Every element opened is closed: count "<g>"/"<g " against "</g>".
  std::size_t open = 0;
  std::size_t close = 0;
  for (std::size_t at = svg.find("<g"); at != std::string::npos; at = svg.find("<g", at + 1)) ++open;
  for (std::size_t at = svg.find("</g>"); at != std::string::npos; at = svg.find("</g>", at + 1)) ++close;
  EXPECT_EQ(open, close);
  // A board that never ends still plots (no bars, no division by zero).
  const snl::Board trap = snl::Board::track(10, {{1, 10}, {10, 5}});
  const std::string empty = snl::render_plot({{"never", snl::analyze(trap)}});
  EXPECT_EQ(empty.find("nan"), std::string::npos);
  EXPECT_NE(empty.find("expected: infinite"), std::string::npos);
}

// The heat map: figures given as data (snl::heat_map of an analysis), drawn on hand-worked boards.
namespace {

using snl::HeatKind;

snl::Analysis analysis_of(const Board& board, int faces, int start = 1) {
  snl::AnalysisOptions options;
  options.rules.die = snl::Die::fair(faces);
  options.rules.start = start;
  options.squares = true;
  return snl::analyze(board, options);
}

RenderOptions heat_options(const Board& board, const snl::Analysis& analysis, HeatKind kind) {
  RenderOptions options;
  options.heat = snl::heat_map(board, analysis, kind);
  return options;
}

/// The words of every <text> in `svg`, joined by spaces (a paragraph broken over rows reads whole again).
std::string words_of(const std::string& svg) {
  std::string out;
  for (std::size_t at = svg.find("<text"); at != std::string::npos; at = svg.find("<text", at + 1)) {
    const std::size_t begin = svg.find('>', at) + 1;
    out += (out.empty() ? "" : " ") + svg.substr(begin, svg.find("</text>", begin) - begin);
  }
  return out;
}

/// label → the data-heat of its square.
std::map<std::uint64_t, std::string> heat_of(const std::string& svg) {
  std::map<std::uint64_t, std::string> out;
  for (std::size_t at = svg.find("<rect class=\"square"); at != std::string::npos;
       at = svg.find("<rect class=\"square", at + 1)) {
    out[std::stoull(attribute(svg, at, "data-label"))] = attribute(svg, at, "data-heat");
  }
  return out;
}

/// label → the fill of its square.
std::map<std::uint64_t, std::string> fills_of(const std::string& svg) {
  std::map<std::uint64_t, std::string> out;
  for (std::size_t at = svg.find("<rect class=\"square"); at != std::string::npos;
       at = svg.find("<rect class=\"square", at + 1)) {
    out[std::stoull(attribute(svg, at, "data-label"))] = attribute(svg, at, "fill");
  }
  return out;
}

/// The legend's swatches (40 wide): each one's number as written and its fill.
std::vector<std::pair<std::string, std::string>> swatches_of(const std::string& svg) {
  const std::string legend = group(svg, "legend");
  std::vector<std::pair<std::string, std::string>> out;
  for (std::size_t at = legend.find("<rect"); at != std::string::npos; at = legend.find("<rect", at + 1)) {
    if (attribute(legend, at, "width") != "40") continue;
    const std::size_t text = legend.find("<text", at);
    const std::size_t begin = legend.find('>', text) + 1;
    out.emplace_back(legend.substr(begin, legend.find("</text>", begin) - begin), attribute(legend, at, "fill"));
  }
  return out;
}

/// Relative luminance of "#rrggbb" (WCAG), to check that the scale darkens as the figure grows.
double luminance(const std::string& colour) {
  double sum = 0;
  const double weight[3] = {0.2126, 0.7152, 0.0722};
  for (int c = 0; c < 3; ++c) {
    const double v = std::stoi(colour.substr(1 + 2 * static_cast<std::size_t>(c), 2), nullptr, 16) / 255.0;
    sum += weight[c] * (v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4));
  }
  return sum;
}

}  // namespace

// A 2x2 board with a two-sided die, overshoot stay, from square 1. Worked by hand: from 3 only a 1 finishes, so
// E3 = 2; from 2 a 1 goes to 3 and a 2 finishes, E2 = 1 + E3/2 = 2; from 1 a 1 goes to 2, a 2 to 3, E1 = 1 + (E2 +
// E3)/2 = 3. Turns begun: on 1 once; on 2 with probability 1/2; 3 is reached with probability 3/4 and then held
// for a geometric number of turns of mean 2: 1.5. (They add up to E1 = 3.)
TEST(RenderHeat, RemainingAndVisitsOfAHandWorkedBoard) {
  const Board board = Board::square(2, {});
  const snl::Analysis analysis = analysis_of(board, 2);
  const snl::HeatMap remaining = snl::heat_map(board, analysis, HeatKind::remaining);
  ASSERT_EQ(remaining.value.size(), 5u);
  EXPECT_NEAR(remaining.value[1].value(), 3, 1e-9);
  EXPECT_NEAR(remaining.value[2].value(), 2, 1e-9);
  EXPECT_NEAR(remaining.value[3].value(), 2, 1e-9);
  EXPECT_FALSE(remaining.value[4].has_value()) << "the last square ends the game: no turn begins there";
  EXPECT_EQ(remaining.rules, "overshoot stay, start 1, d2");
  const snl::HeatMap visits = snl::heat_map(board, analysis, HeatKind::visits);
  EXPECT_NEAR(visits.value[1].value(), 1, 1e-9);
  EXPECT_NEAR(visits.value[2].value(), 0.5, 1e-9);
  EXPECT_NEAR(visits.value[3].value(), 1.5, 1e-9);

  const std::string svg = snl::render_svg(board, heat_options(board, analysis, HeatKind::remaining));
  EXPECT_TRUE(well_formed(svg));
  EXPECT_NE(svg.find("data-heat=\"remaining\""), std::string::npos);
  const std::map<std::uint64_t, std::string> expected{{1, "3.00"}, {2, "2.00"}, {3, "2.00"}, {4, "finish"}};
  EXPECT_EQ(heat_of(svg), expected);
  const std::map<std::uint64_t, std::string> fills = fills_of(svg);
  EXPECT_EQ(fills.at(1), "#3f007d") << "the greatest figure takes the darkest end of the scale";
  EXPECT_EQ(fills.at(2), "#e7e4f2") << "the least figure takes the lightest end";
  EXPECT_EQ(fills.at(3), fills.at(2));
  const std::string labels = group(svg, "labels");
  EXPECT_EQ(count(labels, "class=\"heat-value\""), 3u) << "each figure written on its square";
  EXPECT_NE(labels.find(">3.00</text>"), std::string::npos);
  const std::string legend = group(svg, "legend");
  const std::string words = words_of(legend);
  EXPECT_NE(words.find("Shade and number: the expected rolls still needed from a turn beginning on the square, the "
                       "die played at random (overshoot stay, start 1, d2)."),
            std::string::npos)
      << words;
  EXPECT_NE(legend.find(">2.00</text>"), std::string::npos) << "the scale starts at the least figure";
  EXPECT_NE(legend.find(">3.00</text>"), std::string::npos) << "and ends at the greatest";
  EXPECT_EQ(svg, snl::render_svg(board, heat_options(board, analysis, HeatKind::remaining)));  // deterministic

  const std::string by_visits = snl::render_svg(board, heat_options(board, analysis, HeatKind::visits));
  const std::map<std::uint64_t, std::string> expected_visits{{1, "1.00"}, {2, "0.500"}, {3, "1.50"}, {4, "finish"}};
  EXPECT_EQ(heat_of(by_visits), expected_visits);
  EXPECT_NE(words_of(group(by_visits, "legend")).find("the expected number of turns begun on the square in one game"),
            std::string::npos);
}

// The scale is one hue whose lightness falls as the figure grows: readable without telling hues apart. On every
// scale (quantile, the default, log and linear) the swatches darken steadily and a greater figure is never lighter.
TEST(RenderHeat, TheScaleDarkensSteadily) {
  const Board board = Board::square(4, {{3, 14}, {13, 2}});
  const snl::Analysis analysis = analysis_of(board, 6);
  const snl::HeatMap heat = snl::heat_map(board, analysis, HeatKind::remaining);
  for (const snl::HeatScale scale : {snl::HeatScale::quantile, snl::HeatScale::log, snl::HeatScale::linear}) {
    SCOPED_TRACE(std::string(snl::name_of(scale)));
    RenderOptions options = heat_options(board, analysis, HeatKind::remaining);
    options.heat_scale = scale;
    const std::string svg = snl::render_svg(board, options);
    const std::string legend = group(svg, "legend");
    std::vector<double> swatches;
    for (std::size_t at = legend.find("<rect"); at != std::string::npos; at = legend.find("<rect", at + 1)) {
      if (attribute(legend, at, "width") == "40") swatches.push_back(luminance(attribute(legend, at, "fill")));
    }
    // Quantile swatches are the board's figures at each sixth of the ranks: fewer when ranks share a figure.
    if (scale == snl::HeatScale::quantile) {
      EXPECT_GE(swatches.size(), 2u);
      EXPECT_LE(swatches.size(), 7u);
    } else {
      EXPECT_EQ(swatches.size(), 7u);
    }
    for (std::size_t k = 1; k < swatches.size(); ++k) EXPECT_LT(swatches[k], swatches[k - 1]) << "swatch " << k;
    // Each square's shade is the scale's at its figure: a greater figure is never lighter.
    const std::map<std::uint64_t, std::string> fills = fills_of(svg);
    for (snl::Label a = 1; a <= 16; ++a) {
      for (snl::Label b = 1; b <= 16; ++b) {
        if (heat.value[a] && heat.value[b] && *heat.value[a] > *heat.value[b] + 1e-9) {
          EXPECT_LE(luminance(fills.at(a)), luminance(fills.at(b))) << a << " against " << b;
        }
      }
    }
  }
}

// 3x3, two-sided die, ladders 2->5 and 3->6: every first roll climbs, so square 4 is never reached, and the
// ladders' feet are never stood on. Each kind of square without a figure is drawn apart and explained.
TEST(RenderHeat, SquaresWithoutAFigureAreDrawnApartAndExplained) {
  const Board board = Board::square(3, {{2, 5}, {3, 6}});
  const snl::Analysis analysis = analysis_of(board, 2);
  const std::string svg = snl::render_svg(board, heat_options(board, analysis, HeatKind::remaining));
  EXPECT_TRUE(well_formed(svg));
  const std::map<std::uint64_t, std::string> heat = heat_of(svg);
  EXPECT_EQ(heat.at(2), "jump-head");
  EXPECT_EQ(heat.at(3), "jump-head");
  EXPECT_EQ(heat.at(4), "never-reached");
  EXPECT_EQ(heat.at(9), "finish");
  for (const snl::Label label : {1, 5, 6, 7, 8}) EXPECT_NE(heat.at(label).find('.'), std::string::npos) << label;
  EXPECT_EQ(count(svg, "class=\"square unreachable\""), 1u) << "square 4, greyed (and crossed)";
  const std::string legend = group(svg, "legend");
  EXPECT_NE(legend.find("never reached: no turn begins here"), std::string::npos);
  EXPECT_NE(legend.find("unshaded: a jump's head, never stood on"), std::string::npos);
  EXPECT_EQ(legend.find("infinite"), std::string::npos) << "no square has an infinite figure";
}

// 2x2 with a one-sided die and a snake 3->2: the token walks 1, 2, 3 => 2, 3 => 2, ... and never finishes. Squares
// 1 and 2 are stood on with no finite figure: "∞" (remaining) or "–" (visits), on a dark grey, explained.
TEST(RenderHeat, ATrapHasNoFiniteFigure) {
  const Board board = Board::square(2, {{3, 2}});
  const snl::Analysis analysis = analysis_of(board, 1);
  ASSERT_EQ(analysis.finish_probability, 0);
  const std::string svg = snl::render_svg(board, heat_options(board, analysis, HeatKind::remaining));
  EXPECT_TRUE(well_formed(svg));
  const std::map<std::uint64_t, std::string> expected{
      {1, "no-figure"}, {2, "no-figure"}, {3, "jump-head"}, {4, "finish"}};
  EXPECT_EQ(heat_of(svg), expected);
  EXPECT_EQ(count(group(svg, "labels"), ">\xE2\x88\x9E</text>"), 2u);
  const std::string legend = group(svg, "legend");
  EXPECT_NE(legend.find("infinite: a trap can be reached from here"), std::string::npos);
  EXPECT_NE(legend.find("No square has a figure."), std::string::npos);
  const std::string visits = snl::render_svg(board, heat_options(board, analysis, HeatKind::visits));
  EXPECT_EQ(count(group(visits, "labels"), ">\xE2\x80\x93</text>"), 2u);
  EXPECT_NE(group(visits, "legend").find("none: the last square cannot be reached from here"), std::string::npos);
}

// From off the board the start is no square: its figure is written in the legend. With the two-sided die on 2x2
// the first roll stands on 1 or 2: 1 + (3 + 2)/2 = 3.5 rolls.
TEST(RenderHeat, TheOffBoardStartIsInTheLegend) {
  const Board board = Board::square(2, {});
  const snl::Analysis analysis = analysis_of(board, 2, 0);
  const snl::HeatMap heat = snl::heat_map(board, analysis, HeatKind::remaining);
  EXPECT_NEAR(heat.off_board.value(), 3.5, 1e-9);
  const std::string svg = snl::render_svg(board, heat_options(board, analysis, HeatKind::remaining));
  EXPECT_NE(group(svg, "legend").find("from off the board (the start): 3.50"), std::string::npos);
}

TEST(RenderHeat, NotWithLayersAndOnlyOfTheBoardsSize) {
  const Board board = Board::square(2, {});
  const snl::Analysis analysis = analysis_of(board, 2);
  RenderOptions options = heat_options(board, analysis, HeatKind::remaining);
  options.layers = true;
  EXPECT_THROW((void)snl::render_svg(board, options), snl::Error);
  options.layers = false;
  EXPECT_THROW((void)snl::render_svg(Board::square(3, {}), options), snl::Error);
  EXPECT_EQ(snl::name_of(HeatKind::visits), "visits");
  EXPECT_EQ(snl::heat_kind_named("remaining"), HeatKind::remaining);
  EXPECT_FALSE(snl::heat_kind_named("layers").has_value());
}

// Large boards keep their shading and legend; the numbers go with the labels past kMaxLabelledSide.
TEST(RenderHeat, LargeBoardsAreShadedWithoutNumbers) {
  const Board board = Board::square(21, {{5, 400}, {420, 40}});
  const snl::Analysis analysis = analysis_of(board, 6);
  const std::string svg = snl::render_svg(board, heat_options(board, analysis, HeatKind::visits));
  EXPECT_TRUE(well_formed(svg));
  EXPECT_EQ(count(svg, "class=\"heat-value\""), 0u);
  // 343 of its 438 figures are written 0.324 (far from both ends a turn begins anywhere about as often): on the
  // quantile scale they share one shade, and the swatches are the three figures the ranks meet.
  const std::vector<std::pair<std::string, std::string>> swatches = swatches_of(svg);
  ASSERT_EQ(swatches.size(), 3u);
  EXPECT_EQ(swatches[0].first, "0.167");
  EXPECT_EQ(swatches[1].first, "0.324");
  EXPECT_EQ(swatches[2].first, "3.14");
  RenderOptions linear = heat_options(board, analysis, HeatKind::visits);
  linear.heat_scale = snl::HeatScale::linear;
  EXPECT_EQ(count(group(snl::render_svg(board, linear), "legend"), "width=\"40\""), 7u);
}

// Random boards (seed printed): every square shows the analysis' figure for it, or, without one, why — a jump's
// head exactly where a landing moves on, the finish on the last square, "no figure" exactly where a turn begins
// without a finite figure.
TEST(RenderHeat, EverySquareShowsItsFigureOrWhyNot) {
  std::mt19937_64 random(909);
  for (int trial = 0; trial < 40; ++trial) {
    const std::uint64_t seed = random();
    std::mt19937_64 local(seed);
    const std::uint64_t n = 2 + local() % 7;
    std::vector<Jump> jumps;
    for (snl::Label head = 2; head <= n * n; ++head) {
      if (local() % 4 == 0) jumps.push_back({head, 1 + local() % (n * n)});
    }
    const Board board = Board::square(n, jumps);
    const int faces = 1 + static_cast<int>(local() % 6);
    const int start = static_cast<int>(local() % 2);
    const HeatKind kind = local() % 2 == 0 ? HeatKind::remaining : HeatKind::visits;
    const snl::Analysis analysis = analysis_of(board, faces, start);
    const std::string svg = snl::render_svg(board, heat_options(board, analysis, kind));
    ASSERT_TRUE(well_formed(svg)) << "seed " << seed;
    ASSERT_TRUE(one_element_per_line(svg)) << "seed " << seed;
    std::map<std::uint64_t, std::string> expected;
    for (snl::Label label = 1; label <= n * n; ++label) {
      expected[label] = board.end_of_landing(label) != label ? "jump-head" : label == n * n ? "finish" : "never-reached";
    }
    for (const snl::SquareFigures& f : analysis.squares) {
      if (f.square == 0) continue;
      const std::optional<double>& value = kind == HeatKind::remaining ? f.remaining : f.visits;
      if (!value) {
        expected[f.square] = "no-figure";
        continue;
      }
      // The figure as the picture writes it (3-4 significant figures), from the analysis' own number.
      const double v = *value;
      char text[32];
      if (v <= 0) {
        std::snprintf(text, sizeof text, "0");
      } else if (v < 0.001) {
        std::snprintf(text, sizeof text, "<0.001");
      } else {
        std::snprintf(text, sizeof text, "%.*f", v >= 100 ? 0 : v >= 10 ? 1 : v >= 1 ? 2 : 3, v);
      }
      expected[f.square] = text;
    }
    EXPECT_EQ(heat_of(svg), expected) << "seed " << seed << ", n " << n << ", d" << faces << ", start " << start;
  }
}

// The colour scale (RenderOptions::heat_scale) and the jumps' style (RenderOptions::jumps). The heat map is data, so
// these boards' figures are given by hand: what is checked is how they are shaded, not an analysis.
namespace {

/// A 3x3 board with no jumps whose squares 1..8 hold `figures` (visits), the last square none.
snl::HeatMap hand_heat(const std::vector<double>& figures) {
  snl::HeatMap heat;
  heat.kind = HeatKind::visits;
  heat.rules = "by hand";
  heat.value.assign(10, std::nullopt);
  heat.stood_on.assign(10, false);
  for (std::size_t k = 0; k < figures.size(); ++k) {
    heat.value[k + 1] = figures[k];
    heat.stood_on[k + 1] = true;
  }
  return heat;
}

RenderOptions scaled(const snl::HeatMap& heat, snl::HeatScale scale) {
  RenderOptions options;
  options.heat = heat;
  options.heat_scale = scale;
  return options;
}

// The 20x20 case of issue 33 in small: seven squares between 0.1 and 0.7 and one outlier of 25. On the linear scale
// the seven are within a few hundredths of the lightest shade; on the quantile scale (the default) each takes a
// shade of its own, darker as it grows, with the outlier alone at the dark end; the log scale spreads them too.
TEST(RenderHeatScale, OneOutlierDoesNotWashOutTheQuantileScale) {
  const Board board = Board::square(3, {});
  const snl::HeatMap heat = hand_heat({0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 25});
  EXPECT_EQ(RenderOptions{}.heat_scale, snl::HeatScale::quantile) << "the default";
  const auto spread = [&](snl::HeatScale scale) {
    const std::map<std::uint64_t, std::string> fills = fills_of(snl::render_svg(board, scaled(heat, scale)));
    for (snl::Label a = 2; a <= 8; ++a) EXPECT_LT(luminance(fills.at(a)), luminance(fills.at(a - 1))) << a;
    return luminance(fills.at(1)) - luminance(fills.at(7));  // the spread of the seven ordinary squares
  };
  const std::map<std::uint64_t, std::string> linear =
      fills_of(snl::render_svg(board, scaled(heat, snl::HeatScale::linear)));
  EXPECT_LT(luminance(linear.at(1)) - luminance(linear.at(7)), 0.05) << "washed out: the outlier takes the scale";
  const double quantile = spread(snl::HeatScale::quantile);
  const double log = spread(snl::HeatScale::log);
  EXPECT_GT(quantile, 0.4) << "by rank, the seventh square is 6/7 of the way along";
  EXPECT_GT(log, 0.15);
  const std::map<std::uint64_t, std::string> fills = fills_of(snl::render_svg(board, scaled(heat, snl::HeatScale::quantile)));
  EXPECT_EQ(fills.at(1), "#e7e4f2") << "the least figure keeps the lightest end";
  EXPECT_EQ(fills.at(8), "#3f007d") << "the greatest the darkest";
}

// Equal figures share one shade on the quantile scale (by their mean rank), and the ends stay the least and the
// greatest figures however many squares tie there.
TEST(RenderHeatScale, EqualFiguresShareAShade) {
  const Board board = Board::square(3, {});
  const std::map<std::uint64_t, std::string> fills =
      fills_of(snl::render_svg(board, scaled(hand_heat({1, 1, 1, 2, 2, 3, 3, 3}), snl::HeatScale::quantile)));
  EXPECT_EQ(fills.at(1), "#e7e4f2");
  EXPECT_EQ(fills.at(2), fills.at(1));
  EXPECT_EQ(fills.at(3), fills.at(1));
  EXPECT_EQ(fills.at(4), fills.at(5));
  EXPECT_EQ(fills.at(6), "#3f007d");
  EXPECT_EQ(fills.at(8), fills.at(6));
  EXPECT_EQ(fills.at(4), "#9e9ac8") << "2 holds the middle ranks: the middle of the ramp";
}

// The legend names the scale, and each swatch is honest: on the quantile scale its number is a figure of the board
// and its colour that of the squares holding it; on the log scale the numbers grow by one factor; on the linear
// scale by one amount. The swatches never repeat a number.
TEST(RenderHeatScale, TheLegendNamesTheScaleAndItsSwatchesAreHonest) {
  const Board board = Board::square(3, {});
  const std::vector<double> figures{0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 25};
  const snl::HeatMap heat = hand_heat(figures);

  const std::string quantile = snl::render_svg(board, scaled(heat, snl::HeatScale::quantile));
  EXPECT_NE(words_of(group(quantile, "legend")).find("Colour scale: quantile (shade by rank: each step covers about as many squares)."), std::string::npos);
  const std::map<std::uint64_t, std::string> written = heat_of(quantile);
  const std::map<std::uint64_t, std::string> fills = fills_of(quantile);
  const auto swatches = swatches_of(quantile);
  ASSERT_EQ(swatches.size(), 7u);
  EXPECT_EQ(swatches.front().first, "0.100");
  EXPECT_EQ(swatches.back().first, "25.0");
  for (const auto& [number, fill] : swatches) {
    bool found = false;
    for (const auto& [label, text] : written) {
      if (text == number) {
        found = true;
        EXPECT_EQ(fills.at(label), fill) << "the swatch of " << number << " is its squares' shade";
      }
    }
    EXPECT_TRUE(found) << number << " is a figure of the board";
  }

  const std::string log = snl::render_svg(board, scaled(heat, snl::HeatScale::log));
  EXPECT_NE(words_of(group(log, "legend")).find("Colour scale: log (each step of shade multiplies the figure by the "
                                                "same factor)."),
            std::string::npos);
  const auto log_swatches = swatches_of(log);
  ASSERT_EQ(log_swatches.size(), 7u);
  // 0.1 to 25 in six steps of 250^(1/6) = 2.51: 0.1, 0.251, 0.630, 1.58, 3.97, 9.96, 25.
  const std::vector<std::string> geometric{"0.100", "0.251", "0.630", "1.58", "3.97", "9.96", "25.0"};
  for (std::size_t k = 0; k < geometric.size(); ++k) EXPECT_EQ(log_swatches[k].first, geometric[k]) << k;
  EXPECT_EQ(log_swatches.front().second, fills_of(log).at(1));
  EXPECT_EQ(log_swatches.back().second, fills_of(log).at(8));

  const std::string linear =
      snl::render_svg(board, scaled(hand_heat({0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 24.1}), snl::HeatScale::linear));
  EXPECT_NE(words_of(group(linear, "legend")).find("Colour scale: linear (each step of shade adds the same amount)."),
            std::string::npos);
  const auto linear_swatches = swatches_of(linear);
  ASSERT_EQ(linear_swatches.size(), 7u);
  // 0.1 to 24.1 in six steps of 4.
  const std::vector<std::string> even{"0.100", "4.10", "8.10", "12.1", "16.1", "20.1", "24.1"};
  for (std::size_t k = 0; k < even.size(); ++k) EXPECT_EQ(linear_swatches[k].first, even[k]) << k;

  // Few distinct figures: one swatch each, none repeated.
  const auto few = swatches_of(snl::render_svg(board, scaled(hand_heat({1, 1, 1, 2, 2, 3, 3, 3}), snl::HeatScale::quantile)));
  ASSERT_EQ(few.size(), 3u);
  EXPECT_EQ(few[0].first, "1.00");
  EXPECT_EQ(few[1].first, "2.00");
  EXPECT_EQ(few[2].first, "3.00");
}

// A figure of 0 has no logarithm: on the log scale it takes the lightest shade, the scale runs from the least
// positive figure, and the legend says so.
TEST(RenderHeatScale, TheLogScaleBeginsAtTheLeastPositiveFigure) {
  const Board board = Board::square(3, {});
  const std::string svg = snl::render_svg(board, scaled(hand_heat({0, 0.01, 0.1, 1, 10, 10, 10, 100}), snl::HeatScale::log));
  const std::map<std::uint64_t, std::string> fills = fills_of(svg);
  EXPECT_EQ(fills.at(1), "#e7e4f2");
  EXPECT_EQ(fills.at(2), "#e7e4f2");
  EXPECT_EQ(fills.at(8), "#3f007d");
  EXPECT_EQ(fills.at(4), "#9e9ac8") << "1 is halfway from 0.01 to 100 by the logarithm";
  EXPECT_NE(words_of(group(svg, "legend")).find("; a figure of 0 takes the lightest shade)."), std::string::npos);
}

// Issue 33: under start 0 the legend said "start (1)". From off the board no square is the start: the legend says
// "start: off the board (0)" and square 1 is not outlined; under start 1 it says "start (1)" and outlines it.
TEST(RenderHeat, TheLegendNamesTheRulesStart) {
  const Board board = Board::square(2, {});
  const std::string off = snl::render_svg(board, heat_options(board, analysis_of(board, 2, 0), HeatKind::remaining));
  const std::string off_words = words_of(group(off, "legend"));
  EXPECT_NE(off_words.find("start: off the board (0)"), std::string::npos) << off_words;
  EXPECT_EQ(off_words.find("start (1)"), std::string::npos);
  EXPECT_EQ(count(off, "stroke=\"#1b6b2c\""), 0u) << "no square outlined as the start";
  const std::string on = snl::render_svg(board, heat_options(board, analysis_of(board, 2, 1), HeatKind::remaining));
  EXPECT_NE(words_of(group(on, "legend")).find("start (1)"), std::string::npos);
  EXPECT_EQ(count(on, "stroke=\"#1b6b2c\""), 2u) << "square 1 outlined, and its swatch in the legend";
  EXPECT_EQ(snl::heat_map(board, analysis_of(board, 2, 0), HeatKind::remaining).start, 0);
}

// The jump-use map: each jump's head shaded and numbered by the expected times the jump is taken (the analysis' own
// figure), every other square unshaded and said to hold no jump; through render_request, as every face draws it.
TEST(RenderHeat, JumpUseOnEachHead) {
  const Board board = Board::square(3, {{2, 8}, {7, 3}});
  snl::RenderRequest request;
  request.heat = HeatKind::jump_use;
  request.rules.die = snl::Die::fair(2);
  const std::string svg = snl::render_request(board, request);
  EXPECT_TRUE(well_formed(svg));
  snl::AnalysisOptions options;
  options.rules.die = snl::Die::fair(2);
  options.jump_use = true;
  const snl::Analysis a = snl::analyze(board, options);
  ASSERT_EQ(a.jump_use.size(), 2u);
  const std::map<std::uint64_t, std::string> heat = heat_of(svg);
  for (const snl::JumpUse& u : a.jump_use) {
    EXPECT_GT(u.expected_times, 0);
    EXPECT_EQ(heat.at(u.jump.from), snl::internal::heat_text(u.expected_times)) << u.jump.from;
  }
  for (const std::uint64_t plain : {1, 3, 4, 5, 6, 8}) EXPECT_EQ(heat.at(plain), "no-jump") << plain;
  EXPECT_EQ(heat.at(9), "finish");
  const std::string words = words_of(group(svg, "legend"));
  EXPECT_NE(words.find("on each jump's head: the expected number of times the jump is taken in one game"),
            std::string::npos) << words;
  EXPECT_NE(words.find("unshaded: no jump begins here"), std::string::npos) << words;
  // Where a trap can be reached the analysis leaves the jumps' use out, and the legend says why.
  const Board trap = Board::square(6, {{4, 25}, {16, 15}, {17, 15}, {18, 15}, {19, 15}, {20, 15}, {21, 15}});
  snl::RenderRequest trapped;
  trapped.heat = HeatKind::jump_use;
  const std::string none = words_of(group(snl::render_request(trap, trapped), "legend"));
  EXPECT_NE(none.find("No square has a figure: a trap can be reached"), std::string::npos) << none;
  EXPECT_EQ(snl::heat_kind_named("jump_use"), HeatKind::jump_use);
  EXPECT_EQ(snl::name_of(HeatKind::jump_use), "jump_use");
}

// A figure under 0.001 is written "<0.001", escaped in the square's data-heat, its number and the legend's swatch:
// the SVG stays well formed (it was not before).
TEST(RenderHeat, AFigureUnderAThousandthIsEscaped) {
  const Board board = Board::square(3, {});
  const snl::Analysis analysis = analysis_of(board, 6);
  RenderOptions options = heat_options(board, analysis, HeatKind::visits);
  options.heat->value[2] = 0.0004;
  const std::string svg = snl::render_svg(board, options);
  EXPECT_TRUE(well_formed(svg));
  EXPECT_EQ(heat_of(svg).at(2), "&lt;0.001");
  EXPECT_EQ(svg.find("<0.001"), std::string::npos);
  EXPECT_NE(svg.find(">&lt;0.001</text>"), std::string::npos);
}

// The policy's mark in a few characters, written by hand for each kind of choice: the die, the faces by change
// (fewer first; a change of two as +2/F; two-digit faces apart by commas), flip's tosses, a refused jump.
TEST(RenderPolicy, MarksSayTheChoiceInAFewCharacters) {
  snl::GameRules rules;
  rules.choices.dice = snl::parse_die_choices("4;2d6@2");
  snl::SquarePlay play;
  EXPECT_EQ(snl::policy_mark(rules, play), "") << "the plain move";
  play.die = 1;
  EXPECT_EQ(snl::policy_mark(rules, play), "d4");
  play.die = 2;
  EXPECT_EQ(snl::policy_mark(rules, play), "2d6");
  snl::GameRules adjust;
  adjust.choices.adjust = snl::Adjust::free;
  adjust.choices.adjust_by = 2;
  snl::SquarePlay moved;
  moved.moves = {0, -1, 1, 1, 2, 0};
  EXPECT_EQ(snl::policy_mark(adjust, moved), "-2 +34 +2/5");
  moved.take = true;
  EXPECT_EQ(snl::policy_mark(adjust, moved), "-2 +34 +2/5");
  moved.take = false;
  EXPECT_EQ(snl::policy_mark(adjust, moved), "-2 +34 +2/5 R");
  snl::GameRules flip;
  flip.choices.adjust = snl::Adjust::flip;
  snl::SquarePlay tossed;
  tossed.moves = {0, 1, 0, 0, 1, 0};
  EXPECT_EQ(snl::policy_mark(flip, tossed), "~25");
  snl::GameRules sums;
  sums.die = snl::Die::parse("2d6");
  sums.choices.adjust = snl::Adjust::coin;
  snl::SquarePlay wide;
  wide.moves.assign(11, 0);  // faces 2..12
  wide.moves[0] = 1;
  wide.moves[8] = 1;
  wide.moves[10] = 1;
  EXPECT_EQ(snl::policy_mark(sums, wide), "+2,10,12");
}

// The policy map of the classic board with a d4 to choose and a free ±1: each square where a turn can begin is
// shaded by what the choices save there (the analysis' best play, plain_value − value) and marked with its choice;
// a square with a mark saves something and one without saves nothing (ties go to the plain move). Without choices
// it is refused, and the other maps still refuse choices.
TEST(RenderPolicy, EachSquareIsTheBestPlaysChoiceAndWorth) {
  const Board board = Board::square(10, {{1, 38}, {4, 14}, {9, 31}, {21, 42}, {28, 84}, {36, 44}, {51, 67}, {71, 91},
                                         {80, 100}, {16, 6}, {47, 26}, {49, 11}, {56, 53}, {62, 19}, {64, 60}, {87, 24},
                                         {93, 73}, {95, 75}, {98, 78}});
  // With a d4 to choose and ±1 every square has a better choice; with the d4 alone some squares keep the plain move.
  std::string svg;
  snl::RenderRequest request;
  for (const bool adjust : {true, false}) {
    SCOPED_TRACE(adjust ? "d4 and a free ±1" : "d4");
    request = {};
    request.heat = HeatKind::policy;
    request.rules.choices.dice = snl::parse_die_choices("4");
    if (adjust) request.rules.choices.adjust = snl::Adjust::free;
    EXPECT_FALSE(snl::render_conflict(request, true));
    svg = snl::render_request(board, request);
    EXPECT_TRUE(well_formed(svg));
    snl::AnalysisOptions options;
    options.rules = request.rules;
    options.optimal = snl::Optimal{};
    const snl::Analysis a = snl::analyze(board, options);
    ASSERT_TRUE(a.strategy);
    const std::map<std::uint64_t, std::string> heat = heat_of(svg);
    std::size_t drawn = 0;
    for (std::size_t at = svg.find("class=\"policy-mark\""); at != std::string::npos;
         at = svg.find("class=\"policy-mark\"", at + 1)) {
      ++drawn;
    }
    std::size_t marked = 0;
    for (const snl::SquarePlay& play : a.strategy->squares) {
      // What the choices save: none when the plain move is as good (equal values but for rounding).
      const double gain = play.plain_value - play.value;
      EXPECT_GE(gain, -1e-9) << play.square;
      const double worth = gain > 1e-12 * play.value ? gain : 0.0;
      EXPECT_EQ(heat.at(play.square), snl::internal::escaped(snl::internal::heat_text(worth))) << play.square;
      const std::string mark = snl::policy_mark(request.rules, play);
      EXPECT_EQ(mark.empty(), worth == 0) << play.square << " '" << mark << "' saves " << worth;
      marked += mark.empty() ? 0 : 1;
    }
    EXPECT_EQ(drawn, marked) << "one mark drawn per square whose best choice is not the plain move";
    if (adjust) {
      EXPECT_EQ(marked, a.strategy->squares.size());
    } else {
      EXPECT_GT(marked, 10u);
      EXPECT_LT(marked, a.strategy->squares.size() - 10);
    }
  }
  const std::string words = words_of(group(svg, "legend"));
  EXPECT_NE(words.find("the expected rolls the player's choices save in a turn beginning on the square"),
            std::string::npos) << words;
  snl::RenderRequest plain;
  plain.heat = HeatKind::policy;
  ASSERT_TRUE(snl::render_conflict(plain, false));
  EXPECT_NE(snl::render_conflict(plain, false)->find("needs or_die, adjust or may_refuse"), std::string::npos);
  EXPECT_THROW((void)snl::render_request(board, plain), snl::Error);
  snl::RenderRequest remaining = request;
  remaining.heat = HeatKind::remaining;
  EXPECT_THROW((void)snl::render_request(board, remaining), snl::Error);
  EXPECT_EQ(snl::heat_kind_named("policy"), HeatKind::policy);
}

// Jumps in full (the default), faint (the same drawings at opacity 0.3, in the legend too) or hidden (none drawn;
// each head says where it goes, and the legend says they are hidden), on any picture.
TEST(RenderJumps, FullFaintOrHidden) {
  const Board board = Board::square(3, {{2, 8}, {7, 3}, {5, 5}});
  RenderOptions options;
  options.layers = true;
  const std::string full = snl::render_svg(board, options);
  EXPECT_EQ(RenderOptions{}.jumps, snl::JumpStyle::full);
  EXPECT_EQ(count(full, "opacity="), 0u);
  options.jumps = snl::JumpStyle::faint;
  const std::string faint = snl::render_svg(board, options);
  EXPECT_TRUE(well_formed(faint));
  EXPECT_TRUE(one_element_per_line(faint));
  EXPECT_NE(faint.find("<g class=\"ladders\" opacity=\"0.3\">"), std::string::npos);
  EXPECT_NE(faint.find("<g class=\"snakes\" opacity=\"0.3\">"), std::string::npos);
  EXPECT_NE(faint.find("<g class=\"self-jumps\" opacity=\"0.3\">"), std::string::npos);
  EXPECT_EQ(count(faint, "<path"), count(full, "<path")) << "the same drawings, fainter";
  EXPECT_EQ(count(faint, "<g opacity=\"0.3\">"), 3u) << "ladder, snake and self-jump in the legend";

  options.jumps = snl::JumpStyle::hidden;
  const std::string hidden = snl::render_svg(board, options);
  EXPECT_TRUE(well_formed(hidden));
  EXPECT_TRUE(one_element_per_line(hidden));
  EXPECT_EQ(hidden.find("class=\"ladders\""), std::string::npos);
  EXPECT_EQ(hidden.find("class=\"snakes\""), std::string::npos);
  EXPECT_EQ(count(hidden, "class=\"jump-to\""), 3u);
  EXPECT_NE(hidden.find(">\xE2\x86\x92" "8</text>"), std::string::npos);
  EXPECT_NE(hidden.find(">\xE2\x86\x92" "3</text>"), std::string::npos);
  EXPECT_NE(hidden.find(">\xE2\x86\x92" "5</text>"), std::string::npos);
  const std::string words = words_of(group(hidden, "legend"));
  EXPECT_NE(words.find("jumps hidden: each jump's head says where it goes"), std::string::npos) << words;
  EXPECT_EQ(words.find("ladder: climb up"), std::string::npos);

  // Past kMaxLabelledSide no square carries text: the legend only says the jumps are hidden.
  const Board large = Board::square(21, {{5, 400}, {420, 40}});
  RenderOptions plain;
  plain.jumps = snl::JumpStyle::hidden;
  const std::string unlabelled = snl::render_svg(large, plain);
  EXPECT_EQ(count(unlabelled, "class=\"jump-to\""), 0u);
  EXPECT_NE(words_of(group(unlabelled, "legend")).find("jumps hidden"), std::string::npos);
}

// The names, in the order the option tables list them (the default first), and back.
TEST(RenderJumps, NamesOfTheScalesAndStyles) {
  EXPECT_EQ(snl::heat_scale_names(), (std::vector<std::string_view>{"quantile", "log", "linear"}));
  EXPECT_EQ(snl::jump_style_names(), (std::vector<std::string_view>{"full", "faint", "hidden"}));
  EXPECT_EQ(snl::heat_scale_named("log"), snl::HeatScale::log);
  EXPECT_EQ(snl::jump_style_named("faint"), snl::JumpStyle::faint);
  EXPECT_FALSE(snl::heat_scale_named("rank").has_value());
  EXPECT_EQ(snl::name_of(snl::HeatScale::linear), "linear");
  EXPECT_EQ(snl::name_of(snl::JumpStyle::hidden), "hidden");
}

// The request (every face's): heat_scale and jumps are rows of render_options(), reach the picture's options, and
// the scale given without heat is refused by the row's needs, in the library's words.
TEST(RenderRequest, HeatScaleAndJumpsAreRowsThatReachThePicture) {
  snl::RenderRequest request;
  snl::find_option(snl::render_options(), "heat_scale")->set(request, "log");
  snl::find_option(snl::render_options(), "jumps")->set(request, "hidden");
  EXPECT_EQ(snl::find_option(snl::render_options(), "heat_scale")->needs, "heat");
  EXPECT_EQ(snl::find_option(snl::render_options(), "heat_scale")->default_text, "quantile");
  EXPECT_EQ(snl::find_option(snl::render_options(), "jumps")->default_text, "full");
  snl::GivenRows given;
  given.add("heat_scale");
  EXPECT_EQ(snl::check_combinations(snl::infos(snl::render_options()), given, snl::NameStyle::parameter),
            "heat_scale needs heat");
  EXPECT_EQ(snl::check_combinations(snl::infos(snl::render_options()), given, snl::NameStyle::flag),
            "--heat-scale needs --heat");
  request.heat = HeatKind::visits;
  EXPECT_EQ(snl::render_conflict(request, false), std::nullopt);
  const RenderOptions options = snl::picture_options(request);
  EXPECT_EQ(options.heat_scale, snl::HeatScale::log);
  EXPECT_EQ(options.jumps, snl::JumpStyle::hidden);
  snl::RenderRequest plain;
  plain.jumps = snl::JumpStyle::faint;
  EXPECT_EQ(snl::render_conflict(plain, false), std::nullopt) << "the jumps' style needs no heat";
}

}  // namespace
