// analyze/engine/solver.hpp — private to analyze/engine: the solver of the linear systems with I − Q that linear.cpp
// builds (Eigen's sparse LU, its factorization metered, or BiCGSTAB with a forward preconditioner: solver.cpp). Eigen
// stays in the .cpp files: its matrix types are only declared here.
#pragma once

#include <cstddef>
#include <memory>
#include <string>

#include "analyze/engine/checkpoint.hpp"
#include "analyze/engine/inverse_diagonal.hpp"
#include "snl/analyze.hpp"

namespace Eigen {
template <typename Scalar, int Rows, int Cols, int Options, int MaxRows, int MaxCols>
class Matrix;
}  // namespace Eigen

namespace snl::internal {

/// Eigen::VectorXd and Eigen::MatrixXd (Eigen::Dynamic is -1; column-major: Options 0), as solver.cpp checks.
using DenseVector = Eigen::Matrix<double, -1, 1, 0, -1, 1>;
using DenseMatrix = Eigen::Matrix<double, -1, -1, 0, -1, -1>;

/// Whether a system of `states` states is solved by BiCGSTAB (else by the sparse LU).
bool uses_krylov(LinearSolver choice, std::size_t states);

/// Solves systems with I − Q. Up to kDirectStates states by Eigen's sparse LU (COLAMD ordering) with one step
/// of iterative refinement; above, by Eigen's BiCGSTAB with the forward preconditioner to a relative residual of
/// 1e-15, falling back to the sparse LU when that does not converge within kKrylovIterations iterations.
/// (On large boards with many long jumps the LU's fill-in explodes while BiCGSTAB needs a few tens of iterations;
/// on boards with many short snakes it is the other way round: docs/analyze.md.)
class Solver {
 public:
  /// Every factorization and iterative solve is charged to `meter` (which outlives this).
  /// `transposed`: `matrix` is (I − Q)ᵀ.
  Solver(const RowMatrix& matrix, LinearSolver choice, WorkMeter& meter, bool transposed = false);
  ~Solver();
  Solver(const Solver&) = delete;
  Solver& operator=(const Solver&) = delete;

  DenseVector solve(const DenseVector& rhs);
  /// The same for several right-hand sides at once (the LU's supernodes then work on blocks, not columns), without
  /// the step of refinement (for the jumps' effects, whose 1,000 solves on a 100×100 board it doubled, to
  /// relative errors of 1e-13 instead of 1e-15 on the boards of the tests).
  DenseMatrix solve_block(const DenseMatrix& rhs);
  /// The same into `x` (its storage reused when it has the shape already). By the LU, in slices of columns of about
  /// 0.1 s each, the meter's checkpoint asked after each (its work is charged by the caller, not here).
  void solve_block(const DenseMatrix& rhs, DenseMatrix& x);
  /// Solves (I − Q)ᵀ x = rhs: by the same LU when there is one, else by a solver of the transposed matrix.
  DenseVector solve_transposed(const DenseVector& rhs);
  /// Whether the systems are solved by the LU (so that a correction costs one substitution).
  bool direct() const;
  /// One substitution with the LU, without refinement: the first solve, and each correction for a residual, of a caller
  /// that refines against a residual computed more exactly than this can (linear.cpp's). Only when direct().
  DenseVector correction(const DenseVector& residual, bool transposed);
  /// How the systems were solved, for Analysis::linear_solver.
  std::string method() const;

 private:
  class Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace snl::internal
