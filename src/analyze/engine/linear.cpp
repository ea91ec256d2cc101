// The linear systems of the chain (analyze/engine/linear.hpp): I − Q over the states that can finish, built at once in
// compressed form, and what is asked of it — the expectations and their spread, the visits, blocks of columns, the
// effects of redirected moves by Woodbury's identity. The solver is solver.cpp's.
#include "analyze/engine/linear.hpp"

// Before Eigen: its allocations are held to a budget (core/eigen_budget.hpp).
#include "core/eigen_budget.hpp"
#include <Eigen/Dense>
#include <Eigen/SparseCore>
#include <algorithm>
#include <cassert>
#include <cmath>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

#include "analyze/engine/inverse_diagonal.hpp"
#include "analyze/engine/solver.hpp"
#include "core/bytes.hpp"
#include "snl/error.hpp"

namespace snl::internal {
namespace {

static_assert(std::is_same_v<RowMatrix, Eigen::SparseMatrix<double, Eigen::RowMajor>>);

/// The linear systems over the states that can finish (the live states, in position order, start first):
/// I − Q_live, and the one-roll probabilities of finishing; `leaks` when a live state can fall into a trap.
struct LiveSystem {
  std::vector<std::uint32_t> live_of;  // chain state → live index, kFinish when it cannot finish
  std::size_t size = 0;
  std::vector<std::pair<std::uint32_t, double>> finish;
  bool leaks = false;
  RowMatrix matrix;
};

/// Charged to `meter` row by row as it is built (half of price::kMatrixEntry an entry in each of its two passes, the
/// other half standing for the preconditioner's), so that the checkpoint may stop a large one.
LiveSystem live_system(const Chain& chain, const std::vector<bool>& finishes, WorkMeter& meter) {
  constexpr const char* kWhat = "building the linear system of this board";
  const auto charge_row = [&](std::size_t s) {
    meter.charge((chain.offset[s + 1] - chain.offset[s] + 1) * (price::kMatrixEntry / 2), kWhat);
  };
  LiveSystem live;
  live.live_of.assign(chain.size(), kFinish);
  for (std::size_t s = 0; s < chain.size(); ++s) {
    if (finishes[s]) live.live_of[s] = static_cast<std::uint32_t>(live.size++);
  }
  const auto n = static_cast<Eigen::Index>(live.size);
  // Built in compressed form at once, in two passes (count, then fill): inserting into a reserved matrix and then
  // compressing it moved every entry once more and took a fifth of a 100-faced die's analysis on 300×300.
  const auto live_target = [&](std::size_t e) {
    const std::uint32_t t = chain.target[e];
    return t == kFinish ? kFinish : live.live_of[t];
  };
  live.matrix.resize(n, n);
  int* const outer = live.matrix.outerIndexPtr();
  std::size_t entries = 0;
  for (std::size_t s = 0; s < chain.size(); ++s) {
    charge_row(s);
    const std::uint32_t from = live.live_of[s];
    if (from == kFinish) continue;
    bool diagonal = false;
    for (std::size_t e = chain.offset[s]; e < chain.offset[s + 1]; ++e) {
      const std::uint32_t to = live_target(e);
      if (to == kFinish) continue;
      ++entries;
      diagonal = diagonal || to == from;
    }
    if (!diagonal) ++entries;
    outer[from + 1] = static_cast<int>(entries);
  }
  live.matrix.resizeNonZeros(static_cast<Eigen::Index>(entries));
  int* const inner = live.matrix.innerIndexPtr();
  double* const value = live.matrix.valuePtr();
  std::size_t k = 0;
  // Rows in order, columns ascending within a row (targets are sorted and live indices keep the order).
  for (std::size_t s = 0; s < chain.size(); ++s) {
    charge_row(s);
    const std::uint32_t from = live.live_of[s];
    if (from == kFinish) continue;
    bool diagonal = false;
    // 1 − q_ss as the sum of the probabilities of leaving, not 1 minus staying: with a die of weights 1e-10 and 1,
    // 1 − (1 − 1e-10) keeps 6 digits of the 16 (issue 36, item 13: 25.99999962 for 26.00000003).
    double leave = 0;
    for (std::size_t e = chain.offset[s]; e < chain.offset[s + 1]; ++e) {
      if (chain.target[e] != s) leave += chain.probability(e);
    }
    const auto put = [&](std::uint32_t column, double v) {
      inner[k] = static_cast<int>(column);
      value[k++] = v;
    };
    for (std::size_t e = chain.offset[s]; e < chain.offset[s + 1]; ++e) {
      const double weight = chain.probability(e);
      if (chain.target[e] == kFinish) {
        live.finish.emplace_back(from, weight);
        continue;
      }
      const std::uint32_t to = live_target(e);
      if (to == kFinish) {
        live.leaks = true;
        continue;
      }
      if (!diagonal && to >= from) {
        put(from, to == from ? leave : 1.0);
        diagonal = true;
        if (to == from) continue;
      }
      put(to, -weight);
    }
    if (!diagonal) put(from, 1.0);
  }
  return live;
}

/// Σ_t Q_st·[t is reached by a roll that ends the turn, when `turns`]·x_t over the live states, for every live s
/// (0 once finished): the expected value of x after one roll.
Eigen::VectorXd times_q(const Chain& chain, const LiveSystem& live, const Eigen::VectorXd& x, bool turns) {
  Eigen::VectorXd y = Eigen::VectorXd::Zero(static_cast<Eigen::Index>(live.size));
  for (std::size_t s = 0; s < chain.size(); ++s) {
    const std::uint32_t from = live.live_of[s];
    if (from == kFinish) continue;
    double sum = 0;
    for (std::size_t e = chain.offset[s]; e < chain.offset[s + 1]; ++e) {
      const std::uint32_t t = chain.target[e];
      if (t != kFinish && (!turns || chain.ends_turn(e))) sum += chain.probability(e) * x[live.live_of[t]];
    }
    y[from] = sum;
  }
  return y;
}

/// The probability that the next roll from each live state ends the turn (or leaves play: a trap).
Eigen::VectorXd turn_ends(const Chain& chain, const LiveSystem& live) {
  Eigen::VectorXd y = Eigen::VectorXd::Zero(static_cast<Eigen::Index>(live.size));
  for (std::size_t s = 0; s < chain.size(); ++s) {
    const std::uint32_t from = live.live_of[s];
    if (from == kFinish) continue;
    for (std::size_t e = chain.offset[s]; e < chain.offset[s + 1]; ++e) {
      const bool trapped = chain.target[e] != kFinish && live.live_of[chain.target[e]] == kFinish;
      if (chain.ends_turn(e) || trapped) y[from] += chain.probability(e);
    }
  }
  return y;
}

/// A sum of products a·b kept with its rounding errors (Ogita, Rump and Oishi's Dot2: the product's error by fma,
/// the sum's by TwoSum): as accurate as if summed in twice the precision, then rounded once.
class CompensatedSum {
 public:
  void add(double a, double b) {
    const double p = a * b;
    const double product_error = std::fma(a, b, -p);
    const double s = sum_ + p;
    const double z = s - sum_;
    error_ += product_error + ((sum_ - (s - z)) + (p - z));
    sum_ = s;
  }
  double value() const { return sum_ + error_; }

 private:
  double sum_ = 0;
  double error_ = 0;
};

/// Whether the chain's weights are exact in double (all below 2⁵³, as their total is), so that exact_residual is.
bool exact_weights(const Chain& chain) { return chain.total <= (std::uint64_t{1} << 53); }

/// b − (I − Q)x over the live states (or b − (I − Q)ᵀx when `transposed`), from the chain's integer weights: total·r =
/// total·b − leave·x + Σ w·x, each row summed by CompensatedSum and divided by the total once. The residual of the
/// exact system, not of its rounding to probabilities, so that refinement reaches the exact solution's last digits on
/// an ill-conditioned chain (a die weighted 1e-10 : 1 was 8.3·10⁻⁸ off with the rounded system: issue 51, item 10).
Eigen::VectorXd exact_residual(const Chain& chain, const LiveSystem& live, const Eigen::VectorXd& x,
                               const Eigen::VectorXd& b, bool transposed) {
  const auto total = static_cast<double>(chain.total);
  std::vector<CompensatedSum> rows(live.size);
  for (std::size_t s = 0; s < chain.size(); ++s) {
    const std::uint32_t from = live.live_of[s];
    if (from == kFinish) continue;
    std::uint64_t leave = 0;
    for (std::size_t e = chain.offset[s]; e < chain.offset[s + 1]; ++e) {
      const std::uint32_t t = chain.target[e];
      if (t == s) continue;
      leave += chain.weight[e];
      const std::uint32_t to = t == kFinish ? kFinish : live.live_of[t];
      if (to == kFinish) continue;
      if (transposed) {
        rows[to].add(static_cast<double>(chain.weight[e]), x[from]);
      } else {
        rows[from].add(static_cast<double>(chain.weight[e]), x[to]);
      }
    }
    rows[from].add(total, b[from]);
    rows[from].add(-static_cast<double>(leave), x[from]);
  }
  Eigen::VectorXd r(static_cast<Eigen::Index>(live.size));
  for (std::size_t i = 0; i < live.size; ++i) r[static_cast<Eigen::Index>(i)] = rows[i].value() / total;
  return r;
}

/// Refuses to build the linear system of `chain` (its matrix, and the iterative solver's preconditioner) when its work
/// would pass the budget (live_system charges it as it goes), or its memory would not fit in what is left (a 100-faced
/// die on 1000×1000 under `ulimit -v 2500000` ran out of memory 20 s in; the LU's own memory is held to EigenBudget).
void require_assembly(const Chain& chain, LinearSolver choice, const WorkMeter& meter) {
  const std::uint64_t entries = chain.target.size() + chain.size();
  meter.require(entries * price::kMatrixEntry, "building the linear system of this board");
  // An entry: a double and a column index; the preconditioner holds at most as many.
  const std::uint64_t bytes = entries * (sizeof(double) + sizeof(int)) * (uses_krylov(choice, chain.size()) ? 2 : 1);
  if (bytes < kEigenUnchecked) return;
  const MemoryLeft left = memory_left();
  if (bytes > left.bytes) {
    throw LimitError("building the linear system of this board needs about " + bytes_text(bytes) +
                     ", more than the memory left (" + left.why + ")");
  }
}

/// Charges `solves` solves of `live` to `work`, or throws LimitError (naming `what`) when they pass `budget`.
void charge_solves(std::uint64_t solves, const Chain& chain, const LiveSystem& live, std::uint64_t budget,
                   std::uint64_t& work, const std::string& what) {
  const std::uint64_t cost = solves * (chain.target.size() + live.size) * price::kSolveEntry;
  if (cost > budget - std::min(budget, work)) {
    throw LimitError(what + " need " + std::to_string(solves) + " solves of " + std::to_string(live.size) +
                     " states, more than the analysis' work budget of " + std::to_string(budget) +
                     " units (the option max_work raises it)");
  }
  work += cost;
}

}  // namespace

struct Systems::Impl {
  Impl(const Chain& c, const std::vector<bool>& finishes, LinearSolver choice, WorkMeter& work_meter)
      : chain(c), live((require_assembly(c, choice, work_meter), live_system(c, finishes, work_meter))),
        solver(live.matrix, choice, work_meter), meter(work_meter) {}
  /// (I − Q)x = b (or (I − Q)ᵀx = b), by the LU refined against exact_residual until a correction changes no more
  /// than the last bits (at most kRefinements corrections: each gains about −log₁₀(cond · 2⁻⁵³) digits).
  Eigen::VectorXd solve(const Eigen::VectorXd& b, bool transposed = false) {
    constexpr int kRefinements = 3;
    const bool refined = solver.direct() && exact_weights(chain);
    // Refined here: the LU's substitution alone first (the Solver's own step of plain refinement would be redone).
    Eigen::VectorXd x = refined      ? solver.correction(b, transposed)
                        : transposed ? solver.solve_transposed(b)
                                     : solver.solve(b);
    if (!solver.direct() || !exact_weights(chain)) return x;  // BiCGSTAB (or its fallback to the LU, refined there)
    for (int step = 0; step < kRefinements; ++step) {
      const Eigen::VectorXd d = solver.correction(exact_residual(chain, live, x, b, transposed), transposed);
      x += d;
      if (!(d.lpNorm<Eigen::Infinity>() > 0x1p-51 * x.lpNorm<Eigen::Infinity>())) break;
    }
    return x;
  }
  const Chain& chain;
  LiveSystem live;
  Solver solver;
  Eigen::MatrixXd rhs, solution;  // solve_columns' blocks, kept: fresh pages for each cost as much as the solve
  WorkMeter& meter;
};

Systems::Systems(const Chain& chain, const std::vector<bool>& finishes, LinearSolver choice, WorkMeter& meter)
    : impl_(std::make_unique<Impl>(chain, finishes, choice, meter)) {}

Systems::~Systems() = default;

Visits Systems::visits(const std::vector<std::uint32_t>& returns, std::uint64_t budget, std::uint64_t& work,
                      std::uint64_t returns_budget) {
  const Chain& chain = impl_->chain;
  const LiveSystem& live = impl_->live;
  const auto n = static_cast<Eigen::Index>(live.size);
  charge_solves(1, chain, live, budget, work, "the figures of each square");
  Visits v;
  // Visits: the row of N = (I − Q)⁻¹ for the start, the solution of (I − Q)ᵀ v = e_start, by the factorization of
  // I − Q already made (a factorization of the transpose of its own cost 0.8 s on a 100×100 board with 1,000 jumps).
  Eigen::VectorXd start = Eigen::VectorXd::Zero(n);
  start[0] = 1;
  const Eigen::VectorXd row = impl_->solve(start, true);
  v.visits.assign(chain.size(), -1);
  for (std::size_t s = 0; s < chain.size(); ++s) {
    if (live.live_of[s] != kFinish) v.visits[s] = std::max(0.0, row[live.live_of[s]]);
  }
  if (!returns.empty()) {
    std::vector<std::uint32_t> rows;
    for (const std::uint32_t s : returns) rows.push_back(live.live_of[s]);
    if (auto diagonal = inverse_diagonal(live.matrix, rows, returns_budget, work, v.returns_left_out, impl_->meter)) {
      v.returns = std::move(*diagonal);
    }
  }
  return v;
}

void Systems::solve_columns(std::vector<double>& columns, std::size_t count, std::uint64_t budget, std::uint64_t& work,
                            const std::string& what) {
  const Chain& chain = impl_->chain;
  const LiveSystem& live = impl_->live;
  const std::size_t n = chain.size();
  assert(columns.size() == n * count);
  charge_solves(count, chain, live, budget, work, what);
  Eigen::MatrixXd& b = impl_->rhs;
  b.resize(static_cast<Eigen::Index>(live.size), static_cast<Eigen::Index>(count));
  b.setZero();
  for (std::size_t c = 0; c < count; ++c) {
    for (std::size_t s = 0; s < n; ++s) {
      if (live.live_of[s] != kFinish) b(live.live_of[s], static_cast<Eigen::Index>(c)) = columns[c * n + s];
    }
  }
  impl_->solver.solve_block(b, impl_->solution);
  for (std::size_t c = 0; c < count; ++c) {
    for (std::size_t s = 0; s < n; ++s) {
      columns[c * n + s] =
          live.live_of[s] != kFinish ? impl_->solution(live.live_of[s], static_cast<Eigen::Index>(c)) : 0.0;
    }
  }
}

std::vector<Redirected> redirected_expectations(const Chain& chain, const std::vector<Redirect>& redirects, bool turns,
                                                LinearSolver choice, std::uint64_t budget, std::uint64_t& work,
                                                Checkpoint* checkpoint) {
  WorkMeter meter(budget, work, checkpoint);
  require_assembly(chain, choice, meter);
  const LiveSystem live = live_system(chain, std::vector<bool>(chain.size(), true), meter);
  const auto n = static_cast<Eigen::Index>(live.size);
  std::size_t columns = 0;
  for (const Redirect& r : redirects) columns += r.moves.size();
  charge_solves(2 + columns, chain, live, budget, work, "the effects of " + std::to_string(redirects.size()) + " jumps");
  Solver solver(live.matrix, choice, meter);
  const Eigen::VectorXd t = solver.solve(Eigen::VectorXd::Ones(n));
  const Eigen::VectorXd tau = turns ? solver.solve(turn_ends(chain, live)) : t;
  const auto at = [](const auto& x, std::uint32_t state) { return state == kFinish ? 0.0 : x(state); };
  // Each column's z = (I − Q)⁻¹a at the rows its redirect needs: the start, then each move's `to` and `from`.
  std::vector<std::pair<std::size_t, std::size_t>> column_of;  // (redirect, move)
  for (std::size_t r = 0; r < redirects.size(); ++r) {
    for (std::size_t m = 0; m < redirects[r].moves.size(); ++m) column_of.emplace_back(r, m);
  }
  std::vector<std::vector<double>> needed(columns);
  constexpr std::size_t kBlock = 64;  // one block solve costs a fraction of as many single ones
  for (std::size_t first = 0; first < columns; first += kBlock) {
    const std::size_t count = std::min(kBlock, columns - first);
    Eigen::MatrixXd a = Eigen::MatrixXd::Zero(n, static_cast<Eigen::Index>(count));
    for (std::size_t c = 0; c < count; ++c) {
      const auto [r, m] = column_of[first + c];
      for (const auto& [state, p] : redirects[r].moves[m].moved) a(state, static_cast<Eigen::Index>(c)) += p;
    }
    const Eigen::MatrixXd z = solver.solve_block(a);
    for (std::size_t c = 0; c < count; ++c) {
      const Redirect& redirect = redirects[column_of[first + c].first];
      const auto column = z.col(static_cast<Eigen::Index>(c));
      std::vector<double>& rows = needed[first + c];
      rows.push_back(column(0));
      for (const Redirect::Move& move : redirect.moves) {
        rows.push_back(at(column, move.to));
        rows.push_back(at(column, move.from));
      }
    }
  }
  std::vector<Redirected> out(redirects.size());
  std::size_t next = 0;
  for (std::size_t r = 0; r < redirects.size(); ++r) {
    const std::vector<Redirect::Move>& moves = redirects[r].moves;
    const auto k = static_cast<Eigen::Index>(moves.size());
    const std::size_t first = next;
    next += moves.size();
    if (k == 0) {
      out[r] = {t[0], tau[0]};
      continue;
    }
    // K = I − WᵀZ, and Wᵀt, Wᵀτ.
    Eigen::MatrixXd kk = Eigen::MatrixXd::Identity(k, k);
    Eigen::VectorXd wt(k), wtau(k), z0(k);
    for (Eigen::Index j = 0; j < k; ++j) {
      const std::vector<double>& rows = needed[first + static_cast<std::size_t>(j)];
      z0(j) = rows[0];
      for (Eigen::Index i = 0; i < k; ++i) {
        kk(i, j) -= rows[1 + 2 * static_cast<std::size_t>(i)] - rows[2 + 2 * static_cast<std::size_t>(i)];
      }
    }
    for (Eigen::Index i = 0; i < k; ++i) {
      const Redirect::Move& move = moves[static_cast<std::size_t>(i)];
      wt(i) = at(t, move.to) - at(t, move.from);
      wtau(i) = at(tau, move.to) - at(tau, move.from);
    }
    // K's least singular value near 0: the change leaves states that cannot finish (or almost), not this identity's,
    // whose rounding error grows as its inverse.
    if (!(Eigen::JacobiSVD<Eigen::MatrixXd>(kk).singularValues().minCoeff() > 1e-6)) continue;
    const Eigen::PartialPivLU<Eigen::MatrixXd> lu(kk);
    out[r].rolls = t[0] + z0.dot(lu.solve(wt));
    out[r].turns = tau[0] + z0.dot(lu.solve(wtau));
  }
  return out;
}

void Systems::done(std::uint64_t units) { impl_->meter.done(units); }

Expectations Systems::expectations(bool turns) {
  const Chain& chain = impl_->chain;
  const LiveSystem& live = impl_->live;
  Expectations e;
  const auto n = static_cast<Eigen::Index>(live.size);
  // t = the expected number of rolls while in play (until finished or trapped), from every live state.
  const Eigen::VectorXd t = impl_->solve(Eigen::VectorXd::Ones(n));
  e.rolls_in_play = e.turns_in_play = t[0];
  e.remaining.assign(chain.size(), -1);
  for (std::size_t s = 0; s < chain.size(); ++s) {
    if (live.live_of[s] != kFinish) e.remaining[s] = t[live.live_of[s]];
  }
  Eigen::VectorXd ends;
  Eigen::VectorXd tau;
  if (turns) {
    ends = turn_ends(chain, live);
    tau = impl_->solve(ends);
    e.turns_in_play = tau[0];
  }
  if (!live.leaks) {
    // Every reachable state can finish, so the token finishes with probability 1 and t is the game length;
    // Var = E[T²] − E[T]², with E[T²] from (I − Q) s = 1 + 2 Q t (and the same with a reward per turn).
    e.finish_probability = 1;
    const Eigen::VectorXd s = impl_->solve(Eigen::VectorXd::Ones(n) + 2 * times_q(chain, live, t, false));
    e.expected_rolls = t[0];
    e.std_dev = std::sqrt(std::max(0.0, s[0] - t[0] * t[0]));
    e.expected_turns = e.expected_rolls;
    e.turns_std_dev = e.std_dev;
    if (turns) {
      const Eigen::VectorXd s2 = impl_->solve(ends + 2 * times_q(chain, live, tau, true));
      e.expected_turns = tau[0];
      e.turns_std_dev = std::sqrt(std::max(0.0, s2[0] - tau[0] * tau[0]));
    }
  } else {
    Eigen::VectorXd once = Eigen::VectorXd::Zero(n);
    for (const auto& [state, weight] : live.finish) once[state] += weight;
    const Eigen::VectorXd f = impl_->solve(once);
    e.finish_probability = std::clamp(f[0], 0.0, 1.0);
  }
  e.solved_by = impl_->solver.method();
  return e;
}

Expectations solve_expectations(const Chain& chain, const std::vector<bool>& finishes, bool turns,
                                LinearSolver choice, std::uint64_t budget, std::uint64_t& work,
                                Checkpoint* checkpoint) {
  WorkMeter meter(budget, work, checkpoint);
  return Systems(chain, finishes, choice, meter).expectations(turns);
}

}  // namespace snl::internal
