#include "snl/sparse.hpp"

#include <cassert>
#include <limits>
#include <string>

#include "internal/memory.hpp"
#include "internal/ordered_ids.hpp"
#include "internal/radix_heap.hpp"
#include "internal/walk.hpp"
#include "snl/error.hpp"

namespace snl {
namespace {

using internal::Heads;
constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();
constexpr std::uint32_t kSourceBit = std::uint32_t{1} << 31;  // in Event::id: a source, not an interval

/// A square stood on after a jump (or square 1 at time 0), with how the jump's head was first landed on: from
/// `stand`, after walking `rolls` rolls from source `lineage`. 32 bytes.
struct Source {
  std::int64_t time;
  Label stand;
  std::int64_t rolls;
  std::uint32_t via;      // the head index whose jump led here; kNone for the start
  std::uint32_t lineage;  // kNone for the start
};

/// (start, frontier]: the plain squares some walk covers. The frontier is the walk-frontier of `lineage`.
/// State: frontier `f` at time `k` (the next event); `f_prev` at `k_prev` before it (a bulk run in between).
/// 72 bytes.
struct Interval {
  Label start;
  Label f_prev, f;
  std::int64_t k_prev, k;
  Label reported;            // heads up to here have been reported
  std::uint32_t ahead;       // index of the first head after f (a cursor: f only grows)
  std::uint32_t unreported;  // index of the first head after max(reported, start)
  std::uint32_t lineage;
  std::uint32_t version = 0;
  bool alive = true;
  bool stuck = false;  // at a wall: no further events

  Label frontier_at(std::int64_t time) const {
    if (stuck || time >= k) return f;
    return f_prev + static_cast<Label>(time - k_prev) * kDieFaces;  // bulk rolls are six squares each
  }
};

/// An event at a time (the heap's key): a source to stand on, or an interval's next move. 8 bytes.
struct Event {
  std::uint32_t id;       // an interval, or a source with kSourceBit set
  std::uint32_t version;  // of the interval, to skip stale events
};

/// Memory: per jump of the board, one bit (heads already reported; the jumps are the board's own, not copied);
/// per source reached, 32 bytes; per interval, 72 bytes + 24 in by_start_; per pending event, 16 bytes.
class Search {
 public:
  explicit Search(const Board& board)
      : heads_(board), last_(board.squares()), reported_heads_((heads_.size() + 63) / 64) {
    if (heads_.size() >= kSourceBit - 1) {
      throw LimitError("the sparse solver takes at most " + std::to_string(kSourceBit - 2) + " jumps, not " +
                       std::to_string(heads_.size()));
    }
  }

  Solution run(bool want_route) {
    add_source(0, kNone, kNone, 0, 0);
    while (!events_.empty()) {
      const Event event = events_.pop().second;
      const bool done = (event.id & kSourceBit) != 0 ? on_source(event.id & ~kSourceBit)
                                                      : on_interval(event.id, event.version);
      if (done) {
        Solution solution{finish_time_, {}};
        if (want_route) solution.route = route();
        return solution;
      }
    }
    return {-1, {}};
  }

 private:
  Label square(const Source& source) const { return source.via == kNone ? 1 : heads_.to(source.via); }

  /// A source at `time` reached through head `via`, landed on from `stand` after `rolls` rolls of `lineage`.
  void add_source(std::int64_t time, std::uint32_t via, std::uint32_t lineage, std::int64_t rolls, Label stand) {
    internal::push_back_huge(sources_, Source{time, stand, rolls, via, lineage});
    const auto id = static_cast<std::uint32_t>(sources_.size() - 1);
    events_.push(static_cast<std::uint64_t>(time), Event{id | kSourceBit, 0});
  }

  void schedule(std::uint32_t id) {
    Interval& interval = intervals_[id];
    ++interval.version;
    events_.push(static_cast<std::uint64_t>(interval.k), Event{id, interval.version});
  }

  /// Returns true when the last square is reached.
  bool on_source(std::uint32_t source_id) {
    const Source& source = sources_[source_id];
    const Label s = square(source);
    if (s == last_) {
      finish_time_ = source.time;
      finish_source_ = source_id;
      return true;
    }
    // Dominated: an interval already covers the square at this time (its walk can do all this one can).
    if (const std::uint32_t before = by_start_.last_at_most(s); before != kNone) {
      const Interval& covering = intervals_[before];
      if (covering.start == s || covering.frontier_at(source.time) >= s) return false;
    }
    const auto ahead = static_cast<std::uint32_t>(heads_.first_after(s));
    internal::push_back_huge(intervals_, Interval{s, s, s, source.time, source.time, s, ahead, ahead, source_id});
    const auto id = static_cast<std::uint32_t>(intervals_.size() - 1);
    by_start_.insert(id, s);
    schedule(id);
    return false;
  }

  bool on_interval(std::uint32_t id, std::uint32_t version) {
    if (!intervals_[id].alive || intervals_[id].version != version) return false;
    const std::int64_t now = intervals_[id].k;
    // Merge with the intervals this frontier has reached.
    for (std::uint32_t next = by_start_.next(id); next != kNone && intervals_[next].start <= intervals_[id].f;) {
      Interval& other = intervals_[next];
      Interval& self = intervals_[id];
      other.alive = false;
      const std::uint32_t absorbed = next;
      next = by_start_.next(absorbed);
      by_start_.erase(absorbed);
      if (other.frontier_at(now) >= self.f) {
        // The other walk is ahead: the union goes on with its frontier and schedule.
        const bool self_reported_more = self.reported > other.reported;
        const Interval before = self;
        self = other;
        self.alive = true;
        self.start = before.start;
        self.version = before.version;
        if (self_reported_more) self.reported = before.reported, self.unreported = before.unreported;
        if (self.stuck) return false;
        if (self.k > now) {
          schedule(id);
          return false;
        }
      }
    }
    Interval& self = intervals_[id];
    if (self.f == last_) {
      finish_time_ = now;
      finish_lineage_ = self.lineage;
      return true;
    }
    report(self, now);
    advance(self);
    if (!self.stuck) schedule(id);
    return false;
  }

  /// Heads within one roll of the frontier are landed on at the next roll; their destinations become sources.
  void report(Interval& self, std::int64_t now) {
    const Label reach = last_landing(self.f, last_);
    if (reach <= self.reported) return;
    std::uint32_t i = self.unreported;
    const std::int64_t rolls = now - sources_[self.lineage].time;
    for (; i < heads_.size() && heads_.head(i) <= reach; ++i) {
      std::uint64_t& word = reported_heads_[i / 64];
      const std::uint64_t bit = std::uint64_t{1} << (i % 64);
      if ((word & bit) != 0) continue;
      word |= bit;
      add_source(now + 1, i, self.lineage, rolls, self.f);
    }
    self.reported = reach;
    self.unreported = i;
  }

  void advance(Interval& self) {
    self.f_prev = self.f;
    self.k_prev = self.k;
    if (const std::uint64_t bulk = heads_.bulk_rolls(self.f, self.ahead); bulk > 0) {
      self.f += bulk * kDieFaces;
      self.k += static_cast<std::int64_t>(bulk);
    } else if (const auto next = heads_.next_frontier(self.f, self.ahead)) {
      self.f = *next;
      self.k += 1;
    } else {
      self.stuck = true;
      return;
    }
    while (self.ahead < heads_.size() && heads_.head(self.ahead) <= self.f) ++self.ahead;
  }

  // ---- the route, rebuilt backwards from how the last square was reached ----

  static void walk(std::vector<Leg>& legs, Label from, Label to, std::int64_t rolls) {
    if (rolls == 1) {
      legs.emplace_back(Step{from, static_cast<int>(to - from), to, to});
    } else if (rolls > 1) {
      legs.emplace_back(Walk{from, to, static_cast<std::uint64_t>(rolls)});
    }
  }

  /// Legs from square 1 to standing on source `id`, appended in order.
  void route_to(std::vector<Leg>& legs, std::uint32_t id) const {
    std::vector<std::uint32_t> chain;
    for (std::uint32_t s = id; sources_[s].via != kNone; s = sources_[s].lineage) chain.push_back(s);
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
      const Source& source = sources_[*it];
      walk(legs, square(sources_[source.lineage]), source.stand, source.rolls);
      const Label h = heads_.head(source.via);
      legs.emplace_back(Step{source.stand, static_cast<int>(h - source.stand), h, heads_.to(source.via)});
    }
  }

  std::vector<Leg> route() const {
    std::vector<Leg> legs;
    if (finish_source_ != kNone) {
      route_to(legs, finish_source_);
    } else {
      route_to(legs, finish_lineage_);
      const Source& from = sources_[finish_lineage_];
      walk(legs, square(from), last_, finish_time_ - from.time);
    }
    return legs;
  }

  Heads heads_;
  Label last_;
  std::vector<std::uint64_t> reported_heads_;  // a bit per head: landed on already (each head is reported once)
  std::vector<Source> sources_;
  std::vector<Interval> intervals_;
  internal::OrderedIds by_start_;  // the live intervals by start
  internal::RadixHeap<Event> events_;
  std::int64_t finish_time_ = -1;
  std::uint32_t finish_source_ = kNone;
  std::uint32_t finish_lineage_ = kNone;
};

}  // namespace

Solution solve_sparse(const Board& board, bool want_route) { return Search(board).run(want_route); }

std::vector<Leg> expand_walks(const Board& board, const std::vector<Leg>& route) {
  const internal::Heads heads(board);
  std::vector<Leg> steps;
  for (const Leg& leg : route) {
    if (const Walk* w = std::get_if<Walk>(&leg)) {
      Label at = w->from;
      for (std::uint64_t k = 0; k < w->rolls; ++k) {
        const Label next = heads.next_frontier(at).value_or(at);
        steps.emplace_back(Step{at, static_cast<int>(next - at), next, next});
        at = next;
      }
      assert(at == w->to);
    } else {
      steps.push_back(leg);
    }
  }
  return steps;
}

}  // namespace snl
