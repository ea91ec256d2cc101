#include "snl/sparse.hpp"

#include <cassert>
#include <limits>
#include <string>

#include "core/memory.hpp"
#include "core/walk.hpp"
#include "snl/error.hpp"
#include "solve/sparse/label_sweep.hpp"
#include "solve/sparse/ordered_ids.hpp"
#include "solve/sparse/radix_heap.hpp"

namespace snl {
namespace {

using internal::Heads;
constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();
constexpr std::uint32_t kSourceBit = std::uint32_t{1} << 31;  // in Event::id: a source, not an interval

/// A square stood on after a jump (or square 1 at time 0), with how the jump's head was first landed on: from
/// `stand`, after walking `rolls` rolls from source `lineage`. 32 bytes. Kept only when a route is asked for.
struct Source {
  std::int64_t time;
  Label stand;
  std::int64_t rolls;
  std::uint32_t via;      // the head index whose jump led here; kNone for the start
  std::uint32_t lineage;  // kNone for the start
};

constexpr std::int64_t kNever = std::numeric_limits<std::int64_t>::max();

/// A walk's frontier: `f` at time `k` (the next event; kNever at a wall: no further events), `f_prev` at the time
/// of the last event before it: k - 1 after a single roll, k - (f - f_prev)/6 after a bulk run. 32 bytes.
struct Front {
  Label f_prev, f;
  std::int64_t k;
  std::uint32_t ahead;       // index of the first head after f (a cursor: f only grows)
  std::uint32_t unreported;  // index of the first head not yet reported (after the interval's start)

  bool stuck() const { return k == kNever; }

  /// Precondition: `time` is at least the time of the last event before k (events come in time order).
  Label frontier_at(std::int64_t time) const {
    if (time >= k) return f;
    // A single roll (f - f_prev < 6, and then time is k - 1) or a bulk run, six squares a roll. A single roll
    // of exactly six squares reads the same either way.
    return f - f_prev >= kDieFaces ? f - static_cast<Label>(k - time) * kDieFaces : f_prev;
  }
};

/// (start, frontier]: the plain squares some walk covers, and its links in by_start_ (the index of live
/// intervals by start), all in one 64-byte line: an event reads one line for the walk and for whether the next
/// interval has been reached (next_key). The slot of a merged interval is used again.
struct alignas(64) Interval {
  Label key;                 // the start (OrderedIds' name for it)
  std::uint64_t next_key;    // the next live interval's start, OrderedIds<Interval>::kNoKey if none
  Front front;
  std::uint32_t child[2];    // OrderedIds' links
  std::uint32_t next;
  std::uint32_t version;     // of the slot, to skip stale events; only grows, also across reuse of the slot
};
static_assert(sizeof(Interval) == 64);

/// An event at a time (the heap's key): a source to stand on, or an interval's next move. 8 bytes.
struct Event {
  std::uint32_t id;   // an interval, or a source with kSourceBit set: the head whose jump leads there, or kStart
  std::uint32_t aux;  // an interval's version; a source's index in sources_ (routes only)
};
constexpr std::uint32_t kStart = kSourceBit - 1;  // the source on square 1
// grow() runs after heads/kGrowAt sources: a search that finishes early (a few percent of the heads) spends its
// binary searches rather than a pass over every head to build the bucket table.
constexpr std::size_t kGrowAt = 64;
// The label-order sweep's budget (LabelSweep::run): random giant boards explored to the end take 4.5 units a jump.
constexpr std::size_t kSweepWork = 16;
constexpr std::size_t kSweepWorkMin = 4096;

/// Memory, per jump of the board: one bit (heads already reported; the jumps are the board's own, not copied),
/// 2 bytes of the heads' bucket table and 2 of the interval index's buckets; per live interval, 64 bytes (slots
/// of merged intervals are reused); per pending event, 16 bytes; only when a route is asked for, per source
/// reached 32 bytes and per interval 4 (its lineage).
class Search {
 public:
  Search(const Board& board, bool want_route)
      : heads_(board),
        last_(board.squares()),
        want_route_(want_route),
        reported_heads_((heads_.size() + 63) / 64),
        grow_at_(heads_.size() / kGrowAt),
        by_start_(intervals_, board.squares(), std::max<std::size_t>(heads_.size() / kGrowAt, 1)) {
    if (heads_.size() >= kSourceBit - 1) {
      throw LimitError("the sparse solver takes at most " + std::to_string(kSourceBit - 2) + " jumps, not " +
                       std::to_string(heads_.size()));
    }
    if (grow_at_ == 0) grow();
  }

  Solution run() {
    add_source(0, kStart, kNone, 0, 0);
    while (!events_.empty()) {
      const auto [time, event] = events_.pop();
      const bool done = (event.id & kSourceBit) != 0
                            ? on_source(static_cast<std::int64_t>(time), event.id & ~kSourceBit, event.aux)
                            : on_interval(event.id, event.aux);
      if (done) {
        Solution solution{finish_time_, {}};
        if (want_route_) solution.route = route();
        return solution;
      }
    }
    return {-1, {}};
  }

 private:
  Label square_of(std::uint32_t via) const { return via == kStart ? 1 : heads_.to(via); }
  Label square(const Source& source) const { return source.via == kNone ? 1 : heads_.to(source.via); }

  /// A source at `time` reached through head `via` (kStart: square 1), landed on from `stand` after `rolls`
  /// rolls of `lineage` (only kept for routes).
  void add_source(std::int64_t time, std::uint32_t via, std::uint32_t lineage, std::int64_t rolls, Label stand) {
    std::uint32_t id = kNone;
    if (want_route_) {
      internal::push_back_huge(sources_, Source{time, stand, rolls, via == kStart ? kNone : via, lineage});
      id = static_cast<std::uint32_t>(sources_.size() - 1);
    }
    events_.push(static_cast<std::uint64_t>(time), Event{via | kSourceBit, id});
  }

  void schedule(std::uint32_t id) {
    Interval& interval = intervals_[id];
    ++interval.version;
    events_.push(static_cast<std::uint64_t>(interval.front.k), Event{id, interval.version});
  }

  /// The search has reached enough of the board to pay for what is sized by it: the heads' bucket table, about
  /// one bucket of the interval index per two jumps (instead of one per kGrowAt), the interval array.
  void grow() {
    heads_.build_index();
    by_start_.rebucket(last_, std::max<std::size_t>(heads_.size() / 2, 1));
    // Room for an interval per head (address space only: pages are touched as slots are used), so the array never
    // doubles into a copy, holding both at once. Not up front: a search that finishes early would pay more for
    // mapping it than for the search itself.
    internal::reserve_huge(intervals_, heads_.size() + 1);
  }

  /// Returns true when the last square is reached.
  bool on_source(std::int64_t time, std::uint32_t via, std::uint32_t source_id) {
    if (++sources_seen_ == grow_at_) grow();
    const Label s = square_of(via);
    if (s == last_) {
      finish_time_ = time;
      finish_source_ = source_id;
      return true;
    }
    // Dominated: an interval already covers the square at this time (its walk can do all this one can).
    if (const std::uint32_t before = by_start_.last_at_most(s); before != kNone) {
      const Interval& covering = intervals_[before];
      if (covering.key == s || covering.front.frontier_at(time) >= s) return false;
    }
    const auto ahead = static_cast<std::uint32_t>(heads_.first_after(s));
    const Front front{s, s, time, ahead, ahead};
    std::uint32_t id = 0;
    if (free_.empty()) {
      internal::push_back_huge(intervals_, Interval{s, 0, front, {kNone, kNone}, kNone, 0});
      id = static_cast<std::uint32_t>(intervals_.size() - 1);
      if (want_route_) internal::push_back_huge(lineage_, source_id);
    } else {
      id = free_.back();
      free_.pop_back();
      intervals_[id].front = front;
      if (want_route_) lineage_[id] = source_id;
    }
    by_start_.insert(id, s);
    schedule(id);
    return false;
  }

  bool on_interval(std::uint32_t id, std::uint32_t version) {
    if (intervals_[id].version != version) return false;
    const std::int64_t now = intervals_[id].front.k;
    // Merge with the intervals this frontier has reached.
    while (intervals_[id].next_key <= intervals_[id].front.f) {
      Interval& self = intervals_[id];
      const std::uint32_t absorbed = by_start_.erase_next(id);
      free_.push_back(absorbed);
      Interval& other = intervals_[absorbed];
      ++other.version;  // its pending event, if any, is stale now
      if (other.front.frontier_at(now) >= self.front.f) {
        // The other walk is ahead: the union goes on with its frontier and schedule.
        const std::uint32_t unreported = std::max(self.front.unreported, other.front.unreported);
        self.front = other.front;
        self.front.unreported = unreported;  // whichever reported further
        if (want_route_) lineage_[id] = lineage_[absorbed];
        if (self.front.stuck()) return false;
        if (self.front.k > now) {
          schedule(id);
          return false;
        }
      }
    }
    Front& self = intervals_[id].front;
    if (self.f == last_) {
      finish_time_ = now;
      if (want_route_) finish_lineage_ = lineage_[id];
      return true;
    }
    report(self, want_route_ ? lineage_[id] : kNone, now);
    advance(self);
    if (!self.stuck()) schedule(id);
    return false;
  }

  /// Heads within one roll of the frontier are landed on at the next roll; their destinations become sources.
  void report(Front& self, std::uint32_t lineage, std::int64_t now) {
    const Label reach = last_landing(self.f, last_);
    std::uint32_t i = self.unreported;
    const std::int64_t rolls = want_route_ ? now - sources_[lineage].time : 0;
    for (; i < heads_.size() && heads_.head(i) <= reach; ++i) {
      std::uint64_t& word = reported_heads_[i / 64];
      const std::uint64_t bit = std::uint64_t{1} << (i % 64);
      if ((word & bit) != 0) continue;
      word |= bit;
      add_source(now + 1, i, lineage, rolls, self.f);
    }
    self.unreported = i;
  }

  void advance(Front& self) {
    self.f_prev = self.f;
    if (const std::uint64_t bulk = heads_.bulk_rolls(self.f, self.ahead); bulk > 0) {
      self.f += bulk * kDieFaces;
      self.k += static_cast<std::int64_t>(bulk);
    } else if (const auto next = heads_.next_frontier(self.f, self.ahead)) {
      self.f = *next;
      self.k += 1;
    } else {
      self.k = kNever;  // at a wall
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
  bool want_route_;
  std::vector<std::uint64_t> reported_heads_;  // a bit per head: landed on already (each head is reported once)
  std::vector<Source> sources_;                // only when a route is asked for
  std::vector<Interval> intervals_;
  std::vector<std::uint32_t> lineage_;  // per interval slot, the source whose walk it is (routes only)
  std::vector<std::uint32_t> free_;     // slots of merged intervals, used again
  std::size_t sources_seen_ = 0;
  std::size_t grow_at_;  // sources seen when grow() runs
  internal::OrderedIds<Interval> by_start_;  // the live intervals by start, linked through intervals_
  internal::RadixHeap<Event> events_;
  std::int64_t finish_time_ = -1;
  std::uint32_t finish_source_ = kNone;
  std::uint32_t finish_lineage_ = kNone;
};

}  // namespace

Solution solve_sparse(const Board& board, bool want_route) {
  if (!want_route) {
    // The answer alone: sweeps in label order, unless they take more than kSweepWork units of work per jump (a
    // board whose shortest paths take many snakes in a row needs a pass for each), then the event search.
    const Heads heads(board);
    internal::LabelSweep sweep(heads);
    if (const auto rolls = sweep.run(kSweepWork * heads.size() + kSweepWorkMin)) return {*rolls, {}};
  }
  return Search(board, want_route).run();
}

}  // namespace snl
