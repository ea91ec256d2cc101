// The fair-die analysis (snl/analyze.hpp): the chain, its linear systems, the distribution, several players.
#include "snl/analyze.hpp"

#include <Eigen/IterativeLinearSolvers>
#include <Eigen/SparseCore>
#include <Eigen/SparseLU>
#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>
#include <memory>
#include <string>
#include <utility>

#include "snl/error.hpp"

namespace snl {
namespace {

/// Neumaier's compensated sum: the cumulative distributions add up hundreds of thousands of small terms.
class CompensatedSum {
 public:
  void add(double x) {
    const double t = sum_ + x;
    compensation_ += std::abs(sum_) >= std::abs(x) ? (sum_ - t) + x : (x - t) + sum_;
    sum_ = t;
  }
  double value() const { return sum_ + compensation_; }

 private:
  double sum_ = 0;
  double compensation_ = 0;
};

/// Where one roll takes a token: the single place that applies the overshoot rule. Positions are 0 (off the
/// board, start 0 only) .. last − 1; `last` itself means finished.
class Mover {
 public:
  Mover(const Board& board, Overshoot overshoot)
      : last_(board.squares()), overshoot_(overshoot), destination_(dense_destinations(board)) {}

  std::uint64_t last() const { return last_; }

  /// Where a roll landing on square `label` < last ends: its jump's destination (never chained), or itself.
  std::uint64_t end_of_landing(std::uint64_t label) const { return destination_[label]; }

  /// The position a token standing on `from` ends on after rolling `roll`.
  std::uint64_t outcome(std::uint64_t from, std::uint64_t roll) const {
    const std::uint64_t target = from + roll;
    if (target < last_) return end_of_landing(target);
    if (overshoot_ == Overshoot::finish) return last_;  // reaching or passing the last square wins
    if (target == last_) return destination_[last_];    // a snake on the last square sends you away
    if (overshoot_ == Overshoot::stay) return from;
    return destination_[bounce(target)];
  }

 private:
  /// The square a walk of `target` steps ends on when it reverses at the last square (and, for dice with more
  /// faces than the board has squares, again at square 1): period 2·(last − 1).
  std::uint64_t bounce(std::uint64_t target) const {
    if (last_ == 1) return 1;
    const std::uint64_t period = 2 * (last_ - 1);
    const std::uint64_t phase = (target - 1) % period;
    return phase <= last_ - 1 ? 1 + phase : 2 * last_ - 1 - phase;
  }

  std::uint64_t last_;
  Overshoot overshoot_;
  std::vector<std::uint32_t> destination_;
};

constexpr std::uint32_t kFinish = std::numeric_limits<std::uint32_t>::max();

/// The chain over the states reachable from the start, numbered by position (so the start is state 0 and
/// forward moves go to higher states). Row s of the transitions holds (target, faces) pairs sorted by target,
/// target a state or kFinish, faces the number of die faces leading there.
struct Chain {
  std::vector<std::uint32_t> position;
  std::vector<std::size_t> offset{0};
  std::vector<std::uint32_t> target;
  std::vector<std::uint16_t> faces;

  std::size_t size() const { return position.size(); }
};

Chain build_chain(const Mover& mover, const AnalysisOptions& options) {
  const std::uint64_t last = mover.last();
  const auto die = static_cast<std::uint64_t>(options.die);
  const auto start = static_cast<std::uint32_t>(options.start);
  // The reachable positions, by BFS (kFinish marks the unvisited ones).
  std::vector<std::uint32_t> state_of(last, kFinish);
  std::vector<std::uint32_t> queue{start};
  state_of[start] = 0;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const std::uint64_t from = queue[head];
    for (std::uint64_t roll = 1; roll <= die; ++roll) {
      const std::uint64_t end = mover.outcome(from, roll);
      if (end != last && state_of[end] == kFinish) {
        state_of[end] = 0;
        queue.push_back(static_cast<std::uint32_t>(end));
      }
    }
  }
  Chain chain;
  chain.position.reserve(queue.size());
  for (std::uint32_t x = start; x < last; ++x) {
    if (state_of[x] == kFinish) continue;
    state_of[x] = static_cast<std::uint32_t>(chain.size());
    chain.position.push_back(x);
  }
  queue = {};
  chain.offset.reserve(chain.size() + 1);
  chain.target.reserve(chain.size() * std::min<std::size_t>(die, 8));
  chain.faces.reserve(chain.size() * std::min<std::size_t>(die, 8));
  std::vector<std::uint64_t> ends(die);
  for (const std::uint32_t from : chain.position) {
    for (std::uint64_t roll = 1; roll <= die; ++roll) ends[roll - 1] = mover.outcome(from, roll);
    std::sort(ends.begin(), ends.end());
    for (std::size_t i = 0; i < ends.size();) {
      std::size_t j = i;
      while (j < ends.size() && ends[j] == ends[i]) ++j;
      chain.target.push_back(ends[i] == last ? kFinish : state_of[ends[i]]);
      chain.faces.push_back(static_cast<std::uint16_t>(j - i));
      i = j;
    }
    chain.offset.push_back(chain.target.size());
  }
  return chain;
}

/// Which states can still finish: backwards reachability from the finish.
std::vector<bool> can_finish(const Chain& chain) {
  const std::size_t n = chain.size();
  std::vector<std::size_t> in_offset(n + 1, 0);
  for (const std::uint32_t t : chain.target) {
    if (t != kFinish) ++in_offset[t + 1];
  }
  for (std::size_t i = 0; i < n; ++i) in_offset[i + 1] += in_offset[i];
  std::vector<std::uint32_t> in_source(in_offset[n]);
  std::vector<std::size_t> fill(in_offset.begin(), in_offset.end() - 1);
  std::vector<bool> finishes(n, false);
  std::vector<std::uint32_t> queue;
  for (std::uint32_t s = 0; s < n; ++s) {
    for (std::size_t e = chain.offset[s]; e < chain.offset[s + 1]; ++e) {
      const std::uint32_t t = chain.target[e];
      if (t == kFinish) {
        if (!finishes[s]) queue.push_back(s);
        finishes[s] = true;
      } else {
        in_source[fill[t]++] = s;
      }
    }
  }
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const std::uint32_t t = queue[head];
    for (std::size_t e = in_offset[t]; e < in_offset[t + 1]; ++e) {
      const std::uint32_t s = in_source[e];
      if (!finishes[s]) {
        finishes[s] = true;
        queue.push_back(s);
      }
    }
  }
  return finishes;
}

/// The least number of rolls from the start to the finish (BFS over the chain), or nullopt.
std::optional<std::uint64_t> least_rolls(const Chain& chain) {
  std::vector<std::uint32_t> distance(chain.size(), kFinish);
  std::vector<std::uint32_t> queue{0};
  distance[0] = 0;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const std::uint32_t s = queue[head];
    for (std::size_t e = chain.offset[s]; e < chain.offset[s + 1]; ++e) {
      const std::uint32_t t = chain.target[e];
      if (t == kFinish) return distance[s] + std::uint64_t{1};  // BFS order: the first state finishing is nearest
      if (distance[t] == kFinish) {
        distance[t] = distance[s] + 1;
        queue.push_back(t);
      }
    }
  }
  return std::nullopt;
}

using RowMatrix = Eigen::SparseMatrix<double, Eigen::RowMajor>;

/// The linear systems over the states that can finish (the live states, in position order, start first):
/// I − Q_live, and the one-roll probabilities of finishing; `leaks` when a live state can fall into a trap.
struct LiveSystem {
  std::vector<std::uint32_t> live_of;  // chain state → live index, kFinish when it cannot finish
  std::size_t size = 0;
  std::vector<std::pair<std::uint32_t, double>> finish;
  bool leaks = false;
  RowMatrix matrix;
};

LiveSystem live_system(const Chain& chain, const std::vector<bool>& finishes, int die) {
  const double p = 1.0 / die;
  LiveSystem live;
  live.live_of.assign(chain.size(), kFinish);
  for (std::size_t s = 0; s < chain.size(); ++s) {
    if (finishes[s]) live.live_of[s] = static_cast<std::uint32_t>(live.size++);
  }
  const auto n = static_cast<Eigen::Index>(live.size);
  live.matrix.resize(n, n);
  Eigen::VectorXi row_sizes(n);
  for (std::size_t s = 0; s < chain.size(); ++s) {
    if (live.live_of[s] != kFinish)
      row_sizes[live.live_of[s]] = static_cast<int>(chain.offset[s + 1] - chain.offset[s] + 1);
  }
  live.matrix.reserve(row_sizes);
  // Rows in order, columns ascending within a row (targets are sorted and live indices keep the order).
  for (std::size_t s = 0; s < chain.size(); ++s) {
    const std::uint32_t from = live.live_of[s];
    if (from == kFinish) continue;
    bool diagonal = false;
    for (std::size_t e = chain.offset[s]; e < chain.offset[s + 1]; ++e) {
      const std::uint32_t t = chain.target[e];
      const double weight = chain.faces[e] * p;
      if (t == kFinish) {
        live.finish.emplace_back(from, weight);
        continue;
      }
      const std::uint32_t to = live.live_of[t];
      if (to == kFinish) {
        live.leaks = true;
        continue;
      }
      if (!diagonal && to >= from) {
        live.matrix.insert(from, from) = to == from ? 1.0 - weight : 1.0;
        diagonal = true;
        if (to == from) continue;
      }
      live.matrix.insert(from, to) = -weight;
    }
    if (!diagonal) live.matrix.insert(from, from) = 1.0;
  }
  live.matrix.makeCompressed();
  return live;
}

/// The preconditioner of the iterative solver: the upper triangle of I − Q in position order (the moves that
/// go forward, and staying), solved exactly by back substitution. On a board whose only backward moves are a
/// few long snakes the preconditioned system converges in a handful of iterations.
class ForwardPreconditioner {
 public:
  ForwardPreconditioner() = default;
  template <class Matrix>
  explicit ForwardPreconditioner(const Matrix& matrix) {
    compute(matrix);
  }
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
    upper_ = matrix.template triangularView<Eigen::Upper>();
    upper_.makeCompressed();
    return *this;
  }
  template <class Rhs>
  Eigen::VectorXd solve(const Rhs& b) const {
    Eigen::VectorXd x = b;
    upper_.triangularView<Eigen::Upper>().solveInPlace(x);
    return x;
  }
  Eigen::ComputationInfo info() const { return Eigen::Success; }

 private:
  RowMatrix upper_;
};

/// Solves systems with I − Q. Up to kDirectStates states by Eigen's sparse LU (COLAMD ordering) with one step
/// of iterative refinement; above, by Eigen's BiCGSTAB with the forward preconditioner to a relative residual of
/// 1e-15, falling back to the sparse LU when that does not converge within kKrylovIterations iterations.
/// (Measured: on 100×100 boards the LU takes 50–150 ms; on larger boards with many long jumps its fill-in
/// explodes — 40 s and 800 MB for 300×300 with 10,000 jumps — while BiCGSTAB needs about 20 iterations; on
/// boards with many short snakes it is the other way round.)
class Solver {
 public:
  static constexpr Eigen::Index kDirectStates = 20'000;
  static constexpr Eigen::Index kKrylovIterations = 200;

  Solver(const RowMatrix& matrix, LinearSolver choice) : matrix_(matrix) {
    if (choice == LinearSolver::sparse_lu || (choice == LinearSolver::automatic && matrix_.rows() <= kDirectStates)) {
      factorize("sparse LU");
    } else {
      krylov_.setTolerance(1e-15);
      krylov_.setMaxIterations(kKrylovIterations);
      krylov_.compute(matrix_);
    }
  }

  Eigen::VectorXd solve(const Eigen::VectorXd& rhs) {
    if (!lu_) {
      Eigen::VectorXd x = krylov_.solve(rhs);
      if (krylov_.info() == Eigen::Success) {
        iterations_ = std::max(iterations_, static_cast<std::uint64_t>(krylov_.iterations()));
        return x;
      }
      factorize("sparse LU (BiCGSTAB did not converge)");
    }
    Eigen::VectorXd x = lu_->solve(rhs);
    const Eigen::VectorXd residual = rhs - matrix_ * x;
    x += lu_->solve(residual);
    return x;
  }

  /// How the systems were solved, for Analysis::linear_solver.
  std::string method() const {
    return lu_ ? method_ : "BiCGSTAB, at most " + std::to_string(iterations_) + " iterations";
  }

 private:
  using Lu = Eigen::SparseLU<Eigen::SparseMatrix<double>, Eigen::COLAMDOrdering<int>>;

  void factorize(std::string method) {
    method_ = std::move(method);
    columns_ = matrix_;
    lu_ = std::make_unique<Lu>();
    lu_->analyzePattern(columns_);
    lu_->factorize(columns_);
    if (lu_->info() != Eigen::Success) throw LimitError("the linear system of the chain could not be factorized");
  }

  const RowMatrix& matrix_;
  std::string method_;
  std::uint64_t iterations_ = 0;
  Eigen::SparseMatrix<double> columns_;
  std::unique_ptr<Lu> lu_;
  Eigen::BiCGSTAB<RowMatrix, ForwardPreconditioner> krylov_;
};

/// Q·x over the live states: row s holds the expected value of x after one roll from s (0 once finished).
/// Precondition: no leaks (every state reachable from a live state is live).
Eigen::VectorXd times_q(const Chain& chain, const LiveSystem& live, const Eigen::VectorXd& x, int die) {
  const double p = 1.0 / die;
  Eigen::VectorXd y = Eigen::VectorXd::Zero(static_cast<Eigen::Index>(live.size));
  for (std::size_t s = 0; s < chain.size(); ++s) {
    const std::uint32_t from = live.live_of[s];
    if (from == kFinish) continue;
    double sum = 0;
    for (std::size_t e = chain.offset[s]; e < chain.offset[s + 1]; ++e) {
      const std::uint32_t t = chain.target[e];
      if (t != kFinish) sum += chain.faces[e] * p * x[live.live_of[t]];
    }
    y[from] = sum;
  }
  return y;
}

/// The same transitions as the chain, laid out by position for pushing the distribution fast: a roll from x
/// lands on x+1..x+K, so the probability landing on y < last is a window sum of the K positions before it
/// (one vectorized pass), after which a landing either stays (`keep`) or is moved by its jump (`moves`); the
/// rolls that reach or pass the last square are listed one by one (`overshoot`, at most K·K entries).
struct Kernel {
  std::size_t last = 0;
  std::size_t die = 0;
  double p = 0;
  std::vector<double> keep;                                    // p where a landing stays, 0 on a jump head
  std::vector<std::pair<std::uint32_t, std::uint64_t>> moves;  // (head, end) for heads below the last square
  struct Overshoot {
    std::uint32_t from;
    std::uint64_t end;
    double weight;
  };
  std::vector<Overshoot> overshoot;
  std::vector<std::uint32_t> doomed;  // reachable positions from which the last square cannot be reached
};

Kernel make_kernel(const Mover& mover, const Chain& chain, const std::vector<bool>& finishes, int die) {
  Kernel k;
  k.last = mover.last();
  k.die = static_cast<std::size_t>(die);
  k.p = 1.0 / die;
  k.keep.assign(k.last, 0.0);
  for (std::uint64_t y = 1; y < k.last; ++y) {
    const std::uint64_t end = mover.end_of_landing(y);
    if (end == y) {
      k.keep[y] = k.p;
    } else {
      k.moves.emplace_back(static_cast<std::uint32_t>(y), end);
    }
  }
  std::vector<std::uint64_t> ends;
  for (std::size_t s = 0; s < chain.size(); ++s) {
    const std::uint64_t x = chain.position[s];
    if (!finishes[s]) k.doomed.push_back(static_cast<std::uint32_t>(x));
    if (x + k.die < k.last) continue;
    ends.clear();
    for (std::uint64_t roll = k.last - x; roll <= k.die; ++roll) ends.push_back(mover.outcome(x, roll));
    std::sort(ends.begin(), ends.end());
    for (std::size_t i = 0; i < ends.size();) {
      std::size_t j = i;
      while (j < ends.size() && ends[j] == ends[i]) ++j;
      k.overshoot.push_back({static_cast<std::uint32_t>(x), ends[i], static_cast<double>(j - i) * k.p});
      i = j;
    }
  }
  return k;
}

/// One roll: the distribution `mass` (by position) becomes `next`. Returns the probability that finished, that
/// fell into a trap, and that is still in play.
struct Flow {
  double finished = 0;
  double trapped = 0;
  double in_play = 0;
};

/// The probability that lands on square y: Σ_{r = 1..min(K, y)} mass[y − r].
double landing(const double* mass, std::size_t y, std::size_t die) {
  double sum = 0;
  for (std::size_t roll = 1; roll <= die && roll <= y; ++roll) sum += mass[y - roll];
  return sum;
}

/// next[y] = keep[y] · landing(y) for every y < last, in one pass. K is the die's faces when known at compile
/// time (the window sum is then unrolled and vectorized across y), 0 for any die.
template <std::size_t K>
void spread(const double* __restrict mass, const double* __restrict keep, double* __restrict next, std::size_t last,
            std::size_t die) {
  const std::size_t faces = K == 0 ? die : K;
  const std::size_t partial = std::min(faces, last);
  for (std::size_t y = 0; y < partial; ++y) next[y] = keep[y] * landing(mass, y, faces);
  for (std::size_t y = partial; y < last; ++y) {
    double sum = 0;
    for (std::size_t roll = 1; roll <= faces; ++roll) sum += mass[y - roll];
    next[y] = sum * keep[y];
  }
}

/// Σ values, with four running sums (a fixed order, so results do not depend on the compiler).
double total(const std::vector<double>& values) {
  double a = 0;
  double b = 0;
  double c = 0;
  double d = 0;
  std::size_t i = 0;
  for (; i + 4 <= values.size(); i += 4) {
    a += values[i];
    b += values[i + 1];
    c += values[i + 2];
    d += values[i + 3];
  }
  for (; i < values.size(); ++i) a += values[i];
  return (a + b) + (c + d);
}

Flow push(const Kernel& k, const std::vector<double>& mass, std::vector<double>& next) {
  Flow flow;
  const double* m = mass.data();
  switch (k.die) {
    case 1:
      spread<1>(m, k.keep.data(), next.data(), k.last, k.die);
      break;
    case 2:
      spread<2>(m, k.keep.data(), next.data(), k.last, k.die);
      break;
    case 3:
      spread<3>(m, k.keep.data(), next.data(), k.last, k.die);
      break;
    case 4:
      spread<4>(m, k.keep.data(), next.data(), k.last, k.die);
      break;
    case 6:
      spread<6>(m, k.keep.data(), next.data(), k.last, k.die);
      break;
    case 8:
      spread<8>(m, k.keep.data(), next.data(), k.last, k.die);
      break;
    default:
      spread<0>(m, k.keep.data(), next.data(), k.last, k.die);
      break;
  }
  for (const auto& [head, end] : k.moves) {
    const double arriving = landing(m, head, k.die) * k.p;
    if (end == k.last) {
      flow.finished += arriving;
    } else {
      next[end] += arriving;
    }
  }
  for (const Kernel::Overshoot& o : k.overshoot) {
    const double arriving = m[o.from] * o.weight;
    if (o.end == k.last) {
      flow.finished += arriving;
    } else {
      next[o.end] += arriving;
    }
  }
  for (const std::uint32_t y : k.doomed) {
    flow.trapped += next[y];
    next[y] = 0;
  }
  flow.in_play = total(next);
  return flow;
}

/// The distribution of the game length, pushed roll by roll. Also returns, per roll r, the survival
/// S(r) = P(T > r) and the part of it already trapped, for the players.
struct Distribution {
  std::vector<double> survival;
  std::vector<double> trapped;
};

/// Records roll after roll into the analysis and the distribution.
class Recorder {
 public:
  Recorder(Analysis& analysis, Distribution& d) : analysis_(analysis), d_(d) {
    analysis_.pmf.assign(1, 0.0);
    analysis_.cdf.assign(1, 0.0);
    d_.survival.assign(1, 1.0);
    d_.trapped.assign(1, 0.0);
    in_play_.add(1.0);
  }
  void add(double finished, double trapped, double in_play) {
    finished_.add(finished);
    trapped_.add(trapped);
    in_play_.add(in_play);
    analysis_.pmf.push_back(finished);
    analysis_.cdf.push_back(finished_.value());
    d_.trapped.push_back(trapped_.value());
    d_.survival.push_back(in_play + trapped_.value());
  }
  std::uint64_t rolls() const { return analysis_.pmf.size() - 1; }
  /// Σ_{r ≥ 0} P(still in play after r rolls) over the rolls recorded so far.
  double in_play_sum() const { return in_play_.value(); }
  /// Drops every roll after `rolls`.
  void truncate(std::uint64_t rolls, const CompensatedSum& finished, const CompensatedSum& trapped,
                const CompensatedSum& in_play) {
    analysis_.pmf.resize(rolls + 1);
    analysis_.cdf.resize(rolls + 1);
    d_.survival.resize(rolls + 1);
    d_.trapped.resize(rolls + 1);
    finished_ = finished;
    trapped_ = trapped;
    in_play_ = in_play;
  }
  const CompensatedSum& finished_sum() const { return finished_; }
  const CompensatedSum& trapped_sum() const { return trapped_; }
  const CompensatedSum& in_play_total() const { return in_play_; }

 private:
  Analysis& analysis_;
  Distribution& d_;
  CompensatedSum finished_;
  CompensatedSum trapped_;
  CompensatedSum in_play_;
};

/// Pushes the distribution until less than kRemainingTolerance is in play, or options.max_rolls.
///
/// The geometric tail: once the distribution's shape stops changing (the L1 distance between the normalized
/// distributions at rolls k/2 and k, k a power of two ≥ 64, is at most 1e-13), every further roll multiplies it
/// by the same λ = 1 − x, x = (finished + trapped in one roll) / (in play): the tail of pmf is then written in
/// closed form, f·λ^j. It is accepted only if the expected number of rolls in play it implies,
/// Σ_r P(in play after r), matches the linear solve `rolls_in_play` to 1e-10 relative; otherwise the rolls are
/// pushed one by one to the end.
Distribution distribute(const Kernel& k, std::uint64_t start, double rolls_in_play, const AnalysisOptions& options,
                        Analysis& analysis) {
  Distribution d;
  Recorder record(analysis, d);
  std::vector<double> mass(k.last, 0.0);
  std::vector<double> next(k.last, 0.0);
  std::vector<double> snapshot;
  double snapshot_in_play = 0;
  mass[start] = 1.0;
  double in_play = 1.0;
  bool try_tail = options.geometric_tail;
  const std::uint64_t push_cap = std::max<std::uint64_t>(1, kMaxDistributionWork / k.last);
  std::uint64_t pushed = 0;
  while (in_play >= kRemainingTolerance && record.rolls() < options.max_rolls && pushed++ < push_cap) {
    const Flow flow = push(k, mass, next);
    const double before = in_play;
    mass.swap(next);
    in_play = flow.in_play;
    record.add(flow.finished, flow.trapped, in_play);
    const std::uint64_t rolls = record.rolls();
    if (options.progress && rolls % 4096 == 0) options.progress(rolls, in_play);
    if (!try_tail || rolls < 32 || (rolls & (rolls - 1)) != 0 || in_play < kRemainingTolerance) continue;
    if (snapshot.empty() || in_play <= 0) {
      snapshot = mass;
      snapshot_in_play = in_play;
      continue;
    }
    double distance = 0;
    for (std::size_t y = 0; y < k.last; ++y) distance += std::abs(mass[y] / in_play - snapshot[y] / snapshot_in_play);
    snapshot = mass;
    snapshot_in_play = in_play;
    if (distance > 1e-13) continue;
    // The shape has converged: the roll just made tells λ. Write the tail, then check it.
    const double leaving = (flow.finished + flow.trapped) / before;
    if (!(leaving > 0)) continue;
    const double log_lambda = std::log1p(-leaving);
    const std::uint64_t kept = rolls;
    const CompensatedSum finished_at = record.finished_sum();
    const CompensatedSum trapped_at = record.trapped_sum();
    const CompensatedSum in_play_at = record.in_play_total();
    double tail_in_play = in_play;
    for (std::uint64_t j = 1; tail_in_play >= kRemainingTolerance && record.rolls() < options.max_rolls; ++j) {
      const double scale = std::exp(static_cast<double>(j) * log_lambda);
      tail_in_play = in_play * scale;
      record.add(flow.finished * scale, flow.trapped * scale, tail_in_play);
      if (options.progress && record.rolls() % 4096 == 0) options.progress(record.rolls(), tail_in_play);
    }
    // Σ_{r ≥ 0} P(in play after r rolls), the recorded rolls plus the rest of the geometric series.
    const double implied = record.in_play_sum() + tail_in_play * (1 - leaving) / leaving;
    if (std::abs(implied - rolls_in_play) <= 1e-10 * rolls_in_play) {
      analysis.geometric_from = kept;
      analysis.remaining = tail_in_play;
      analysis.truncated = tail_in_play >= kRemainingTolerance;
      return d;
    }
    record.truncate(kept, finished_at, trapped_at, in_play_at);
    try_tail = false;
  }
  analysis.remaining = in_play;
  analysis.truncated = in_play >= kRemainingTolerance;
  return d;
}

/// Several players from the single-player distribution (see docs/analyze.md for the formulas).
void add_players(Analysis& analysis, const Distribution& d) {
  const auto players = static_cast<std::size_t>(analysis.options.players);
  analysis.players.assign(players, {});
  analysis.total_pmf.assign(1, 0.0);
  const std::vector<double>& pmf = analysis.pmf;
  std::vector<double> now(players);         // now[i] = S(r)^i
  std::vector<double> before(players + 1);  // before[j] = S(r − 1)^j
  for (std::size_t r = 1; r < pmf.size(); ++r) {
    const double a = d.survival[r];
    const double b = d.survival[r - 1];
    // P(the game reaches round r and can still end) ≤ S(r − 1)^P − trapped(r − 1)^P.
    if (std::pow(b, static_cast<double>(players)) - std::pow(d.trapped[r - 1], static_cast<double>(players)) <
        kRemainingTolerance) {
      break;
    }
    now[0] = 1;
    for (std::size_t i = 1; i < players; ++i) now[i] = now[i - 1] * a;
    before[0] = 1;
    for (std::size_t j = 1; j <= players; ++j) before[j] = before[j - 1] * b;
    for (std::size_t i = 0; i < players; ++i) {
      const double term = pmf[r] * now[i] * before[players - 1 - i];
      analysis.players[i].win_probability += term;
      analysis.total_pmf.push_back(term);
    }
  }
  CompensatedSum sum;
  analysis.total_cdf.clear();
  for (const double p : analysis.total_pmf) {
    sum.add(p);
    analysis.total_cdf.push_back(sum.value());
  }
  if (!analysis.expected_rolls) return;
  if (players == 1) {
    analysis.expected_rounds = analysis.expected_total_rolls = analysis.expected_rolls;
    return;
  }
  // E[rounds] = Σ_{r ≥ 0} S(r)^P and E[total] = Σ_{r ≥ 1} Σ_{i < P} S(r)^i S(r − 1)^(P − i). The terms fall
  // like S^P: the sums stop once a round adds less than 1e-18 of them (and the tail past the computed
  // distribution is below S^(P−1) times the single-player tail, far below the rounding).
  CompensatedSum rounds;
  CompensatedSum total;
  rounds.add(1.0);  // S(0)^P = 1: nobody finishes before rolling
  for (std::size_t r = 1; r < d.survival.size(); ++r) {
    const double a = d.survival[r];
    const double b = d.survival[r - 1];
    now[0] = 1;
    for (std::size_t i = 1; i < players; ++i) now[i] = now[i - 1] * a;
    before[0] = 1;
    for (std::size_t j = 1; j <= players; ++j) before[j] = before[j - 1] * b;
    rounds.add(now[players - 1] * a);
    double round_total = 0;
    for (std::size_t i = 0; i < players; ++i) round_total += now[i] * before[players - i];
    total.add(round_total);
    if (round_total < 1e-18) break;
  }
  analysis.expected_rounds = rounds.value();
  analysis.expected_total_rolls = total.value();
}

}  // namespace

std::string_view name_of(Overshoot overshoot) {
  switch (overshoot) {
    case Overshoot::stay:
      return "stay";
    case Overshoot::bounce:
      return "bounce";
    case Overshoot::finish:
      return "finish";
  }
  return "?";
}

std::optional<Overshoot> overshoot_named(std::string_view name) {
  for (const Overshoot o : {Overshoot::stay, Overshoot::bounce, Overshoot::finish}) {
    if (name_of(o) == name) return o;
  }
  return std::nullopt;
}

void validate(const AnalysisOptions& options) {
  if (options.die < 1 || options.die > kMaxDieFaces) {
    throw Error("the die must have 1.." + std::to_string(kMaxDieFaces) + " faces, not " + std::to_string(options.die));
  }
  if (options.start != 0 && options.start != 1) {
    throw Error("the start must be 0 (off the board) or 1 (square 1), not " + std::to_string(options.start));
  }
  if (options.players < 1 || options.players > kMaxPlayers) {
    throw Error("the number of players must be 1.." + std::to_string(kMaxPlayers) + ", not " +
                std::to_string(options.players));
  }
  if (options.max_rolls < 1) throw Error("the cap on the number of rolls must be at least 1");
}

std::optional<std::uint64_t> percentile_of(std::span<const double> cdf, double p) {
  assert(p > 0 && p <= 100);
  const double level = p / 100 - 1e-12;
  const auto it = std::lower_bound(cdf.begin(), cdf.end(), level);
  if (it == cdf.end()) return std::nullopt;
  return static_cast<std::uint64_t>(it - cdf.begin());
}

std::optional<std::uint64_t> Analysis::percentile(double p) const { return percentile_of(cdf, p); }

std::optional<std::uint64_t> Analysis::total_rolls_percentile(double p) const { return percentile_of(total_cdf, p); }

std::optional<std::uint64_t> Analysis::mode() const {
  const auto it = std::max_element(pmf.begin(), pmf.end());
  if (it == pmf.end() || *it <= 0) return std::nullopt;
  return static_cast<std::uint64_t>(it - pmf.begin());
}

double Analysis::within(std::uint64_t k) const {
  if (cdf.empty()) return 0;
  return k < cdf.size() ? cdf[k] : cdf.back();
}

Analysis analyze(const Board& board, const AnalysisOptions& options) {
  validate(options);
  if (board.squares() > kMaxAnalysisSquares) {
    throw LimitError("a board of " + std::to_string(board.squares()) + " squares is too large to analyze (at most " +
                     std::to_string(kMaxAnalysisSquares) + ")");
  }
  Analysis analysis;
  analysis.options = options;
  analysis.options.progress = nullptr;
  if (board.squares() == 1 && options.start == 1) {
    // Standing on the last square already: the game is over before the first roll.
    analysis.states = 0;
    analysis.finish_probability = 1;
    analysis.expected_rolls = 0;
    analysis.std_dev = 0;
    analysis.min_rolls = 0;
    analysis.pmf = {1.0};
    analysis.cdf = {1.0};
    analysis.players.assign(static_cast<std::size_t>(options.players), {});
    analysis.players[0].win_probability = 1;
    analysis.expected_rounds = 0;
    analysis.expected_total_rolls = 0;
    analysis.total_pmf = {1.0};
    analysis.total_cdf = {1.0};
    return analysis;
  }

  const Mover mover(board, options.overshoot);
  const Chain chain = build_chain(mover, options);
  analysis.states = chain.size();
  analysis.min_rolls = least_rolls(chain);
  const std::vector<bool> finishes = can_finish(chain);
  Distribution distribution;
  if (!finishes[0]) {
    // The start cannot reach the last square: the game never ends.
    analysis.finish_probability = 0;
    analysis.pmf = {0.0};
    analysis.cdf = {0.0};
    distribution.survival = {1.0};
    distribution.trapped = {1.0};
  } else {
    const LiveSystem live = live_system(chain, finishes, options.die);
    Solver solver(live.matrix, options.linear_solver);
    const auto n = static_cast<Eigen::Index>(live.size);
    // t = the expected number of rolls while in play (until finished or trapped), from every live state.
    const Eigen::VectorXd t = solver.solve(Eigen::VectorXd::Ones(n));
    if (!live.leaks) {
      // Every reachable state can finish, so the token finishes with probability 1 and t is the game length.
      analysis.finish_probability = 1;
      const Eigen::VectorXd s = solver.solve(Eigen::VectorXd::Ones(n) + 2 * times_q(chain, live, t, options.die));
      analysis.expected_rolls = t[0];
      analysis.std_dev = std::sqrt(std::max(0.0, s[0] - t[0] * t[0]));
    } else {
      Eigen::VectorXd once = Eigen::VectorXd::Zero(n);
      for (const auto& [s, w] : live.finish) once[s] += w;
      const Eigen::VectorXd f = solver.solve(once);
      analysis.finish_probability = std::clamp(f[0], 0.0, 1.0);
    }
    analysis.solved_by = solver.method();
    const Kernel kernel = make_kernel(mover, chain, finishes, options.die);
    distribution = distribute(kernel, chain.position[0], t[0], options, analysis);
  }
  add_players(analysis, distribution);
  return analysis;
}

}  // namespace snl
