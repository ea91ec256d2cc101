// analyze/engine/exact_system.hpp — I − Q of a chain over its states that can finish, factorized once over the
// rationals (rational.hpp), solved for any number of right-hand sides: the exact fractions' engine (exact.cpp: E and
// Var; the parts that need more moments of the length). Included only by the files that compute exact fractions:
// the multiprecision headers are heavy.
//
// The factorization: A = I − Q over the live states as L·U, up-looking, in an order where the states in the middle of a
// turn come first (the highest phase first), so that eliminating them fills in little; no pivoting (A is a
// non-singular M-matrix, every pivot positive). Work: a unit per pair of 64-bit words multiplied, 64 per product of
// fractions, charged to the meter as it goes (price::kExactWord).
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "analyze/engine/chain.hpp"
#include "analyze/engine/checkpoint.hpp"
#include "analyze/engine/rational.hpp"

namespace snl::internal {

class ExactSystem {
 public:
  /// Throws LimitError past kMaxExactStates states, and when the chain's transitions alone would pass the meter's
  /// budget. `meter` must outlive this.
  ExactSystem(const Chain& chain, const std::vector<bool>& finishes, WorkMeter& meter);
  ~ExactSystem();
  ExactSystem(const ExactSystem&) = delete;
  ExactSystem& operator=(const ExactSystem&) = delete;

  /// The live states (those that can finish), in the system's order, and each chain state's place among them
  /// (kFinish for a state that cannot finish).
  const std::vector<std::uint32_t>& live() const;
  const std::vector<std::uint32_t>& slot() const;
  /// x with A·x = b, both by the system's order (live()).
  std::vector<Rational> solve(std::vector<Rational> b) const;
  /// The probability of the transition e of the chain.
  Rational probability(std::size_t e) const;
  /// (Q·v)[i] for each live state i, v by the system's order (a move to a state that cannot finish or to the end
  /// adds nothing). Charges its work.
  std::vector<Rational> times_q(const std::vector<Rational>& v) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace snl::internal
