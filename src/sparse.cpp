#include "snl/sparse.hpp"

#include <cassert>
#include <limits>
#include <map>

#include "internal/radix_heap.hpp"
#include "internal/walk.hpp"

namespace snl {
namespace {

using internal::Heads;
constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

/// A square stood on after a jump (or square 1 at time 0).
struct Source {
  Label square;
  std::int64_t time;
  std::uint32_t via;  // the head index whose jump led here; kNone for the start
};

/// How a head was first landed on: from `stand`, reached by walking `rolls` rolls from source `lineage`.
struct Landing {
  std::uint32_t lineage = kNone;
  std::int64_t rolls = 0;
  Label stand = 0;
};

/// (start, frontier]: the plain squares some walk covers. The frontier is the walk-frontier of `lineage`.
/// State: frontier `f` at time `k` (the next event); `f_prev` at `k_prev` before it (a bulk run in between).
struct Interval {
  Label start;
  Label f_prev, f;
  std::int64_t k_prev, k;
  Label reported;          // heads up to here have been reported
  std::size_t ahead;       // index of the first head after f (a cursor: f only grows)
  std::size_t unreported;  // index of the first head after max(reported, start)
  std::uint32_t lineage;
  std::uint32_t version = 0;
  bool alive = true;
  bool stuck = false;  // at a wall: no further events

  Label frontier_at(std::int64_t time) const {
    if (stuck || time >= k) return f;
    return f_prev + static_cast<Label>(time - k_prev) * kDieFaces;  // bulk rolls are six squares each
  }
};

struct Event {
  std::int64_t time;
  bool is_source;
  std::uint32_t id;       // interval or source
  std::uint32_t version;  // of the interval, to skip stale events
};

class Search {
 public:
  Search(const Board& board) : heads_(board), last_(board.squares()), landings_(heads_.size()) {}

  Solution run(bool want_route) {
    add_source(1, 0, kNone);
    while (!events_.empty()) {
      const Event event = events_.pop().second;
      if (event.is_source ? on_source(event) : on_interval(event)) {
        Solution solution{finish_time_, {}};
        if (want_route) solution.route = route();
        return solution;
      }
    }
    return {-1, {}};
  }

 private:
  void add_source(Label square, std::int64_t time, std::uint32_t via) {
    sources_.push_back({square, time, via});
    push({time, true, static_cast<std::uint32_t>(sources_.size() - 1), 0});
  }

  void push(const Event& event) { events_.push(static_cast<std::uint64_t>(event.time), event); }

  void schedule(std::uint32_t id) {
    Interval& interval = intervals_[id];
    ++interval.version;
    push({interval.k, false, id, interval.version});
  }

  /// Returns true when the last square is reached.
  bool on_source(const Event& event) {
    const Source& source = sources_[event.id];
    if (source.square == last_) {
      finish_time_ = source.time;
      finish_source_ = event.id;
      return true;
    }
    // Dominated: an interval already covers the square at this time (its walk can do all this one can).
    auto it = by_start_.upper_bound(source.square);
    if (it != by_start_.begin()) {
      const Interval& before = intervals_[std::prev(it)->second];
      if (before.start == source.square || before.frontier_at(source.time) >= source.square) return false;
    }
    const Label s = source.square;
    const std::size_t ahead = heads_.first_after(s);
    intervals_.push_back({s, s, s, source.time, source.time, s, ahead, ahead, event.id});
    const auto id = static_cast<std::uint32_t>(intervals_.size() - 1);
    place_.push_back(by_start_.emplace_hint(it, s, id));
    schedule(id);
    return false;
  }

  bool on_interval(const Event& event) {
    const std::uint32_t id = event.id;
    if (!intervals_[id].alive || intervals_[id].version != event.version) return false;
    const std::int64_t now = intervals_[id].k;
    // Merge with the intervals this frontier has reached.
    for (auto next = std::next(place_[id]);
         next != by_start_.end() && next->first <= intervals_[id].f;) {
      Interval& other = intervals_[next->second];
      Interval& self = intervals_[id];
      if (other.frontier_at(now) >= self.f) {
        // The other walk is ahead: the union goes on with its frontier and schedule.
        const bool self_reported_more = self.reported > other.reported;
        const Interval before = self;
        self = other;
        self.start = before.start;
        self.version = before.version;
        if (self_reported_more) self.reported = before.reported, self.unreported = before.unreported;
        other.alive = false;
        next = by_start_.erase(next);
        if (self.stuck) return false;
        if (self.k > now) {
          schedule(id);
          return false;
        }
        continue;
      }
      other.alive = false;
      next = by_start_.erase(next);
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
    std::size_t i = self.unreported;
    for (; i < heads_.size() && heads_.head(i) <= reach; ++i) {
      Landing& landing = landings_[i];
      if (landing.lineage != kNone) continue;
      landing = {self.lineage, now - sources_[self.lineage].time, self.f};
      add_source(heads_.to(i), now + 1, static_cast<std::uint32_t>(i));
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
    for (std::uint32_t s = id; sources_[s].via != kNone; s = landings_[sources_[s].via].lineage) chain.push_back(s);
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
      const std::uint32_t head = sources_[*it].via;
      const Landing& landing = landings_[head];
      walk(legs, sources_[landing.lineage].square, landing.stand, landing.rolls);
      const Label h = heads_.head(head);
      legs.emplace_back(Step{landing.stand, static_cast<int>(h - landing.stand), h, heads_.to(head)});
    }
  }

  std::vector<Leg> route() const {
    std::vector<Leg> legs;
    if (finish_source_ != kNone) {
      route_to(legs, finish_source_);
    } else {
      route_to(legs, finish_lineage_);
      const Source& from = sources_[finish_lineage_];
      walk(legs, from.square, last_, finish_time_ - from.time);
    }
    return legs;
  }

  Heads heads_;
  Label last_;
  std::vector<Landing> landings_;
  std::vector<Source> sources_;
  std::vector<Interval> intervals_;
  std::map<Label, std::uint32_t> by_start_;
  std::vector<std::map<Label, std::uint32_t>::iterator> place_;  // each interval's entry in by_start_
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
