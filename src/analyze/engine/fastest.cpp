// The shortest games (analyze/engine/exact.hpp): breadth-first layers of the chain, then along the edges between
// consecutive layers the number of face sequences, the sum of their weights' products and the largest product,
// as integers over the die's total weight to the power of the length.
#include <algorithm>
#include <string>

#include "analyze/engine/exact.hpp"
#include "analyze/engine/rational.hpp"
#include "snl/error.hpp"

namespace snl::internal {

namespace {

/// What is known of the shortest ways to one state: how many face sequences reach it, the sum of the products of
/// their faces' weights, the largest such product and the state and face it came from.
struct Tally {
  Integer games = 0;
  Integer weight = 0;
  Integer best = 0;
  std::uint32_t parent = kFinish;
  int face = 0;
};

void add(Tally& to, const Tally& from, std::uint32_t parent, int face, std::uint64_t weight) {
  to.games += from.games;
  to.weight += from.weight * weight;
  const Integer product = from.best * weight;
  if (product > to.best) {
    to.best = product;
    to.parent = parent;
    to.face = face;
  }
}

}  // namespace

FastestGames fastest_games(const Chain& chain, const Mover& mover, const GameRules& rules, std::uint64_t budget,
                           std::uint64_t& work) {
  // Layers by distance from the start, through the chain's transitions.
  std::vector<std::uint32_t> distance(chain.size(), kFinish);
  std::vector<std::vector<std::uint32_t>> layers{{0}};
  distance[0] = 0;
  std::uint32_t rolls = 0;
  for (bool finished = false; !finished;) {
    std::vector<std::uint32_t> next;
    for (const std::uint32_t s : layers.back()) {
      for (std::size_t e = chain.offset[s]; e < chain.offset[s + 1]; ++e) {
        const std::uint32_t t = chain.target[e];
        if (t == kFinish) {
          finished = true;
        } else if (distance[t] == kFinish) {
          distance[t] = rolls + 1;
          next.push_back(t);
        }
      }
    }
    ++rolls;
    if (!finished) {
      if (next.empty()) throw Error("fastest_games: the chain cannot finish");
      std::sort(next.begin(), next.end());
      layers.push_back(std::move(next));
    }
  }
  // The tallies, one layer at a time; parents are kept for every state to walk the likeliest game back.
  struct Back {
    std::uint32_t state = kFinish;
    int face = 0;
  };
  std::vector<Back> back(chain.size());
  std::vector<Tally> current(1);
  current[0] = Tally{1, 1, 1, kFinish, 0};
  Tally finish;
  const auto charge = [&](const Integer& number) {
    // Each addition and product costs the number's words (64 bits each).
    work += (1 + boost::multiprecision::msb(number + 1) / 64) * price::kCountWord;
    if (work > budget) {
      throw over_work_budget("counting the fastest games of this board", budget);
    }
  };
  for (std::uint32_t d = 0; d < rolls; ++d) {
    const std::vector<std::uint32_t>& layer = layers[d];
    std::vector<Tally> next(d + 1 < rolls ? layers[d + 1].size() : 0);
    for (std::size_t i = 0; i < layer.size(); ++i) {
      const std::uint32_t s = layer[i];
      back[s] = {current[i].parent, current[i].face};
      for (const DieFace& face : rules.die.faces()) {
        charge(current[i].weight);
        const std::uint32_t t = next_state(chain, mover, rules, s, face.value);
        if (t == kFinish) {
          if (d + 1 == rolls) add(finish, current[i], s, face.value, face.weight);
        } else if (d + 1 < rolls && distance[t] == d + 1) {
          const auto& to = layers[d + 1];
          add(next[static_cast<std::size_t>(std::lower_bound(to.begin(), to.end(), t) - to.begin())], current[i], s,
              face.value, face.weight);
        }
      }
    }
    current = std::move(next);
  }
  FastestGames fastest;
  fastest.rolls = rolls;
  fastest.games = finish.games.str();
  const Integer denominator = boost::multiprecision::pow(Integer(chain.total), rolls);
  const Rational probability(finish.weight, denominator);
  const Rational likeliest(finish.best, denominator);
  fastest.probability = probability.convert_to<double>();
  fastest.exact_probability = fraction_text(probability);
  fastest.likeliest_probability = likeliest.convert_to<double>();
  fastest.exact_likeliest_probability = fraction_text(likeliest);
  for (Back at{finish.parent, finish.face}; at.state != kFinish; at = back[at.state]) {
    fastest.likeliest.push_back(step_of(chain, mover, rules, at.state, at.face));
  }
  std::reverse(fastest.likeliest.begin(), fastest.likeliest.end());
  return fastest;
}

}  // namespace snl::internal
