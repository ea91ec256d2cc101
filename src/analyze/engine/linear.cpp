#include "analyze/engine/linear.hpp"

// Before Eigen: its allocations are held to a budget (core/eigen_budget.hpp).
#include "core/eigen_budget.hpp"
#include <Eigen/Dense>
#include <Eigen/IterativeLinearSolvers>
#include <Eigen/SparseCore>
#include <Eigen/SparseLU>
#include <algorithm>
#include <cassert>
#include <cmath>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

#include "analyze/engine/inverse_diagonal.hpp"
#include "core/bytes.hpp"
#include "snl/error.hpp"

namespace snl::internal {
namespace {

/// Systems of up to this many states are solved by the sparse LU, larger ones by BiCGSTAB (LinearSolver::automatic).
constexpr Eigen::Index kDirectStates = 20'000;

/// Whether a system of `states` states is solved by BiCGSTAB (else by the sparse LU).
bool uses_krylov(LinearSolver choice, std::size_t states) {
  return choice == LinearSolver::bicgstab ||
         (choice == LinearSolver::automatic && states > static_cast<std::size_t>(kDirectStates));
}

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

/// The preconditioner of the iterative solver: the upper triangle of I − Q in position order (the moves that
/// go forward, and staying), solved exactly by back substitution. On a board whose only backward moves are a
/// few long snakes the preconditioned system converges in a handful of iterations. For (I − Q)ᵀ the same moves are
/// its lower triangle (`transposed`): its upper one, the backward moves, left BiCGSTAB unconverged on chains of
/// 33,100 states (roll-again rules with a limit, --squares), and the LU it fell back to past the work budget.
class ForwardPreconditioner {
 public:
  ForwardPreconditioner() = default;
  template <class Matrix>
  explicit ForwardPreconditioner(const Matrix& matrix) {
    compute(matrix);
  }
  /// Gives `meter`'s checkpoint its chance to stop the work while the triangle is copied (its price is charged with
  /// the linear system's).
  void watch(const WorkMeter* meter) { meter_ = meter; }
  /// The matrix given will be (I − Q)ᵀ: keep its lower triangle.
  void transposed(bool on) { lower_ = on; }
  template <class Matrix>
  ForwardPreconditioner& analyzePattern(const Matrix&) {
    return *this;
  }
  template <class Matrix>
  ForwardPreconditioner& factorize(const Matrix& matrix) {
    return compute(matrix);
  }
  template <class Matrix>
  ForwardPreconditioner& compute(const Matrix& matrix) {
    // The upper triangle of a compressed row-major matrix is a suffix of each row: copied at once (Eigen's
    // triangularView assignment copied twice and took a quarter of a 100-faced die's analysis on 300×300).
    static_assert(Matrix::IsRowMajor);
    eigen_assert(matrix.isCompressed());
    const auto n = matrix.rows();
    const int* outer = matrix.outerIndexPtr();
    const int* inner = matrix.innerIndexPtr();
    const double* value = matrix.valuePtr();
    upper_.resize(n, n);
    std::vector<int> first(static_cast<std::size_t>(n));
    std::vector<int> end(static_cast<std::size_t>(n));
    Eigen::Index entries = 0;
    constexpr Eigen::Index kRowsBetweenChecks = Eigen::Index{1} << 16;
    for (Eigen::Index r = 0; r < n; ++r) {
      if (meter_ != nullptr && r % kRowsBetweenChecks == 0) meter_->now();
      const int* diagonal = std::lower_bound(inner + outer[r], inner + outer[r + 1], static_cast<int>(r));
      // The triangle's part of row r: from the diagonal on (upper), or up to it (lower).
      first[r] = lower_ ? outer[r] : static_cast<int>(diagonal - inner);
      end[r] = lower_ ? static_cast<int>(diagonal - inner) + 1 : outer[r + 1];
      entries += end[r] - first[r];
      upper_.outerIndexPtr()[r + 1] = static_cast<int>(entries);
    }
    upper_.resizeNonZeros(entries);
    for (Eigen::Index r = 0; r < n; ++r) {
      if (meter_ != nullptr && r % kRowsBetweenChecks == 0) meter_->now();
      const int to = upper_.outerIndexPtr()[r];
      std::copy(inner + first[r], inner + end[r], upper_.innerIndexPtr() + to);
      std::copy(value + first[r], value + end[r], upper_.valuePtr() + to);
    }
    return *this;
  }
  template <class Rhs>
  Eigen::VectorXd solve(const Rhs& b) const {
    Eigen::VectorXd x = b;
    if (lower_) {
      upper_.triangularView<Eigen::Lower>().solveInPlace(x);
    } else {
      upper_.triangularView<Eigen::Upper>().solveInPlace(x);
    }
    return x;
  }
  Eigen::ComputationInfo info() const { return Eigen::Success; }

 private:
  RowMatrix upper_;  // the triangle kept (the lower one when `lower_`)
  const WorkMeter* meter_ = nullptr;
  bool lower_ = false;
};

/// Eigen's SparseLU whose factorization charges its work to the analysis' budget as it runs: Eigen's factorize()
/// (SparseLU.h, Eigen 3.4, MPL 2.0) with a charge after each column — about the multiply-adds that column took: its
/// height in L times the columns of its supernode before it and itself, plus the height in L of each column its U
/// entries name — so that a factorization whose fill-in explodes is refused (LimitError) or stopped (the checkpoint)
/// within a column of passing the budget, not after minutes. The fill-in is not known before it is made.
class MeteredLu : public Eigen::SparseLU<Eigen::SparseMatrix<double>, Eigen::COLAMDOrdering<int>> {
 public:
  void factorize(const MatrixType& matrix, WorkMeter& meter, const char* what) {
    using Eigen::Index;
    using Eigen::internal::emptyIdxLU;
    eigen_assert(m_analysisIsOk && matrix.isCompressed());
    m_isInitialized = true;
    m_mat = matrix;
    if (m_perm_c.size()) {
      m_mat.uncompress();
      const StorageIndex* outer = matrix.outerIndexPtr();
      for (Index i = 0; i < matrix.cols(); i++) {
        m_mat.outerIndexPtr()[m_perm_c.indices()(i)] = outer[i];
        m_mat.innerNonZeroPtr()[m_perm_c.indices()(i)] = outer[i + 1] - outer[i];
      }
    } else {
      m_perm_c.resize(matrix.cols());
      for (StorageIndex i = 0; i < matrix.cols(); ++i) m_perm_c.indices()(i) = i;
    }
    Index m = m_mat.rows();  // not const: Eigen's helpers take it by reference
    const Index n = m_mat.cols();
    const Index nnz = m_mat.nonZeros();
    const Index maxpanel = m_perfv.panel_size * m;
    Index lwork = 0;
    if (Base::memInit(m, n, nnz, lwork, m_perfv.fillfactor, m_perfv.panel_size, m_glu)) return fail();
    IndexVector segrep(m);
    segrep.setZero();
    IndexVector parent(m);
    parent.setZero();
    IndexVector xplore(m);
    xplore.setZero();
    IndexVector repfnz(maxpanel);
    IndexVector panel_lsub(maxpanel);
    IndexVector xprune(n);
    xprune.setZero();
    IndexVector marker(m * Eigen::internal::LUNoMarker);
    marker.setZero();
    repfnz.setConstant(-1);
    panel_lsub.setConstant(-1);
    ScalarVector dense;
    dense.setZero(maxpanel);
    ScalarVector tempv;
    tempv.setZero(Eigen::internal::LUnumTempV(m, m_perfv.panel_size, m_perfv.maxsuper, m));
    PermutationType iperm_c(m_perm_c.inverse());
    IndexVector relax_end(n);
    if (m_symmetricmode) {
      Base::heap_relax_snode(n, m_etree, m_perfv.relax, marker, relax_end);
    } else {
      Base::relax_snode(n, m_etree, m_perfv.relax, marker, relax_end);
    }
    m_perm_r.resize(m);
    m_perm_r.indices().setConstant(-1);
    marker.setConstant(-1);
    m_detPermR = 1;
    m_glu.supno(0) = emptyIdxLU;
    m_glu.xsup.setConstant(0);
    m_glu.xsup(0) = m_glu.xlsub(0) = m_glu.xusub(0) = m_glu.xlusup(0) = Index(0);
    const auto height = [&](Index k) { return static_cast<std::uint64_t>(m_glu.xlusup(k + 1) - m_glu.xlusup(k)); };
    Index pivrow = 0;
    Index nseg1 = 0;
    Index nseg = 0;
    for (Index jcol = 0; jcol < n;) {
      Index panel_size = m_perfv.panel_size;
      Index k = jcol + 1;
      for (; k < (std::min)(jcol + panel_size, n); k++) {
        if (relax_end(k) != emptyIdxLU) {
          panel_size = k - jcol;
          break;
        }
      }
      if (k == n) panel_size = n - jcol;
      Base::panel_dfs(m, panel_size, jcol, m_mat, m_perm_r.indices(), nseg1, dense, panel_lsub, segrep, repfnz,
                      xprune, marker, parent, xplore, m_glu);
      Base::panel_bmod(m, panel_size, jcol, nseg1, dense, tempv, segrep, repfnz, m_glu);
      for (Index jj = jcol; jj < jcol + panel_size; jj++) {
        k = (jj - jcol) * m;
        nseg = nseg1;
        Eigen::VectorBlock<IndexVector> panel_lsubk(panel_lsub, k, m);
        Eigen::VectorBlock<IndexVector> repfnz_k(repfnz, k, m);
        if (Base::column_dfs(m, jj, m_perm_r.indices(), m_perfv.maxsuper, nseg, panel_lsubk, segrep, repfnz_k, xprune,
                             marker, parent, xplore, m_glu)) {
          return fail();
        }
        Eigen::VectorBlock<ScalarVector> dense_k(dense, k, m);
        Eigen::VectorBlock<IndexVector> segrep_k(segrep, nseg1, m - nseg1);
        if (Base::column_bmod(jj, (nseg - nseg1), dense_k, tempv, segrep_k, repfnz_k, jcol, m_glu)) return fail();
        if (Base::copy_to_ucol(jj, nseg, segrep, repfnz_k, m_perm_r.indices(), dense_k, m_glu)) return fail();
        if (Base::pivotL(jj, m_diagpivotthresh, m_perm_r.indices(), iperm_c.indices(), pivrow, m_glu)) return fail();
        if (pivrow != jj) m_detPermR = -m_detPermR;
        Base::pruneL(jj, m_perm_r.indices(), pivrow, nseg, segrep, repfnz_k, xprune, m_glu);
        for (Index i = 0; i < nseg; i++) repfnz_k(segrep(i)) = emptyIdxLU;
        // This column's multiply-adds, about: see the class's comment.
        std::uint64_t units = height(jj) * static_cast<std::uint64_t>(1 + jj - m_glu.xsup(m_glu.supno(jj)));
        for (Index u = m_glu.xusub(jj); u < m_glu.xusub(jj + 1); ++u) units += height(m_glu.usub(u));
        meter.charge(units, what);
      }
      jcol += panel_size;
    }
    m_detPermR = m_perm_r.determinant();
    m_detPermC = m_perm_c.determinant();
    Base::countnz(n, m_nnzL, m_nnzU, m_glu);
    Base::fixupL(n, m_perm_r.indices(), m_glu);
    m_Lstore.setInfos(m, n, m_glu.lusup, m_glu.xlusup, m_glu.lsub, m_glu.xlsub, m_glu.supno, m_glu.xsup);
    new (&m_Ustore) Eigen::MappedSparseMatrix<Scalar, Eigen::ColMajor, StorageIndex>(
        m, n, m_nnzU, m_glu.xusub.data(), m_glu.usub.data(), m_glu.ucol.data());
    m_info = Eigen::Success;
    m_factorizationIsOk = true;
  }

 private:
  void fail() {
    m_info = Eigen::NumericalIssue;
    m_factorizationIsOk = false;
  }
};

/// Solves systems with I − Q. Up to kDirectStates states by Eigen's sparse LU (COLAMD ordering) with one step
/// of iterative refinement; above, by Eigen's BiCGSTAB with the forward preconditioner to a relative residual of
/// 1e-15, falling back to the sparse LU when that does not converge within kKrylovIterations iterations.
/// (On large boards with many long jumps the LU's fill-in explodes while BiCGSTAB needs a few tens of iterations;
/// on boards with many short snakes it is the other way round: docs/analyze.md.)
class Solver {
 public:
  static constexpr Eigen::Index kKrylovIterations = 200;
  /// The work of BiCGSTAB's iterations run in one call: about a second (the checkpoint's chance to stop comes between).
  static constexpr std::uint64_t kSolveSlice = std::uint64_t{1} << 31;

  /// Every factorization and iterative solve is charged to `meter` (which outlives this).
  /// `transposed`: `matrix` is (I − Q)ᵀ.
  Solver(const RowMatrix& matrix, LinearSolver choice, WorkMeter& meter, bool transposed = false)
      : matrix_(matrix), choice_(choice), meter_(meter) {
    if (!uses_krylov(choice, static_cast<std::size_t>(matrix_.rows()))) {
      factorize("sparse LU");
    } else {
      krylov_.setTolerance(1e-15);
      krylov_.setMaxIterations(kKrylovIterations);
      krylov_.preconditioner().watch(&meter_);
      krylov_.preconditioner().transposed(transposed);
      krylov_.compute(matrix_);
    }
  }

  Eigen::VectorXd solve(const Eigen::VectorXd& rhs) {
    if (!lu_) {
      // An iteration: two products with I − Q, two substitutions with its upper triangle, a few vectors' updates.
      const auto iteration = price::kKrylovEntry * static_cast<std::uint64_t>(matrix_.nonZeros()) +
                             price::kKrylovRow * static_cast<std::uint64_t>(matrix_.rows());
      // Run in slices of about a second's work, each from where the last stopped, so that the checkpoint may stop a
      // large solve; a system whose kKrylovIterations iterations fit in one slice (most) is solved in one call. The
      // budget bounds the iterations: a solve it cannot finish is refused.
      const std::uint64_t slice = std::max<std::uint64_t>(1, kSolveSlice / iteration);
      Eigen::VectorXd x = Eigen::VectorXd::Zero(rhs.size());
      std::uint64_t done = 0;
      while (done < static_cast<std::uint64_t>(kKrylovIterations)) {
        const std::uint64_t allowed = std::min<std::uint64_t>(kKrylovIterations - done, meter_.left() / iteration);
        if (allowed == 0) {
          throw over_work_budget("a BiCGSTAB solve of " + std::to_string(matrix_.rows()) + " states", meter_.budget());
        }
        krylov_.setMaxIterations(static_cast<Eigen::Index>(std::min(allowed, slice)));
        const Eigen::VectorXd guess = x;
        x = krylov_.solveWithGuess(rhs, guess);
        const auto iterations = static_cast<std::uint64_t>(std::max<Eigen::Index>(krylov_.iterations(), 1));
        meter_.charge(iterations * iteration, "a BiCGSTAB solve");
        meter_.now();
        done += iterations;
        if (krylov_.info() == Eigen::Success) {
          iterations_ = std::max(iterations_, done);
          return x;
        }
        if (krylov_.info() != Eigen::NoConvergence) break;
      }
      factorize("sparse LU (BiCGSTAB did not converge)");
    }
    Eigen::VectorXd x = lu_->solve(rhs);
    const Eigen::VectorXd residual = rhs - matrix_ * x;
    x += lu_->solve(residual);
    return x;
  }

  /// The same for several right-hand sides at once (the LU's supernodes then work on blocks, not columns), without
  /// the step of refinement (for the jumps' effects, whose 1,000 solves on a 100×100 board it doubled, to
  /// relative errors of 1e-13 instead of 1e-15 on the boards of the tests).
  Eigen::MatrixXd solve_block(const Eigen::MatrixXd& rhs) {
    Eigen::MatrixXd x;
    solve_block(rhs, x);
    return x;
  }
  /// The same into `x` (its storage reused when it has the shape already).
  void solve_block(const Eigen::MatrixXd& rhs, Eigen::MatrixXd& x) {
    x.resize(rhs.rows(), rhs.cols());
    if (!lu_) {
      for (Eigen::Index c = 0; c < rhs.cols(); ++c) x.col(c) = solve(Eigen::VectorXd(rhs.col(c)));
      return;
    }
    x = lu_->solve(rhs);
  }

  /// Solves (I − Q)ᵀ x = rhs: by the same LU when there is one, else by a solver of the transposed matrix.
  Eigen::VectorXd solve_transposed(const Eigen::VectorXd& rhs) {
    if (!lu_) {
      if (!transposed_) {
        transposed_matrix_ = matrix_.transpose();
        transposed_ = std::make_unique<Solver>(transposed_matrix_, choice_, meter_, true);
      }
      return transposed_->solve(rhs);
    }
    Eigen::VectorXd x = lu_->transpose().solve(rhs);
    const Eigen::VectorXd residual = rhs - matrix_.transpose() * x;
    x += lu_->transpose().solve(residual);
    return x;
  }

  /// How the systems were solved, for Analysis::linear_solver.
  std::string method() const {
    return lu_ ? method_ : "BiCGSTAB, at most " + std::to_string(iterations_) + " iterations";
  }

 private:
  using Lu = MeteredLu;

  /// Factorizes I − Q, its factors held to the memory left (core/eigen_budget.hpp): past it, LimitError, never
  /// Eigen's own recovery from std::bad_alloc (which frees a block twice); its work charged to the meter as it runs.
  void factorize(std::string method) {
    method_ = std::move(method);
    columns_ = matrix_;
    columns_.makeCompressed();
    lu_ = std::make_unique<Lu>();
    const std::string what = "the sparse LU factorization of " + std::to_string(matrix_.rows()) + " states";
    meter_.require(static_cast<std::uint64_t>(columns_.nonZeros()), what);  // each entry at least once
    try {
      const EigenBudget budget(what);
      lu_->analyzePattern(columns_);
      lu_->factorize(columns_, meter_, what.c_str());
    } catch (...) {  // rethrown: the factors are half made
      lu_.reset();
      throw;
    }
    if (lu_->info() != Eigen::Success) throw LimitError("the linear system of the chain could not be factorized");
  }

  const RowMatrix& matrix_;
  LinearSolver choice_;
  WorkMeter& meter_;
  RowMatrix transposed_matrix_;
  std::unique_ptr<Solver> transposed_;
  std::string method_;
  std::uint64_t iterations_ = 0;
  Eigen::SparseMatrix<double> columns_;
  std::unique_ptr<Lu> lu_;
  Eigen::BiCGSTAB<RowMatrix, ForwardPreconditioner> krylov_;
};

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
  const Eigen::VectorXd row = impl_->solver.solve_transposed(start);
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

Expectations Systems::expectations(bool turns) {
  const Chain& chain = impl_->chain;
  const LiveSystem& live = impl_->live;
  Solver& solver = impl_->solver;
  Expectations e;
  const auto n = static_cast<Eigen::Index>(live.size);
  // t = the expected number of rolls while in play (until finished or trapped), from every live state.
  const Eigen::VectorXd t = solver.solve(Eigen::VectorXd::Ones(n));
  e.rolls_in_play = e.turns_in_play = t[0];
  e.remaining.assign(chain.size(), -1);
  for (std::size_t s = 0; s < chain.size(); ++s) {
    if (live.live_of[s] != kFinish) e.remaining[s] = t[live.live_of[s]];
  }
  Eigen::VectorXd ends;
  Eigen::VectorXd tau;
  if (turns) {
    ends = turn_ends(chain, live);
    tau = solver.solve(ends);
    e.turns_in_play = tau[0];
  }
  if (!live.leaks) {
    // Every reachable state can finish, so the token finishes with probability 1 and t is the game length;
    // Var = E[T²] − E[T]², with E[T²] from (I − Q) s = 1 + 2 Q t (and the same with a reward per turn).
    e.finish_probability = 1;
    const Eigen::VectorXd s = solver.solve(Eigen::VectorXd::Ones(n) + 2 * times_q(chain, live, t, false));
    e.expected_rolls = t[0];
    e.std_dev = std::sqrt(std::max(0.0, s[0] - t[0] * t[0]));
    e.expected_turns = e.expected_rolls;
    e.turns_std_dev = e.std_dev;
    if (turns) {
      const Eigen::VectorXd s2 = solver.solve(ends + 2 * times_q(chain, live, tau, true));
      e.expected_turns = tau[0];
      e.turns_std_dev = std::sqrt(std::max(0.0, s2[0] - tau[0] * tau[0]));
    }
  } else {
    Eigen::VectorXd once = Eigen::VectorXd::Zero(n);
    for (const auto& [state, weight] : live.finish) once[state] += weight;
    const Eigen::VectorXd f = solver.solve(once);
    e.finish_probability = std::clamp(f[0], 0.0, 1.0);
  }
  e.solved_by = solver.method();
  return e;
}

Expectations solve_expectations(const Chain& chain, const std::vector<bool>& finishes, bool turns,
                                LinearSolver choice, std::uint64_t budget, std::uint64_t& work,
                                Checkpoint* checkpoint) {
  WorkMeter meter(budget, work, checkpoint);
  return Systems(chain, finishes, choice, meter).expectations(turns);
}

}  // namespace snl::internal
