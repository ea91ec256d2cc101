#include "analyze/chain.hpp"

#include <algorithm>

namespace snl::internal {

Chain build_chain(const Mover& mover, const AnalysisOptions& options) {
  const std::uint64_t last = mover.last();
  const auto die = static_cast<std::uint64_t>(options.die);
  const auto start = static_cast<std::uint32_t>(options.start);
  // The reachable positions, by BFS (kFinish marks the unvisited ones).
  std::vector<std::uint32_t> state_of(last, kFinish);
  std::vector<std::uint32_t> queue{start};
  state_of[start] = 0;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const std::uint64_t from = queue[head];
    for (std::uint64_t roll = 1; roll <= die; ++roll) {
      const std::uint64_t end = mover.outcome(from, roll);
      if (end != last && state_of[end] == kFinish) {
        state_of[end] = 0;
        queue.push_back(static_cast<std::uint32_t>(end));
      }
    }
  }
  Chain chain;
  chain.position.reserve(queue.size());
  for (std::uint32_t x = start; x < last; ++x) {
    if (state_of[x] == kFinish) continue;
    state_of[x] = static_cast<std::uint32_t>(chain.size());
    chain.position.push_back(x);
  }
  queue = {};
  chain.offset.reserve(chain.size() + 1);
  chain.target.reserve(chain.size() * std::min<std::size_t>(die, 8));
  chain.faces.reserve(chain.size() * std::min<std::size_t>(die, 8));
  std::vector<std::uint64_t> ends(die);
  for (const std::uint32_t from : chain.position) {
    for (std::uint64_t roll = 1; roll <= die; ++roll) ends[roll - 1] = mover.outcome(from, roll);
    std::sort(ends.begin(), ends.end());
    for (std::size_t i = 0; i < ends.size();) {
      std::size_t j = i;
      while (j < ends.size() && ends[j] == ends[i]) ++j;
      chain.target.push_back(ends[i] == last ? kFinish : state_of[ends[i]]);
      chain.faces.push_back(static_cast<std::uint16_t>(j - i));
      i = j;
    }
    chain.offset.push_back(chain.target.size());
  }
  return chain;
}

std::vector<bool> can_finish(const Chain& chain) {
  const std::size_t n = chain.size();
  std::vector<std::size_t> in_offset(n + 1, 0);
  for (const std::uint32_t t : chain.target) {
    if (t != kFinish) ++in_offset[t + 1];
  }
  for (std::size_t i = 0; i < n; ++i) in_offset[i + 1] += in_offset[i];
  std::vector<std::uint32_t> in_source(in_offset[n]);
  std::vector<std::size_t> fill(in_offset.begin(), in_offset.end() - 1);
  std::vector<bool> finishes(n, false);
  std::vector<std::uint32_t> queue;
  for (std::uint32_t s = 0; s < n; ++s) {
    for (std::size_t e = chain.offset[s]; e < chain.offset[s + 1]; ++e) {
      const std::uint32_t t = chain.target[e];
      if (t == kFinish) {
        if (!finishes[s]) queue.push_back(s);
        finishes[s] = true;
      } else {
        in_source[fill[t]++] = s;
      }
    }
  }
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const std::uint32_t t = queue[head];
    for (std::size_t e = in_offset[t]; e < in_offset[t + 1]; ++e) {
      const std::uint32_t s = in_source[e];
      if (!finishes[s]) {
        finishes[s] = true;
        queue.push_back(s);
      }
    }
  }
  return finishes;
}

std::optional<std::uint64_t> least_rolls(const Chain& chain) {
  std::vector<std::uint32_t> distance(chain.size(), kFinish);
  std::vector<std::uint32_t> queue{0};
  distance[0] = 0;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const std::uint32_t s = queue[head];
    for (std::size_t e = chain.offset[s]; e < chain.offset[s + 1]; ++e) {
      const std::uint32_t t = chain.target[e];
      if (t == kFinish) return distance[s] + std::uint64_t{1};  // BFS order: the first state finishing is nearest
      if (distance[t] == kFinish) {
        distance[t] = distance[s] + 1;
        queue.push_back(t);
      }
    }
  }
  return std::nullopt;
}

}  // namespace snl::internal
