// The cut: with a least-rolls target the best board misses by being too fast, a board where every game shorter than
// the target is cut at once — the jumps of a smallest set that every such game takes removed — as the start of an
// annealing cycle that must keep it (issue 29: the classic board from start 0 needs three ladders gone together,
// and each one alone costs the expected rolls far more than it gains in least rolls, so single moves never get there).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "design/search.hpp"

namespace snl::internal::search {

namespace {

/// Branching over the jumps taken by a fastest game, the sets searched in all (each one search in breadth).
constexpr std::uint64_t kCutSearches = 20'000;
/// The most sets kept to choose from, and the most jumps a cut removes without a change budget.
constexpr std::size_t kCutSets = 64;
constexpr std::uint64_t kCutJumps = 4;

struct CutSearch {
  const LowRank& fast;
  std::uint64_t low;
  std::size_t most;
  std::vector<std::uint32_t> end;
  const std::vector<std::uint8_t>& kept;
  std::vector<std::uint32_t> chosen;
  std::vector<std::vector<std::uint32_t>> found;
  std::uint64_t searches = 0;

  /// Removes, in turn, each jump the current fastest game takes, and searches on, `most` jumps deep.
  void branch() {
    if (found.size() >= kCutSets || ++searches > kCutSearches) return;
    std::vector<std::uint32_t> heads;
    const std::uint64_t least = fast.fastest_game(end, heads);
    if (least >= low) {
      if (least != UINT64_MAX) {
        std::vector<std::uint32_t> set = chosen;
        std::sort(set.begin(), set.end());
        if (std::find(found.begin(), found.end(), set) == found.end()) found.push_back(std::move(set));
      }
      return;
    }
    if (chosen.size() >= most) return;
    for (const std::uint32_t h : heads) {
      if (kept[h] != 0 || std::find(chosen.begin(), chosen.end(), h) != chosen.end()) continue;
      const std::uint32_t to = end[h];
      end[h] = h;
      chosen.push_back(h);
      branch();
      chosen.pop_back();
      end[h] = to;
    }
  }
};

}  // namespace

bool Search::keeps(const std::vector<std::uint32_t>& end) const {
  std::uint64_t ladders = 0, snakes = 0, common = 0;
  for (std::uint32_t h = 1; h < last_; ++h) {
    if (end[h] == h) continue;
    (end[h] > h ? ladders : snakes) += 1;
    if (from_end_[h] == end[h]) ++common;
  }
  if (ladders < spec_.ladders.low || ladders > spec_.ladders.high) return false;
  if (snakes < spec_.snakes.low || snakes > spec_.snakes.high) return false;
  return !spec_.max_changes || std::max(from_count_ - common, ladders + snakes - common) <= *spec_.max_changes;
}

bool Search::start_from_cut() {
  if (!fast_ || !push_targets_.least || !std::isfinite(push_targets_.least->low)) return false;
  const auto low = static_cast<std::uint64_t>(std::ceil(push_targets_.least->low - kMargin));
  std::vector<std::uint32_t> heads;
  if (fast_->fastest_game(best_, heads) >= low) return false;  // the best board is not too fast
  // From the best board, else from the board to start from (whose changes the cut then has all to itself).
  std::vector<std::vector<std::uint32_t>> bases{best_};
  if (spec_.from) {
    std::vector<std::uint32_t> from(last_ + 1);
    for (std::uint32_t h = 0; h <= last_; ++h) from[h] = from_end_[h] != 0 ? from_end_[h] : h;
    if (from != best_) bases.push_back(std::move(from));
  }
  const std::size_t most = spec_.max_changes ? static_cast<std::size_t>(*spec_.max_changes) : kCutJumps;
  for (const std::vector<std::uint32_t>& base : bases) {
    CutSearch search{*fast_, low, most, base, kept_, {}, {}, 0};
    search.branch();
    std::vector<std::vector<std::uint32_t>> usable;
    for (const std::vector<std::uint32_t>& set : search.found) {
      std::vector<std::uint32_t> cut = base;
      for (const std::uint32_t h : set) cut[h] = h;
      if (keeps(cut) && fast_->stuck(cut).empty()) usable.push_back(std::move(cut));
    }
    if (usable.empty()) continue;
    load(usable[table_index(rng_.below(usable.size()))]);
    energy_ = board_energy(board_of(end_));
    hold_ = energy_.counted;
    if (energy_ < best_energy_) {
      best_energy_ = energy_;
      best_ = end_;
    }
    return true;
  }
  return false;
}

}  // namespace snl::internal::search
