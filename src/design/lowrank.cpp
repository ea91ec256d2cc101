// The design search's low-rank evaluator (design/lowrank.hpp): the dense inverse of I − Q solved from scratch (Eigen),
// and a candidate's one or two changes priced and taken by Sherman–Morrison/Woodbury. The searches and the
// distribution pushed roll by roll, which need no inverse, are in lowrank_rolls.cpp.
#include "design/lowrank.hpp"

// Before Eigen: its allocations are held to a budget (core/eigen_budget.hpp).
#include "core/eigen_budget.hpp"
#include <Eigen/Dense>
#include <algorithm>
#include <cassert>
#include <cmath>

#include "core/mover.hpp"
#include "snl/board.hpp"

namespace snl::internal {

namespace {

/// Below this |det(I − WᵀZ)| a candidate is checked for a trap by search, and solved from scratch if it has none.
constexpr double kSingular = 1e-10;

}  // namespace

/// A candidate's low-rank terms: for each change j the states a_j (old) and b_j (new) its landings go from and
/// to, the rolls c_j that land on its head, and G⁻¹ for G = I − WᵀZ.
struct LowRank::Update {
  int rank = 0;
  std::uint32_t from[2] = {kNone, kNone};
  std::uint32_t to[2] = {kNone, kNone};
  std::span<const std::pair<std::uint32_t, double>> into[2];
  double inverse[2][2] = {{0, 0}, {0, 0}};
  bool singular = false;
};

LowRank::LowRank(std::uint64_t squares, const GameRules& rules)
    : last_(static_cast<std::uint32_t>(squares)),
      first_(rules.start == 0 ? 0 : 1),
      start_(0),
      faces_(static_cast<std::uint32_t>(rules.die.faces().size())),
      size_(table_index(squares - (rules.start == 0 ? 0 : 1))) {
  assert(!rules.again && squares >= 2);
  for (const DieFace& face : rules.die.faces()) {
    probability_.push_back(static_cast<double>(face.weight) / static_cast<double>(rules.die.total()));
  }
  // A jump on every square but the last: the probe tells which square's jump a roll obeys.
  std::vector<Jump> probes;
  for (Label s = 1; s < squares; ++s) probes.push_back({s, s == 1 ? Label{2} : Label{1}});
  const Mover plain(Board::track(squares, {}), rules.overshoot);
  const Mover probe(Board::track(squares, std::move(probes)), rules.overshoot);
  landed_.resize(size_ * faces_);
  plain_.resize(size_ * faces_);
  std::vector<std::vector<std::pair<std::uint32_t, double>>> into(last_ + 1);
  for (std::uint32_t i = 0; i < size_; ++i) {
    const std::uint64_t position = i + first_;
    for (std::uint32_t k = 0; k < faces_; ++k) {
      const auto value = static_cast<std::uint64_t>(rules.die.faces()[k].value);
      const auto head = static_cast<std::uint32_t>(probe.jump_taken(position, value));
      landed_[i * faces_ + k] = head;
      plain_[i * faces_ + k] = static_cast<std::uint32_t>(plain.outcome(position, value));
      if (head == 0) continue;
      auto& list = into[head];
      if (!list.empty() && list.back().first == i) {
        list.back().second += probability_[k];
      } else {
        list.emplace_back(i, probability_[k]);
      }
    }
  }
  into_offset_.assign(last_ + 2, 0);
  for (std::uint32_t h = 0; h <= last_; ++h) {
    into_offset_[h + 1] = into_offset_[h] + into[h].size();
    into_.insert(into_.end(), into[h].begin(), into[h].end());
  }
  end_.resize(last_ + 1);
  for (std::uint32_t h = 0; h <= last_; ++h) end_[h] = h;
}

std::uint32_t LowRank::state_of(std::uint32_t label) const { return label == last_ ? kNone : label - first_; }

double LowRank::std_dev() const {
  const double t = t_[start_];
  return std::sqrt(std::max(0.0, second_[start_] - t * t));
}

bool LowRank::solve(const std::vector<std::uint32_t>& end, std::vector<double>& inverse, std::vector<double>& t,
                    std::vector<double>& second) const {
  if (!can_all_finish(end)) return false;
  const auto n = static_cast<Eigen::Index>(size_);
  Eigen::MatrixXd matrix = Eigen::MatrixXd::Identity(n, n);
  for (std::uint32_t i = 0; i < size_; ++i) {
    for (std::uint32_t k = 0; k < faces_; ++k) {
      const std::uint32_t head = landed_[i * faces_ + k];
      const std::uint32_t target = state_of(head != 0 ? end[head] : plain_[i * faces_ + k]);
      if (target != kNone) matrix(i, target) -= probability_[k];
    }
  }
  using RowMatrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
  const Eigen::PartialPivLU<Eigen::MatrixXd> lu(matrix);
  if (interrupt_) interrupt_();
  // The inverse in slices of columns (two thirds of the work), the interrupt asked after each.
  RowMatrix n_inverse(n, n);
  const auto slice = static_cast<Eigen::Index>(kInverseSlice);
  for (Eigen::Index first = 0; first < n; first += slice) {
    const Eigen::Index count = std::min(slice, n - first);
    n_inverse.middleCols(first, count) = lu.solve(Eigen::MatrixXd::Identity(n, n).middleCols(first, count));
    if (interrupt_) interrupt_();
  }
  inverse.assign(n_inverse.data(), n_inverse.data() + size_ * size_);
  const Eigen::VectorXd times = n_inverse * Eigen::VectorXd::Ones(n);
  t.assign(times.data(), times.data() + size_);
  // (I − Q) s = 1 + 2Qt, and Qt = t − 1.
  const Eigen::VectorXd squares = n_inverse * (2.0 * times - Eigen::VectorXd::Ones(n));
  second.assign(squares.data(), squares.data() + size_);
  return true;
}

bool LowRank::reset(const std::vector<std::uint32_t>& end) {
  assert(end.size() == last_ + std::size_t{1} && end[last_] == last_);
  std::vector<double> inverse;
  std::vector<double> t;
  std::vector<double> second;
  const bool finishes = solve(end, inverse, t, second);  // may throw (interrupt_): nothing is changed yet
  end_ = end;
  trapped_ = !finishes;
  if (finishes) {
    inverse_ = std::move(inverse);
    t_ = std::move(t);
    second_ = std::move(second);
  }
  return finishes;
}

std::vector<std::uint32_t> LowRank::ends_after(std::span<const HeadChange> changes) const {
  std::vector<std::uint32_t> end = end_;
  for (const HeadChange& c : changes) end[c.head] = c.to;
  return end;
}

std::vector<double> LowRank::columns(const Update& u) const {
  std::vector<double> z(size_ * 2, 0.0);
  for (std::size_t x = 0; x < size_; ++x) {
    const double* row = &inverse_[x * size_];
    for (int j = 0; j < u.rank; ++j) {
      double sum = 0;
      for (const auto& [i, p] : u.into[j]) sum += row[i] * p;
      z[x * 2 + static_cast<std::size_t>(j)] = sum;
    }
  }
  return z;
}

bool LowRank::prepare(std::span<const HeadChange> changes, Update& u) const {
  assert(changes.size() == 1 || changes.size() == 2);
  u.rank = static_cast<int>(changes.size());
  for (int j = 0; j < u.rank; ++j) {
    const HeadChange& c = changes[static_cast<std::size_t>(j)];
    assert(c.head >= 1 && c.head < last_);
    u.from[j] = state_of(end_[c.head]);
    u.to[j] = state_of(c.to);
    u.into[j] = std::span(into_).subspan(into_offset_[c.head], into_offset_[c.head + 1] - into_offset_[c.head]);
  }
  // z(x, l) = (N c_l)_x.
  const auto z = [&](std::uint32_t x, int l) {
    if (x == kNone) return 0.0;
    const double* row = &inverse_[x * size_];
    double sum = 0;
    for (const auto& [i, p] : u.into[l]) sum += row[i] * p;
    return sum;
  };
  double g[2][2];
  for (int j = 0; j < u.rank; ++j) {
    for (int l = 0; l < u.rank; ++l) g[j][l] = (j == l ? 1.0 : 0.0) - (z(u.to[j], l) - z(u.from[j], l));
  }
  if (u.rank == 1) {
    u.singular = std::abs(g[0][0]) < kSingular;
    if (!u.singular) u.inverse[0][0] = 1.0 / g[0][0];
  } else {
    const double det = g[0][0] * g[1][1] - g[0][1] * g[1][0];
    u.singular = std::abs(det) < kSingular;
    if (!u.singular) {
      u.inverse[0][0] = g[1][1] / det;
      u.inverse[0][1] = -g[0][1] / det;
      u.inverse[1][0] = -g[1][0] / det;
      u.inverse[1][1] = g[0][0] / det;
    }
  }
  return !u.singular;
}

std::optional<double> LowRank::expected_after(std::span<const HeadChange> changes) {
  if (trapped_) return expected_by_solve(changes);
  Update u;
  if (!prepare(changes, u)) return expected_by_solve(changes);
  const auto t = [&](std::uint32_t x) { return x == kNone ? 0.0 : t_[x]; };
  const double* row = &inverse_[start_ * size_];
  double result = t_[start_];
  for (int j = 0; j < u.rank; ++j) {
    double zs = 0;
    for (const auto& [i, p] : u.into[j]) zs += row[i] * p;
    double y = 0;
    for (int l = 0; l < u.rank; ++l) y += u.inverse[j][l] * (t(u.to[l]) - t(u.from[l]));
    result += zs * y;
  }
  return result;
}

std::optional<Priced> LowRank::priced_after(std::span<const HeadChange> changes) {
  if (trapped_ || !std::isfinite(t_[start_])) return std::nullopt;
  Update u;
  if (!prepare(changes, u)) {
    // Near-singular: a trap, or a board far slower than any: price it from scratch.
    std::vector<double> inverse, t, second;
    if (!solve(ends_after(changes), inverse, t, second)) return std::nullopt;
    return Priced{t[start_], std::sqrt(std::max(0.0, second[start_] - t[start_] * t[start_]))};
  }
  // Z = N U (size × rank), then t' = t + Z G⁻¹ Wᵀt in full.
  const std::vector<double> z = columns(u);
  const auto at = [](const std::vector<double>& v, std::uint32_t x) { return x == kNone ? 0.0 : v[x]; };
  double y[2] = {0, 0};
  for (int j = 0; j < u.rank; ++j) {
    for (int l = 0; l < u.rank; ++l) y[j] += u.inverse[j][l] * (at(t_, u.to[l]) - at(t_, u.from[l]));
  }
  std::vector<double> rhs(size_);
  for (std::size_t x = 0; x < size_; ++x) {
    double t = t_[x];
    for (int j = 0; j < u.rank; ++j) t += z[x * 2 + static_cast<std::size_t>(j)] * y[j];
    rhs[x] = 2.0 * t - 1.0;
  }
  double expected = t_[start_];
  for (int j = 0; j < u.rank; ++j) expected += z[start_ * 2 + static_cast<std::size_t>(j)] * y[j];
  // s' = N' rhs' at the start, by the same identity: (N rhs')_s + Z_s G⁻¹ Wᵀ (N rhs').
  const auto n_rhs = [&](std::uint32_t x) {
    if (x == kNone) return 0.0;
    const double* row = &inverse_[x * size_];
    double sum = 0;
    for (std::size_t i = 0; i < size_; ++i) sum += row[i] * rhs[i];
    return sum;
  };
  double e[2] = {0, 0};
  for (int l = 0; l < u.rank; ++l) e[l] = n_rhs(u.to[l]) - n_rhs(u.from[l]);
  double second = n_rhs(start_);
  for (int j = 0; j < u.rank; ++j) {
    double v = 0;
    for (int l = 0; l < u.rank; ++l) v += u.inverse[j][l] * e[l];
    second += z[start_ * 2 + static_cast<std::size_t>(j)] * v;
  }
  return Priced{expected, std::sqrt(std::max(0.0, second - expected * expected))};
}

void LowRank::apply(std::span<const HeadChange> changes) {
  Update u;
  if (trapped_ || !prepare(changes, u)) {
    reset(ends_after(changes));
    return;
  }
  const std::vector<double> z = columns(u);
  // K_j = Σ_l G⁻¹_jl (N[b_l,:] − N[a_l,:]); N += Σ_j Z_j K_j.
  std::vector<double> k(size_ * 2, 0.0);
  for (int j = 0; j < u.rank; ++j) {
    double* kj = &k[static_cast<std::size_t>(j) * size_];
    for (int l = 0; l < u.rank; ++l) {
      const double g = u.inverse[j][l];
      if (u.to[l] != kNone) {
        const double* row = &inverse_[u.to[l] * size_];
        for (std::size_t i = 0; i < size_; ++i) kj[i] += g * row[i];
      }
      if (u.from[l] != kNone) {
        const double* row = &inverse_[u.from[l] * size_];
        for (std::size_t i = 0; i < size_; ++i) kj[i] -= g * row[i];
      }
    }
  }
  for (std::size_t x = 0; x < size_; ++x) {
    double* row = &inverse_[x * size_];
    for (int j = 0; j < u.rank; ++j) {
      const double zx = z[x * 2 + static_cast<std::size_t>(j)];
      if (zx == 0) continue;
      const double* kj = &k[static_cast<std::size_t>(j) * size_];
      for (std::size_t i = 0; i < size_; ++i) row[i] += zx * kj[i];
    }
  }
  for (const HeadChange& c : changes) end_[c.head] = c.to;
  // t = N'1 and s = N'(2t − 1), from the updated inverse.
  for (std::size_t x = 0; x < size_; ++x) {
    const double* row = &inverse_[x * size_];
    double sum = 0;
    for (std::size_t i = 0; i < size_; ++i) sum += row[i];
    t_[x] = sum;
  }
  for (std::size_t x = 0; x < size_; ++x) {
    const double* row = &inverse_[x * size_];
    double sum = 0;
    for (std::size_t i = 0; i < size_; ++i) sum += row[i] * (2.0 * t_[i] - 1.0);
    second_[x] = sum;
  }
}

double LowRank::resolve() {
  std::vector<double> held = t_;
  if (!reset(end_)) return 0;
  double drift = 0;
  for (std::size_t x = 0; x < size_ && x < held.size(); ++x) {
    drift = std::max(drift, std::abs(held[x] - t_[x]) / std::max(1.0, std::abs(t_[x])));
  }
  return drift;
}

std::optional<double> LowRank::expected_by_solve(std::span<const HeadChange> changes) const {
  std::vector<double> inverse, t, second;
  if (!solve(ends_after(changes), inverse, t, second)) return std::nullopt;
  return t[start_];
}

}  // namespace snl::internal
