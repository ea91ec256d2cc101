// tests/unit/report_test.cpp — snl/report.hpp: the text forms of results. An analysis: the documented JSON field
// names, null (never a huge number) for an infinite expectation, and the text. (Every CLI output of a solution is
// pinned byte for byte in tests/golden.)
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "analysis_helpers.hpp"
#include "snl/analyze.hpp"
#include "snl/report.hpp"

namespace {

using nlohmann::json;

using analyze_test::milton_bradley;

snl::AnalysisOptions from_zero(int players = 1) {
  snl::AnalysisOptions options;
  options.rules.start = 0;
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

TEST(AnalyzeOutput, JsonJumpsEffect) {
  // The d2 track of tests/unit/game_rules_test.cpp (JumpsEffect.ALadderToTheEndAndASnakeOnTheLastSquare): without the
  // ladder the game never ends (null, and listed first); the snake adds 2 rolls.
  snl::AnalysisOptions options;
  options.rules.die = snl::Die::parse("2");
  options.jumps_effect = true;
  const snl::Board board = snl::Board::track(4, {{2, 4}, {4, 1}});
  const json j = json::parse(snl::analysis_json(board, snl::analyze(board, options), 1));
  ASSERT_EQ(j["jumps_effect"].size(), 2U);
  EXPECT_EQ(j["jumps_effect"][0], json::parse(R"({"from": 2, "to": 4, "expected_rolls_without": null,
                                                  "expected_turns_without": null, "effect": null})"));
  EXPECT_EQ(j["jumps_effect"][1]["from"], 4);
  EXPECT_NEAR(j["jumps_effect"][1]["effect"].get<double>(), 2.0, 1e-12);
  ASSERT_EQ(j["first_rolls"].size(), 2U);
  for (const char* field : {"from", "roll", "land", "to", "probability", "expected_rolls"}) {
    EXPECT_TRUE(j["first_rolls"][1].contains(field)) << field;
  }
  EXPECT_EQ(j["first_rolls"][0]["to"], 4);  // 1 -1-> 2 => 4: the ladder finishes
  EXPECT_EQ(j["best_first_roll"], 1);
  EXPECT_FALSE(json::parse(snl::analysis_json(board, snl::analyze(board), 1)).contains("jumps_effect"));
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

TEST(AnalyzeOutput, WithinTurnsUnderRollAgainRules) {
  snl::AnalysisOptions options = from_zero(1);
  options.rules.again = 6;
  options.within = {10};
  options.within_turns = {10};
  const snl::Analysis a = snl::analyze(milton_bradley(), options);
  // Ten turns hold more rolls than ten rolls: the game is likelier to be over.
  EXPECT_GT(a.turns_within(10), a.within(10));
  EXPECT_EQ(a.turns_within(10), a.turns_cdf[10]);
  const json j = json::parse(snl::analysis_json(milton_bradley(), a, 1, options.within));
  EXPECT_EQ(j["within_turns"]["10"].get<double>(), a.turns_within(10));
  EXPECT_EQ(j["within"]["10"].get<double>(), a.within(10));
  const std::string text = snl::analysis_text(milton_bradley(), a, 1, options.within);
  EXPECT_NE(text.find("  within 10 rolls       "), std::string::npos) << text;
  EXPECT_NE(text.find("  within 10 turns       "), std::string::npos) << text;
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

}  // namespace
