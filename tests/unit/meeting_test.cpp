// Tests of the players' game when tokens meet (GameRules::meeting, Analysis::meeting): against an independent joint
// model written here (value iteration over both tokens' squares), a direct simulation of the house rule, and the
// independent race when no rule makes the tokens meet.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <vector>

#include "analyze/players/meeting.hpp"
#include "snl/analyze.hpp"
#include "snl/error.hpp"
#include "analysis_helpers.hpp"

namespace {

/// Two players on a track of `last` squares with a fair die of `faces` faces, overshoot stay, start `start`; the
/// meeting rule as the rules say. P(player 1 wins) from every joint state by Gauss–Seidel sweeps.
double model_first_wins(int last, const std::map<int, int>& jumps, int faces, int start, const snl::Meeting& meeting) {
  const int m = last - start;
  // w[a][b][t]: P(player 1 wins) with token 1 on a, token 2 on b, player t to move.
  std::vector<double> w(static_cast<std::size_t>(m * m * 2), 0.0);
  const auto at = [&](int a, int b, int t) -> double& {
    return w[static_cast<std::size_t>(((a - start) * m + (b - start)) * 2 + t)];
  };
  const auto move = [&](int from, int roll) {
    const int land = from + roll;
    if (land > last) return from;
    const auto jump = jumps.find(land);
    return jump == jumps.end() ? land : jump->second;
  };
  for (int sweep = 0; sweep < 100000; ++sweep) {
    double change = 0;
    for (int a = start; a < last; ++a) {
      for (int b = start; b < last; ++b) {
        for (int t = 0; t < 2; ++t) {
          double sum = 0;
          for (int r = 1; r <= faces; ++r) {
            int mine = t == 0 ? a : b;
            int other = t == 0 ? b : a;
            int to = move(mine, r);
            if (to == last) {
              sum += t == 0 ? 1.0 : 0.0;
              continue;
            }
            if (to == other && to != mine && to != start) {
              if (meeting.no_sharing) {
                to = mine;
              } else if (meeting.bump == snl::Meeting::Bump::start) {
                other = start;
              } else if (meeting.bump == snl::Meeting::Bump::back) {
                other = std::max(start, to - meeting.back);
              }
            }
            mine = to;
            sum += t == 0 ? at(mine, other, 1) : at(other, mine, 0);
          }
          sum /= faces;
          double& cell = at(a, b, t);
          change = std::max(change, std::abs(sum - cell));
          cell = sum;
        }
      }
    }
    if (change < 1e-15) break;
  }
  return at(start, start, 0);
}

snl::Analysis two_players(const snl::Board& board, snl::GameRules rules) {
  snl::AnalysisOptions options;
  options.rules = rules;
  options.players = 2;
  return snl::analyze(board, options);
}

TEST(Meeting, AgreesWithAnIndependentJointModel) {
  const std::map<int, int> jumps{{3, 7}, {9, 2}, {6, 11}, {13, 5}};
  std::vector<snl::Jump> list;
  for (const auto& [from, to] : jumps) list.push_back({static_cast<snl::Label>(from), static_cast<snl::Label>(to)});
  const snl::Board board = snl::Board::track(15, list);
  for (const int start : {0, 1}) {
    for (const int rule : {0, 1, 2}) {
      snl::GameRules rules;
      rules.start = start;
      rules.die = snl::Die::fair(3);
      if (rule == 0) rules.meeting.bump = snl::Meeting::Bump::start;
      if (rule == 1) rules.meeting = {snl::Meeting::Bump::back, 4, false};
      if (rule == 2) rules.meeting.no_sharing = true;
      SCOPED_TRACE(snl::describe(rules));
      const snl::Analysis a = two_players(board, rules);
      ASSERT_TRUE(a.meeting);
      const double want = model_first_wins(15, jumps, 3, start, rules.meeting);
      EXPECT_NEAR(a.meeting->win_probability[0], want, 1e-9);
      EXPECT_NEAR(a.meeting->win_probability[0] + a.meeting->win_probability[1], 1.0, 1e-9);
    }
  }
}

TEST(Meeting, NoMeetingRuleIsTheIndependentRace) {
  // The joint chain without a meeting rule: the players' figures of the analysis.
  const snl::Board& board = analyze_test::milton_bradley();
  snl::AnalysisOptions options;
  options.rules.start = 0;
  options.players = 2;
  const snl::Analysis a = snl::analyze(board, options);
  std::uint64_t work = 0;
  const snl::MeetingFigures m = snl::internal::meeting_figures(board, options.rules, 2, snl::LinearSolver::automatic,
                                                               snl::kDefaultMaxWork, work, nullptr);
  EXPECT_NEAR(m.win_probability[0], a.players[0].win_probability, 1e-9);
  EXPECT_NEAR(m.win_probability[1], a.players[1].win_probability, 1e-9);
  ASSERT_TRUE(m.expected_rounds && a.expected_rounds);
  EXPECT_NEAR(*m.expected_rounds, *a.expected_rounds, 1e-8);
  ASSERT_TRUE(m.expected_total_rolls && a.expected_total_rolls);
  EXPECT_NEAR(*m.expected_total_rolls, *a.expected_total_rolls, 1e-8);
}

TEST(Meeting, BumpingOnTheClassicBoardMatchesASimulationOfTheHouseRule) {
  const snl::Board& board = analyze_test::milton_bradley();
  snl::GameRules rules;
  rules.start = 0;
  rules.meeting.bump = snl::Meeting::Bump::start;
  const snl::Analysis a = two_players(board, rules);
  ASSERT_TRUE(a.meeting && a.meeting->expected_rounds);
  std::map<int, int> jumps;
  for (const snl::Jump& j : board.jumps()) jumps[static_cast<int>(j.from)] = static_cast<int>(j.to);
  std::mt19937_64 rng(1943);
  const int games = 20000;
  int first = 0;
  double rounds = 0;
  double rounds2 = 0;
  for (int game = 0; game < games; ++game) {
    int pos[2] = {0, 0};
    int turn = 0;
    int played = 0;
    for (;;) {
      if (turn == 0) ++played;
      const int roll = std::uniform_int_distribution<int>(1, 6)(rng);
      int to = pos[turn] + roll;
      if (to > 100) to = pos[turn];
      if (const auto j = jumps.find(to); j != jumps.end() && to != pos[turn]) to = j->second;
      if (to == 100) break;
      if (to == pos[1 - turn] && to != pos[turn] && to != 0) pos[1 - turn] = 0;
      pos[turn] = to;
      turn = 1 - turn;
    }
    first += turn == 0 ? 1 : 0;
    rounds += played;
    rounds2 += static_cast<double>(played) * played;
  }
  const double p = static_cast<double>(first) / games;
  EXPECT_NEAR(a.meeting->win_probability[0], p, 4 * std::sqrt(p * (1 - p) / games));
  const double mean = rounds / games;
  EXPECT_NEAR(*a.meeting->expected_rounds, mean, 4 * std::sqrt((rounds2 / games - mean * mean) / games));
  // Bumping makes the game longer than the race where tokens never meet.
  EXPECT_GT(*a.meeting->expected_rounds, *a.expected_rounds);
}

TEST(Meeting, RefusesWhatItCannotPlay) {
  const snl::Board board = snl::Board::track(30, {});
  snl::AnalysisOptions options;
  options.players = 2;
  options.rules.meeting.bump = snl::Meeting::Bump::start;
  options.from = {3, 5};
  EXPECT_THROW(snl::analyze(board, options), snl::Error);
  snl::GameRules both;
  both.meeting = {snl::Meeting::Bump::start, 0, true};
  EXPECT_THROW(snl::validate(both), snl::Error);
  snl::GameRules again;
  again.again = 6;
  again.meeting.no_sharing = true;
  EXPECT_THROW(snl::validate(again), snl::Error);
  // Four players on 100×100 squares: 10^16 joint states, refused by its count.
  snl::AnalysisOptions big;
  big.players = 4;
  big.rules.meeting.bump = snl::Meeting::Bump::start;
  try {
    (void)snl::analyze(snl::Board::square(100, {}), big);
    ADD_FAILURE() << "not refused";
  } catch (const snl::LimitError& error) {
    EXPECT_NE(std::string(error.what()).find("states"), std::string::npos) << error.what();
  }
  snl::Meeting m;
  EXPECT_THROW(snl::parse_bump(m, "back:0"), snl::OptionError);
  EXPECT_THROW(snl::parse_bump(m, "home"), snl::OptionError);
  snl::parse_bump(m, "back:3");
  EXPECT_EQ(snl::bump_text(m), "back:3");
}

}  // namespace
