// I − Q over the rationals, factorized once (analyze/engine/exact_system.hpp).
#include "analyze/engine/exact_system.hpp"

#include <algorithm>
#include <memory>
#include <queue>
#include <string>

#include "analyze/sections.hpp"
#include "snl/analyze.hpp"
#include "snl/error.hpp"

namespace snl::internal {
namespace {

/// A sparse row: columns in increasing order and their values.
struct Row {
  std::vector<std::uint32_t> column;
  std::vector<Rational> value;
};

/// A = I − Q over the live states, factorized as L·U in the chain's order (no pivoting: A is a non-singular
/// M-matrix, so every pivot is positive). Row i of U is built from row i of A by subtracting the rows of U before
/// it, smallest column first (an up-looking factorization); L keeps the multipliers.
class Factorization {
 public:
  Factorization(const Chain& chain, const std::vector<std::uint32_t>& live, const std::vector<std::uint32_t>& slot,
                WorkMeter& meter)
      : size_(static_cast<std::uint32_t>(live.size())), lower_(size_), upper_(size_) {
    std::vector<Rational> accumulator(size_);
    std::vector<std::uint8_t> present(size_, 0);
    std::vector<std::uint32_t> touched;
    std::priority_queue<std::uint32_t, std::vector<std::uint32_t>, std::greater<>> pending;
    const Rational total(chain.total);
    for (std::uint32_t i = 0; i < size_; ++i) {
      touched.clear();
      const auto add = [&](std::uint32_t c, const Rational& v) {
        if (!present[c]) {
          present[c] = 1;
          accumulator[c] = 0;
          touched.push_back(c);
          if (c < i) pending.push(c);
        }
        accumulator[c] += v;
      };
      add(i, Rational(1));
      const std::uint32_t s = live[i];
      for (std::size_t e = chain.offset[s]; e < chain.offset[s + 1]; ++e) {
        const std::uint32_t t = chain.target[e];
        if (t == kFinish || slot[t] == kFinish) continue;
        add(slot[t], -Rational(chain.weight[e]) / total);
      }
      while (!pending.empty()) {
        const std::uint32_t j = pending.top();
        pending.pop();
        present[j] = 2;  // eliminated
        if (accumulator[j] == 0) continue;
        const Rational factor = accumulator[j] / upper_[j].value.front();
        lower_[i].column.push_back(j);
        lower_[i].value.push_back(factor);
        const Row& pivot = upper_[j];
        std::uint64_t units = 0;
        for (std::size_t k = 1; k < pivot.column.size(); ++k) {
          units += product_cost(factor, pivot.value[k]);
          add(pivot.column[k], -factor * pivot.value[k]);
        }
        meter.charge((units + 64) * price::kExactWord, "computing the exact fractions");
      }
      std::sort(touched.begin(), touched.end());
      for (const std::uint32_t c : touched) {
        if (c >= i && accumulator[c] != 0) {
          upper_[i].column.push_back(c);
          upper_[i].value.push_back(accumulator[c]);
        }
        present[c] = 0;
      }
    }
  }

  /// x with A·x = b.
  std::vector<Rational> solve(std::vector<Rational> b, WorkMeter& meter) const {
    for (std::uint32_t i = 0; i < size_; ++i) {
      std::uint64_t units = 64;
      for (std::size_t k = 0; k < lower_[i].column.size(); ++k) {
        units += product_cost(lower_[i].value[k], b[lower_[i].column[k]]);
        b[i] -= lower_[i].value[k] * b[lower_[i].column[k]];
      }
      meter.charge(units * price::kExactWord, "computing the exact fractions");
    }
    for (std::uint32_t i = size_; i-- > 0;) {
      const Row& row = upper_[i];
      std::uint64_t units = product_cost(b[i], row.value.front());
      for (std::size_t k = 1; k < row.column.size(); ++k) {
        units += product_cost(row.value[k], b[row.column[k]]);
        b[i] -= row.value[k] * b[row.column[k]];
      }
      b[i] /= row.value.front();
      meter.charge(units * price::kExactWord, "computing the exact fractions");
    }
    return b;
  }

 private:
  std::uint32_t size_;
  std::vector<Row> lower_;
  std::vector<Row> upper_;
};

}  // namespace

struct ExactSystem::Impl {
  const Chain& chain;
  WorkMeter& meter;
  std::vector<std::uint32_t> live;
  std::vector<std::uint32_t> slot;
  Rational total;
  std::unique_ptr<Factorization> a;
};

ExactSystem::ExactSystem(const Chain& chain, const std::vector<bool>& finishes, WorkMeter& meter)
    : impl_(new Impl{chain, meter, {}, {}, Rational(chain.total), nullptr}) {
  if (chain.size() > kMaxExactStates) {
    throw LimitError("exact fractions are computed for chains of at most " + std::to_string(kMaxExactStates) +
                     " states; this board has " + std::to_string(chain.size()) + " under these rules");
  }
  // The live states, those in the middle of a turn first (the highest phase first: they lead to higher phases or
  // end the turn), so that eliminating them leaves the system between turns' starts and fills in nothing else.
  std::vector<std::uint32_t>& live = impl_->live;
  for (std::uint32_t s = 0; s < chain.size(); ++s) {
    if (finishes[s]) live.push_back(s);
  }
  std::stable_sort(live.begin(), live.end(),
                   [&](std::uint32_t a, std::uint32_t b) { return chain.phase[a] > chain.phase[b]; });
  impl_->slot.assign(chain.size(), kFinish);
  for (std::uint32_t i = 0; i < live.size(); ++i) impl_->slot[live[i]] = i;
  // Each transition is a product of fractions at least once: refused at once when not even that fits.
  meter.require(64 * chain.target.size(), "computing the exact fractions of " + std::to_string(chain.size()) + " states");
  impl_->a = std::make_unique<Factorization>(chain, live, impl_->slot, meter);
}

ExactSystem::~ExactSystem() = default;

const ExactSystem& SectionContext::exact_system() {
  if (!exact_system_) exact_system_ = std::make_shared<const ExactSystem>(*chain, *finishes, *meter);
  return *exact_system_;
}

const std::vector<std::uint32_t>& ExactSystem::live() const { return impl_->live; }
const std::vector<std::uint32_t>& ExactSystem::slot() const { return impl_->slot; }

std::vector<Rational> ExactSystem::solve(std::vector<Rational> b) const { return impl_->a->solve(std::move(b), impl_->meter); }

Rational ExactSystem::probability(std::size_t e) const { return Rational(impl_->chain.weight[e]) / impl_->total; }

std::vector<Rational> ExactSystem::times_q(const std::vector<Rational>& v) const {
  const Chain& chain = impl_->chain;
  std::vector<Rational> out(impl_->live.size(), 0);
  for (std::size_t i = 0; i < out.size(); ++i) {
    std::uint64_t units = 64;
    for (std::size_t e = chain.offset[impl_->live[i]]; e < chain.offset[impl_->live[i] + 1]; ++e) {
      const std::uint32_t t = chain.target[e];
      if (t == kFinish || impl_->slot[t] == kFinish) continue;
      const Rational& x = v[impl_->slot[t]];
      const Rational p = probability(e);
      units += product_cost(p, x);
      out[i] += p * x;
    }
    impl_->meter.charge(units * price::kExactWord, "computing the exact fractions");
  }
  return out;
}

}  // namespace snl::internal
