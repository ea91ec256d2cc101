// The diagonal of (I − Q)⁻¹ over chosen states by Woodbury's identity (analyze/inverse_diagonal.hpp).
#include "analyze/inverse_diagonal.hpp"

// Before Eigen: its allocations are held to a budget (core/eigen_budget.hpp).
#include "core/eigen_budget.hpp"
#include <Eigen/Dense>
#include <Eigen/SparseCore>
#include <algorithm>

#include "snl/analyze.hpp"

namespace snl::internal {

/// N_jj = ((I − Q)⁻¹)_jj for the live states `rows` (ascending), by Woodbury's identity over the moves that go back.
/// In position order I − Q = U + P·Eᵀ: U its upper triangle (the forward moves and staying, solved by substitution),
/// P·Eᵀ the backward moves (snakes, bounces, voided turns), E selecting the k distinct states they go to. Then
/// N = U⁻¹ − X·C·Yᵀ with X = U⁻¹P, Y = U⁻ᵀE (n × k each) and C = (I + EᵀX)⁻¹, so N_jj = 1/U_jj − X_j·C·Y_jᵀ: two
/// substitutions per target and one k × k inverse instead of a solve per square. Y_j is zero past the targets
/// ≤ j, and X_j on the targets whose moves all come from below j, so each block of rows multiplies only the part
/// of C both touch. nullopt, with the reason in `why`, when its tables or its work would pass kMaxEverCells or
/// `budget`.
std::optional<std::vector<double>> inverse_diagonal(const RowMatrix& a, const std::vector<std::uint32_t>& rows,
                                                    std::uint64_t budget, std::uint64_t& work, std::string& why) {
  const Eigen::Index n = a.rows();
  std::vector<Eigen::Index> from_above(static_cast<std::size_t>(n), -1);  // a target → the last state moving to it
  for (Eigen::Index r = 0; r < n; ++r) {
    for (RowMatrix::InnerIterator it(a, r); it && it.col() < r; ++it) from_above[static_cast<std::size_t>(it.col())] = r;
  }
  std::vector<Eigen::Index> targets;  // ascending
  std::vector<Eigen::Index> slot(static_cast<std::size_t>(n), -1);
  for (Eigen::Index t = 0; t < n; ++t) {
    if (from_above[static_cast<std::size_t>(t)] < 0) continue;
    slot[static_cast<std::size_t>(t)] = static_cast<Eigen::Index>(targets.size());
    targets.push_back(t);
  }
  const auto k = static_cast<Eigen::Index>(targets.size());
  const auto m = static_cast<Eigen::Index>(rows.size());
  const std::uint64_t cells = 2 * static_cast<std::uint64_t>(n) * static_cast<std::uint64_t>(k);
  const auto uk = static_cast<std::uint64_t>(k);
  const std::uint64_t cost = 2 * uk * static_cast<std::uint64_t>(a.nonZeros()) + uk * uk * (uk + static_cast<std::uint64_t>(m));
  const std::string size = std::to_string(n) + " states with backward moves to " + std::to_string(k) + " of them";
  if (cells > kMaxEverCells) {
    why = "P(a turn begins) on " + size + " needs tables of " + std::to_string(cells) + " numbers, more than " +
          std::to_string(kMaxEverCells);
    return std::nullopt;
  }
  if (cost > budget - std::min(budget, work)) {
    why = "P(a turn begins) on " + size + " needs " + std::to_string(cost) +
          " units of work, more than the analysis' work budget left of " + std::to_string(budget - std::min(budget, work));
    return std::nullopt;
  }
  work += cost;
  const RowMatrix upper = a.triangularView<Eigen::Upper>();
  std::vector<double> diagonal(rows.size());
  for (Eigen::Index i = 0; i < m; ++i) {
    const Eigen::Index j = rows[static_cast<std::size_t>(i)];
    diagonal[static_cast<std::size_t>(i)] = 1 / upper.coeff(j, j);
  }
  if (k == 0) return diagonal;
  Eigen::MatrixXd x = Eigen::MatrixXd::Zero(n, k);
  for (Eigen::Index r = 0; r < n; ++r) {
    for (RowMatrix::InnerIterator it(a, r); it && it.col() < r; ++it) x(r, slot[static_cast<std::size_t>(it.col())]) = it.value();
  }
  upper.triangularView<Eigen::Upper>().solveInPlace(x);
  Eigen::MatrixXd y = Eigen::MatrixXd::Zero(n, k);
  for (Eigen::Index b = 0; b < k; ++b) y(targets[static_cast<std::size_t>(b)], b) = 1;
  const Eigen::SparseMatrix<double> lower = upper.transpose();
  lower.triangularView<Eigen::Lower>().solveInPlace(y);
  Eigen::MatrixXd s = Eigen::MatrixXd::Identity(k, k);
  for (Eigen::Index b = 0; b < k; ++b) s.row(b) += x.row(targets[static_cast<std::size_t>(b)]);
  const Eigen::MatrixXd c = s.partialPivLu().inverse();
  constexpr Eigen::Index kBlock = 128;
  for (Eigen::Index first = 0; first < m; first += kBlock) {
    const Eigen::Index count = std::min(kBlock, m - first);
    const Eigen::Index low = rows[static_cast<std::size_t>(first)];
    const Eigen::Index high = rows[static_cast<std::size_t>(first + count - 1)];
    // Y_j's columns: the targets ≤ high; X_j's: the targets moved to from some state ≥ low.
    const auto below = static_cast<Eigen::Index>(std::upper_bound(targets.begin(), targets.end(), high) - targets.begin());
    std::vector<Eigen::Index> reached;
    for (Eigen::Index b = 0; b < k; ++b) {
      if (from_above[static_cast<std::size_t>(targets[static_cast<std::size_t>(b)])] >= low) reached.push_back(b);
    }
    if (below == 0 || reached.empty()) continue;
    std::vector<Eigen::Index> block(rows.begin() + first, rows.begin() + first + count);
    const Eigen::MatrixXd w = x(block, reached) * c(reached, Eigen::seqN(0, below));
    for (Eigen::Index i = 0; i < count; ++i) {
      diagonal[static_cast<std::size_t>(first + i)] -= w.row(i).dot(y.row(block[static_cast<std::size_t>(i)]).head(below));
    }
  }
  return diagonal;
}

}  // namespace snl::internal
