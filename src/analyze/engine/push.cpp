#include "analyze/engine/push.hpp"

#include <algorithm>
#include <cassert>

#include "snl/analyze.hpp"

namespace snl::internal {
namespace {

void make_empty(Mass& m) {
  m.low = m.values.size();
  m.high = 0;
}

void resize(Mass& m, std::size_t size) {
  m.values.assign(size, 0.0);
  make_empty(m);
}

void add(Mass& m, std::size_t i, double value) {
  m.values[i] += value;
  if (m.empty()) {
    m.low = m.high = i;
  } else {
    m.low = std::min(m.low, i);
    m.high = std::max(m.high, i);
  }
}

/// Zeroes what `m` holds.
void clear(Mass& m) {
  if (!m.empty()) std::fill(m.values.begin() + static_cast<std::ptrdiff_t>(m.low),
                            m.values.begin() + static_cast<std::ptrdiff_t>(m.high) + 1, 0.0);
  make_empty(m);
}

/// Σ of what `m` holds, with four running sums over whole blocks of four from index 0 (a fixed order: the result
/// is the sum over the whole vector, bit for bit, since the rest are zeros).
double total(const Mass& m) {
  if (m.empty()) return 0;
  const std::vector<double>& v = m.values;
  const std::size_t first = m.low & ~std::size_t{3};
  const std::size_t end = std::min(v.size(), (m.high | 3) + 1);
  double a = 0, b = 0, c = 0, d = 0;
  std::size_t i = first;
  for (; i + 4 <= end; i += 4) {
    a += v[i];
    b += v[i + 1];
    c += v[i + 2];
    d += v[i + 3];
  }
  for (; i < end; ++i) a += v[i];
  return (a + b) + (c + d);
}

/// Drops the mass below kDroppedMass of `in_play` at both edges of `m`; returns what was dropped.
double trim(Mass& m, double in_play) {
  const double floor = kDroppedMass * in_play;
  double dropped = 0;
  while (!m.empty() && m.values[m.low] < floor) {
    dropped += m.values[m.low];
    m.values[m.low] = 0;
    if (m.low == m.high) {
      make_empty(m);
      break;
    }
    ++m.low;
  }
  while (!m.empty() && m.values[m.high] < floor) {
    dropped += m.values[m.high];
    m.values[m.high] = 0;
    if (m.low == m.high) {
      make_empty(m);
      break;
    }
    --m.high;
  }
  return dropped;
}

/// The probability that lands on square y: Σ_{r = 1..min(K, y)} mass[y − r].
double landing(const double* mass, std::size_t y, std::size_t die) {
  double sum = 0;
  for (std::size_t roll = 1; roll <= die && roll <= y; ++roll) sum += mass[y - roll];
  return sum;
}

/// next[y] = keep[y] · landing(y) for y in [first, end). K is the die's faces when known at compile time (the
/// window sum is then unrolled and vectorized across y), 0 for any die.
template <std::size_t K>
void spread(const double* __restrict mass, const double* __restrict keep, double* __restrict next, std::size_t first,
            std::size_t end, std::size_t die) {
  const std::size_t faces = K == 0 ? die : K;
  const std::size_t partial = std::clamp(faces, first, end);
  for (std::size_t y = first; y < partial; ++y) next[y] = keep[y] * landing(mass, y, faces);
  if (K == 0) {
    // A die known only at run time: the same sums in the same order, a face at a time across y, so that each pass
    // is vectorized (with --die 1000 the sum per square took 3.3 ns a face: bench/RESULTS.md, "Game rules").
    for (std::size_t y = partial; y < end; ++y) next[y] = 0;
    for (std::size_t roll = 1; roll <= faces; ++roll) {
      const double* from = mass + partial - roll;
      for (std::size_t y = 0; y < end - std::min(end, partial); ++y) next[partial + y] += from[y];
    }
    for (std::size_t y = partial; y < end; ++y) next[y] *= keep[y];
    return;
  }
  for (std::size_t y = partial; y < end; ++y) {
    double sum = 0;
    for (std::size_t roll = 1; roll <= faces; ++roll) sum += mass[y - roll];
    next[y] = sum * keep[y];
  }
}

void spread_any(const double* mass, const double* keep, double* next, std::size_t first, std::size_t end,
                std::size_t die) {
  switch (die) {
    case 1: return spread<1>(mass, keep, next, first, end, die);
    case 2: return spread<2>(mass, keep, next, first, end, die);
    case 3: return spread<3>(mass, keep, next, first, end, die);
    case 4: return spread<4>(mass, keep, next, first, end, die);
    case 6: return spread<6>(mass, keep, next, first, end, die);
    case 8: return spread<8>(mass, keep, next, first, end, die);
    default: return spread<0>(mass, keep, next, first, end, die);
  }
}

/// The transitions of one state's row, spread over `to` (phase-0 targets to `turns` when it is given).
template <class Sink>
void push_row(const Chain& chain, const std::vector<bool>& finishes, std::size_t s, double m, Flow& flow, Sink sink) {
  for (std::size_t e = chain.offset[s]; e < chain.offset[s + 1]; ++e) {
    const std::uint32_t t = chain.target[e];
    const double arriving = m * chain.probability(e);
    if (t == kFinish) {
      flow.finished += arriving;
    } else if (!finishes[t]) {
      flow.trapped += arriving;
    } else {
      sink(t, arriving);
    }
  }
  flow.work += (chain.offset[s + 1] - chain.offset[s]) * price::kPushPair;
}

}  // namespace

KernelPush::KernelPush(const Mover& mover, const Chain& chain, const std::vector<bool>& finishes, int die)
    : last_(table_index(mover.last())), die_(static_cast<std::size_t>(die)), p_(1.0 / die) {
  keep_.assign(last_, 0.0);
  for (std::uint64_t y = 1; y < last_; ++y) {
    const std::uint64_t end = mover.end_of_landing(y);
    if (end == y) {
      keep_[table_index(y)] = p_;
    } else {
      moves_.emplace_back(static_cast<std::uint32_t>(y), end);
    }
  }
  std::vector<std::uint64_t> ends;
  for (std::size_t s = 0; s < chain.size(); ++s) {
    const std::uint64_t x = chain.position[s];
    if (s > 0 && chain.position[s - 1] == x) continue;  // another phase of the same position (again, no limit)
    if (!finishes[s]) doomed_.push_back(static_cast<std::uint32_t>(x));
    if (x + die_ < last_) continue;
    ends.clear();
    for (std::uint64_t roll = last_ - x; roll <= die_; ++roll) ends.push_back(mover.outcome(x, roll));
    std::sort(ends.begin(), ends.end());
    for (std::size_t i = 0; i < ends.size();) {
      std::size_t j = i;
      while (j < ends.size() && ends[j] == ends[i]) ++j;
      overshoot_.push_back({static_cast<std::uint32_t>(x), ends[i], static_cast<double>(j - i) * p_});
      i = j;
    }
  }
  std::sort(doomed_.begin(), doomed_.end());
  resize(mass_, last_);
  resize(next_, last_);
}

void KernelPush::reset(std::uint64_t start) {
  clear(mass_);
  add(mass_, table_index(start), 1.0);
  rolling_ = 1.0;
}

Flow KernelPush::step() {
  Flow flow;
  if (mass_.empty()) return flow;
  const double* m = mass_.values.data();
  double* next = next_.values.data();
  const std::size_t first = mass_.low + 1;
  const std::size_t end = std::min(last_, mass_.high + die_ + 1);
  // next_ still holds what mass_ held a roll ago: zero only what the spread below does not overwrite (clearing
  // all of it every roll cost 15–20% of the push on a 300×300 board: bench/RESULTS.md, "Game rules").
  if (!next_.empty()) {
    const std::size_t stale_end = next_.high + 1;
    std::fill(next + next_.low, next + std::max(next_.low, std::min(stale_end, first)), 0.0);
    std::fill(next + std::min(stale_end, std::max(next_.low, end)), next + stale_end, 0.0);
  }
  make_empty(next_);
  if (first < end) {
    spread_any(m, keep_.data(), next, first, end, die_);
    next_.low = first;
    next_.high = end - 1;
  }
  flow.work += (end > first ? end - first : 0) * price::swept_square(die_);
  const auto head_below = [](const std::pair<std::uint32_t, std::uint64_t>& move, std::size_t y) {
    return move.first < y;
  };
  for (auto it = std::lower_bound(moves_.begin(), moves_.end(), first, head_below);
       it != moves_.end() && it->first < end; ++it) {
    const double arriving = landing(m, it->first, die_) * p_;
    if (it->second == last_) {
      flow.finished += arriving;
    } else {
      add(next_, table_index(it->second), arriving);
    }
  }
  const auto from_below = [](const Overshoot& o, std::size_t x) { return o.from < x; };
  for (auto it = std::lower_bound(overshoot_.begin(), overshoot_.end(), mass_.low, from_below);
       it != overshoot_.end() && it->from <= mass_.high; ++it) {
    const double arriving = m[it->from] * it->weight;
    if (it->end == last_) {
      flow.finished += arriving;
    } else {
      add(next_, table_index(it->end), arriving);
    }
  }
  if (!next_.empty()) {
    for (auto it = std::lower_bound(doomed_.begin(), doomed_.end(), next_.low);
         it != doomed_.end() && *it <= next_.high; ++it) {
      flow.trapped += next[*it];
      next[*it] = 0;
    }
  }
  flow.rolls = rolling_;
  flow.in_play = total(next_);
  flow.dropped = trim(next_, flow.in_play);
  flow.in_play -= flow.dropped;
  rolling_ = flow.in_play;
  std::swap(mass_, next_);  // the old mass, with its bounds, is zeroed where needed at the next roll
  return flow;
}

void ChainPush::reset(std::uint64_t start_state) {
  if (mass_.values.size() != chain_.size()) {
    resize(mass_, chain_.size());
    resize(next_, chain_.size());
  }
  clear(mass_);
  add(mass_, table_index(start_state), 1.0);
}

Flow ChainPush::step() {
  Flow flow;
  // The states scanned, as in TurnPush::step.
  if (!mass_.empty()) flow.work += (mass_.high - mass_.low + 1) * price::kPushPair;
  for (std::size_t s = mass_.low; !mass_.empty() && s <= mass_.high; ++s) {
    const double m = mass_.values[s];
    if (m == 0) continue;
    push_row(chain_, finishes_, s, m, flow, [&](std::uint32_t t, double arriving) { add(next_, t, arriving); });
  }
  flow.rolls = total(mass_);
  flow.in_play = total(next_);
  flow.dropped = trim(next_, flow.in_play);
  flow.in_play -= flow.dropped;
  clear(mass_);
  std::swap(mass_, next_);
  return flow;
}

TurnPush::TurnPush(const Chain& chain, const std::vector<bool>& finishes)
    : chain_(chain), finishes_(finishes), within_(chain, finishes) {
  assert(within_.functional());  // a single again face: one way on from each state within a turn
  resize(turns_, chain_.size());
  resize(next_turns_, chain_.size());
  mid_.assign(within_.size(), 0.0);
}

void TurnPush::reset(std::uint64_t start_state) {
  clear(turns_);
  clear(next_turns_);
  std::fill(mid_.begin(), mid_.end(), 0.0);
  add(turns_, table_index(start_state), 1.0);
}

Flow TurnPush::step() {
  Flow flow;
  flow.rolls = total(turns_);
  // The turn's first roll: what goes on rolling waits in mid_ for the sum of the again rolls.
  bool going_on = false;
  if (!turns_.empty()) flow.work += (turns_.high - turns_.low + 1) * price::kPushPair;
  for (std::size_t s = turns_.low; !turns_.empty() && s <= turns_.high; ++s) {
    const double m = turns_.values[s];
    if (m == 0) continue;
    push_row(chain_, finishes_, s, m, flow, [&](std::uint32_t t, double arriving) {
      const std::uint32_t i = within_.index(t);
      if (i == WithinTurn::kNone) {
        add(next_turns_, t, arriving);
      } else {
        mid_[i] += arriving;
        going_on = true;
      }
    });
  }
  clear(turns_);
  if (going_on) {
    flow.work += within_.sum(mid_);
    // From where the again rolls stood, the rolls that end the turn (the again roll itself is in the sum).
    double rolling = 0;
    flow.work += within_.size() * price::kPushPair;
    for (std::uint32_t i = 0; i < within_.size(); ++i) {
      const double m = mid_[i];
      if (m == 0) continue;
      mid_[i] = 0;
      rolling += m;
      const std::size_t s = within_.state(i);
      for (std::size_t e = chain_.offset[s]; e < chain_.offset[s + 1]; ++e) {
        const std::uint32_t t = chain_.target[e];
        if (t == kFinish) {
          flow.finished += m * chain_.probability(e);
        } else if (!finishes_[t]) {
          flow.trapped += m * chain_.probability(e);
        } else if (within_.index(t) == WithinTurn::kNone) {
          add(next_turns_, t, m * chain_.probability(e));
        }
      }
      flow.work += (chain_.offset[s + 1] - chain_.offset[s]) * price::kPushPair;
    }
    flow.rolls += rolling;
  }
  flow.in_play = total(next_turns_);
  flow.dropped = trim(next_turns_, flow.in_play);
  flow.in_play -= flow.dropped;
  std::swap(turns_, next_turns_);
  return flow;
}

}  // namespace snl::internal
