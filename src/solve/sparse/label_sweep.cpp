#include "solve/sparse/label_sweep.hpp"

namespace snl::internal {

// The private members are inline, so that the compiler weighs them for inlining into pass() as it would in the
// class body (bench/RESULTS.md, "The layout work").

std::int64_t LabelSweep::window_of(const Heads& heads) {
  const std::size_t m = heads.size();
  std::uint64_t gap = heads.squares() / std::max<std::size_t>(m, 1);  // the mean, for a board of a head or two
  if (m > 2) {
    // Evenly spaced gaps, at most kGapSamples of them: the percentile to a few percent, at a fixed cost.
    std::vector<std::uint64_t> gaps;
    const std::size_t step = std::max<std::size_t>((m - 1) / kGapSamples, 1);
    gaps.reserve((m - 1) / step + 1);
    for (std::size_t i = 1; i < m; i += step) gaps.push_back(heads.head(i) - heads.head(i - 1));
    const auto percentile = gaps.begin() + static_cast<std::ptrdiff_t>(gaps.size() * 3 / 4);
    std::nth_element(gaps.begin(), percentile, gaps.end());
    gap = *percentile;
  }
  return static_cast<std::int64_t>(std::max<std::uint64_t>(gap / kDieFaces * 5 / 4, 1));
}

std::optional<std::int64_t> LabelSweep::run(std::size_t budget) {
  next_.push(1, 0);  // square 1 at time 0
  threshold_ = delta_;
  for (;;) {
    if (next_.empty() && (deferred_.empty() || static_cast<std::int64_t>(deferred_.top_key()) * delta_ >= answer_)) {
      break;
    }
    std::swap(current_, next_);
    next_.restart();
    // This pass: the deferred sources of the next window (or of the next one holding any).
    if (!deferred_.empty()) {
      std::uint64_t window = window_index_ + 1;
      if (current_.empty()) window = std::max(window, deferred_.top_key());
      while (!deferred_.empty() && deferred_.top_key() <= window) {
        deferred_.take_least([this](const Pending& source) { current_.push(source.label, source.time); });
      }
      // Looking at the next window made it the least the heap takes: this pass reaches up to it.
      if (!deferred_.empty()) window = std::max(window, deferred_.top_key() - 1);
      window_index_ = window;
      threshold_ = static_cast<std::int64_t>(window + 1) * delta_;
    }
    work_ += pass() + kPassWork;
    if (work_ > budget) return std::nullopt;
  }
  return answer_ >= kInf ? -1 : answer_;
}

inline std::size_t LabelSweep::first_after(Label label) {
  const std::size_t m = heads_.size();
  if (sample_.empty()) {
    sample_.reserve(m / kStride + 1);
    for (std::size_t i = 0; i < m; i += kStride) sample_.push_back(heads_.head(i));
  }
  const auto block = static_cast<std::size_t>(std::upper_bound(sample_.begin(), sample_.end(), label) - sample_.begin());
  std::size_t i = block == 0 ? 0 : (block - 1) * kStride;
  while (i < m && heads_.head(i) <= label) ++i;
  return i;
}

inline void LabelSweep::start_orbit(Label s, std::int64_t t, std::size_t near) {
  alive_ = true;
  f_ = s;
  k_ = t;
  while (near > 0 && heads_.head(near - 1) > s) --near;
  while (near < heads_.size() && heads_.head(near) <= s) ++near;
  ahead_ = near;
  stops_at_ = kNoLabel;
}

inline std::int64_t LabelSweep::arrive(Label p) {
  if (!alive_) return kInf;
  if (p >= stops_at_) {
    alive_ = false;
    return kInf;
  }
  while (f_ < p) {
    const std::uint64_t bulk = heads_.bulk_rolls(f_, ahead_);
    if (bulk > 0) {
      const std::uint64_t need = (p - f_ + kDieFaces - 1) / kDieFaces;
      const std::uint64_t j = std::min(bulk, need);
      f_ += j * kDieFaces;
      k_ += static_cast<std::int64_t>(j);
      continue;
    }
    const auto next = heads_.next_frontier(f_, ahead_);
    if (!next) {
      alive_ = false;
      return kInf;
    }
    f_ = *next;
    k_ += 1;
    while (ahead_ < heads_.size() && heads_.head(ahead_) <= f_) ++ahead_;
  }
  return k_;
}

inline void LabelSweep::take(Label s, std::int64_t t, std::size_t near) {
  ++taken_;
  if (s == last_) {
    answer_ = std::min(answer_, t);
    return;
  }
  if (const std::int64_t arrival = arrive(s); arrival <= t) {
    // Dominated. If the orbit stands exactly there and then, it is this walk: a walk cut at a threshold and
    // come back (its landings may have stopped the orbit, which must then go on in its place).
    if (arrival == t && f_ == s) stops_at_ = kNoLabel;
    return;
  }
  start_orbit(s, t, near);
}

inline void LabelSweep::fill_window(Label end) {
  while (!current_.empty() && current_.top_key() < end) {
    const auto [label, time] = current_.pop();
    window_.push_back({label, time});
  }
}

inline std::size_t LabelSweep::pass() {
  ++passes_;
  taken_ = 0;
  const std::size_t m = heads_.size();
  alive_ = false;
  window_.clear();
  std::size_t front = 0;  // window_[front..] not yet taken
  std::size_t passed = 0;
  std::size_t h_index = 0;  // the next head to land on
  for (;;) {
    if (!alive_ && front == window_.size()) {
      if (current_.empty()) break;
      // Nothing lives: on to the first head after the next source.
      const Label s = current_.top_key();
      if (h_index < m && heads_.head(h_index) <= s) {
        // A few heads on, or else through the sample (first_after).
        const std::size_t probe = std::min(m, h_index + kProbe);
        while (h_index < probe && heads_.head(h_index) <= s) ++h_index;
        if (h_index == probe && probe < m && heads_.head(h_index) <= s) h_index = first_after(s);
      }
    }
    if (h_index == m) break;
    const Label h = heads_.head(h_index);
    ++passed;
    if (h == 1) {  // never landed on: rolls only go forward from square 1
      ++h_index;
      continue;
    }
    const Label target = h > 7 ? h - kDieFaces : 1;  // the window [target, h-1]
    fill_window(h);
    if (front == window_.size()) {
      window_.clear();
      front = 0;
    }
    // Sources before the window go into the orbit.
    for (; front < window_.size() && window_[front].label < target; ++front) {
      take(window_[front].label, window_[front].time, h_index);
    }
    std::int64_t arrival = arrive(target);
    if (arrival >= answer_) {
      alive_ = false;  // nothing it reaches from here on comes before the last square does
      arrival = kInf;
    } else if (alive_ && arrival >= threshold_) {
      // Past this pass's times: the walk goes on in a later pass, from where it stands now.
      defer(f_, arrival);
      alive_ = false;
      arrival = kInf;
    }
    std::int64_t best = arrival;
    for (std::size_t w = front; w < window_.size(); ++w) best = std::min(best, window_[w].time);
    const std::int64_t before = landed(h_index);
    if (alive_ && arrival >= before) stops_at_ = std::min(stops_at_, h);  // behind, from h on
    if (best + 1 < std::min(before, answer_)) {
      set_landed(h_index, best + 1);
      const Label d = heads_.to(h_index);
      if (best + 1 >= threshold_) {
        defer(d, best + 1);
      } else if (d < h) {
        next_.push(d, best + 1);  // behind the sweep: the next pass
      } else {
        current_.push(d, best + 1);
      }
    }
    ++h_index;
  }
  // The last square: sources up to it, then the orbit standing on it (when no jump starts there).
  fill_window(kNoLabel);
  if (alive_ || front < window_.size()) {
    for (; front < window_.size(); ++front) take(window_[front].label, window_[front].time, h_index);
    if (!is_head(last_)) answer_ = std::min(answer_, arrive(last_));
  }
  return passed + taken_;
}

inline bool LabelSweep::is_head(Label label) {
  const std::size_t i = first_after(label);
  return i > 0 && heads_.head(i - 1) == label;
}

}  // namespace snl::internal
