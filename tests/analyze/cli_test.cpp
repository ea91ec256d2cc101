// tests/analyze/cli_test.cpp — how an analysis is shown (cli/app/analysis_output.hpp) and `snl analyze` end to
// end: the documented JSON field names, null (never a huge number) for an infinite expectation, the text, the
// SVG plot (well formed, deterministic), several boards in one input, and the exit codes.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "snl/render.hpp"
#include "snl/report.hpp"
#include "helpers.hpp"
#include "snl/analyze.hpp"

namespace {

using nlohmann::json;

using analyze_test::milton_bradley;

snl::AnalysisOptions from_zero(int players = 1) {
  snl::AnalysisOptions options;
  options.start = 0;
  options.players = players;
  return options;
}

TEST(AnalyzeOutput, JsonFieldNames) {
  const snl::Analysis a = snl::analyze(milton_bradley(), from_zero());
  const json j = json::parse(snl::analysis_json(milton_bradley(), a, 3));
  for (const char* field :
       {"board", "n", "squares", "rules", "states", "expected_rolls", "std_dev", "min_rolls", "finish_probability",
        "median", "mode", "percentiles", "remaining", "truncated", "geometric_from", "pmf", "cdf"}) {
    EXPECT_TRUE(j.contains(field)) << field;
  }
  EXPECT_EQ(j["board"], 3);
  EXPECT_EQ(j["n"], 10);
  EXPECT_EQ(j["squares"], 100);
  EXPECT_EQ(j["rules"]["overshoot"], "stay");
  EXPECT_EQ(j["rules"]["start"], 0);
  EXPECT_EQ(j["rules"]["die"], 6);
  EXPECT_NEAR(j["expected_rolls"].get<double>(), 39.2251223082, 1e-9);
  EXPECT_EQ(j["min_rolls"], 7);
  EXPECT_EQ(j["finish_probability"], 1.0);
  for (const char* p : {"10", "25", "50", "75", "90", "99"}) EXPECT_TRUE(j["percentiles"][p].is_number_integer()) << p;
  EXPECT_EQ(j["percentiles"]["50"], j["median"]);
  EXPECT_EQ(j["pmf"].size(), a.pmf.size());
  EXPECT_EQ(j["cdf"].size(), a.cdf.size());
  EXPECT_FALSE(j.contains("players"));  // only with two or more players
  // Round trip of the numbers: JSON holds the doubles exactly.
  EXPECT_EQ(j["expected_rolls"].get<double>(), *a.expected_rolls);
  EXPECT_EQ(j["pmf"][20].get<double>(), a.pmf[20]);
}

TEST(AnalyzeOutput, JsonPlayers) {
  const snl::Analysis a = snl::analyze(milton_bradley(), from_zero(3));
  const json j = json::parse(snl::analysis_json(milton_bradley(), a, 1, {10, 100}));
  ASSERT_TRUE(j["players"].is_array());
  ASSERT_EQ(j["players"].size(), 3u);
  double total = 0;
  for (const json& player : j["players"]) total += player["win_probability"].get<double>();
  EXPECT_NEAR(total, 1.0, 1e-11);
  EXPECT_EQ(j["players"][0]["player"], 1);
  EXPECT_TRUE(j["expected_rounds"].is_number());
  EXPECT_TRUE(j["expected_total_rolls"].is_number());
  for (const char* p : {"10", "25", "50", "75", "90", "99"}) {
    EXPECT_TRUE(j["total_rolls_percentiles"][p].is_number_integer()) << p;
  }
  EXPECT_TRUE(j["total_rolls_pmf"].is_array());
  EXPECT_NEAR(j["within"]["100"].get<double>(), a.within(100), 0);
}

TEST(AnalyzeOutput, InfiniteIsNullAndSaidInWords) {
  const snl::Board trap = snl::Board::track(10, {{1, 10}, {10, 5}});
  const snl::Analysis a = snl::analyze(trap, from_zero(2));
  const json j = json::parse(snl::analysis_json(trap, a));
  EXPECT_TRUE(j["expected_rolls"].is_null());
  EXPECT_TRUE(j["std_dev"].is_null());
  EXPECT_TRUE(j["median"].is_null());
  EXPECT_TRUE(j["percentiles"]["50"].is_null());
  EXPECT_EQ(j["percentiles"]["10"], 1);
  EXPECT_TRUE(j["expected_rounds"].is_null());
  EXPECT_TRUE(j["n"].is_null());  // a track
  EXPECT_NEAR(j["finish_probability"].get<double>(), 1.0 / 6, 1e-15);
  const std::string text = snl::analysis_text(trap, a, 1);
  EXPECT_NE(text.find("expected rolls        infinite"), std::string::npos) << text;
  EXPECT_NE(text.find("median                never"), std::string::npos) << text;

  const snl::Analysis never = snl::analyze(trap);
  const json n = json::parse(snl::analysis_json(trap, never));
  EXPECT_TRUE(n["min_rolls"].is_null());
  EXPECT_TRUE(n["mode"].is_null());
  EXPECT_EQ(n["finish_probability"], 0.0);
}

TEST(AnalyzeOutput, Text) {
  const snl::Analysis a = snl::analyze(milton_bradley(), from_zero(2));
  const std::string text = snl::analysis_text(milton_bradley(), a, 1, {50});
  EXPECT_EQ(text.rfind("Board 1 (10x10, overshoot stay, start 0, d6, 2 players):\n", 0), 0u) << text;
  for (const char* line : {"  expected rolls        39.2251223082 (standard deviation ", "  least rolls           7\n",
                           "  finish probability    1\n", "  within 50 rolls       ", "    player 1 wins       ",
                           "  expected rounds       ", "  total rolls           10%: "}) {
    EXPECT_NE(text.find(line), std::string::npos) << line << "\n" << text;
  }
  // A second board is separated by a blank line.
  EXPECT_EQ(snl::analysis_text(milton_bradley(), a, 2).rfind("\nBoard 2 ", 0), 0u);
}

TEST(AnalyzeOutput, SvgPlot) {
  const snl::Analysis one = snl::analyze(milton_bradley(), from_zero());
  const snl::Analysis three = snl::analyze(milton_bradley(), from_zero(3));
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

// `snl analyze` itself.
struct Outcome {
  int code;
  std::string out;
};

Outcome run(const std::string& arguments) {
  const std::string command = std::string(SNL_EXECUTABLE) + " " + arguments + " 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  EXPECT_NE(pipe, nullptr);
  Outcome result{-1, {}};
  if (pipe == nullptr) return result;
  std::array<char, 4096> buffer{};
  while (const std::size_t n = std::fread(buffer.data(), 1, buffer.size(), pipe)) result.out.append(buffer.data(), n);
  const int status = pclose(pipe);
  result.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

TEST(AnalyzeCli, JsonLinesOnePerBoard) {
  const std::string input = std::string(SNL_BINARY_DIR) + "/analyze_two_boards.jumps";
  {
    std::ofstream file(input);
    file << "size 10\n1 38\n4 14\n9 31\n21 42\n28 84\n36 44\n51 67\n71 91\n80 100\n16 6\n47 26\n49 11\n56 53\n"
            "62 19\n64 60\n87 24\n93 73\n95 75\n98 78\nsquares 100\n";
  }
  const Outcome r = run("analyze --start 0 --format json " + input);
  ASSERT_EQ(r.code, 0) << r.out;
  std::istringstream lines(r.out);
  std::string line;
  std::vector<json> objects;
  while (std::getline(lines, line)) objects.push_back(json::parse(line));
  ASSERT_EQ(objects.size(), 2u);
  EXPECT_NEAR(objects[0]["expected_rolls"].get<double>(), 39.2251223082, 1e-9);
  EXPECT_NEAR(objects[1]["expected_rolls"].get<double>(), 33.3333333333, 1e-9);
  EXPECT_EQ(objects[1]["board"], 2);
  EXPECT_TRUE(objects[1]["n"].is_null());
}

TEST(AnalyzeCli, ExampleFileTextAndPlot) {
  const std::string plot = std::string(SNL_BINARY_DIR) + "/analyze_plot.svg";
  std::remove(plot.c_str());
  const Outcome r = run("analyze --start 0 --players 2 --plot " + plot + " " SNL_EXAMPLES_DIR "/classic-10x10.jumps");
  ASSERT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("expected rolls        39.2251223082"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("least rolls           7"), std::string::npos) << r.out;
  std::ifstream file(plot);
  ASSERT_TRUE(file);
  std::stringstream svg;
  svg << file.rdbuf();
  EXPECT_EQ(svg.str().rfind("<svg", 0), 0u);
  EXPECT_NE(svg.str().find("player 2"), std::string::npos);
}

TEST(AnalyzeCli, Rules) {
  const Outcome r =
      run("analyze --overshoot bounce --start 0 --die 4 --format json " SNL_EXAMPLES_DIR "/classic-10x10.jumps");
  ASSERT_EQ(r.code, 0) << r.out;
  const json j = json::parse(r.out);
  EXPECT_EQ(j["rules"]["overshoot"], "bounce");
  EXPECT_EQ(j["rules"]["die"], 4);
  snl::AnalysisOptions options = from_zero();
  options.overshoot = snl::Overshoot::bounce;
  options.die = 4;
  EXPECT_EQ(j["expected_rolls"].get<double>(), *snl::analyze(milton_bradley(), options).expected_rolls);
}

TEST(AnalyzeCli, UsageErrorsExitTwo) {
  for (const char* arguments : {"analyze --die 0", "analyze --die 1001", "analyze --start 2", "analyze --players 0",
                                "analyze --overshoot wrap", "analyze --format xml"}) {
    const Outcome r = run(std::string(arguments) + " " SNL_EXAMPLES_DIR "/classic-10x10.jumps");
    EXPECT_EQ(r.code, 2) << arguments << "\n" << r.out;
    EXPECT_NE(r.out.find("--help"), std::string::npos) << arguments << "\n" << r.out;
  }
}

TEST(AnalyzeCli, BadInputExitsOne) {
  const Outcome missing = run("analyze /nonexistent/board.jumps");
  EXPECT_EQ(missing.code, 1) << missing.out;
  EXPECT_NE(missing.out.find("cannot open"), std::string::npos) << missing.out;
  const std::string input = std::string(SNL_BINARY_DIR) + "/analyze_too_big.jumps";
  std::ofstream(input) << "squares 5000000\n";
  const Outcome big = run("analyze " + input);
  EXPECT_EQ(big.code, 1) << big.out;
  EXPECT_NE(big.out.find("board 1: a board of 5000000 squares is too large to analyze"), std::string::npos) << big.out;
}

}  // namespace
