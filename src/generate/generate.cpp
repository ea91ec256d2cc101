#include "snl/generate.hpp"

#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "snl/error.hpp"

namespace snl {
namespace {

constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

/// The high and low 64 bits of a·b.
struct Wide {
  std::uint64_t high;
  std::uint64_t low;
};

Wide multiply(std::uint64_t a, std::uint64_t b) {
#ifdef __SIZEOF_INT128__
  __extension__ using U128 = unsigned __int128;
  const U128 product = static_cast<U128>(a) * b;
  return {static_cast<std::uint64_t>(product >> 64), static_cast<std::uint64_t>(product)};
#else
  const std::uint64_t a_lo = a & 0xffffffffU, a_hi = a >> 32, b_lo = b & 0xffffffffU, b_hi = b >> 32;
  const std::uint64_t lo_lo = a_lo * b_lo, hi_lo = a_hi * b_lo, lo_hi = a_lo * b_hi, hi_hi = a_hi * b_hi;
  const std::uint64_t cross = (lo_lo >> 32) + (hi_lo & 0xffffffffU) + lo_hi;
  return {(hi_lo >> 32) + (cross >> 32) + hi_hi, (cross << 32) | (lo_lo & 0xffffffffU)};
#endif
}

std::string str(std::uint64_t value) { return std::to_string(value); }

/// Draws destinations for heads on a board of `last` squares, at most `reach` squares away (0: anywhere).
class Destinations {
 public:
  Destinations(Rng& rng, std::uint64_t last, std::uint64_t reach) : rng_(rng), last_(last), reach_(reach) {}

  /// Lowest and highest squares within reach of `head`.
  Label low(Label head) const { return reach_ == 0 || head - 1 < reach_ ? 1 : head - reach_; }
  Label high(Label head) const { return reach_ == 0 || last_ - head < reach_ ? last_ : head + reach_; }

  /// Precondition: head ≥ 2.
  Label snake(Label head) { return rng_.between(low(head), head - 1); }
  /// Precondition: head < last.
  Label ladder(Label head) { return rng_.between(head + 1, high(head)); }
  /// Any square within reach but `head` itself. Precondition: last ≥ 2.
  Label other(Label head) {
    const Label square = rng_.between(low(head), high(head) - 1);
    return square >= head ? square + 1 : square;
  }

 private:
  Rng& rng_;
  std::uint64_t last_;
  std::uint64_t reach_;
};

/// The jumps of the features, and the heads they use.
struct Features {
  std::vector<Jump> jumps;
  std::set<Label> heads;

  bool free(Label head) const { return !heads.contains(head); }
  void add(Label from, Label to) {
    jumps.push_back({from, to});
    heads.insert(from);
  }
};

Features place_features(const GenerateOptions& options, Rng& rng, std::uint64_t last) {
  constexpr int kTries = 16;
  Destinations to(rng, last, options.max_distance);
  Features features;
  if (options.jump_on_first) features.add(1, last == 1 ? 1 : to.ladder(1));
  if (options.snake_on_last && last >= 2) features.add(last, to.snake(last));
  for (std::uint64_t wall = 0; wall < options.walls && last >= 8; ++wall) {
    for (int attempt = 0; attempt < kTries; ++attempt) {
      const Label start = rng.between(2, last - 6);
      bool room = true;
      for (Label head = start; head < start + 6; ++head) room = room && features.free(head);
      if (!room) continue;
      for (Label head = start; head < start + 6; ++head) features.add(head, rng.between(to.low(start), start - 1));
      break;
    }
  }
  for (std::uint64_t chain = 0; chain < options.chains && last >= 2; ++chain) {
    for (int attempt = 0; attempt < kTries; ++attempt) {
      const Label first = rng.between(2, last);
      if (!features.free(first)) continue;
      const Label middle = to.other(first);
      if (!features.free(middle)) continue;
      features.add(first, middle);
      features.add(middle, to.other(middle));
      break;
    }
  }
  for (std::uint64_t self = 0; self < options.self_jumps && last >= 2; ++self) {
    for (int attempt = 0; attempt < kTries; ++attempt) {
      const Label head = rng.between(2, last);
      if (!features.free(head)) continue;
      features.add(head, head);
      break;
    }
  }
  for (std::uint64_t leap = 0; leap < options.leapfrogs && last >= 5; ++leap) {
    for (int attempt = 0; attempt < kTries; ++attempt) {
      const Label over = rng.between(3, last - 2);  // c, the head leapt over
      const Label far = rng.chance(0.5) ? last : rng.between(over + 2, last);
      const Label land = rng.between(over + 1, far - 1);
      const Label from = rng.between(over > 7 ? over - 6 : 2, over - 1);
      if (!features.free(over) || !features.free(from)) continue;
      features.add(from, land);
      features.add(over, far);
      break;
    }
  }
  return features;
}

/// `count` distinct heads from 2..last-1 minus `taken`, uniformly, in increasing order. `room` is the number
/// of candidates. Dense requests walk every candidate (selection sampling, Knuth's algorithm S); sparse ones
/// draw labels and drop repeats until enough remain.
std::vector<Label> choose_heads(Rng& rng, std::uint64_t last, const std::set<Label>& taken, std::uint64_t room,
                                std::uint64_t count) {
  std::vector<Label> heads;
  if (count == 0) return heads;
  heads.reserve(static_cast<std::size_t>(count));  // count ≤ kMaxGeneratedJumps (generate checks it)
  if (room / 32 <= count) {
    auto skip = taken.lower_bound(2);
    std::uint64_t remaining = room;
    for (Label label = 2; label < last && heads.size() < count; ++label) {
      if (skip != taken.end() && *skip == label) {
        ++skip;
        continue;
      }
      if (rng.below(remaining) < count - heads.size()) heads.push_back(label);
      --remaining;
    }
    return heads;
  }
  while (heads.size() < count) {
    for (std::uint64_t k = heads.size(); k < count; ++k) heads.push_back(rng.between(2, last - 1));
    std::sort(heads.begin(), heads.end());
    heads.erase(std::unique(heads.begin(), heads.end()), heads.end());
    std::erase_if(heads, [&](Label head) { return taken.contains(head); });
  }
  return heads;
}

void require(bool ok, const std::string& message) {
  if (!ok) throw Error(message);
}

}  // namespace

std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15U);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9U;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebU;
  return z ^ (z >> 31);
}

Rng::Rng(std::uint64_t seed) {
  for (std::uint64_t& word : state_) word = splitmix64(seed);
}

std::uint64_t Rng::next() {
  const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
  const std::uint64_t t = state_[1] << 17;
  state_[2] ^= state_[0];
  state_[3] ^= state_[1];
  state_[1] ^= state_[2];
  state_[0] ^= state_[3];
  state_[2] ^= t;
  state_[3] = rotl(state_[3], 45);
  return result;
}

std::uint64_t Rng::below(std::uint64_t bound) {
  assert(bound >= 1);
  // Lemire, "Fast random integer generation in an interval" (2019): the high word of x·bound is uniform once
  // the few low words below 2^64 mod bound are rejected.
  Wide product = multiply(next(), bound);
  if (product.low < bound) {
    const std::uint64_t threshold = (0 - bound) % bound;
    while (product.low < threshold) product = multiply(next(), bound);
  }
  return product.high;
}

std::uint64_t Rng::between(std::uint64_t low, std::uint64_t high) {
  assert(low <= high);
  if (high - low == ~std::uint64_t{0}) return next();
  return low + below(high - low + 1);
}

bool Rng::chance(double p) { return static_cast<double>(next() >> 11) * 0x1.0p-53 < p; }

Board generate(const GenerateOptions& options, Rng& rng) {
  const std::uint64_t n = options.side;
  require(n >= 1 && n <= kMaxSide, "a board's side must be 1.." + str(kMaxSide) + ", not " + str(n));
  require(options.density >= 0 && options.density <= 1, "the density must be between 0 and 1");
  require(options.snakes_ratio >= 0 && options.snakes_ratio <= 1, "the share of snakes must be between 0 and 1");
  const std::uint64_t last = n * n;
  const auto too_many = [](std::uint64_t jumps) {
    return LimitError("a board of " + str(jumps) + " jumps is more than the generator builds in memory (at most " +
                      str(kMaxGeneratedJumps) + ")");
  };
  if (options.walls > kMaxGeneratedJumps / 6 || options.chains > kMaxGeneratedJumps / 2 ||
      options.self_jumps > kMaxGeneratedJumps || options.leapfrogs > kMaxGeneratedJumps / 2) {
    throw too_many(options.walls * 6 + options.chains * 2 + options.self_jumps + options.leapfrogs * 2);
  }
  Features features = place_features(options, rng, last);

  // Room for random jumps: heads 2..last-1 not used by a feature.
  std::uint64_t room = last >= 3 ? last - 2 : 0;
  for (const Label head : features.heads) room -= head >= 2 && head < last ? 1 : 0;
  const std::uint64_t placed = features.jumps.size();
  std::uint64_t count = 0;
  if (options.jumps) {
    count = *options.jumps > placed ? *options.jumps - placed : 0;
    require(count <= room, "a " + str(n) + "x" + str(n) + " board has room for " + str(room + placed) +
                               " jumps here, not " + str(*options.jumps));
  } else {
    const double wanted = std::floor(options.density * static_cast<double>(last) + 0.5);
    const std::uint64_t total = wanted >= 0x1.0p63 ? ~std::uint64_t{0} : static_cast<std::uint64_t>(wanted);
    count = std::min(total > placed ? total - placed : 0, room);
  }
  if (count > kMaxGeneratedJumps - placed) throw too_many(placed + count);

  const std::vector<Label> heads = choose_heads(rng, last, features.heads, room, count);
  Destinations to(rng, last, options.max_distance);
  std::vector<Jump> jumps = std::move(features.jumps);
  jumps.reserve(jumps.size() + heads.size());
  for (const Label head : heads) jumps.push_back({head, rng.chance(options.snakes_ratio) ? to.snake(head) : to.ladder(head)});
  return Board::square(n, std::move(jumps));
}

GenerateOptions tricky_options(std::uint64_t index, std::uint64_t max_side, Rng& rng) {
  assert(max_side >= 1);
  const std::uint64_t sides = std::min(max_side, 2 + index / 16);
  GenerateOptions options;
  options.side = 1 + index % sides;
  options.density = static_cast<double>(rng.below(61)) / 100;
  options.snakes_ratio = static_cast<double>(rng.below(101)) / 100;
  options.max_distance = rng.chance(0.5) ? 0 : rng.between(1, 2 * options.side);
  options.walls = rng.chance(0.25) ? 1 : 0;
  options.chains = rng.chance(0.5) ? rng.between(1, 3) : 0;
  options.self_jumps = rng.chance(0.3) ? rng.between(1, 2) : 0;
  options.leapfrogs = rng.chance(0.4) ? 1 : 0;
  options.jump_on_first = rng.chance(0.3);
  options.snake_on_last = rng.chance(0.3);
  return options;
}

}  // namespace snl
