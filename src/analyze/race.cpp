#include "snl/race.hpp"

#include <algorithm>
#include <cassert>
#include <map>

#include "snl/bfs.hpp"
#include "snl/rules.hpp"

namespace snl {
namespace {

constexpr double kLeft = 1e-12;

/// One token's finishing time: after m rolls, survival[m] = P(not on the last square) and trapped[m] = P(on a
/// square from which no roll sequence finishes), pushed one roll at a time.
class Token {
 public:
  Token(const Board& board, const std::vector<std::int32_t>& to_finish, Label from)
      : board_(board), to_finish_(to_finish), now_(table_index(board.squares()) + 1, 0.0) {
    now_[table_index(from)] = 1;
    record();
  }
  double survival(std::size_t m) {
    while (survival_.size() <= m) roll();
    return survival_[m];
  }
  double trapped(std::size_t m) {
    while (trapped_.size() <= m) roll();
    return trapped_[m];
  }

 private:
  void roll() {
    const std::uint64_t last = board_.squares();
    std::vector<double> next(table_index(last) + 1, 0.0);
    for (Label at = 1; at < last; ++at) {
      if (now_[table_index(at)] == 0) continue;
      const double share = now_[table_index(at)] / kDieFaces;
      for (Label face = 1; face <= static_cast<Label>(kDieFaces); ++face) {
        const Label land = at + face;
        next[table_index(land <= last_landing(at, last) ? board_.end_of_landing(land) : at)] += share;  // past the end: stay
      }
    }
    next[table_index(last)] += now_[table_index(last)];
    now_ = std::move(next);
    record();
  }
  void record() {
    double trapped = 0;
    for (Label at = 1; at < board_.squares(); ++at) {
      if (to_finish_[table_index(at)] < 0) trapped += now_[table_index(at)];
    }
    survival_.push_back(std::max(0.0, 1 - now_[table_index(board_.squares())]));
    trapped_.push_back(trapped);
  }

  const Board& board_;
  const std::vector<std::int32_t>& to_finish_;
  std::vector<double> now_;
  std::vector<double> survival_;
  std::vector<double> trapped_;
};

}  // namespace

RaceChances race_chances(const Board& board, std::span<const Label> positions, std::size_t to_move,
                         std::uint64_t max_rolls) {
  assert(!positions.empty() && to_move < positions.size());
  const std::size_t players = positions.size();
  RaceChances out;
  out.wins.assign(players, 0.0);
  for (std::size_t i = 0; i < players; ++i) {
    if (positions[i] == board.squares()) {
      out.wins[i] = 1;
      return out;
    }
  }
  const std::vector<std::int32_t> to_finish = rolls_to_finish(board);
  std::map<Label, Token> tokens;  // one per distinct square
  for (const Label at : positions) tokens.try_emplace(at, board, to_finish, at);
  // turn[i]: where player i rolls in a round (0 first), counting from to_move.
  std::vector<std::size_t> turn(players);
  for (std::size_t i = 0; i < players; ++i) turn[i] = (i + players - to_move) % players;
  for (std::size_t m = 1; m <= max_rolls; ++m) {
    // P(no one finished before round m) against P(no one ever can): the chances still to share.
    double open = 1;
    double stuck = 1;
    for (std::size_t i = 0; i < players; ++i) {
      open *= tokens.at(positions[i]).survival(m - 1);
      stuck *= tokens.at(positions[i]).trapped(m - 1);
    }
    if (open - stuck < kLeft) return out;
    for (std::size_t i = 0; i < players; ++i) {
      Token& token = tokens.at(positions[i]);
      double others = 1;
      for (std::size_t j = 0; j < players; ++j) {
        if (j != i) others *= tokens.at(positions[j]).survival(turn[j] < turn[i] ? m : m - 1);
      }
      out.wins[i] += (token.survival(m - 1) - token.survival(m)) * others;
    }
  }
  out.settled = false;
  return out;
}

}  // namespace snl
