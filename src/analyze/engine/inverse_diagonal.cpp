// The diagonal of (I − Q)⁻¹ over chosen states by Woodbury's identity (analyze/engine/inverse_diagonal.hpp).
#include "analyze/engine/inverse_diagonal.hpp"

// Before Eigen: its allocations are held to a budget (core/eigen_budget.hpp).
#include "core/eigen_budget.hpp"
#include <Eigen/Dense>
#include <Eigen/SparseCore>
#include <algorithm>
#include <utility>
#include <vector>

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
                                                    std::uint64_t budget, std::uint64_t& work, std::string& why,
                                                    const WorkMeter& meter) {
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
  // X's and Y's rows asked for, and the scratch of a slice of columns (below).
  const std::uint64_t cells = 2 * static_cast<std::uint64_t>(m) * static_cast<std::uint64_t>(k) +
                              static_cast<std::uint64_t>(n) * static_cast<std::uint64_t>(std::min<Eigen::Index>(k, 32));
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
  // X and Y a slice of columns at a time in one n-row scratch, of which only the rows asked for are kept (and X's rows
  // at the targets, into S): whole n × k tables, zeroed and touched for the first time, were most of the time and
  // memory under roll-again rules, whose rows are half the states (the turns' starts).
  Eigen::MatrixXd x(m, k);  // X's rows `rows`, every entry written below
  Eigen::MatrixXd y(m, k);  // Y's
  Eigen::MatrixXd s = Eigen::MatrixXd::Identity(k, k);
  std::vector<std::size_t> column_start(static_cast<std::size_t>(k) + 1, 0);  // P's entries by column
  for (Eigen::Index r = 0; r < n; ++r) {
    for (RowMatrix::InnerIterator it(a, r); it && it.col() < r; ++it) ++column_start[static_cast<std::size_t>(slot[static_cast<std::size_t>(it.col())]) + 1];
  }
  for (std::size_t b = 0; b < static_cast<std::size_t>(k); ++b) column_start[b + 1] += column_start[b];
  std::vector<std::pair<Eigen::Index, double>> entries(column_start.back());
  {
    std::vector<std::size_t> fill(column_start.begin(), column_start.end() - 1);
    for (Eigen::Index r = 0; r < n; ++r) {
      for (RowMatrix::InnerIterator it(a, r); it && it.col() < r; ++it) {
        entries[fill[static_cast<std::size_t>(slot[static_cast<std::size_t>(it.col())])]++] = {r, it.value()};
      }
    }
  }
  const Eigen::SparseMatrix<double> lower = upper.transpose();
  constexpr Eigen::Index kSlice = 32;  // as counted in `cells`
  Eigen::MatrixXd scratch(n, std::min(kSlice, k));
  for (Eigen::Index first = 0; first < k; first += kSlice) {
    const Eigen::Index count = std::min(kSlice, k - first);
    auto part = scratch.leftCols(count);
    part.setZero();
    for (Eigen::Index b = 0; b < count; ++b) {
      const auto column = static_cast<std::size_t>(first + b);
      for (std::size_t e = column_start[column]; e < column_start[column + 1]; ++e) part(entries[e].first, b) = entries[e].second;
    }
    upper.triangularView<Eigen::Upper>().solveInPlace(part);
    for (Eigen::Index b = 0; b < count; ++b) {
      for (Eigen::Index i = 0; i < m; ++i) x(i, first + b) = part(rows[static_cast<std::size_t>(i)], b);
      for (Eigen::Index t = 0; t < k; ++t) s(t, first + b) += part(targets[static_cast<std::size_t>(t)], b);
    }
    part.setZero();
    for (Eigen::Index b = 0; b < count; ++b) part(targets[static_cast<std::size_t>(first + b)], b) = 1;
    lower.triangularView<Eigen::Lower>().solveInPlace(part);
    for (Eigen::Index b = 0; b < count; ++b) {
      for (Eigen::Index i = 0; i < m; ++i) y(i, first + b) = part(rows[static_cast<std::size_t>(i)], b);
    }
    meter.done(2 * static_cast<std::uint64_t>(count) * static_cast<std::uint64_t>(a.nonZeros()));
  }
  // C = S⁻¹ a block of columns at a time, so that the checkpoint is asked between blocks (k = 1,288 took 10 s
  // under the sanitizers, with no way to stop it).
  const Eigen::PartialPivLU<Eigen::MatrixXd> factors(s);
  meter.done(uk * uk * uk / 3);
  constexpr Eigen::Index kBlock = 128;
  Eigen::MatrixXd c(k, k);
  for (Eigen::Index first = 0; first < k; first += kBlock) {
    const Eigen::Index count = std::min(kBlock, k - first);
    c.middleCols(first, count) = factors.solve(Eigen::MatrixXd::Identity(k, k).middleCols(first, count));
    meter.done(uk * uk * static_cast<std::uint64_t>(count));
  }
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
    const Eigen::MatrixXd w = x(Eigen::seqN(first, count), reached) * c(reached, Eigen::seqN(0, below));
    for (Eigen::Index i = 0; i < count; ++i) {
      diagonal[static_cast<std::size_t>(first + i)] -= w.row(i).dot(y.row(first + i).head(below));
    }
    meter.done(static_cast<std::uint64_t>(count) * reached.size() * static_cast<std::uint64_t>(below));
  }
  return diagonal;
}

}  // namespace snl::internal
