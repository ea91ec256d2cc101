#include "analyze/distribution.hpp"

#include <algorithm>
#include <cmath>

namespace snl::internal {
namespace {

/// One roll: the distribution `mass` (by position) becomes `next`. Returns the probability that finished, that
/// fell into a trap, and that is still in play.
struct Flow {
  double finished = 0;
  double trapped = 0;
  double in_play = 0;
};

/// The probability that lands on square y: Σ_{r = 1..min(K, y)} mass[y − r].
double landing(const double* mass, std::size_t y, std::size_t die) {
  double sum = 0;
  for (std::size_t roll = 1; roll <= die && roll <= y; ++roll) sum += mass[y - roll];
  return sum;
}

/// next[y] = keep[y] · landing(y) for every y < last, in one pass. K is the die's faces when known at compile
/// time (the window sum is then unrolled and vectorized across y), 0 for any die.
template <std::size_t K>
void spread(const double* __restrict mass, const double* __restrict keep, double* __restrict next, std::size_t last,
            std::size_t die) {
  const std::size_t faces = K == 0 ? die : K;
  const std::size_t partial = std::min(faces, last);
  for (std::size_t y = 0; y < partial; ++y) next[y] = keep[y] * landing(mass, y, faces);
  for (std::size_t y = partial; y < last; ++y) {
    double sum = 0;
    for (std::size_t roll = 1; roll <= faces; ++roll) sum += mass[y - roll];
    next[y] = sum * keep[y];
  }
}

/// Σ values, with four running sums (a fixed order, so results do not depend on the compiler).
double total(const std::vector<double>& values) {
  double a = 0;
  double b = 0;
  double c = 0;
  double d = 0;
  std::size_t i = 0;
  for (; i + 4 <= values.size(); i += 4) {
    a += values[i];
    b += values[i + 1];
    c += values[i + 2];
    d += values[i + 3];
  }
  for (; i < values.size(); ++i) a += values[i];
  return (a + b) + (c + d);
}

Flow push(const Kernel& k, const std::vector<double>& mass, std::vector<double>& next) {
  Flow flow;
  const double* m = mass.data();
  switch (k.die) {
    case 1:
      spread<1>(m, k.keep.data(), next.data(), k.last, k.die);
      break;
    case 2:
      spread<2>(m, k.keep.data(), next.data(), k.last, k.die);
      break;
    case 3:
      spread<3>(m, k.keep.data(), next.data(), k.last, k.die);
      break;
    case 4:
      spread<4>(m, k.keep.data(), next.data(), k.last, k.die);
      break;
    case 6:
      spread<6>(m, k.keep.data(), next.data(), k.last, k.die);
      break;
    case 8:
      spread<8>(m, k.keep.data(), next.data(), k.last, k.die);
      break;
    default:
      spread<0>(m, k.keep.data(), next.data(), k.last, k.die);
      break;
  }
  for (const auto& [head, end] : k.moves) {
    const double arriving = landing(m, head, k.die) * k.p;
    if (end == k.last) {
      flow.finished += arriving;
    } else {
      next[end] += arriving;
    }
  }
  for (const Kernel::Overshoot& o : k.overshoot) {
    const double arriving = m[o.from] * o.weight;
    if (o.end == k.last) {
      flow.finished += arriving;
    } else {
      next[o.end] += arriving;
    }
  }
  for (const std::uint32_t y : k.doomed) {
    flow.trapped += next[y];
    next[y] = 0;
  }
  flow.in_play = total(next);
  return flow;
}

/// Records roll after roll into the analysis and the distribution.
class Recorder {
 public:
  Recorder(Analysis& analysis, Distribution& d) : analysis_(analysis), d_(d) {
    analysis_.pmf.assign(1, 0.0);
    analysis_.cdf.assign(1, 0.0);
    d_.survival.assign(1, 1.0);
    d_.trapped.assign(1, 0.0);
    in_play_.add(1.0);
  }
  void add(double finished, double trapped, double in_play) {
    finished_.add(finished);
    trapped_.add(trapped);
    in_play_.add(in_play);
    analysis_.pmf.push_back(finished);
    analysis_.cdf.push_back(finished_.value());
    d_.trapped.push_back(trapped_.value());
    d_.survival.push_back(in_play + trapped_.value());
  }
  std::uint64_t rolls() const { return analysis_.pmf.size() - 1; }
  /// Σ_{r ≥ 0} P(still in play after r rolls) over the rolls recorded so far.
  double in_play_sum() const { return in_play_.value(); }
  /// Drops every roll after `rolls`.
  void truncate(std::uint64_t rolls, const CompensatedSum& finished, const CompensatedSum& trapped,
                const CompensatedSum& in_play) {
    analysis_.pmf.resize(rolls + 1);
    analysis_.cdf.resize(rolls + 1);
    d_.survival.resize(rolls + 1);
    d_.trapped.resize(rolls + 1);
    finished_ = finished;
    trapped_ = trapped;
    in_play_ = in_play;
  }
  const CompensatedSum& finished_sum() const { return finished_; }
  const CompensatedSum& trapped_sum() const { return trapped_; }
  const CompensatedSum& in_play_total() const { return in_play_; }

 private:
  Analysis& analysis_;
  Distribution& d_;
  CompensatedSum finished_;
  CompensatedSum trapped_;
  CompensatedSum in_play_;
};

}  // namespace

Kernel make_kernel(const Mover& mover, const Chain& chain, const std::vector<bool>& finishes, int die) {
  Kernel k;
  k.last = mover.last();
  k.die = static_cast<std::size_t>(die);
  k.p = 1.0 / die;
  k.keep.assign(k.last, 0.0);
  for (std::uint64_t y = 1; y < k.last; ++y) {
    const std::uint64_t end = mover.end_of_landing(y);
    if (end == y) {
      k.keep[y] = k.p;
    } else {
      k.moves.emplace_back(static_cast<std::uint32_t>(y), end);
    }
  }
  std::vector<std::uint64_t> ends;
  for (std::size_t s = 0; s < chain.size(); ++s) {
    const std::uint64_t x = chain.position[s];
    if (!finishes[s]) k.doomed.push_back(static_cast<std::uint32_t>(x));
    if (x + k.die < k.last) continue;
    ends.clear();
    for (std::uint64_t roll = k.last - x; roll <= k.die; ++roll) ends.push_back(mover.outcome(x, roll));
    std::sort(ends.begin(), ends.end());
    for (std::size_t i = 0; i < ends.size();) {
      std::size_t j = i;
      while (j < ends.size() && ends[j] == ends[i]) ++j;
      k.overshoot.push_back({static_cast<std::uint32_t>(x), ends[i], static_cast<double>(j - i) * k.p});
      i = j;
    }
  }
  return k;
}

Distribution distribute(const Kernel& k, std::uint64_t start, double rolls_in_play, const AnalysisOptions& options,
                        Analysis& analysis) {
  Distribution d;
  Recorder record(analysis, d);
  std::vector<double> mass(k.last, 0.0);
  std::vector<double> next(k.last, 0.0);
  std::vector<double> snapshot;
  double snapshot_in_play = 0;
  mass[start] = 1.0;
  double in_play = 1.0;
  bool try_tail = options.geometric_tail;
  const std::uint64_t push_cap = std::max<std::uint64_t>(1, kMaxDistributionWork / k.last);
  std::uint64_t pushed = 0;
  while (in_play >= kRemainingTolerance && record.rolls() < options.max_rolls && pushed++ < push_cap) {
    const Flow flow = push(k, mass, next);
    const double before = in_play;
    mass.swap(next);
    in_play = flow.in_play;
    record.add(flow.finished, flow.trapped, in_play);
    const std::uint64_t rolls = record.rolls();
    if (options.progress && rolls % 4096 == 0) options.progress(rolls, in_play);
    if (!try_tail || rolls < 32 || (rolls & (rolls - 1)) != 0 || in_play < kRemainingTolerance) continue;
    if (snapshot.empty() || in_play <= 0) {
      snapshot = mass;
      snapshot_in_play = in_play;
      continue;
    }
    double distance = 0;
    for (std::size_t y = 0; y < k.last; ++y) distance += std::abs(mass[y] / in_play - snapshot[y] / snapshot_in_play);
    snapshot = mass;
    snapshot_in_play = in_play;
    if (distance > 1e-13) continue;
    // The shape has converged: the roll just made tells λ. Write the tail, then check it.
    const double leaving = (flow.finished + flow.trapped) / before;
    if (!(leaving > 0)) continue;
    const double log_lambda = std::log1p(-leaving);
    const std::uint64_t kept = rolls;
    const CompensatedSum finished_at = record.finished_sum();
    const CompensatedSum trapped_at = record.trapped_sum();
    const CompensatedSum in_play_at = record.in_play_total();
    double tail_in_play = in_play;
    for (std::uint64_t j = 1; tail_in_play >= kRemainingTolerance && record.rolls() < options.max_rolls; ++j) {
      const double scale = std::exp(static_cast<double>(j) * log_lambda);
      tail_in_play = in_play * scale;
      record.add(flow.finished * scale, flow.trapped * scale, tail_in_play);
      if (options.progress && record.rolls() % 4096 == 0) options.progress(record.rolls(), tail_in_play);
    }
    // Σ_{r ≥ 0} P(in play after r rolls), the recorded rolls plus the rest of the geometric series.
    const double implied = record.in_play_sum() + tail_in_play * (1 - leaving) / leaving;
    if (std::abs(implied - rolls_in_play) <= 1e-10 * rolls_in_play) {
      analysis.geometric_from = kept;
      analysis.remaining = tail_in_play;
      analysis.truncated = tail_in_play >= kRemainingTolerance;
      return d;
    }
    record.truncate(kept, finished_at, trapped_at, in_play_at);
    try_tail = false;
  }
  analysis.remaining = in_play;
  analysis.truncated = in_play >= kRemainingTolerance;
  return d;
}

}  // namespace snl::internal
