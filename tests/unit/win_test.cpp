// Tests of the two-player game to win (snl/strategy.hpp, goal win, through snl::analyze): against an independent
// model written here (its own moves, plain value iteration over an explicit list of (mover, other) states, each side
// playing best or without the choices), the independent race of the analysis when there is no choice, a Monte Carlo
// of both players' returned plays, the order of the figures (a player to win does no worse than one without the
// choices), a board where playing to win differs from playing for the least rolls, and the refusals.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "analysis_helpers.hpp"
#include "snl/analyze.hpp"
#include "snl/error.hpp"

namespace {

using snl::Adjust;
using snl::Refuse;

// ---- the independent model ------------------------------------------------------------------------------------

struct Game {
  int last = 0;
  std::map<int, int> jumps;  // head -> destination
  int start = 1;
  snl::Overshoot overshoot = snl::Overshoot::stay;
  std::vector<std::vector<std::pair<int, double>>> dice;  // dice[0] the rules' die: (face, probability)
  Adjust adjust = Adjust::none;
  int k = 1;
  Refuse refuse = Refuse::none;

  static constexpr int kDone = -1;

  int states() const { return last - start; }
  int at(int p, int q) const { return (p - start) * states() + (q - start); }

  bool refusable(int head, int to) const {
    return to > head ? (refuse == Refuse::ladders || refuse == Refuse::jumps)
                     : (to < head && (refuse == Refuse::snakes || refuse == Refuse::jumps));
  }
  /// The ends of a move of m from p: {taken} or {taken, refused}, kDone when finished (a bounce walked square by
  /// square).
  std::vector<int> ends(int p, int m) const {
    if (m <= 0) return {p};
    int land = p + m;
    if (land > last) {
      if (overshoot == snl::Overshoot::stay) return {p};
      if (overshoot == snl::Overshoot::finish) return {kDone};
      land = last - (land - last);
      while (land < 1) land = 2 - land;  // never on these small boards with small dice, but keep it a square
    } else if (land == last) {
      return {kDone};
    }
    const auto done = [&](int x) { return x == last ? kDone : x; };
    const auto jump = jumps.find(land);
    if (jump == jumps.end()) return {done(land)};
    if (refusable(land, jump->second)) return {done(jump->second), done(land)};
    return {done(jump->second)};
  }
  /// The options of a roll r, each a list of (move, weight), and their codes (as SquarePlay::moves).
  std::vector<std::pair<int, std::vector<std::pair<int, double>>>> options(int r) const {
    if (adjust == Adjust::none) return {{0, {{r, 1.0}}}};
    if (adjust == Adjust::flip) return {{0, {{r, 1.0}}}, {1, {{r + k, 0.5}, {std::max(0, r - k), 0.5}}}};
    std::vector<std::pair<int, std::vector<std::pair<int, double>>>> out{{0, {{r, 1.0}}}};  // the plain move first
    for (int a = -k; a <= k; ++a) {
      if (a != 0) out.push_back({a, {{std::max(0, r + a), 1.0}}});
    }
    return out;
  }
};

/// P(the mover wins) from every (mover, other) state, by Game::at, for a mover playing best (or plain: die 0, the
/// plain move, every jump taken) against an other playing best (or plain): value[0] the first kind to move,
/// value[1] the second. Plain sweeps from 0, in place, until nothing changes by 1e-13.
std::vector<std::vector<double>> model_values(const Game& g, bool first_best, bool second_best) {
  const int n = g.states();
  std::vector<std::vector<double>> v(2, std::vector<double>(static_cast<std::size_t>(n * n), 0.0));
  const bool best[2] = {first_best, second_best};
  // The moves from each square, listed once: by die, face (probability), option, (weight, ends); and the plain move
  // of each face for the coin.
  struct Option {
    std::vector<std::pair<double, std::vector<int>>> moves;
  };
  struct Face {
    double prob;
    std::vector<Option> options;
    std::vector<int> plain;
  };
  std::vector<std::vector<std::vector<Face>>> from(static_cast<std::size_t>(n));
  for (int p = g.start; p < g.last; ++p) {
    for (const auto& die : g.dice) {
      std::vector<Face> faces;
      for (const auto& [r, prob] : die) {
        Face f{prob, {}, g.ends(p, r)};
        for (const auto& [code, option] : g.options(r)) {
          Option o;
          for (const auto& [m, w] : option) o.moves.emplace_back(w, g.ends(p, m));
          f.options.push_back(o);
        }
        faces.push_back(f);
      }
      from[static_cast<std::size_t>(p - g.start)].push_back(faces);
    }
  }
  for (int sweep = 0; sweep < 20000; ++sweep) {
    double change = 0;
    for (int side = 0; side < 2; ++side) {
      const std::vector<double>& other = v[static_cast<std::size_t>(1 - side)];
      for (int p = g.start; p < g.last; ++p) {
        for (int q = g.start; q < g.last; ++q) {
          const auto end_value = [&](const std::vector<int>& ends, bool choose) {
            double b = -1;
            for (const int x : ends) {
              b = std::max(b, x == Game::kDone ? 1.0 : 1.0 - other[static_cast<std::size_t>(g.at(q, x))]);
              if (!choose) break;
            }
            return b;
          };
          const auto& dice = from[static_cast<std::size_t>(p - g.start)];
          double value = -1;
          for (std::size_t d = 0; d < (best[side] ? dice.size() : 1); ++d) {
            double sum = 0;
            for (const Face& f : dice[d]) {
              double face = -1;
              for (const Option& o : f.options) {
                double s = 0;
                for (const auto& [w, ends] : o.moves) s += w * end_value(ends, best[side]);
                face = std::max(face, s);
                if (!best[side]) break;
              }
              if (best[side] && g.adjust == Adjust::coin) face = 0.5 * face + 0.5 * end_value(f.plain, true);
              sum += f.prob * face;
            }
            value = std::max(value, sum);
          }
          double& cell = v[static_cast<std::size_t>(side)][static_cast<std::size_t>(g.at(p, q))];
          change = std::max(change, std::abs(value - cell));
          cell = value;
        }
      }
    }
    if (change < 1e-13) return v;
  }
  ADD_FAILURE() << "the model did not settle";
  return v;
}

// ---- random games ----------------------------------------------------------------------------------------------

struct Case {
  snl::Board board;
  snl::GameRules rules;
  Game game;
};

Case random_case(std::mt19937_64& rng, bool choices) {
  const auto pick = [&](int low, int high) { return std::uniform_int_distribution<int>(low, high)(rng); };
  const int squares = pick(5, 16);
  std::vector<snl::Jump> jumps;
  std::map<int, int> heads;
  for (int tries = pick(0, squares / 3); tries > 0; --tries) {
    const int head = pick(2, squares - 1);
    const int to = pick(1, squares);
    if (heads.count(head) != 0 || heads.count(to) != 0 || to == head) continue;
    bool is_target = false;
    for (const auto& [h, t] : heads) is_target = is_target || t == head;
    if (is_target) continue;
    heads[head] = to;
    jumps.push_back({static_cast<snl::Label>(head), static_cast<snl::Label>(to)});
  }
  Case c{snl::Board::track(static_cast<std::uint64_t>(squares), jumps), {}, {}};
  snl::GameRules& r = c.rules;
  r.start = pick(0, 1);
  r.overshoot = static_cast<snl::Overshoot>(pick(0, 2));
  const char* dice[] = {"4", "1:1,2:1,3:2", "1:3,5:1", "2d3", "3"};
  r.die = snl::Die::parse(pick(0, 1) == 0 ? "6" : "1:2,3:1,4:1");
  if (choices) {
    if (pick(0, 1) == 1) r.choices.dice.push_back({snl::Die::parse(dice[pick(0, 4)]), 1});
    r.choices.adjust = static_cast<Adjust>(pick(0, 3));
    r.choices.adjust_by = pick(1, 2);
    r.choices.refuse = static_cast<Refuse>(pick(0, 3));
  }
  Game& g = c.game;
  g.last = squares;
  g.jumps = heads;
  g.start = r.start;
  g.overshoot = r.overshoot;
  const auto faces = [](const snl::Die& die) {
    std::vector<std::pair<int, double>> out;
    for (const snl::DieFace& f : die.faces()) {
      out.emplace_back(f.value, static_cast<double>(f.weight) / static_cast<double>(die.total()));
    }
    return out;
  };
  g.dice.push_back(faces(r.die));
  for (const snl::DieChoice& d : r.choices.dice) g.dice.push_back(faces(d.die));
  g.adjust = r.choices.adjust;
  g.k = r.choices.adjust_by;
  g.refuse = r.choices.refuse;
  return c;
}

snl::Analysis to_win(const snl::Board& board, const snl::GameRules& rules) {
  snl::AnalysisOptions options;
  options.rules = rules;
  options.players = 2;
  options.optimal = snl::Optimal{snl::Optimal::Goal::win, 0};
  return snl::analyze(board, options);
}

std::string jumps_text(const snl::Board& board) {
  std::string out;
  for (const snl::Jump& j : board.jumps()) out += std::to_string(j.from) + "->" + std::to_string(j.to) + " ";
  return out;
}

// ---- the tests ---------------------------------------------------------------------------------------------------

TEST(Win, AgreesWithValueIterationOnRandomGames) {
  std::mt19937_64 rng(34);
  int solved = 0;
  for (int trial = 0; trial < 40; ++trial) {
    const Case c = random_case(rng, true);
    SCOPED_TRACE(testing::Message() << "trial " << trial << ": " << snl::describe(c.rules) << ", " << c.game.last
                                    << " squares, jumps " << jumps_text(c.board));
    snl::Analysis a;
    ASSERT_NO_THROW(a = to_win(c.board, c.rules));
    ASSERT_TRUE(a.strategy);
    if (!a.strategy->win) {
      EXPECT_FALSE(a.strategy->left_out.empty());
      continue;
    }
    ++solved;
    const snl::WinPlay& w = *a.strategy->win;
    const std::vector<std::vector<double>> both = model_values(c.game, true, true);
    const std::vector<std::vector<double>> one = model_values(c.game, true, false);
    const std::vector<std::vector<double>> none = model_values(c.game, false, false);
    const double start = both[0][static_cast<std::size_t>(c.game.at(c.game.start, c.game.start))];
    EXPECT_LE(w.lower, start + 1e-12);
    EXPECT_GE(w.upper, start - 1e-12);
    EXPECT_LE(w.upper - w.lower, snl::kWinTolerance);
    EXPECT_NEAR(w.value, start, snl::kWinTolerance);
    EXPECT_NEAR(w.first_best, one[0][static_cast<std::size_t>(c.game.at(c.game.start, c.game.start))], 1e-9);
    EXPECT_NEAR(w.second_best, 1 - one[1][static_cast<std::size_t>(c.game.at(c.game.start, c.game.start))], 1e-9);
    ASSERT_TRUE(w.plain);
    EXPECT_NEAR(*w.plain, none[0][static_cast<std::size_t>(c.game.at(c.game.start, c.game.start))], 1e-9);
    const std::size_t M = w.squares.size();
    for (std::size_t a1 = 0; a1 < M; ++a1) {
      for (std::size_t b = 0; b < M; ++b) {
        const int p = static_cast<int>(w.squares[a1]);
        const int q = static_cast<int>(w.squares[b]);
        ASSERT_NEAR(w.values[a1 * M + b], both[0][static_cast<std::size_t>(c.game.at(p, q))], snl::kWinTolerance)
            << "mover on " << p << ", other on " << q;
      }
    }
  }
  EXPECT_GE(solved, 25);
}

TEST(Win, WithoutChoicesIsTheAnalysisRace) {
  std::mt19937_64 rng(35);
  for (int trial = 0; trial < 20; ++trial) {
    const Case c = random_case(rng, false);
    SCOPED_TRACE(testing::Message() << "trial " << trial << ": " << snl::describe(c.rules) << ", jumps "
                                    << jumps_text(c.board));
    const snl::Analysis a = to_win(c.board, c.rules);
    if (!a.strategy->win) continue;
    ASSERT_EQ(a.players.size(), 2u);
    EXPECT_NEAR(a.strategy->win->value, a.players[0].win_probability, 1e-9);
    ASSERT_TRUE(a.strategy->win->plain);
    EXPECT_NEAR(*a.strategy->win->plain, a.players[0].win_probability, 1e-9);
    EXPECT_NEAR(a.strategy->win->second_best, a.players[1].win_probability, 1e-9);
    EXPECT_EQ(a.strategy->win->differ, 0u);
  }
  // The classic board: the race of two players, and the figures ordered.
  const snl::Analysis a = to_win(analyze_test::milton_bradley(), {});
  EXPECT_NEAR(a.strategy->win->value, a.players[0].win_probability, 1e-9);
}

/// Plays the returned play of both players `games` times; P(player 1 wins).
double simulate(const snl::Board& board, const Game& g, const snl::WinPlay& w, int games, std::mt19937_64& rng) {
  std::map<int, std::size_t> index;
  for (std::size_t i = 0; i < w.squares.size(); ++i) index[static_cast<int>(w.squares[i])] = i;
  std::map<int, std::size_t> head_index;
  for (std::size_t h = 0; h < w.heads.size(); ++h) head_index[static_cast<int>(w.heads[h])] = h;
  const std::size_t M = w.squares.size();
  std::uniform_real_distribution<double> unit(0, 1);
  const auto roll = [&](const std::vector<std::pair<int, double>>& die) {
    double u = unit(rng);
    for (const auto& [r, prob] : die) {
      if ((u -= prob) < 0) return r;
    }
    return die.back().first;
  };
  (void)board;
  int first_wins = 0;
  for (int game = 0; game < games; ++game) {
    int pos[2] = {g.start, g.start};
    for (int turn = 0;; turn ^= 1) {
      const int p = pos[turn];
      const int q = pos[1 - turn];
      const std::size_t s = index.at(p) * M + index.at(q);
      const std::size_t d = w.die[s];
      const auto& die = g.dice[d];
      std::size_t j = 0;
      const int r = roll(die);
      while (die[j].first != r) ++j;
      const int code = w.faces == 0 ? 0 : w.moves[s * w.faces + j];
      int m = r;
      if (g.adjust == Adjust::coin && unit(rng) < 0.5) {
        m = r;  // the coin does not allow the adjustment
      } else if (g.adjust == Adjust::flip) {
        m = code == 0 ? r : (unit(rng) < 0.5 ? r + g.k : std::max(0, r - g.k));
      } else {
        m = std::max(0, r + code);
      }
      const std::vector<int> ends = g.ends(p, m);
      int x = ends[0];
      if (ends.size() == 2) {
        const int head = ends[1] == Game::kDone ? g.last : ends[1];
        const auto h = head_index.find(head);
        if (h != head_index.end() && w.take[h->second * M + index.at(q)] == 0) x = ends[1];
      }
      if (x == Game::kDone) {
        first_wins += turn == 0;
        break;
      }
      pos[turn] = x;
    }
  }
  return static_cast<double>(first_wins) / games;
}

TEST(Win, MonteCarloOfBothReturnedPlays) {
  std::mt19937_64 rng(36);
  int simulated = 0;
  for (int trial = 0; trial < 12 && simulated < 6; ++trial) {
    const Case c = random_case(rng, true);
    SCOPED_TRACE(testing::Message() << "trial " << trial << ": " << snl::describe(c.rules) << ", jumps "
                                    << jumps_text(c.board));
    const snl::Analysis a = to_win(c.board, c.rules);
    if (!a.strategy->win) continue;
    ++simulated;
    const double p = a.strategy->win->value;
    const int games = 20000;
    const double got = simulate(c.board, c.game, *a.strategy->win, games, rng);
    const double se = std::sqrt(std::max(p * (1 - p), 1e-4) / games);
    EXPECT_NEAR(got, p, 4 * se);
  }
  EXPECT_GE(simulated, 4);
}

TEST(Win, FiguresOrderedAndThePlayerBehindGambles) {
  // The classic board with a coin that moves ±1 after any roll: the play to win differs from the least-rolls play
  // in some positions, and each player to win does at least as well as without the choices.
  snl::GameRules rules;
  rules.start = 0;
  rules.choices.adjust = Adjust::flip;
  const snl::Analysis a = to_win(analyze_test::milton_bradley(), rules);
  ASSERT_TRUE(a.strategy && a.strategy->win);
  const snl::WinPlay& w = *a.strategy->win;
  EXPECT_GT(w.differ, 0u);
  ASSERT_FALSE(w.differences.empty());
  EXPECT_GT(w.differences[0].gain, 1e-6);
  EXPECT_GE(w.first_best, w.value - 1e-9);      // player 2 playing to win hurts player 1 most
  ASSERT_TRUE(w.plain);
  EXPECT_GE(w.first_best, *w.plain - 1e-9);      // playing to win helps
  EXPECT_GE(w.second_best, 1 - w.value - 1e-9);
  EXPECT_GE(w.second_best, 1 - *w.plain - 1e-9);
  // The player behind gambles: on 48 with a roll of 2 (to 50), the coin gives the ladder at 51 (to 67) or the snake
  // at 49 (to 11); behind the other on 83 the play to win tosses it, ahead of the other on 40 it does not, and the
  // least-rolls play does not.
  const auto index = [&](snl::Label square) {
    return static_cast<std::size_t>(std::find(w.squares.begin(), w.squares.end(), square) - w.squares.begin());
  };
  const std::size_t M0 = w.squares.size();
  ASSERT_EQ(w.faces, 6u);
  EXPECT_EQ(w.moves[(index(48) * M0 + index(83)) * w.faces + 1], 1);
  EXPECT_EQ(w.moves[(index(48) * M0 + index(40)) * w.faces + 1], 0);
  // Each position's value: the mover's, and the other's from the swapped position never sum past 1 + 2 tolerances
  // (the mover's chance is at least that of the other moving second).
  const std::size_t M = w.squares.size();
  for (std::size_t i = 0; i < M * M; ++i) {
    EXPECT_GE(w.values[i], -1e-12);
    EXPECT_LE(w.values[i], 1 + 1e-12);
  }
  EXPECT_EQ(w.values.size(), M * M);
  EXPECT_EQ(w.moves.size(), M * M * w.faces);
}

// Issue 51, finding 9: with a snake on the last square that the players may refuse, the game without the choices
// never ends (every landing on 12 goes back to 1), but the games with the choices do: the game to win is solved and
// only the race without the choices is left out (it was refused: "the players can keep the game from ending").
TEST(Win, TheGameWithoutTheChoicesMayNeverEnd) {
  snl::GameRules rules;
  rules.start = 0;
  rules.choices.refuse = snl::Refuse::snakes;
  const snl::Board board = snl::Board::track(12, {{12, 1}, {7, 2}});
  snl::Analysis a;
  ASSERT_NO_THROW(a = to_win(board, rules));
  ASSERT_TRUE(a.strategy && a.strategy->win);
  const snl::WinPlay& w = *a.strategy->win;
  EXPECT_FALSE(w.plain);
  EXPECT_FALSE(a.strategy->fixed[0].value);
  // Against a player who never finishes, playing to win wins surely, either way round.
  EXPECT_NEAR(w.first_best, 1.0, 1e-9);
  EXPECT_NEAR(w.second_best, 1.0, 1e-9);
  EXPECT_GT(w.value, 0.5);  // the first to move is ahead
  ASSERT_TRUE(a.strategy->last_take);
  EXPECT_FALSE(*a.strategy->last_take);
  // The same game where the plain race ends (the snake on 11, not the last square) still gives that race.
  const snl::Analysis ends = to_win(snl::Board::track(12, {{11, 1}, {7, 2}}), rules);
  ASSERT_TRUE(ends.strategy && ends.strategy->win && ends.strategy->win->plain);
  EXPECT_FALSE(ends.strategy->last_take);
}

TEST(Win, Refusals) {
  snl::AnalysisOptions options;
  options.optimal = snl::Optimal{snl::Optimal::Goal::win, 0};
  const snl::Board board = snl::Board::track(20, {});
  options.players = 3;
  EXPECT_THROW(snl::analyze(board, options), snl::Error);
  options.players = 1;
  EXPECT_THROW(snl::analyze(board, options), snl::Error);
  options.players = 2;
  options.rules.choices.dice.push_back({snl::Die::parse("4"), 2});
  EXPECT_THROW(snl::analyze(board, options), snl::Error);
  options.rules.choices.dice.clear();
  options.rules.meeting.bump = snl::Meeting::Bump::start;
  EXPECT_THROW(snl::analyze(board, options), snl::Error);
  options.rules.meeting = {};
  // M² positions over the limit, refused at once, naming the count.
  try {
    snl::analyze(snl::Board::track(1100, {}), options);
    ADD_FAILURE() << "no refusal";
  } catch (const snl::LimitError& e) {
    EXPECT_NE(std::string(e.what()).find("1099² = 1207801 positions"), std::string::npos) << e.what();
  }
  // A trap: left out, with the reason.
  const snl::Board trap = snl::Board::track(10, {{9, 5}, {8, 5}, {7, 5}, {6, 5}});
  options.rules.overshoot = snl::Overshoot::stay;
  options.rules.die = snl::Die::parse("3");
  const snl::Analysis a = snl::analyze(trap, options);
  ASSERT_TRUE(a.strategy);
  EXPECT_FALSE(a.strategy->win);
  EXPECT_FALSE(a.strategy->value);
  EXPECT_NE(a.strategy->left_out.find("trapped"), std::string::npos) << a.strategy->left_out;
}

}  // namespace

// The game to win solved to the tolerance asked (win:TOL): the bracket at most TOL wide, the value within TOL of the
// one solved to 1e-9, and no more sweeps than at 1e-9; the tolerance read and written back, and refused outside its
// range.
TEST(Win, SolvedToTheToleranceAsked) {
  std::mt19937_64 rng(3401);
  int compared = 0;
  for (int trial = 0; trial < 12 && compared < 5; ++trial) {
    const Case c = random_case(rng, true);
    const snl::Analysis fine = to_win(c.board, c.rules);
    if (!fine.strategy || !fine.strategy->win) continue;
    snl::AnalysisOptions options;
    options.rules = c.rules;
    options.players = 2;
    options.optimal = snl::parse_optimal("win:1e-4");
    const snl::Analysis coarse = snl::analyze(c.board, options);
    ASSERT_TRUE(coarse.strategy && coarse.strategy->win);
    const snl::WinPlay& w = *coarse.strategy->win;
    EXPECT_LE(w.upper - w.lower, 1e-4);
    EXPECT_NEAR(w.value, fine.strategy->win->value, 1e-4);
    EXPECT_LE(w.sweeps, fine.strategy->win->sweeps);
    EXPECT_NE(coarse.strategy->established.find("within 1.0e-04"), std::string::npos) << coarse.strategy->established;
    EXPECT_EQ(snl::optimal_text(coarse.strategy->optimal), "win:0.0001");
    ++compared;
  }
  EXPECT_EQ(compared, 5);
  EXPECT_EQ(snl::parse_optimal("win").tolerance, snl::kWinTolerance);
  EXPECT_EQ(snl::optimal_text(snl::parse_optimal("win")), "win");
  EXPECT_EQ(snl::parse_optimal("win:0.001").tolerance, 0.001);
  EXPECT_EQ(snl::optimal_text(snl::parse_optimal("win:2.5e-7")), "win:2.5e-07");
  for (const char* bad : {"win:0", "win:0.5", "win:x", "win:", "win:nan", "win:1e-13"}) {
    EXPECT_THROW(snl::parse_optimal(bad), snl::OptionError) << bad;
  }
}
