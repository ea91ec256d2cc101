// The solver of the linear systems with I − Q (analyze/engine/solver.hpp): Eigen's sparse LU, its factorization charged
// to the analysis' budget column by column (MeteredLu), or BiCGSTAB with the forward preconditioner, falling back to
// the LU.
#include "analyze/engine/solver.hpp"

// Before Eigen: its allocations are held to a budget (core/eigen_budget.hpp).
#include "core/eigen_budget.hpp"
#include <Eigen/Dense>
#include <Eigen/IterativeLinearSolvers>
#include <Eigen/SparseCore>
#include <Eigen/SparseLU>
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "snl/error.hpp"

namespace snl::internal {

static_assert(std::is_same_v<DenseVector, Eigen::VectorXd> && std::is_same_v<DenseMatrix, Eigen::MatrixXd>);

namespace {

/// Systems of up to this many states are solved by the sparse LU, larger ones by BiCGSTAB (LinearSolver::automatic).
constexpr Eigen::Index kDirectStates = 20'000;

/// The work of a slice of a block solve (solve_block) between two chances for the checkpoint: ~0.1 s, so that a
/// caller stopping the analysis (Ctrl-C, a deadline) waits well under a second.
constexpr std::uint64_t kSliceWork = 32 * kCheckpointWork;

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
    permute_columns(matrix);
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
    const IndexVector relax_end = start_factors(m, n, marker);
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
    finish(m, n);
  }

 private:
  /// m_mat: `matrix` with its columns in the order of m_perm_c (the identity when the analysis left it empty).
  void permute_columns(const MatrixType& matrix) {
    using Eigen::Index;
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
  }

  /// The ends of the relaxed supernodes; the row permutation and the supernodes' tables set to start the factors.
  IndexVector start_factors(Eigen::Index m, Eigen::Index n, IndexVector& marker) {
    using Eigen::Index;
    using Eigen::internal::emptyIdxLU;
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
    return relax_end;
  }

  /// Once every column is factorized: the permutations' determinants, L's final indices, the factors' stores.
  void finish(Eigen::Index m, Eigen::Index n) {
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

  void fail() {
    m_info = Eigen::NumericalIssue;
    m_factorizationIsOk = false;
  }
};
}  // namespace

bool uses_krylov(LinearSolver choice, std::size_t states) {
  return choice == LinearSolver::bicgstab ||
         (choice == LinearSolver::automatic && states > static_cast<std::size_t>(kDirectStates));
}

class Solver::Impl {
 public:
  static constexpr Eigen::Index kKrylovIterations = 200;
  /// The work of BiCGSTAB's iterations run in one call: about a second (the checkpoint's chance to stop comes between).
  static constexpr std::uint64_t kSolveSlice = std::uint64_t{1} << 31;

  Impl(const RowMatrix& matrix, LinearSolver choice, WorkMeter& meter, bool transposed)
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

  Eigen::MatrixXd solve_block(const Eigen::MatrixXd& rhs) {
    Eigen::MatrixXd x;
    solve_block(rhs, x);
    return x;
  }
  void solve_block(const Eigen::MatrixXd& rhs, Eigen::MatrixXd& x) {
    x.resize(rhs.rows(), rhs.cols());
    Eigen::Index first = 0;  // by BiCGSTAB column by column, until it falls back to the LU (each solve asks the meter)
    for (; first < rhs.cols() && !lu_; ++first) x.col(first) = solve(Eigen::VectorXd(rhs.col(first)));
    if (first == rhs.cols()) return;
    // The rest by the LU, in slices of columns of about kSliceWork units each (a multiply-add an entry of the factors),
    // the checkpoint asked after each: 64 columns took 2–3 s on a 100×100 board under --again 6 --again-limit 3.
    const auto factors = static_cast<std::uint64_t>(std::max<Eigen::Index>(1, lu_->nnzL() + lu_->nnzU()));
    const auto per = static_cast<Eigen::Index>(std::clamp<std::uint64_t>(kSliceWork / factors, 1, 64));
    for (; first < rhs.cols(); first += per) {
      const Eigen::Index count = std::min(per, rhs.cols() - first);
      x.middleCols(first, count) = lu_->solve(rhs.middleCols(first, count));
      meter_.done(static_cast<std::uint64_t>(count) * factors);  // charged before (charge_solves): may stop
    }
  }

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

  bool direct() const { return lu_ != nullptr; }
  Eigen::VectorXd correction(const Eigen::VectorXd& residual, bool transposed) {
    return transposed ? Eigen::VectorXd(lu_->transpose().solve(residual)) : Eigen::VectorXd(lu_->solve(residual));
  }

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

Solver::Solver(const RowMatrix& matrix, LinearSolver choice, WorkMeter& meter, bool transposed)
    : impl_(std::make_unique<Impl>(matrix, choice, meter, transposed)) {}

Solver::~Solver() = default;

Eigen::VectorXd Solver::solve(const Eigen::VectorXd& rhs) { return impl_->solve(rhs); }

Eigen::MatrixXd Solver::solve_block(const Eigen::MatrixXd& rhs) { return impl_->solve_block(rhs); }

void Solver::solve_block(const Eigen::MatrixXd& rhs, Eigen::MatrixXd& x) { impl_->solve_block(rhs, x); }

Eigen::VectorXd Solver::solve_transposed(const Eigen::VectorXd& rhs) { return impl_->solve_transposed(rhs); }

bool Solver::direct() const { return impl_->direct(); }

Eigen::VectorXd Solver::correction(const Eigen::VectorXd& residual, bool transposed) {
  return impl_->correction(residual, transposed);
}

std::string Solver::method() const { return impl_->method(); }

}  // namespace snl::internal
