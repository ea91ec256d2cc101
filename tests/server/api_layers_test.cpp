// tests/server/api_layers_test.cpp — /api/layers for the page's Play, in process (handle_api): the die and start
// (?play=1), one roll (?roll=F&from=S) and the race's odds (?race=…), each the library's own answer under the query's
// rules (play_roll, race_chances), and refused in the library's words.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "api.hpp"
#include "snl/parse.hpp"
#include "snl/play.hpp"
#include "snl/race.hpp"
#include "snl/rules.hpp"

namespace {

using json = nlohmann::json;
using snl::GameRules;
using snl::Label;
using snl::TokenState;

constexpr const char* kLeetcode = "size 6\n2 15\n14 35\n17 13\n";

snl::api::ApiResponse layers(const std::string& query, const std::string& body = kLeetcode) {
  return snl::api::handle_api("/api/layers", body, snl::api::parsed_query(query), snl::api::ApiLimits{});
}

json layers_json(const std::string& query) {
  const snl::api::ApiResponse response = layers(query);
  EXPECT_EQ(response.status, 200) << query << ": " << response.body;
  return json::parse(response.body);
}

/// The error of a refused query, checking its status.
std::string refusal(const std::string& query, int status, const std::string& body = kLeetcode) {
  const snl::api::ApiResponse response = layers(query, body);
  EXPECT_EQ(response.status, status) << query << ": " << response.body;
  return json::parse(response.body).value("error", "");
}

GameRules rules(const char* die, snl::Overshoot overshoot, int start = 1) {
  GameRules r;
  r.die = snl::Die::parse(die);
  r.overshoot = overshoot;
  r.start = start;
  return r;
}

json token_json(const TokenState& token) {
  return {{"square", token.square},
          {"agains", token.agains},
          {"turn_start", token.turn_start},
          {"jump_pending", token.jump_pending}};
}

TEST(ApiLayers, PlayGivesTheRulesStartAndTheDiesFacesWithWeights) {
  const json fair = layers_json("play=1");
  EXPECT_EQ(fair["start"], 1);
  EXPECT_EQ(fair["faces"], json::parse("[[1,1],[2,1],[3,1],[4,1],[5,1],[6,1]]"));
  EXPECT_FALSE(fair.contains("to_finish")) << "the solver's least rolls ignore the rules: not Play's figure";
  const json dice = layers_json("play=1&die=2d6&start=0");
  EXPECT_EQ(dice["start"], 0);
  EXPECT_EQ(dice["faces"].size(), 11u);
  EXPECT_EQ(dice["faces"][5], json::parse("[7,6]"));
  EXPECT_FALSE(layers_json("").contains("faces"));
}

TEST(ApiLayers, EveryRollIsPlayRollsUnderTheQuerysRules) {
  const snl::Board board = snl::parse_boards(kLeetcode)[0];
  const GameRules bounce = rules("2d6", snl::Overshoot::bounce, 0);
  for (Label from = 0; from < board.squares(); ++from) {
    for (const snl::DieFace& face : bounce.die.faces()) {
      const snl::PlayedRoll played = snl::play_roll(board, bounce, {from, 0, from}, face.value);
      const json roll = layers_json("die=2d6&overshoot=bounce&start=0&from=" + std::to_string(from) +
                                    "&roll=" + std::to_string(face.value))["roll"];
      ASSERT_EQ(roll["landed"], played.landed) << from << " " << face.value;
      EXPECT_EQ(roll["ended"], played.ended);
      EXPECT_EQ(roll["finished"], played.finished);
      EXPECT_EQ(roll["again"], played.again);
      EXPECT_EQ(roll["voided"], played.voided);
      EXPECT_EQ(roll["next"], token_json(played.next));
    }
  }
  // The default rules: from 34 a 3 passes the last square and stays; from 1 a 1 climbs the ladder at 2.
  EXPECT_EQ(layers_json("roll=3&from=34")["roll"]["ended"], 34);
  EXPECT_EQ(layers_json("roll=3&from=34&overshoot=bounce")["roll"]["ended"], 35);
  EXPECT_EQ(layers_json("roll=1&from=1")["roll"]["ended"], 15);
}

TEST(ApiLayers, RollsMidTurnFollowTheAgainLimit) {
  GameRules limited;
  limited.again = 6;
  limited.again_limit = 2;
  const snl::Board board = snl::parse_boards(kLeetcode)[0];
  const json first = layers_json("again=6&again_limit=2&roll=6&from=3")["roll"];
  EXPECT_EQ(first["again"], true);
  EXPECT_EQ(first["next"], token_json(snl::play_roll(board, limited, {3, 0, 3}, 6).next));
  const json second = layers_json("again=6&again_limit=2&roll=6&from=9&agains=1&turn_start=3")["roll"];
  EXPECT_EQ(second["voided"], true);
  EXPECT_EQ(second["next"], json::parse(R"({"square":3,"agains":0,"turn_start":3,"jump_pending":false})"));
}

TEST(ApiLayers, RaceIsRaceChancesUnderTheQuerysRules) {
  const snl::Board board = snl::parse_boards(kLeetcode)[0];
  const std::vector<Label> squares{20, 1};
  const snl::api::ApiLimits limits;
  const auto wins = [&](const GameRules& r) { return snl::race_chances(board, r, squares, 1, limits.max_work).wins; };
  const json fair = layers_json("race=20,1&turn=2");
  EXPECT_EQ(fair["wins"], wins(GameRules{}));
  EXPECT_EQ(fair["settled"], true);
  // The game's length from there: the library's, and the turn is 1-based (turn=2 is the second player).
  const snl::RaceChances race = snl::race_chances(board, GameRules{}, squares, 1, limits.max_work);
  EXPECT_EQ(fair["expected_rounds"], *race.expected_rounds);
  EXPECT_EQ(fair["expected_total_rolls"], *race.expected_total_rolls);
  EXPECT_NE(layers_json("race=20,1&turn=1")["wins"], fair["wins"]) << "turn=1 is the first player";
  const json dice = layers_json("race=20,1&turn=2&die=2d6&overshoot=bounce");
  EXPECT_EQ(dice["wins"], wins(rules("2d6", snl::Overshoot::bounce)));
  EXPECT_NE(dice["wins"], fair["wins"]) << "the die and the overshoot rule change the odds";
  // Start 0: a token may wait off the board.
  EXPECT_EQ(layers_json("race=0,0&start=0")["wins"],
            snl::race_chances(board, rules("6", snl::Overshoot::stay, 0), std::vector<Label>{0, 0}, 0).wins);
  // The player to move mid-turn: the library's state.
  GameRules again;
  again.again = 6;
  again.again_limit = 3;
  const std::vector<TokenState> mid{{20, 0, 20}, {9, 1, 3}};
  EXPECT_EQ(layers_json("race=20,9&turn=2&again=6&again_limit=3&agains=1&turn_start=3")["wins"],
            snl::race_chances(board, again, mid, 1, limits.max_work).wins);
}

TEST(ApiLayers, RefusalsAreTheLibrarysWords) {
  EXPECT_NE(refusal("race=0,1", 400).find("only a place to stand with start 0"), std::string::npos);
  EXPECT_NE(refusal("race=1,37", 400).find("past the last square"), std::string::npos);
  EXPECT_NE(refusal("race=1,2&agains=1", 400).find("no face rolls again"), std::string::npos);
  EXPECT_NE(refusal("race=1&die=0", 400).find("query parameter die: "), std::string::npos);
  EXPECT_NE(refusal("roll=7&from=1", 400).find("never shows 7"), std::string::npos);
  EXPECT_NE(refusal("roll=1&from=36", 400).find("finished"), std::string::npos);
  EXPECT_NE(refusal("roll=1", 400).find("needs from"), std::string::npos);
  EXPECT_NE(refusal("again_limit=2&play=1", 400).find("query parameters: "), std::string::npos);
  for (const char* bad : {"race=", "race=1,x", "race=1,1,1,1,1", "race=1,2&turn=3", "race=1,2&turn=0", "race=1,,2"}) {
    EXPECT_EQ(layers(bad).status, 400) << bad;
  }
  EXPECT_NE(refusal("play=1", 422, "size 101\n").find("limit for play"), std::string::npos);
  EXPECT_NE(refusal("race=1,1&die=1000", 422, "size 30\n").find("squares x die faces"), std::string::npos);
}

}  // namespace
