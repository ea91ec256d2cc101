// The design search's moves: which candidates keep the constraints (allowed), and the random proposals of the
// annealing — a jump added, removed, retargeted or moved, and the route moves that act on the squares the games a
// least-rolls target needs changed land on (find_routes, route_move). Part of the class Search (design/search.hpp).
#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include "design/search.hpp"

namespace snl::internal::search {
bool Search::allowed(const Candidate& c) const {
  std::uint64_t ladders = ladders_;
  std::uint64_t snakes = snakes_;
  std::uint64_t common = common_;
  std::uint64_t count = ladders_ + snakes_;
  if (c.removed && c.added && *c.removed == *c.added) return false;  // no change
  if (c.removed) {
    const Jump& r = *c.removed;
    if (end_[table_index(r.from)] != r.to || r.to == r.from || kept_[table_index(r.from)] != 0) return false;
    (is_ladder(r) ? ladders : snakes) -= 1;
    if (from_end_[table_index(r.from)] == r.to) --common;
    --count;
  }
  if (c.added) {
    const Jump& a = *c.added;
    if (a.from < first_head_ || a.from >= last_ || a.to < 1 || a.to > last_ || a.to == a.from) return false;
    if (plain_[table_index(a.from)] != 0 || plain_[table_index(a.to)] != 0) return false;
    const std::uint64_t length = a.to > a.from ? a.to - a.from : a.from - a.to;
    if (length < spec_.min_length || length > spec_.max_length) return false;
    const bool same_head = c.removed && c.removed->from == a.from;
    if (end_[table_index(a.from)] != a.from && !same_head) return false;
    if (a.to == 1 && !spec_.onto_first) return false;
    if (!spec_.chains) {
      const bool head_there = a.to < last_ && end_[table_index(a.to)] != a.to && !(c.removed && c.removed->from == a.to);
      if (head_there) return false;
      const std::uint32_t ending = into_[table_index(a.from)] - (c.removed && c.removed->to == a.from ? 1 : 0);
      if (ending != 0) return false;
    }
    (is_ladder(a) ? ladders : snakes) += 1;
    if (from_end_[table_index(a.from)] == a.to) ++common;
    ++count;
  }
  if ((!placing_ && ladders < spec_.ladders.low) || ladders > spec_.ladders.high) return false;
  if ((!placing_ && snakes < spec_.snakes.low) || snakes > spec_.snakes.high) return false;
  if (spec_.max_changes && std::max(from_count_ - common, count - common) > *spec_.max_changes) return false;
  return true;
}

std::optional<Jump> Search::random_jump() {
  if (movable_ == 0) return std::nullopt;
  for (int tries = 0; tries < 256; ++tries) {
    const auto h = static_cast<std::uint32_t>(rng_.between(first_head_, last_ - 1));
    if (end_[h] != h && kept_[h] == 0) return Jump{h, end_[h]};
  }
  return std::nullopt;
}

std::uint32_t Search::random_free_head() {
  for (int tries = 0; tries < 64; ++tries) {
    const auto h = static_cast<std::uint32_t>(rng_.between(first_head_, last_ - 1));
    if (end_[h] == h && plain_[h] == 0) return h;
  }
  return 0;
}

std::optional<Jump> Search::random_addition(bool ladder) {
  const std::uint32_t h = random_free_head();
  if (h == 0) return std::nullopt;
  const std::uint64_t room = ladder ? last_ - h : h - 1;
  const std::uint64_t longest = std::min<std::uint64_t>(room, spec_.max_length);
  if (longest < spec_.min_length) return std::nullopt;
  const std::uint64_t length = rng_.between(spec_.min_length, longest);
  return Jump{h, ladder ? h + length : h - length};
}

/// The heads the route moves act on (see route_heads_), for the current board.
void Search::find_routes() {
  route_heads_.clear();
  const std::optional<Goal>& least = push_targets_.least;
  if (!fast_ || !least || fast_->trapped()) return;
  std::uint64_t now = 0;
  fast_->route_heads(0, now);
  if (static_cast<double>(now) < least->low) {
    // Every game shorter than the goal: each must be made longer.
    route_heads_ = fast_->route_heads(static_cast<std::uint64_t>(std::ceil(least->low)) - 1, now);
  } else if (static_cast<double>(now) > least->high) {
    route_heads_ = fast_->route_heads(now, now);  // the fastest games, to be made shorter
  }
}

/// A move at a head on the routes to lengthen or shorten: its jump removed or sent anywhere, or a new jump there.
Candidate Search::route_move() {
  Candidate c;
  const std::uint32_t h = route_heads_[table_index(rng_.below(route_heads_.size()))];
  if (end_[h] != h) {
    if (kept_[h] != 0) return c;
    c.removed = Jump{h, end_[h]};
    if (rng_.chance(0.25)) return c;
  } else if (plain_[h] != 0) {
    return c;
  }
  c.added = Jump{h, static_cast<Label>(rng_.between(1, last_))};
  return c;
}

Candidate Search::propose() {
  if (!route_heads_.empty() && rng_.chance(kRouteShare)) return route_move();
  Candidate c;
  const std::uint64_t kind = rng_.below(100);
  if (kind < 15) {
    const bool ladder = ladders_ < spec_.ladders.high && (snakes_ >= spec_.snakes.high || rng_.chance(0.5));
    c.added = random_addition(ladder);
    return c;
  }
  c.removed = random_jump();
  if (!c.removed || kind < 30) return c;
  const Jump r = *c.removed;
  const bool ladder = is_ladder(r);
  if (kind < 65) {  // retarget: the same head, a new destination the same way
    const std::uint64_t room = ladder ? last_ - r.from : r.from - 1;
    const std::uint64_t longest = std::min<std::uint64_t>(room, spec_.max_length);
    if (longest < spec_.min_length) return {};
    std::uint64_t length = r.to > r.from ? r.to - r.from : r.from - r.to;
    if (rng_.chance(0.5)) {
      const auto step = static_cast<std::int64_t>(rng_.between(1, 6));
      length = static_cast<std::uint64_t>(std::clamp<std::int64_t>(
          static_cast<std::int64_t>(length) + (rng_.chance(0.5) ? step : -step),
          static_cast<std::int64_t>(spec_.min_length), static_cast<std::int64_t>(longest)));
    } else {
      length = rng_.between(spec_.min_length, longest);
    }
    c.added = Jump{r.from, ladder ? r.from + length : r.from - length};
    return c;
  }
  // move: the same length and direction from another head, near or anywhere
  std::int64_t shift = 0;
  if (rng_.chance(0.5)) {
    shift = static_cast<std::int64_t>(rng_.between(1, 6)) * (rng_.chance(0.5) ? 1 : -1);
  } else {
    shift = static_cast<std::int64_t>(rng_.between(first_head_, last_ - 1)) - static_cast<std::int64_t>(r.from);
  }
  const std::int64_t head = static_cast<std::int64_t>(r.from) + shift;
  const std::int64_t to = static_cast<std::int64_t>(r.to) + shift;
  if (head < first_head_ || head >= last_ || to < 1 || to > last_ || shift == 0) return {};
  c.added = Jump{static_cast<Label>(head), static_cast<Label>(to)};
  return c;
}

}  // namespace snl::internal::search
