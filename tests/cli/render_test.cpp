// tests/cli/render_test.cpp — `snl render --heat` end to end: each rule option reaches the analysis whose figures
// are drawn (the picture is the library's for those rules), and both kinds of heat map.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <string>
#include <vector>

#include "analysis_helpers.hpp"
#include "snl/analyze.hpp"
#include "snl/render.hpp"

namespace {

struct Outcome {
  int code;
  std::string out;
};

Outcome run(const std::string& arguments) {
  const std::string command = std::string(SNL_EXE) + " " + arguments + " 2>&1";
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

TEST(RenderCli, EachRuleOptionReachesTheHeatMap) {
  const snl::Board board = analyze_test::milton_bradley();
  const std::string file = std::string(SNL_EXAMPLES_DIR) + "/classic-10x10.jumps";
  struct Case {
    std::string flags;
    snl::GameRules rules;
    snl::HeatKind kind;
  };
  std::vector<Case> cases(5);
  cases[0] = {"--heat remaining", {}, snl::HeatKind::remaining};
  cases[1] = {"--heat visits --die 2d6", {}, snl::HeatKind::visits};
  cases[1].rules.die = snl::Die::dice(2, 6);
  cases[2] = {"--heat remaining --overshoot bounce --start 0", {}, snl::HeatKind::remaining};
  cases[2].rules.overshoot = snl::Overshoot::bounce;
  cases[2].rules.start = 0;
  cases[3] = {"--heat visits --again 6 --again-limit 3", {}, snl::HeatKind::visits};
  cases[3].rules.again = 6;
  cases[3].rules.again_limit = 3;
  cases[4] = {"--heat remaining --die 1:1,2:2 --overshoot finish", {}, snl::HeatKind::remaining};
  cases[4].rules.die = snl::Die::parse("1:1,2:2");
  cases[4].rules.overshoot = snl::Overshoot::finish;
  for (const Case& c : cases) {
    snl::AnalysisOptions options;
    options.rules = c.rules;
    options.squares = true;
    snl::RenderOptions picture;
    picture.heat = snl::heat_map(board, snl::analyze(board, options), c.kind);
    const Outcome r = run("render " + c.flags + " " + file);
    EXPECT_EQ(r.code, 0) << c.flags << ": " << r.out.substr(0, 200);
    EXPECT_EQ(r.out, snl::render_svg(board, picture)) << c.flags;
  }
}

}  // namespace
