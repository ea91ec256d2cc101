#include "snl/shrink.hpp"

#include <algorithm>
#include <cassert>
#include <queue>
#include <set>
#include <utility>
#include <vector>

namespace snl {
namespace {

class Shrinker {
 public:
  Shrinker(const Board& board, const StillFails& still_fails, std::uint64_t max_tries)
      : best_(board), still_fails_(still_fails), max_tries_(max_tries) {
    tried_.insert(key(board));
  }

  Shrunk run() {
    for (bool changed = true; changed && tries_ < max_tries_;) {
      changed = false;
      if (best_.is_square() && smaller_side()) changed = true;
      if (fewer_jumps()) changed = true;
      if (shorter_jumps()) changed = true;
    }
    return {best_, tries_, steps_};
  }

 private:
  using Key = std::pair<std::uint64_t, std::vector<Jump>>;

  static Key key(const Board& board) {
    return {board.is_square() ? board.side() : board.squares() | (std::uint64_t{1} << 63),
            std::vector<Jump>(board.jumps().begin(), board.jumps().end())};
  }

  Board same_shape(std::vector<Jump> jumps) const {
    return best_.is_square() ? Board::square(best_.side(), std::move(jumps)) : Board::track(best_.squares(), std::move(jumps));
  }

  /// Runs the predicate on a board not tried before; keeps it when it still fails.
  bool attempt(const Board& candidate) {
    if (tries_ >= max_tries_ || !tried_.insert(key(candidate)).second) return false;
    ++tries_;
    if (!still_fails_(candidate)) return false;
    best_ = candidate;
    ++steps_;
    return true;
  }

  /// Jumps in head order with repeated heads dropped (a mapping may send two heads to one square).
  static std::vector<Jump> distinct_heads(std::vector<Jump> jumps) {
    std::stable_sort(jumps.begin(), jumps.end(), [](const Jump& a, const Jump& b) { return a.from < b.from; });
    jumps.erase(std::unique(jumps.begin(), jumps.end(), [](const Jump& a, const Jump& b) { return a.from == b.from; }),
                jumps.end());
    return jumps;
  }

  bool smaller_side() {
    const std::uint64_t n = best_.side();
    const std::uint64_t squares = best_.squares();
    for (std::uint64_t m = 1; m < n; ++m) {
      const std::uint64_t fit = m * m;
      const std::uint64_t shift = squares - fit;
      std::vector<Jump> start, end, scaled;
      for (const Jump& jump : best_.jumps()) {
        if (jump.from <= fit && jump.to <= fit) start.push_back(jump);
        if (jump.from > shift && jump.to > shift) end.push_back({jump.from - shift, jump.to - shift});
        // Scaling multiplies labels by m²; boards too large for that in 64 bits skip this candidate.
        if (squares < (std::uint64_t{1} << 31)) {
          const auto scale = [&](Label label) { return (label * fit + squares - 1) / squares; };
          scaled.push_back({scale(jump.from), scale(jump.to)});
        }
      }
      for (std::vector<Jump>* jumps : {&start, &end, &scaled}) {
        if (jumps == &scaled && squares >= (std::uint64_t{1} << 31)) continue;
        if (attempt(Board::square(m, distinct_heads(std::move(*jumps))))) return true;
      }
    }
    return n >= 2 && one_side_less();
  }

  /// Side n-1 by taking 2n-1 squares out of the track and closing the gap, the squares before and after keeping
  /// their order: a run of squares next to each jump's head or destination, or plain squares taken one at a
  /// time from the longest stretches between jump ends. Jumps touching a removed square go too.
  bool one_side_less() {
    const std::uint64_t n = best_.side();
    const std::uint64_t squares = best_.squares();
    const std::uint64_t cut = 2 * n - 1;
    std::vector<Label> ends{1, squares};
    for (const Jump& jump : best_.jumps()) {
      ends.push_back(jump.from);
      ends.push_back(jump.to);
    }
    std::sort(ends.begin(), ends.end());
    ends.erase(std::unique(ends.begin(), ends.end()), ends.end());

    // Runs [a, a + cut) inside 2..squares-1, starting just after or ending just before a jump end.
    std::vector<Label> starts;
    for (const Label end : ends) {
      starts.push_back(end + 1);
      if (end > cut) starts.push_back(end - cut);
    }
    std::sort(starts.begin(), starts.end());
    starts.erase(std::unique(starts.begin(), starts.end()), starts.end());
    for (const Label start : starts) {
      if (start < 2 || start + cut > squares) continue;
      if (attempt(without({{start, start + cut - 1}}))) return true;
    }

    // Plain squares, one at a time from the longest stretch between jump ends (the earliest on a tie).
    std::vector<Span> gaps;  // each stretch of squares that are no jump end
    for (std::size_t k = 1; k < ends.size(); ++k) {
      if (ends[k] > ends[k - 1] + 1) gaps.push_back({ends[k - 1] + 1, ends[k] - 1});
    }
    std::vector<std::uint64_t> take(gaps.size(), 0);
    std::priority_queue<std::pair<std::uint64_t, std::size_t>> longest;  // (squares left, -index) on top
    for (std::size_t g = 0; g < gaps.size(); ++g) longest.push({gaps[g].last - gaps[g].first + 1, ~g});
    for (std::uint64_t taken = 0; taken < cut; ++taken) {
      if (longest.empty()) return false;  // too few plain squares
      const auto [left, index] = longest.top();
      longest.pop();
      ++take[~index];
      if (left > 1) longest.push({left - 1, index});
    }
    std::vector<Span> removed;
    for (std::size_t g = 0; g < gaps.size(); ++g) {
      if (take[g] > 0) removed.push_back({gaps[g].first, gaps[g].first + take[g] - 1});
    }
    return attempt(without(removed));
  }

  /// Squares first..last.
  struct Span {
    Label first;
    Label last;
  };

  /// The board of side n-1 left when the 2n-1 squares of `removed` (sorted, disjoint spans) are taken out of
  /// the track; jumps from or to a removed square go with it.
  Board without(const std::vector<Span>& removed) const {
    // below[k]: squares removed by the spans before span k.
    std::vector<std::uint64_t> below(removed.size() + 1, 0);
    for (std::size_t k = 0; k < removed.size(); ++k) below[k + 1] = below[k] + removed[k].last - removed[k].first + 1;
    assert(below.back() == 2 * best_.side() - 1);
    // The span index after which `label` comes, and whether it is inside that span.
    const auto place = [&](Label label) {
      const auto after = std::upper_bound(removed.begin(), removed.end(), label,
                                          [](Label l, const Span& span) { return l < span.first; });
      const auto k = static_cast<std::size_t>(after - removed.begin());
      const bool inside = k > 0 && label <= removed[k - 1].last;
      return std::pair{k, inside};
    };
    std::vector<Jump> jumps;
    for (const Jump& jump : best_.jumps()) {
      const auto [from_k, from_gone] = place(jump.from);
      const auto [to_k, to_gone] = place(jump.to);
      if (!from_gone && !to_gone) jumps.push_back({jump.from - below[from_k], jump.to - below[to_k]});
    }
    return Board::square(best_.side() - 1, std::move(jumps));
  }

  bool fewer_jumps() {
    bool changed = false;
    for (std::size_t chunk = std::max<std::size_t>(best_.jumps().size() / 2, 1); chunk >= 1; chunk /= 2) {
      for (std::size_t start = 0; start < best_.jumps().size();) {
        const std::span<const Jump> jumps = best_.jumps();
        std::vector<Jump> rest(jumps.begin(), jumps.begin() + static_cast<std::ptrdiff_t>(start));
        rest.insert(rest.end(), jumps.begin() + static_cast<std::ptrdiff_t>(std::min(start + chunk, jumps.size())),
                    jumps.end());
        if (attempt(same_shape(std::move(rest)))) {
          changed = true;  // the same start now names the next jumps
        } else {
          start += chunk;
        }
      }
      if (chunk == 1) break;
    }
    return changed;
  }

  bool shorter_jumps() {
    bool changed = false;
    for (std::size_t k = 0; k < best_.jumps().size(); ++k) {
      const Jump jump = best_.jumps()[k];
      const bool up = jump.to > jump.from;
      const std::uint64_t length = up ? jump.to - jump.from : jump.from - jump.to;
      if (length < 2) continue;
      std::vector<std::uint64_t> lengths{1, length / 2, length - 1};
      lengths.erase(std::unique(lengths.begin(), lengths.end()), lengths.end());
      for (const std::uint64_t shorter : lengths) {
        std::vector<Jump> jumps(best_.jumps().begin(), best_.jumps().end());
        jumps[k].to = up ? jump.from + shorter : jump.from - shorter;
        if (attempt(same_shape(std::move(jumps)))) {
          changed = true;
          break;
        }
      }
    }
    return changed;
  }

  Board best_;
  const StillFails& still_fails_;
  std::uint64_t max_tries_;
  std::uint64_t tries_ = 0;
  std::uint64_t steps_ = 0;
  std::set<Key> tried_;
};

}  // namespace

Shrunk shrink(const Board& board, const StillFails& still_fails, std::uint64_t max_tries) {
  return Shrinker(board, still_fails, max_tries).run();
}

}  // namespace snl
