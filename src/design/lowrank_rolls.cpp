// The design search's low-rank evaluator (design/lowrank.hpp), its part without the inverse: which states can finish,
// the searches in breadth over the board's moves (the heads the short games land on, one fastest game) and the
// distribution of the game's length pushed roll by roll.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "design/lowrank.hpp"

namespace snl::internal {

std::vector<std::uint8_t> LowRank::finishing(const std::vector<std::uint32_t>& end) const {
  // Backwards from the finish over the transitions `end` makes.
  std::vector<std::vector<std::uint32_t>> from(size_);
  std::vector<std::uint32_t> queue;
  std::vector<std::uint8_t> finishes(size_, 0);
  for (std::uint32_t i = 0; i < size_; ++i) {
    for (std::uint32_t k = 0; k < faces_; ++k) {
      const std::uint32_t head = landed_[i * faces_ + k];
      const std::uint32_t target = state_of(head != 0 ? end[head] : plain_[i * faces_ + k]);
      if (target == kNone) {
        if (finishes[i] == 0) queue.push_back(i);
        finishes[i] = 1;
      } else {
        from[target].push_back(i);
      }
    }
  }
  for (std::size_t q = 0; q < queue.size(); ++q) {
    for (const std::uint32_t i : from[queue[q]]) {
      if (finishes[i] == 0) {
        finishes[i] = 1;
        queue.push_back(i);
      }
    }
  }
  return finishes;
}

std::vector<std::uint32_t> LowRank::route_heads(std::uint64_t limit, std::uint64_t& least) const {
  constexpr std::uint64_t kFar = UINT64_MAX;
  const auto target_of = [&](std::uint32_t i, std::uint32_t k) {
    const std::uint32_t head = landed_[i * faces_ + k];
    return state_of(head != 0 ? end_[head] : plain_[i * faces_ + k]);
  };
  // The rolls from the start to each state (forwards), and from each state to the finish (backwards).
  std::vector<std::uint64_t> ahead(size_, kFar);
  std::vector<std::uint64_t> behind(size_, kFar);
  std::vector<std::uint32_t> queue{start_};
  ahead[start_] = 0;
  std::vector<std::vector<std::uint32_t>> from(size_);
  std::vector<std::uint32_t> back;
  for (std::uint32_t i = 0; i < size_; ++i) {
    for (std::uint32_t k = 0; k < faces_; ++k) {
      const std::uint32_t t = target_of(i, k);
      if (t == kNone) {
        if (behind[i] == kFar) back.push_back(i);
        behind[i] = 1;
      } else {
        from[t].push_back(i);
      }
    }
  }
  for (std::size_t q = 0; q < queue.size(); ++q) {
    const std::uint32_t i = queue[q];
    for (std::uint32_t k = 0; k < faces_; ++k) {
      const std::uint32_t t = target_of(i, k);
      if (t != kNone && ahead[t] == kFar) {
        ahead[t] = ahead[i] + 1;
        queue.push_back(t);
      }
    }
  }
  for (std::size_t q = 0; q < back.size(); ++q) {
    for (const std::uint32_t i : from[back[q]]) {
      if (behind[i] == kFar) {
        behind[i] = behind[back[q]] + 1;
        back.push_back(i);
      }
    }
  }
  least = behind[start_];
  std::vector<std::uint8_t> on(last_ + 1, 0);
  for (std::uint32_t i = 0; i < size_; ++i) {
    if (ahead[i] == kFar || ahead[i] >= limit) continue;
    for (std::uint32_t k = 0; k < faces_; ++k) {
      const std::uint32_t head = landed_[i * faces_ + k];
      if (head == 0) continue;
      const std::uint32_t t = state_of(end_[head]);
      const std::uint64_t rest = t == kNone ? 0 : behind[t];
      if (rest != kFar && ahead[i] + 1 + rest <= limit) on[head] = 1;
    }
  }
  std::vector<std::uint32_t> out;
  for (std::uint32_t h = first_ == 0 ? 1 : 2; h < last_; ++h) {  // square 1's jump is taken only from start 0
    if (on[h] != 0) out.push_back(h);
  }
  return out;
}

std::uint64_t LowRank::fastest_game(const std::vector<std::uint32_t>& end, std::vector<std::uint32_t>& heads) const {
  constexpr std::uint32_t kUnseen = UINT32_MAX;
  std::vector<std::uint32_t> parent(size_, kUnseen);  // the (state · faces + face) that first reached each state
  std::vector<std::uint64_t> depth(size_, 0);
  std::vector<std::uint32_t> queue{start_};
  parent[start_] = start_ * faces_;
  heads.clear();
  for (std::size_t q = 0; q < queue.size(); ++q) {
    const std::uint32_t i = queue[q];
    for (std::uint32_t k = 0; k < faces_; ++k) {
      const std::uint32_t head = landed_[i * faces_ + k];
      const std::uint32_t t = state_of(head != 0 ? end[head] : plain_[i * faces_ + k]);
      if (t == kNone) {  // the finish: the first reached in breadth is a fastest game; walk it back
        std::uint32_t step = i * faces_ + k;
        for (;;) {
          const std::uint32_t h = landed_[step];
          if (h != 0 && end[h] != h) heads.push_back(h);
          const std::uint32_t from = step / faces_;
          if (from == start_) break;
          step = parent[from];
        }
        std::reverse(heads.begin(), heads.end());
        return depth[i] + 1;
      }
      if (parent[t] != kUnseen) continue;
      parent[t] = i * faces_ + k;
      depth[t] = depth[i] + 1;
      queue.push_back(t);
    }
  }
  return UINT64_MAX;
}

bool LowRank::can_all_finish(const std::vector<std::uint32_t>& end) const {
  const std::vector<std::uint8_t> finishes = finishing(end);
  return std::find(finishes.begin(), finishes.end(), 0) == finishes.end();
}

std::vector<std::uint32_t> LowRank::stuck(const std::vector<std::uint32_t>& end) const {
  const std::vector<std::uint8_t> finishes = finishing(end);
  std::vector<std::uint32_t> out;
  for (std::uint32_t i = 0; i < size_; ++i) {
    if (finishes[i] == 0 && i + first_ >= 1) out.push_back(i + first_);
  }
  return out;
}

double LowRank::push(const std::vector<std::uint32_t>& end, const std::vector<double>& now,
                     std::vector<double>& next) const {
  double finished = 0;
  std::fill(next.begin(), next.end(), 0.0);
  for (std::uint32_t i = 0; i < size_; ++i) {
    if (now[i] == 0) continue;
    for (std::uint32_t k = 0; k < faces_; ++k) {
      const std::uint32_t head = landed_[i * faces_ + k];
      const std::uint32_t target = state_of(head != 0 ? end[head] : plain_[i * faces_ + k]);
      const double p = now[i] * probability_[k];
      if (target == kNone) {
        finished += p;
      } else {
        next[target] += p;
      }
    }
  }
  return finished;
}

std::optional<Fastest> LowRank::fastest_after(std::span<const HeadChange> changes, std::uint64_t cap) const {
  const std::vector<std::uint32_t> end = ends_after(changes);
  std::vector<double> now(size_, 0.0);
  std::vector<double> next(size_, 0.0);
  now[start_] = 1;
  for (std::uint64_t roll = 1; roll <= cap; ++roll) {
    const double finished = push(end, now, next);
    if (finished > 0) return Fastest{roll, finished};
    now.swap(next);
  }
  return std::nullopt;
}

std::vector<double> LowRank::cdf_after(std::span<const HeadChange> changes, double level, std::uint64_t rolls,
                                       std::uint64_t cap) const {
  const std::vector<std::uint32_t> end = ends_after(changes);
  std::vector<double> now(size_, 0.0);
  std::vector<double> next(size_, 0.0);
  now[start_] = 1;
  std::vector<double> cdf{0.0};
  double total = 0;
  // Up to the level that percentile_of() asks of a cdf (p/100 − 1e-12).
  for (std::uint64_t roll = 1; roll <= cap && (total < level - 1e-12 || roll <= rolls); ++roll) {
    total += push(end, now, next);
    cdf.push_back(total);
    now.swap(next);
  }
  return cdf;
}

}  // namespace snl::internal
