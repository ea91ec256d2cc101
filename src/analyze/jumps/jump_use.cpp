// How often each jump is taken (analyze/jumps/jump_use.hpp): its takings found roll by roll, the figures from the chain's
// factorization and a small dense system a jump.
#include "analyze/jumps/jump_use.hpp"

// Before Eigen: its allocations are held to a budget (core/eigen_budget.hpp).
#include "core/eigen_budget.hpp"
#include <Eigen/Dense>
#include <algorithm>
#include <string>

#include "snl/error.hpp"

namespace snl::internal {
namespace {

/// A share of the rolls taking one jump: from `state`, with probability `p`, the roll ending on state `to` (or
/// kFinish).
struct Taking {
  std::uint32_t state;
  std::uint32_t to;
  double p;
};

/// The heads of the jumps (that move) the roll showing `face` from state s takes, in order, into `out`: the square it
/// lands on and, under chain, every head the chain passes (ArrivalAt); from a costly head's pending state, the heads
/// after it (the costly jump itself was counted when the move stopped on it).
void heads_taken(const Chain& chain, const Mover& mover, const JumpWalk& walk, std::uint32_t s, int face,
                 std::vector<std::uint32_t>& out) {
  out.clear();
  std::uint32_t x = 0;
  if (chain.phase[s] == kPendingPhase) {
    if (!walk.rules.chain) return;
    x = walk.plain[chain.position[s]];
  } else {
    const auto head = static_cast<std::uint32_t>(mover.jump_taken(chain.position[s], static_cast<std::uint64_t>(face)));
    if (head == 0) return;
    out.push_back(head);
    if (walk.at(head) == ArrivalAt::pending || !walk.rules.chain) return;
    x = walk.plain[head];
  }
  for (ArrivalAt arrival = walk.at(x); arrival != ArrivalAt::ends; arrival = walk.at(x)) {
    out.push_back(x);
    if (arrival == ArrivalAt::pending) return;
    x = walk.plain[x];
  }
}

/// Every roll that takes each jump (the jumps that move, by head, numbered in board order), merged by (state, to).
/// Charges a (state, face) pair's price for each roll looked at.
std::vector<std::vector<Taking>> rolls_taking_each(const Board& board, const Chain& chain, const Mover& mover,
                                                   const GameRules& rules, std::size_t jumps, std::uint64_t budget,
                                                   std::uint64_t& work) {
  const std::vector<std::uint32_t> plain = dense_destinations(board);
  const JumpWalk walk{plain, rules, static_cast<std::uint32_t>(mover.last())};
  std::vector<std::uint32_t> index_of(plain.size(), kFinish);  // the jump's index by head
  std::uint32_t next = 0;
  for (const Jump& jump : board.jumps()) {
    if (jump.from != jump.to) index_of[table_index(jump.from)] = next++;
  }
  const std::size_t n = chain.size();
  work += n * rules.die.faces().size() * price::kChainPair;
  if (work > budget) throw over_work_budget("finding the rolls that take each jump", budget);
  std::vector<std::vector<Taking>> takings(jumps);
  std::vector<std::uint32_t> heads;
  const double total = static_cast<double>(rules.die.total());
  for (std::uint32_t s = 0; s < n; ++s) {
    const StateKey key{chain.position[s], chain.turn_start[s], chain.phase[s]};
    for (const DieFace& face : rules.die.faces()) {
      if (voids_turn(rules, key, face.value)) continue;
      heads_taken(chain, mover, walk, s, face.value, heads);
      if (heads.empty()) continue;
      const std::uint32_t to = next_state(chain, mover, rules, s, face.value);
      const double p = static_cast<double>(face.weight) / total;
      for (const std::uint32_t head : heads) {
        std::vector<Taking>& list = takings[index_of[head]];
        if (!list.empty() && list.back().state == s && list.back().to == to) {
          list.back().p += p;
        } else {
          list.push_back({s, to, p});
        }
      }
    }
  }
  return takings;
}

/// What one jump's figures need between the two solves: its states after a taking (E, the finish last), Z's rows at
/// the start, C's factorization and P(never taken) at every state.
struct JumpColumns {
  std::size_t jump = 0;
  std::vector<std::uint32_t> entries;  // E' (the states), then kFinish when a taking can finish
  std::size_t live = 0;                // |E'|
  Eigen::RowVectorXd start_row;        // Z[0, E']
  Eigen::PartialPivLU<Eigen::MatrixXd> c;
  Eigen::MatrixXd m;                   // M = C⁻¹Z[E', E]: from each of E', where the next taking leads
  Eigen::RowVectorXd pi;               // from the start, where the first taking leads
  Eigen::MatrixXd k;                   // Z[E', E']
  Eigen::VectorXd never;               // P(never taken again) at each of E'
};

/// (I − Q')⁻¹y at the start and at each of E' (Q': the chain with the jump's takings absorbed), from y = (I − Q)⁻¹b:
/// Woodbury's correction y − Z[·, E']·C⁻¹·y[E'].
std::pair<double, Eigen::VectorXd> corrected(const JumpColumns& p, const double* y) {
  const auto live = static_cast<Eigen::Index>(p.live);
  Eigen::VectorXd at(live);
  for (Eigen::Index r = 0; r < live; ++r) at(r) = y[p.entries[static_cast<std::size_t>(r)]];
  if (live == 0) return {y[0], at};
  const Eigen::VectorXd solved = p.c.solve(at);
  return {y[0] - p.start_row.dot(solved), at - p.k * solved};
}

/// JumpUse::rolls_if_times from the game cut at each taking: from the start and from each of E', the expected rolls
/// until the next taking or the finish, split by where it leads (`to_entry`: a column per state of E, `to_finish`).
void length_given_count(const JumpColumns& p, const std::pair<double, Eigen::VectorXd>& to_finish,
                        const std::vector<std::pair<double, Eigen::VectorXd>>& to_entry, JumpUse& use) {
  const auto live = static_cast<Eigen::Index>(p.live);
  const auto e = static_cast<Eigen::Index>(p.entries.size());
  const bool finishes = e > live;  // a taking can end the game
  const auto given = [&](double weighted, std::size_t k) {
    return use.times[k] >= kRemainingTolerance ? std::optional<double>(weighted / use.times[k]) : std::nullopt;
  };
  use.rolls_if_times.push_back(given(to_finish.first, 0));
  Eigen::RowVectorXd prob = p.pi;  // P(the k-th taking leads to each of E)
  Eigen::RowVectorXd weighted(e);  // E[rolls so far · 1{the k-th taking leads there}]
  for (Eigen::Index c = 0; c < e; ++c) weighted(c) = to_entry[static_cast<std::size_t>(c)].first;
  for (std::size_t k = 1; k < use.times.size(); ++k) {
    double rolls = finishes ? weighted(live) : 0.0;
    for (Eigen::Index r = 0; r < live; ++r) rolls += weighted(r) * p.never(r) + prob(r) * to_finish.second(r);
    use.rolls_if_times.push_back(given(rolls, k));
    Eigen::RowVectorXd next_weighted = weighted.head(live) * p.m;
    for (Eigen::Index c = 0; c < e; ++c) {
      const Eigen::VectorXd& until = to_entry[static_cast<std::size_t>(c)].second;
      for (Eigen::Index r = 0; r < live; ++r) next_weighted(c) += prob(r) * until(r);
    }
    prob = live > 0 ? Eigen::RowVectorXd(prob.head(live) * p.m) : Eigen::RowVectorXd::Zero(e);
    weighted = live > 0 ? next_weighted : Eigen::RowVectorXd::Zero(e);
  }
}

/// The count of takings from the chain over E: `pi` the state after the first (over E, the finish last), `m` from
/// each of E' to the next.
void count_distribution(const Eigen::RowVectorXd& pi, const Eigen::MatrixXd& m, std::size_t live, JumpUse& use) {
  const double at_least_once = std::clamp(pi.sum(), 0.0, 1.0);
  use.probability = at_least_once;
  use.times.assign(1, 1 - at_least_once);
  const auto n = static_cast<Eigen::Index>(live);
  const Eigen::VectorXd again = n > 0 ? Eigen::VectorXd(m.rowwise().sum()) : Eigen::VectorXd();
  Eigen::RowVectorXd d = pi.head(n);
  double tail = at_least_once;  // P(N ≥ k)
  while (true) {
    const double next = n > 0 ? std::clamp(d.dot(again), 0.0, tail) : 0.0;  // P(N ≥ k + 1)
    use.times.push_back(tail - next);
    tail = next;
    if (tail < kRemainingTolerance || use.times.size() == kMaxJumpUseTimes + 1) break;
    d = d * m.leftCols(n);
  }
  use.more = tail;
}

}  // namespace

std::vector<JumpUse> jump_use(const Board& board, const Chain& chain, const Mover& mover, const GameRules& rules,
                              Systems& systems, double expected_rolls, std::uint64_t budget, std::uint64_t& work) {
  std::vector<JumpUse> uses;
  for (const Jump& jump : board.jumps()) {
    if (jump.from != jump.to) uses.emplace_back().jump = jump;
  }
  const std::size_t n = chain.size();
  const std::vector<std::vector<Taking>> takings = rolls_taking_each(board, chain, mover, rules, uses.size(),
                                                                     budget, work);
  // The expected counts, from the start's visits.
  const std::vector<double> visits = systems.visits({}, budget, work, 0).visits;
  std::vector<JumpColumns> pending;
  std::size_t columns = 0;
  for (std::size_t j = 0; j < uses.size(); ++j) {
    for (const Taking& t : takings[j]) uses[j].expected_times += std::max(0.0, visits[t.state]) * t.p;
    if (takings[j].empty()) {  // never landed on: never taken
      uses[j].probability = 0;
      uses[j].times = {1.0};
      uses[j].rolls_if_not_taken = expected_rolls;
      uses[j].rolls_if_times = {expected_rolls};
      continue;
    }
    JumpColumns p;
    p.jump = j;
    for (const Taking& t : takings[j]) p.entries.push_back(t.to);
    std::sort(p.entries.begin(), p.entries.end());
    p.entries.erase(std::unique(p.entries.begin(), p.entries.end()), p.entries.end());
    if (p.entries.size() > kMaxJumpUseEntries) continue;
    p.live = p.entries.back() == kFinish ? p.entries.size() - 1 : p.entries.size();
    columns += 2 * p.entries.size() + 1;
    pending.push_back(std::move(p));
  }
  const std::string what = "how often each of " + std::to_string(pending.size()) + " jumps is taken";
  const std::uint64_t each = (chain.target.size() + n) * price::kSolveEntry;  // as a solve is charged
  if (columns > 0 && columns > (budget - std::min(budget, work)) / each) throw over_work_budget(what, budget);
  // In batches of at most 64 columns (a block solve), fewer on large chains (each column holds every state).
  const std::size_t batch = std::clamp<std::size_t>((std::size_t{1} << 22) / std::max<std::size_t>(n, 1), 1, 64);
  std::vector<double> z;      // A, then Z, a batch's columns (kept: fresh pages for each batch cost as much as the solve)
  std::vector<double> never;  // P(never taken) from each state, a column a jump of the batch; then solved
  std::vector<double> next;   // where the next taking leads from each state, laid out as z; then solved
  for (std::size_t first = 0; first < pending.size();) {
    std::size_t last = first;
    std::size_t count = 0;
    while (last < pending.size() && (count == 0 || count + pending[last].entries.size() <= batch)) {
      count += pending[last++].entries.size();
    }
    // Z = (I − Q)⁻¹A: a column per state after a taking.
    z.assign(n * count, 0.0);
    std::size_t column = 0;
    for (std::size_t i = first; i < last; ++i) {
      const JumpColumns& p = pending[i];
      for (const Taking& t : takings[p.jump]) {
        const auto c = static_cast<std::size_t>(std::lower_bound(p.entries.begin(), p.entries.end(), t.to) -
                                                p.entries.begin());
        z[(column + c) * n + t.state] += t.p;
      }
      column += p.entries.size();
    }
    systems.solve_columns(z, count, budget, work, what);
    // The next solves' columns (two solves of the first two shapes: the buffers of each are kept, where a third
    // shape would allocate afresh each batch: 101,527 page faults against 11,846 on 100x100 with 1,000 jumps).
    std::vector<std::size_t> at_column;  // by jump of the batch: its first column of z and `next`
    never.assign(n * (last - first), 0.0);
    next.assign(n * count, 0.0);
    column = 0;
    for (std::size_t i = first; i < last; ++i) {
      JumpColumns& p = pending[i];
      const auto e = static_cast<Eigen::Index>(p.entries.size());
      const auto live = static_cast<Eigen::Index>(p.live);
      const auto zc = [&](Eigen::Index c, std::size_t s) { return z[(column + static_cast<std::size_t>(c)) * n + s]; };
      Eigen::MatrixXd k(live, e);  // Z[E', E]
      Eigen::RowVectorXd start(e);
      for (Eigen::Index c = 0; c < e; ++c) {
        start(c) = zc(c, 0);
        for (Eigen::Index r = 0; r < live; ++r) k(r, c) = zc(c, p.entries[static_cast<std::size_t>(r)]);
      }
      p.c.compute(Eigen::MatrixXd::Identity(live, live) + k.leftCols(live));
      const Eigen::MatrixXd m = live > 0 ? Eigen::MatrixXd(p.c.solve(k)) : Eigen::MatrixXd(0, e);
      p.start_row = start.head(live);
      const Eigen::RowVectorXd pi = live > 0 ? Eigen::RowVectorXd(start - p.start_row * m) : start;
      count_distribution(pi, m, p.live, uses[p.jump]);
      p.m = m;
      p.pi = pi;
      p.k = k.leftCols(live);
      // P(ever taken) at every state: Σ of the columns, less their correction; P(never) is the rest. And the
      // probability that the next taking leads to each of E, at every state: its column, less its correction.
      const Eigen::VectorXd v = live > 0 ? Eigen::VectorXd(p.c.solve(k.rowwise().sum())) : Eigen::VectorXd();
      double* out = &never[(i - first) * n];
      for (std::size_t s = 0; s < n; ++s) {
        double ever = 0;
        for (Eigen::Index c = 0; c < e; ++c) ever += zc(c, s);
        for (Eigen::Index r = 0; r < live; ++r) ever -= zc(r, s) * v(r);
        out[s] = std::clamp(1 - ever, 0.0, 1.0);
        for (Eigen::Index c = 0; c < e; ++c) {
          double leads = zc(c, s);
          for (Eigen::Index r = 0; r < live; ++r) leads -= zc(r, s) * m(r, c);
          next[(column + static_cast<std::size_t>(c)) * n + s] = std::max(0.0, leads);
        }
      }
      p.never.resize(live);
      for (Eigen::Index r = 0; r < live; ++r) p.never(r) = out[p.entries[static_cast<std::size_t>(r)]];
      systems.done(n * static_cast<std::uint64_t>(e * (live + 1)));  // the sums above, a multiply-add a unit
      at_column.push_back(column);
      column += p.entries.size();
    }
    // (I − Q')⁻¹ of those columns, by the same correction: g = the rolls of the games that never take the jump, and
    // the rolls until the next taking, by where it leads.
    systems.solve_columns(never, last - first, budget, work, what);
    systems.solve_columns(next, count, budget, work, what);
    for (std::size_t i = first; i < last; ++i) {
      const JumpColumns& p = pending[i];
      const std::pair<double, Eigen::VectorXd> to_finish = corrected(p, &never[(i - first) * n]);
      std::vector<std::pair<double, Eigen::VectorXd>> to_entry;
      for (std::size_t c = 0; c < p.entries.size(); ++c) {
        to_entry.push_back(corrected(p, &next[(at_column[i - first] + c) * n]));
      }
      const double g = to_finish.first;
      JumpUse& use = uses[p.jump];
      const double taken = *use.probability;
      if (1 - taken >= kRemainingTolerance) use.rolls_if_not_taken = g / (1 - taken);
      if (taken >= kRemainingTolerance) use.rolls_if_taken = (expected_rolls - g) / taken;
      length_given_count(p, to_finish, to_entry, use);
      systems.done(use.times.size() * static_cast<std::uint64_t>(p.entries.size() * (p.live + 1)));
    }
    first = last;
  }
  return uses;
}

}  // namespace snl::internal
