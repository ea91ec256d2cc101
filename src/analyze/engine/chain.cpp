#include "analyze/engine/chain.hpp"

#include <algorithm>
#include <set>
#include <string>
#include <unordered_set>

#include "snl/error.hpp"

namespace snl::internal {

namespace {

using Key = StateKey;

/// The number of the state `key` names in `chain` (a turn's start by position, the few others by search).
std::uint32_t state_of_key(const Chain& chain, const Key& key) {
  if (key.phase == 0) return chain.turn_state[key.position];
  std::size_t low = 0;
  std::size_t high = chain.size();
  while (low < high) {
    const std::size_t middle = low + (high - low) / 2;
    const Key at{chain.position[middle], chain.turn_start[middle], chain.phase[middle]};
    if (at < key) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  return static_cast<std::uint32_t>(low);
}

/// The states the start (and the turns beginning at `also_from`) can reach, by BFS (a turn's start by position;
/// the others, few, in a map).
std::vector<Key> reachable(const Mover& mover, const GameRules& rules, std::uint64_t budget,
                           std::span<const Key> also_from, Checkpoint* checkpoint) {
  const auto start = static_cast<std::uint32_t>(rules.start);
  const std::uint64_t faces = rules.die.faces().size();
  std::vector<std::uint8_t> seen(table_index(mover.last()), 0);
  // States of phase ≥ 1 by (phase, turn start or position): from a turn's start only the again face moves on
  // within the turn, so with a limit the turn's start and the phase tell the position. The states `also_from` may
  // break that (a head kept as a plain square, where the board has a jump): then by the whole key.
  std::unordered_set<std::uint64_t> seen_later;
  std::set<Key> seen_keys;
  const auto first_time = [&](const Key& key) {
    if (key.phase == 0) {
      if (seen[key.position] != 0) return false;
      seen[key.position] = 1;
      return true;
    }
    if (!also_from.empty()) return seen_keys.insert(key).second;
    const std::uint32_t slot = rules.again_limit > 0 ? key.turn_start : key.position;
    return seen_later.insert(std::uint64_t{key.phase} << 32 | slot).second;
  };
  std::vector<Key> keys{{start, start, 0}};
  seen[start] = 1;
  for (const Key& key : also_from) {
    const bool stands = key.position < mover.last() || key.phase == kPendingPhase;  // a snake on the last square may wait
    if (stands && first_time(key)) keys.push_back(key);
  }
  for (std::size_t head = 0; head < keys.size(); ++head) {
    if ((head + 1) * faces > kMaxChainPairs) {
      throw LimitError("the chain of this board under these rules holds more than " + std::to_string(kMaxChainPairs) +
                       " (state, face) pairs, about " + std::to_string(kMaxChainPairs * 12 / 1'000'000'000) +
                       " GB: more than the analysis builds (fewer faces, or a smaller board)");
    }
    if ((head + 1) * faces * kChainPairWork > budget) {
      throw over_work_budget("building the chain of this board under these rules", budget);
    }
    const Key from = keys[head];
    for (const DieFace& face : rules.die.faces()) {
      const std::optional<Key> to = roll_key(mover, rules, from, face.value);
      if (to && first_time(*to)) keys.push_back(*to);
    }
    if (checkpoint != nullptr) checkpoint->charge(faces * price::kChainPair);
  }
  return keys;
}

}  // namespace

bool voids_turn(const GameRules& rules, const Key& from, int face) {
  return rules.again && face == *rules.again && rules.again_limit > 0 && from.phase + 1 == rules.again_limit;
}

std::optional<StateKey> roll_key(const Mover& mover, const GameRules& rules, const Key& from, int face,
                                 bool plain_head) {
  const auto last = static_cast<std::uint32_t>(mover.last());
  const auto step = [&](std::uint16_t phase, std::uint32_t turn_start) -> std::optional<Key> {
    const std::uint64_t head = plain_head ? mover.jump_taken(from.position, static_cast<std::uint64_t>(face)) : 0;
    const auto end = static_cast<std::uint32_t>(
        head != 0 ? head : mover.outcome(from.position, static_cast<std::uint64_t>(face)));
    if ((end & kPendingBit) != 0) {
      const std::uint32_t at = end & ~kPendingBit;
      return Key{at, at, kPendingPhase};
    }
    if (end == last) return std::nullopt;
    return Key{end, phase == 0 || rules.again_limit == 0 ? end : turn_start, phase};
  };
  if (from.phase == kPendingPhase) {
    // A costly jump's own roll: whatever the face, the token takes the jump (never with again rules).
    const auto end = static_cast<std::uint32_t>(mover.pending_end(from.position));
    if ((end & kPendingBit) != 0) return Key{end & ~kPendingBit, end & ~kPendingBit, kPendingPhase};
    if (end == last) return std::nullopt;
    return Key{end, end, 0};
  }
  if (!rules.again || face != *rules.again) return step(0, 0);
  if (voids_turn(rules, from, face)) return Key{from.turn_start, from.turn_start, 0};
  return step(static_cast<std::uint16_t>(rules.again_limit > 0 ? from.phase + 1 : 1), from.turn_start);
}

Chain build_chain(const Mover& mover, const GameRules& rules, std::uint64_t budget,
                  std::span<const StateKey> also_from, Checkpoint* checkpoint) {
  std::vector<Key> keys = reachable(mover, rules, budget, also_from, checkpoint);
  std::sort(keys.begin(), keys.end());
  Chain chain;
  chain.total = rules.die.total();
  chain.last = mover.last();
  chain.position.reserve(keys.size());
  for (const Key& key : keys) {
    chain.position.push_back(key.position);
    chain.turn_start.push_back(key.turn_start);
    chain.phase.push_back(key.phase);
  }
  chain.turn_state.assign(table_index(mover.last()), kFinish);
  for (std::size_t s = 0; s < keys.size(); ++s) {
    if (keys[s].phase == 0) chain.turn_state[keys[s].position] = static_cast<std::uint32_t>(s);
  }
  chain.offset.reserve(keys.size() + 1);
  // At most a pair a face: reserved at once, so that the largest chains (10^8 pairs) are not copied as they grow.
  chain.target.reserve(keys.size() * rules.die.faces().size());
  chain.weight.reserve(keys.size() * rules.die.faces().size());
  std::vector<std::pair<std::uint32_t, std::uint64_t>> row;
  for (const Key& from : keys) {
    row.clear();
    for (const DieFace& face : rules.die.faces()) {
      const std::optional<Key> to = roll_key(mover, rules, from, face.value);
      row.emplace_back(to ? state_of_key(chain, *to) : kFinish, face.weight);
    }
    append_row(chain, row);
    if (checkpoint != nullptr) checkpoint->charge(row.size() * price::kChainPair);
  }
  return chain;
}

void append_row(Chain& chain, std::vector<std::pair<std::uint32_t, std::uint64_t>>& row) {
  std::sort(row.begin(), row.end());
  for (std::size_t i = 0; i < row.size();) {
    std::uint64_t weight = 0;
    std::size_t j = i;
    for (; j < row.size() && row[j].first == row[i].first; ++j) weight += row[j].second;
    chain.target.push_back(row[i].first);
    chain.weight.push_back(weight);
    i = j;
  }
  chain.offset.push_back(chain.target.size());
}

std::uint32_t find_state(const Chain& chain, const StateKey& key) {
  if (key.position >= chain.turn_state.size()) return kFinish;
  const std::uint32_t s = state_of_key(chain, key);
  if (s >= chain.size() || Key{chain.position[s], chain.turn_start[s], chain.phase[s]} != key) return kFinish;
  return s;
}

std::vector<JumpRoll> jump_rolls(const Chain& chain, const Mover& mover, const GameRules& rules) {
  std::vector<JumpRoll> out;
  for (std::uint32_t s = 0; s < chain.size(); ++s) {
    const Key from{chain.position[s], chain.turn_start[s], chain.phase[s]};
    for (const DieFace& face : rules.die.faces()) {
      if (voids_turn(rules, from, face.value)) continue;  // the roll is not played: no landing
      const std::uint64_t head = mover.jump_taken(from.position, static_cast<std::uint64_t>(face.value));
      if (head == 0) continue;
      const std::optional<Key> to = roll_key(mover, rules, from, face.value);
      out.push_back({s, face.weight, head, to ? state_of_key(chain, *to) : kFinish,
                     roll_key(mover, rules, from, face.value, true)});
    }
  }
  return out;
}

std::uint32_t next_state(const Chain& chain, const Mover& mover, const GameRules& rules, std::uint32_t s, int face) {
  const std::optional<Key> to =
      roll_key(mover, rules, {chain.position[s], chain.turn_start[s], chain.phase[s]}, face);
  return to ? state_of_key(chain, *to) : kFinish;
}

Step step_of(const Chain& chain, const Mover& mover, const GameRules& rules, std::uint32_t s, int face) {
  const Key from{chain.position[s], chain.turn_start[s], chain.phase[s]};
  const std::optional<Key> to = roll_key(mover, rules, from, face);
  const bool stays = voids_turn(rules, from, face) || from.phase == kPendingPhase;  // a costly jump's roll lands nowhere
  return Step{from.position, face, stays ? from.position : mover.landing(from.position, face),
              to ? to->position : mover.last()};
}

std::vector<bool> can_be_trapped(const Chain& chain, const std::vector<bool>& finishes) {
  std::vector<std::vector<std::uint32_t>> from(chain.size());
  for (std::uint32_t s = 0; s < chain.size(); ++s) {
    for (std::size_t e = chain.offset[s]; e < chain.offset[s + 1]; ++e) {
      if (chain.target[e] != kFinish) from[chain.target[e]].push_back(s);
    }
  }
  std::vector<bool> trapped(chain.size(), false);
  std::vector<std::uint32_t> queue;
  for (std::uint32_t s = 0; s < chain.size(); ++s) {
    if (!finishes[s]) {
      trapped[s] = true;
      queue.push_back(s);
    }
  }
  while (!queue.empty()) {
    const std::uint32_t s = queue.back();
    queue.pop_back();
    for (const std::uint32_t r : from[s]) {
      if (!trapped[r]) {
        trapped[r] = true;
        queue.push_back(r);
      }
    }
  }
  return trapped;
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
