// tests/support/work_stages.hpp — what an analysis charges its work budget before each phase, for tests that set a
// budget just past one phase to see the next one refused (the prices are the library's: analyze/engine/checkpoint.hpp).
#pragma once

#include <cstdint>

#include "analyze/engine/chain.hpp"
#include "core/mover.hpp"
#include "snl/analyze.hpp"
#include "snl/board.hpp"
#include "snl/rules.hpp"

namespace work_stages {

/// The work of building the chain (what the analysis charges first).
inline std::uint64_t chain(const snl::Board& board, const snl::GameRules& rules) {
  const snl::internal::Mover mover(board, rules);
  const snl::internal::Chain built = snl::internal::build_chain(mover, rules, snl::kDefaultMaxWork);
  return snl::internal::chain_work(built, rules.die.faces().size());
}

/// The work an analysis charges before its linear solve: the chain, and its linear system's matrix (the exact
/// fractions, when asked, come between them).
inline std::uint64_t before_the_solve(const snl::Board& board, const snl::GameRules& rules) {
  const snl::internal::Mover mover(board, rules);
  const snl::internal::Chain built = snl::internal::build_chain(mover, rules, snl::kDefaultMaxWork);
  return snl::internal::chain_work(built, rules.die.faces().size()) +
         (built.target.size() + built.size()) * snl::internal::price::kMatrixEntry;
}

}  // namespace work_stages
