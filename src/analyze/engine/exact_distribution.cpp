#include "analyze/engine/exact_distribution.hpp"

#include <algorithm>
#include <bit>
#include <string>

#include "analyze/engine/rational.hpp"
#include "snl/error.hpp"

namespace snl::internal {

namespace {

constexpr const char* kWhat = "computing the exact distribution";
/// The terms past the 2(m + 1) Berlekamp–Massey needs on which the recurrence it finds is checked.
constexpr std::size_t kCheckedTerms = 4;

/// The states that can finish, their moves among themselves (weights of the die's total) and to the finish.
struct LiveChain {
  std::vector<std::uint32_t> slot;  // by state: its index among the live states, or kFinish
  std::vector<std::size_t> offset{0};
  std::vector<std::uint32_t> target;
  std::vector<std::uint64_t> weight;
  std::vector<std::uint64_t> finishing;  // by live state: the weight of the faces that finish

  explicit LiveChain(const Chain& chain, const std::vector<bool>& finishes) : slot(chain.size(), kFinish) {
    std::uint32_t m = 0;
    for (std::uint32_t s = 0; s < chain.size(); ++s) {
      if (finishes[s]) slot[s] = m++;
    }
    for (std::uint32_t s = 0; s < chain.size(); ++s) {
      if (!finishes[s]) continue;
      std::uint64_t out = 0;
      for (std::size_t e = chain.offset[s]; e < chain.offset[s + 1]; ++e) {
        if (chain.target[e] == kFinish) {
          out += chain.weight[e];
        } else if (slot[chain.target[e]] != kFinish) {
          target.push_back(slot[chain.target[e]]);
          weight.push_back(chain.weight[e]);
        }
      }
      finishing.push_back(out);
      offset.push_back(target.size());
    }
  }
  std::size_t size() const { return finishing.size(); }
};

/// The shortest linear recurrence of `s` (Berlekamp–Massey over the rationals): the connection polynomial C, C[0] = 1,
/// and its length L: Σ_{j=0..deg C} C[j] s[n − j] = 0 for every n ≥ L.
struct Recurrence {
  std::vector<Rational> connection{Rational(1)};
  std::size_t length = 0;
};

Recurrence shortest_recurrence(const std::vector<Integer>& s, std::size_t terms, WorkMeter& meter) {
  Recurrence r;
  std::vector<Rational> before{Rational(1)};
  Rational last(1);
  std::size_t shift = 1;
  for (std::size_t n = 0; n < terms; ++n) {
    std::uint64_t units = 64;
    Rational d(s[n]);
    for (std::size_t i = 1; i < r.connection.size() && i <= n; ++i) {
      if (r.connection[i] == 0 || s[n - i] == 0) continue;
      units += 64 + words(r.connection[i]) * words(s[n - i]);
      d += r.connection[i] * Rational(s[n - i]);
    }
    if (d == 0) {
      ++shift;
      meter.charge(units * price::kExactWord, kWhat);
      continue;
    }
    const Rational factor = d / last;
    std::vector<Rational> kept;
    const bool longer = 2 * r.length <= n;
    if (longer) kept = r.connection;
    if (r.connection.size() < before.size() + shift) r.connection.resize(before.size() + shift, Rational(0));
    for (std::size_t i = 0; i < before.size(); ++i) {
      if (before[i] == 0) continue;
      units += product_cost(factor, before[i]);
      r.connection[i + shift] -= factor * before[i];
    }
    if (longer) {
      r.length = n + 1 - r.length;
      before = std::move(kept);
      last = d;
      shift = 1;
    } else {
      ++shift;
    }
    meter.charge(units * price::kExactWord, kWhat);
  }
  while (r.connection.size() > 1 && r.connection.back() == 0) r.connection.pop_back();
  return r;
}

/// The generating function Σ p_k t^k of p_k = a[k] / total^k, a[0] = 0, from the first 2(m + 1) terms of `a`,
/// checked on the kCheckedTerms after them.
Pgf generating_function(const std::vector<Integer>& a, std::size_t terms, std::uint64_t total, WorkMeter& meter) {
  const Recurrence r = shortest_recurrence(a, terms, meter);
  for (std::size_t n = terms; n < std::min(a.size(), terms + kCheckedTerms); ++n) {
    Rational sum(0);
    std::uint64_t units = 64;
    for (std::size_t j = 0; j < r.connection.size() && j <= n; ++j) {
      units += 64 + words(r.connection[j]) * words(a[n - j]);
      sum += r.connection[j] * Rational(a[n - j]);
    }
    meter.charge(units * price::kExactWord, kWhat);
    if (sum != 0) {
      // Cayley–Hamilton bounds the recurrence's length by m + 1, so this cannot happen.
      throw Error("internal error: the generating function found does not give roll " + std::to_string(n) + "'s term");
    }
  }
  // P = (G · C) mod u^L.
  std::vector<Rational> numerator(std::max<std::size_t>(r.length, 1), Rational(0));
  for (std::size_t i = 0; i < r.length; ++i) {
    for (std::size_t j = 0; j < r.connection.size() && j <= i; ++j) numerator[i] += r.connection[j] * Rational(a[i - j]);
  }
  while (numerator.size() > 1 && numerator.back() == 0) numerator.pop_back();
  // f(t) = G(t / total): the coefficient of t^i divided by total^i.
  const auto scaled = [&](const std::vector<Rational>& coefficients) {
    std::vector<std::string> out;
    Integer power(1);
    for (const Rational& c : coefficients) {
      out.push_back(fraction_text(c / Rational(power)));
      power *= total;
    }
    return out;
  };
  return Pgf{scaled(numerator), scaled(r.connection)};
}

}  // namespace

void add_exact_distribution(const Chain& chain, const std::vector<bool>& finishes, const AnalysisOptions& options,
                            ExactFigures& exact, WorkMeter& meter) {
  if (options.exact_rolls == 0 && !options.pgf) return;
  if (chain.size() > kMaxExactStates) {
    throw LimitError("exact fractions are computed for chains of at most " + std::to_string(kMaxExactStates) +
                     " states; this board has " + std::to_string(chain.size()) + " under these rules");
  }
  const LiveChain live(chain, finishes);
  const std::size_t m = live.size();
  const std::uint64_t total = chain.total;
  // The generating functions need a_0 .. a_{2(m+1) + kCheckedTerms − 1}.
  const std::size_t pgf_terms = 2 * (m + 1);
  const std::size_t asked = static_cast<std::size_t>(options.exact_rolls);  // at most kMaxExactRolls
  const std::size_t rolls = std::max(asked, options.pgf ? pgf_terms + kCheckedTerms - 1 : 0);
  // Whose sequences are kept: the start's, and with pgf and squares each turn-start state's.
  std::vector<std::uint32_t> kept_states{0};
  if (options.pgf && options.squares) {
    for (std::uint32_t s = 0; s < chain.size(); ++s) {
      if (chain.phase[s] == 0 && s != 0) kept_states.push_back(s);
    }
  }
  // Refused at once when an estimate does not fit: a roll's integers have about `bits` more bits than the last's.
  const std::uint64_t bits = static_cast<std::uint64_t>(std::bit_width(total));
  const std::uint64_t last_words = rolls * bits / 64 + 1;
  const std::uint64_t transitions = live.target.size() + m;
  const std::uint64_t sequences = options.pgf ? kept_states.size() : 0;
  const std::string what = "the exact distribution of " + std::to_string(chain.size()) + " states up to roll " +
                           std::to_string(rolls);
  if (sequences * (rolls + 1) * last_words > kMaxPgfWords) {
    throw LimitError(what + " would keep more than " + std::to_string(kMaxPgfWords) +
                     " words of coefficients (the generating functions from every square)");
  }
  const double estimate = static_cast<double>(transitions) * static_cast<double>(rolls) *
                              (static_cast<double>(last_words) / 2 + 1) +
                          static_cast<double>(sequences) * static_cast<double>(pgf_terms) *
                              static_cast<double>(pgf_terms) * (64.0 + static_cast<double>(last_words));
  meter.require(estimate * price::kExactWord >= 1.8e19 ? ~std::uint64_t{0}
                                                       : static_cast<std::uint64_t>(estimate * price::kExactWord),
                what);

  std::vector<std::vector<Integer>> kept(kept_states.size());
  for (auto& sequence : kept) sequence.assign(1, Integer(0));  // a_0 = 0: a live state is not finished
  std::vector<Integer> current(m, Integer(0));
  std::vector<Integer> next(m);
  for (std::size_t k = 1; k <= rolls; ++k) {
    std::uint64_t units = 0;
    for (std::size_t i = 0; i < m; ++i) {
      Integer sum = k == 1 ? Integer(live.finishing[i]) : Integer(0);
      if (k > 1) {
        for (std::size_t e = live.offset[i]; e < live.offset[i + 1]; ++e) {
          units += words(current[live.target[e]]) + 1;
          sum += current[live.target[e]] * live.weight[e];
        }
      }
      next[i] = std::move(sum);
    }
    std::swap(current, next);
    for (std::size_t j = 0; j < kept_states.size(); ++j) {
      const std::uint32_t slot = live.slot[kept_states[j]];
      kept[j].push_back(slot == kFinish ? Integer(0) : current[slot]);
    }
    meter.charge((units + m) * price::kExactWord, kWhat);
  }

  if (options.exact_rolls > 0) {
    const std::vector<Integer>& a = kept[0];
    Integer power(1);
    Integer within(0);
    exact.pmf.assign(1, "0");
    exact.cdf.assign(1, "0");
    for (std::size_t k = 1; k <= options.exact_rolls; ++k) {
      power *= total;
      within = within * total + a[k];
      exact.pmf.push_back(fraction_text(Rational(a[k], power)));
      exact.cdf.push_back(fraction_text(Rational(within, power)));
      meter.charge((2 * words(power) + 64) * price::kExactWord, kWhat);
    }
  }
  if (options.pgf) {
    exact.pgf = generating_function(kept[0], pgf_terms, total, meter);
    meter.now();
    if (options.squares) {
      // Analysis::squares lists the turn-start states in the chain's order, the start (state 0) first.
      for (std::size_t j = 0; j < kept_states.size(); ++j) {
        const std::uint32_t s = kept_states[j];
        exact.square_pgfs.push_back(
            {chain.position[s], j == 0 ? *exact.pgf : generating_function(kept[j], pgf_terms, total, meter)});
        kept[j] = {};
        meter.now();
      }
    }
  }
}

void add_exact_distribution_over(const AnalysisOptions& options, ExactFigures& exact) {
  if (options.exact_rolls > 0) {
    const auto count = static_cast<std::size_t>(options.exact_rolls) + 1;  // at most kMaxExactRolls + 1
    exact.pmf.assign(count, "0");
    exact.pmf[0] = "1";
    exact.cdf.assign(count, "1");
  }
  if (options.pgf) exact.pgf = Pgf{{"1"}, {"1"}};
}

}  // namespace snl::internal
