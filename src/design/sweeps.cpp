// snl::design's searches by every single move of a board: steepest descent (sweeps), a beam of them, and every
// board within one change of `from` (design/search.hpp).
#include <algorithm>
#include <cmath>
#include <vector>

#include "design/search.hpp"

namespace snl::internal::search {

/// Every candidate that changes one jump of the current board and keeps the constraints: each jump removed or
/// retargeted to every square, each free head given every jump. (Moves, rank two, are left to the annealing.)
std::vector<Candidate> Search::single_moves() const {
  std::vector<Candidate> out;
  for (std::uint32_t h = first_head_; h < last_; ++h) {
    const bool has = end_[h] != h;
    if (has && kept_[h] != 0) continue;
    if (!has && plain_[h] != 0) continue;
    Candidate base;
    if (has) {
      base.removed = Jump{h, end_[h]};
      if (allowed(base)) out.push_back(base);
    }
    for (std::uint32_t to = 1; to <= last_; ++to) {
      if (to == h || (has && to == end_[h])) continue;
      Candidate c = base;
      c.added = Jump{h, to};
      if (allowed(c)) out.push_back(c);
    }
  }
  return out;
}

/// Steepest descent by single moves, each step pricing every one (when that is cheap): the board it ends on is
/// no worse than any single move from the board it started on. False when the sweep is too dear to run.
bool Search::sweep() {
  if (!fast_ || fast_->trapped() || internal::needs_analysis(rest_targets_)) return false;  // trapped: a solve each
  const double push = push_work_ > 0 ? push_work_ : spec_.targets.least ? 16.0 : 0.0;
  const double per = (needs_sd_ ? double(last_) * fast_->faces() : double(fast_->faces())) +
                     push * double(last_) * fast_->faces();
  if (double(last_) * double(last_) * per > kSweepWork) return false;
  while (energy_.goals > 0 || energy_.aim > 0) {
    const std::vector<Candidate> moves = single_moves();
    Energy best_move;
    std::size_t chosen = moves.size();
    for (std::size_t i = 0; i < moves.size() && result_.evaluations < budget_; ++i) {
      ++result_.evaluations;
      const Energy e = price(moves[i], kInfinity);
      if (e < best_move) {
        best_move = e;
        chosen = i;
      }
    }
    if (chosen == moves.size() || !(best_move < energy_)) break;
    HeadChange changes[2];
    const int rank = changes_of(moves[chosen], changes);
    take(moves[chosen], changes, rank);
    energy_ = best_move;
    if (energy_ < best_energy_) {
      best_energy_ = energy_;
      best_ = end_;
    }
  }
  return true;
}

/// A beam search by single moves: each level prices every single move of each board kept by the level before, and
/// keeps the `kBeamWidth` best distinct boards they give by the annealing's energy, and as many by the figures of the
/// distribution first (a board that meets the least rolls with the expected rolls off is one move from a board that
/// meets both, where one with the expected rolls met and the least rolls one short may be several). `kBeamDepth`
/// levels, or max_changes with `from`. It finds what takes several moves at once, none of which helps alone by much
/// (the least rolls, raised by cutting every fastest route). False when it is too dear to run.
bool Search::beam() {
  if (!fast_ || fast_->trapped() || internal::needs_analysis(rest_targets_)) return false;
  const double push = push_work_ > 0 ? push_work_ : spec_.targets.least ? 16.0 : 0.0;
  if (push == 0) return false;  // the expectations alone: the sweep's descent and the annealing find them
  const double per = (needs_sd_ ? double(last_) * fast_->faces() : double(fast_->faces())) +
                     push * double(last_) * fast_->faces();
  const std::uint64_t depth = spec_.max_changes ? std::min<std::uint64_t>(*spec_.max_changes, kBeamDepth) : kBeamDepth;
  const double squares = double(last_);
  if (2.0 * double(kBeamWidth) * double(depth) * (squares * squares * per + squares * squares * squares) > kBeamWork) {
    return false;
  }
  struct Node {
    std::vector<std::uint32_t> end;
    Energy energy;
  };
  // Two rankings: by the walk, and by the counted figures then the walk.
  const auto by_walk = [](const Energy& a, const Energy& b) { return a.walk() < b.walk(); };
  const auto by_counted = [](const Energy& a, const Energy& b) {
    return a.counted < b.counted || (a.counted == b.counted && a.walk() < b.walk());
  };
  const auto keep = [](std::vector<Node>& list, const std::vector<std::uint32_t>& end, const Energy& e, auto less) {
    if (list.size() == kBeamWidth && !less(e, list.back().energy)) return;
    if (std::any_of(list.begin(), list.end(), [&](const Node& n) { return n.end == end; })) return;
    const auto at =
        std::upper_bound(list.begin(), list.end(), e, [&](const Energy& x, const Node& n) { return less(x, n.energy); });
    list.insert(at, Node{end, e});
    if (list.size() > kBeamWidth) list.pop_back();
  };
  std::vector<Node> level{{end_, energy_}};
  for (std::uint64_t d = 0; d < depth && best_energy_.goals > 0 && result_.evaluations < budget_; ++d) {
    std::vector<Node> walked;
    std::vector<Node> counted;
    for (const Node& node : level) {
      if (node.end != end_) load(node.end);
      energy_ = node.energy;
      for (const Candidate& c : single_moves()) {
        if (result_.evaluations >= budget_) break;
        if (++result_.evaluations % 256 == 0 && spec_.should_stop &&
            spec_.should_stop(result_.evaluations, best_energy_.goals)) {
          load(best_);
          energy_ = best_energy_;
          return true;
        }
        const Energy e = price(c, kInfinity);  // in full: the counted list needs what the cheap figures cannot cut
        if (e.goals == kInfinity) continue;
        std::vector<std::uint32_t> end = end_;
        if (c.removed) end[table_index(c.removed->from)] = static_cast<std::uint32_t>(c.removed->from);
        if (c.added) end[table_index(c.added->from)] = static_cast<std::uint32_t>(c.added->to);
        if (e < best_energy_) {
          best_energy_ = e;
          best_ = end;
        }
        keep(walked, end, e, by_walk);
        keep(counted, end, e, by_counted);
      }
      if (best_energy_.goals == 0) break;
    }
    if (walked.empty()) break;
    level = std::move(walked);
    for (Node& n : counted) {
      if (std::none_of(level.begin(), level.end(), [&](const Node& m) { return m.end == n.end; })) {
        level.push_back(std::move(n));
      }
    }
  }
  load(best_);
  energy_ = best_energy_;
  return true;
}

/// With `from` and at most one change: prices every board within one change of it (each jump removed, retargeted or
/// moved to any free head, each free head given any jump), when that is cheap, so that the best of them is known
/// rather than searched for. False when it is not run.
bool Search::exhaust() {
  if (!spec_.from || !spec_.max_changes || *spec_.max_changes != 1) return false;
  if (!fast_ || fast_->trapped() || internal::needs_analysis(rest_targets_)) return false;
  const double push = push_work_ > 0 ? push_work_ : spec_.targets.least ? 16.0 : 0.0;
  const double per = (needs_sd_ ? double(last_) * fast_->faces() : double(fast_->faces())) +
                     push * double(last_) * fast_->faces();
  const double boards = double(from_count_ + 1) * double(last_) * double(last_);
  if (boards * per > kExhaustWork) return false;
  std::vector<Candidate> all = single_moves();
  for (std::uint32_t a = first_head_; a < last_; ++a) {  // the moves: a jump taken away from one head, one put on another
    if (end_[a] == a || kept_[a] != 0) continue;
    for (std::uint32_t b = first_head_; b < last_; ++b) {
      if (b == a || end_[b] != b || plain_[b] != 0) continue;
      for (std::uint32_t to = 1; to <= last_; ++to) {
        const Candidate c{Jump{a, end_[a]}, Jump{b, to}};
        if (allowed(c)) all.push_back(c);
      }
    }
  }
  if (all.size() > budget_) return false;
  for (const Candidate& c : all) {
    if (++result_.evaluations % 256 == 0 && spec_.should_stop &&
        spec_.should_stop(result_.evaluations, best_energy_.goals)) {
      return false;
    }
    const Energy e = price(c, kInfinity);
    if (!(e < best_energy_)) continue;
    best_energy_ = e;
    best_ = end_;
    if (c.removed) best_[table_index(c.removed->from)] = static_cast<std::uint32_t>(c.removed->from);
    if (c.added) best_[table_index(c.added->from)] = static_cast<std::uint32_t>(c.added->to);
  }
  return true;
}

}  // namespace snl::internal::search
