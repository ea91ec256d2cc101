#include "analyze/push.hpp"

#include <algorithm>
#include <limits>

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

void TurnPush::reset(std::uint64_t start_state) {
  for (Mass* m : {&turns_, &mid_, &next_turns_, &next_mid_}) {
    if (m->values.size() != chain_.size()) resize(*m, chain_.size());
    clear(*m);
  }
  add(turns_, table_index(start_state), 1.0);
  rolls_ = work_ = 0;
  stopped_by_.clear();
}

Flow TurnPush::step() {
  Flow flow;
  Mass* from = &turns_;
  // What the turn may leave going on: a share of what began it, and never below the least normal double (a
  // subnormal times the again face's chance rounds back to itself, so the turn would never end).
  const double negligible = std::max(kDroppedMass * total(turns_), std::numeric_limits<double>::min());
  double cut_short = 0;  // what was still rolling when a cap stopped the turn
  for (;;) {
    flow.rolls += total(*from);
    const std::uint64_t work_before = flow.work;
    // The states scanned are work too: a long turn's mass is spread thin over the chain's phases.
    if (!from->empty()) flow.work += (from->high - from->low + 1) * price::kPushPair;
    for (std::size_t s = from->low; !from->empty() && s <= from->high; ++s) {
      const double m = from->values[s];
      if (m == 0) continue;
      push_row(chain_, finishes_, s, m, flow, [&](std::uint32_t t, double arriving) {
        add(chain_.begins_turn(t) ? next_turns_ : next_mid_, t, arriving);
      });
    }
    clear(*from);
    std::swap(mid_, next_mid_);
    from = &mid_;
    ++rolls_;
    work_ += flow.work - work_before;
    if (checkpoint_ != nullptr) checkpoint_->charge(flow.work - work_before);
    if (rolls_ >= max_rolls_ || work_ >= max_work_) {
      stopped_by_ = rolls_ >= max_rolls_ ? "the cap of " + std::to_string(max_rolls_) + " rolls"
                                         : "the work budget of " + std::to_string(max_work_) + " units";
      cut_short = total(mid_);
      clear(mid_);
      break;
    }
    // Without an again limit a turn goes on while the again face keeps showing: what is left of it is dropped
    // once it is negligible.
    const double going_on = total(mid_);
    if (going_on == 0) break;
    if (going_on < negligible) {
      flow.dropped += going_on;
      clear(mid_);
      break;
    }
  }
  flow.in_play = total(next_turns_);
  const double dropped = trim(next_turns_, flow.in_play);
  flow.dropped += dropped;
  flow.in_play -= dropped;
  flow.in_play += cut_short;
  std::swap(turns_, next_turns_);
  return flow;
}

}  // namespace snl::internal
