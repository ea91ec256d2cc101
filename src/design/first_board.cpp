// The design search's first board: the jumps of `from` or those to keep, an exit out of every square the rules leave
// stuck (with_exits, refusing in words when the constraints allow none), then random jumps until the counts are
// reached and no trap is left (place_initial). Part of the class Search (design/search.hpp).
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "design/search.hpp"
#include "snl/error.hpp"

namespace snl::internal::search {
namespace {

/// "square 99", "squares 95, 97 and 99", "squares 1..93" (ascending; a run of three or more as its ends).
std::string squares_text(const std::vector<std::uint32_t>& squares) {
  std::vector<std::string> parts;
  for (std::size_t i = 0; i < squares.size();) {
    std::size_t j = i;
    while (j + 1 < squares.size() && squares[j + 1] == squares[j] + 1) ++j;
    if (j - i >= 2) {
      parts.push_back(std::to_string(squares[i]) + ".." + std::to_string(squares[j]));
    } else {
      for (std::size_t k = i; k <= j; ++k) parts.push_back(std::to_string(squares[k]));
    }
    i = j + 1;
  }
  std::string out = squares.size() == 1 ? "square " : "squares ";
  for (std::size_t i = 0; i < parts.size(); ++i) out += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
  return out;
}

/// "the jump to keep 94 1", "the jumps to keep 94 1, 95 1 and 96 1".
std::string kept_text(const std::vector<Jump>& jumps) {
  std::string out = jumps.size() == 1 ? "the jump to keep " : "the jumps to keep ";
  for (std::size_t i = 0; i < jumps.size(); ++i) {
    out += (i == 0 ? "" : i + 1 == jumps.size() ? " and " : ", ") + std::to_string(jumps[i].from) + " " +
           std::to_string(jumps[i].to);
  }
  return out;
}

}  // namespace


/// The board `end` with a jump placed on every square from which, under the rules, the last square can never be
/// reached (2d6 without a face of 1 and exact landing: square 99), so that the first board has no trap. Throws
/// DesignError naming the squares and the rule when the constraints let no jump start there.
std::vector<std::uint32_t> Search::with_exits(const std::vector<std::uint32_t>& start) {
  load(start, false);
  const std::vector<std::uint32_t> stuck = fast_->stuck(end_);
  if (stuck.empty()) return start;
  // Whose trap: the rules' alone (no roll ends on the last square from there), or the jumps to keep's (a wall of
  // snake heads), told apart by the same board without them.
  std::vector<std::uint32_t> without_kept = end_;
  for (const Jump& j : spec_.keep) without_kept[table_index(j.from)] = static_cast<std::uint32_t>(j.from);
  const bool kept_trap = !spec_.keep.empty() && fast_->stuck(without_kept).size() < stuck.size();
  const std::string why =
      kept_trap ? kept_text(spec_.keep) + " make a trap: with them the last square can never be reached from " +
                      squares_text(stuck) + " under " + describe(spec_.rules)
                : "the last square can never be reached from " + squares_text(stuck) + " under " +
                      describe(spec_.rules) + " (no roll of the die ends there)";
  placing_ = true;
  for (auto it = stuck.rbegin(); it != stuck.rend(); ++it) {
    const std::uint32_t h = *it;
    if (end_[h] != h) continue;
    bool placed = false;
    for (int tries = 0; tries < 4000 && !placed; ++tries) {
      const bool ladder = rng_.chance(0.5);
      const std::uint64_t room = ladder ? last_ - h : h - 1;
      const std::uint64_t longest = std::min<std::uint64_t>(room, spec_.max_length);
      if (longest < spec_.min_length) continue;
      const std::uint64_t length = rng_.between(spec_.min_length, longest);
      Candidate c;
      c.added = Jump{h, ladder ? h + length : h - length};
      if (h < first_head_ || plain_[h] != 0 || !allowed(c)) continue;
      std::vector<std::uint32_t> after = end_;
      after[h] = static_cast<std::uint32_t>(c.added->to);
      const std::vector<std::uint32_t> left = fast_->stuck(after);
      if (std::find(left.begin(), left.end(), c.added->to) != left.end()) continue;  // it must lead out
      HeadChange changes[2];
      take(c, changes, 0);
      placed = true;
    }
    if (!placed) {
      placing_ = false;
      throw DesignError(why + ": square " + std::to_string(h) +
                        " needs a snake or ladder that leads out, and the constraints (counts, lengths, plain "
                        "squares, chains) let none start there");
    }
  }
  placing_ = false;
  return end_;
}

void Search::place_initial() {
  std::vector<std::uint32_t> end(last_ + 1);
  for (std::uint32_t h = 0; h <= last_; ++h) end[h] = h;
  for (const Jump& j : spec_.keep) {
    end[table_index(j.from)] = static_cast<std::uint32_t>(j.to);
    kept_[table_index(j.from)] = 1;
  }
  if (spec_.from) {
    for (const Jump& j : spec_.from->jumps()) {
      end[table_index(j.from)] = static_cast<std::uint32_t>(j.to);
      from_end_[table_index(j.from)] = static_cast<std::uint32_t>(j.to);
      ++from_count_;
    }
    load(end);
    energy_ = board_energy(board_of(end_));
    return;
  }
  if (fast_) end = with_exits(end);
  const auto pick = [&](const CountRange& r, std::uint64_t have) {
    const std::uint64_t low = std::max(r.low, have);
    if (r.high == UINT64_MAX) return low;
    return rng_.between(low, std::max(low, std::min<std::uint64_t>(r.high, low + last_ / 4)));
  };
  for (int attempt = 0; attempt < 200; ++attempt) {
    // Each attempt factorizes the board's chain (a large board's takes a while): a stop is asked between them.
    if (attempt > 0 && interrupt_) interrupt_(result_.evaluations, best_energy_.goals);
    load(end, false);
    placing_ = true;
    const std::uint64_t want_ladders = pick(spec_.ladders, ladders_);
    const std::uint64_t want_snakes = pick(spec_.snakes, snakes_);
    for (int tries = 0; tries < 20'000 && (ladders_ < want_ladders || snakes_ < want_snakes); ++tries) {
      Candidate c;
      c.added = random_addition(ladders_ < want_ladders);
      if (!c.added || !allowed(c)) continue;
      HeadChange changes[2];
      take(c, changes, 0);
    }
    placing_ = false;
    if (ladders_ < want_ladders || snakes_ < want_snakes) continue;
    load(end_);
    if (fast_ && fast_->trapped()) continue;
    energy_ = board_energy(board_of(end_));
    if (energy_.goals == kInfinity) continue;
    result_.accepted = 0;
    return;
  }
  throw DesignError("could not place the jumps the constraints ask for (" + std::to_string(spec_.ladders.low) +
                    " ladders and " + std::to_string(spec_.snakes.low) +
                    " snakes at least) on a board without a trap: loosen the lengths, counts or plain squares");
}

}  // namespace snl::internal::search
