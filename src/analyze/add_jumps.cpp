// Which single jump to add (analyze/add_jumps.hpp): a chain over every position, one factorization, the moves
// arriving on each head solved as columns, and Woodbury's identity for each destination.
#include "analyze/add_jumps.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <span>

#include "analyze/chain.hpp"
#include "analyze/linear.hpp"
#include "snl/error.hpp"

namespace snl::internal {
namespace {

/// The columns solved at once (as jump_use's batches).
constexpr std::size_t kBatch = 64;
/// Below this (relative to C's entries), C may be singular in exact arithmetic: whether the jump makes a trap is
/// then decided on the graph (endless_with).
constexpr double kNearlySingular = 1e-9;
/// The work of weighing one candidate from its head's solved columns.
constexpr std::uint64_t kCandidateWork = price::kPushPair;

/// A move the added jump would redirect: from `state`, with `weight` of the die's total.
struct Arrival {
  std::uint32_t state;
  std::uint64_t weight;
};

/// The moves arriving on each candidate head in each phase of a turn (by head · phases + phase): the rolls landing
/// there and, under chain, the jumps ending there too (a token arriving by a chain goes on along the new jump).
struct Arrivals {
  std::size_t phases = 1;
  std::vector<std::size_t> offset;
  std::vector<Arrival> moves;
  std::span<const Arrival> at(std::uint32_t head, std::size_t phase) const {
    const std::size_t slot = head * phases + phase;
    return {moves.data() + offset[slot], offset[slot + 1] - offset[slot]};
  }
};

Arrivals arrivals_on(const Chain& chain, const Mover& mover, const GameRules& rules, const std::vector<bool>& head,
                     std::size_t phases) {
  Arrivals out;
  out.phases = phases;
  out.offset.assign(head.size() * phases + 1, 0);
  const auto each = [&](auto&& visit) {
    for (std::uint32_t s = 0; s < chain.size(); ++s) {
      const StateKey from{chain.position[s], chain.turn_start[s], chain.phase[s]};
      for (const DieFace& face : rules.die.faces()) {
        if (voids_turn(rules, from, face.value)) continue;
        const std::optional<StateKey> to = roll_key(mover, rules, from, face.value);
        if (!to || to->phase == kPendingPhase || !head[to->position]) continue;
        const bool landed = from.phase != kPendingPhase &&
                            mover.jump_taken(from.position, static_cast<std::uint64_t>(face.value)) == 0;
        if (rules.chain || landed) visit(to->position * phases + to->phase, Arrival{s, face.weight});
      }
    }
  };
  each([&](std::size_t slot, Arrival) { ++out.offset[slot + 1]; });
  for (std::size_t i = 1; i < out.offset.size(); ++i) out.offset[i] += out.offset[i - 1];
  out.moves.resize(out.offset.back());
  std::vector<std::size_t> next(out.offset.begin(), out.offset.end() - 1);
  each([&](std::size_t slot, Arrival a) { out.moves[next[slot]++] = a; });
  return out;
}

/// The states reached from the start.
std::vector<bool> reached_from_start(const Chain& chain) {
  std::vector<bool> seen(chain.size(), false);
  std::vector<std::uint32_t> stack{0};
  seen[0] = true;
  while (!stack.empty()) {
    const std::uint32_t s = stack.back();
    stack.pop_back();
    for (std::size_t e = chain.offset[s]; e < chain.offset[s + 1]; ++e) {
      const std::uint32_t t = chain.target[e];
      if (t != kFinish && !seen[t]) {
        seen[t] = true;
        stack.push_back(t);
      }
    }
  }
  return seen;
}

/// The candidates and what is known of the chain over every position.
struct Ground {
  const Chain& chain;
  const Arrivals& arrivals;
  std::vector<std::array<std::uint32_t, 2>> state_at;  // by position: its state in each phase (kFinish: none)
  std::vector<bool> trapped;                           // can_be_trapped
  std::vector<double> rolls;                           // expected rolls from each state (its remaining)
  std::vector<double> turns;                           // expected turns (with roll-again rules)
};

/// Whether the chain with the moves arriving on `head` sent to `to` instead (phase for phase) holds a state, reached
/// from the start, that cannot finish: backwards from the finish, then forwards from the start, on the changed graph.
bool endless_with(const Ground& g, std::uint32_t head, std::uint32_t to) {
  const Chain& chain = g.chain;
  const std::size_t n = chain.size();
  // The changed transitions: each state's moves, with the redirected weight taken off the head and put on `to`.
  std::vector<std::vector<std::pair<std::uint32_t, std::uint64_t>>> extra(n);  // by state: (target, weight)
  std::vector<std::vector<std::pair<std::uint32_t, std::uint64_t>>> less(n);
  for (std::size_t p = 0; p < g.arrivals.phases; ++p) {
    for (const Arrival& a : g.arrivals.at(head, p)) {
      less[a.state].emplace_back(g.state_at[head][p], a.weight);
      extra[a.state].emplace_back(g.state_at[to][p], a.weight);
    }
  }
  const auto targets = [&](std::uint32_t s, auto&& visit) {
    for (std::size_t e = chain.offset[s]; e < chain.offset[s + 1]; ++e) {
      std::uint64_t w = chain.weight[e];
      for (const auto& [t, moved] : less[s]) {
        if (t == chain.target[e]) w -= std::min(w, moved);
      }
      if (w > 0) visit(chain.target[e]);
    }
    for (const auto& [t, moved] : extra[s]) visit(t);
  };
  std::vector<std::vector<std::uint32_t>> into(n);
  std::vector<bool> finishes(n, false);
  std::vector<std::uint32_t> stack;
  for (std::uint32_t s = 0; s < n; ++s) {
    targets(s, [&](std::uint32_t t) {
      if (t == kFinish) {
        if (!finishes[s]) stack.push_back(s);
        finishes[s] = true;
      } else {
        into[t].push_back(s);
      }
    });
  }
  while (!stack.empty()) {
    const std::uint32_t s = stack.back();
    stack.pop_back();
    for (const std::uint32_t r : into[s]) {
      if (!finishes[r]) {
        finishes[r] = true;
        stack.push_back(r);
      }
    }
  }
  std::vector<bool> seen(n, false);
  stack.assign(1, 0);
  seen[0] = true;
  while (!stack.empty()) {
    const std::uint32_t s = stack.back();
    stack.pop_back();
    if (!finishes[s]) return true;
    targets(s, [&](std::uint32_t t) {
      if (t != kFinish && !seen[t]) {
        seen[t] = true;
        stack.push_back(t);
      }
    });
  }
  return false;
}

/// The best candidate of one head, one way: its destination, the change and how many others change it as much.
struct Best {
  std::uint32_t to = 0;
  double change = 0;
  double turns = 0;
  std::uint64_t as_good = 0;
};

/// The jumps to add, in three steps: the chain over every position and what it knows (prepare), the candidates
/// counted (count), and each reached head's columns solved in batches and its destinations weighed (weigh_head).
class Search {
 public:
  Search(const Board& board, const Mover& mover, const AnalysisOptions& options, double rolls,
         std::optional<double> turns, std::uint64_t& work)
      : board_(board), mover_(mover), options_(options), rules_(options.rules), rolls_(rolls),
        turns_(turns.value_or(rolls)), work_(work), checkpoint_(options.progress),
        last_(static_cast<std::uint32_t>(mover.last())), phases_(rules_.again ? 2 : 1),
        low_(std::max<std::uint64_t>(options.add_min_length, 1)),
        high_(options.add_max_length == 0 ? last_ : std::min<std::uint64_t>(options.add_max_length, last_)),
        noise_(1e-9 * std::max(1.0, rolls)) {}

  JumpsToAdd run() {
    prepare();
    WorkMeter meter(options_.max_work, work_, &checkpoint_);
    meter.require(columns_ * (chain_.target.size() + chain_.size()) * price::kSolveEntry,
                  "the jumps to add (" + std::to_string(columns_) + " solves of " + std::to_string(chain_.size()) +
                      " states)");
    Systems systems(chain_, finishes_, options_.linear_solver, meter);
    g_->rolls = systems.expectations(false).remaining;
    if (!rules_.one_roll_turns()) {
      g_->turns.assign(chain_.size(), 0.0);
      for (std::size_t s = 0; s < chain_.size(); ++s) {
        for (std::size_t e = chain_.offset[s]; e < chain_.offset[s + 1]; ++e) {
          if (chain_.ends_turn(e)) g_->turns[s] += chain_.probability(e);
        }
      }
      systems.solve_columns(g_->turns, 1, options_.max_work, work_, "the jumps to add");
    }
    count();
    solve_and_weigh(systems, meter);
    out_.shorten = ranked(shorten_, true);
    out_.lengthen = ranked(lengthen_, false);
    return out_;
  }

 private:
  void prepare() {
    // A state for every position (and phase): every destination's expected rolls are then known.
    std::vector<StateKey> roots;
    for (std::uint32_t x = 1; x < last_; ++x) {
      for (std::size_t p = 0; p < phases_; ++p) roots.push_back({x, x, static_cast<std::uint16_t>(p)});
    }
    chain_ = build_chain(mover_, rules_, options_.max_work - std::min(options_.max_work, work_), roots, &checkpoint_);
    work_ += chain_work(chain_, rules_.die.faces().size());
    finishes_ = can_finish(chain_);
    std::vector<bool> is_head(last_ + 1, false);  // every jump's head, self-jumps too
    moves_on_.assign(last_ + 1, false);           // the heads of jumps that move
    for (const Jump& jump : board_.jumps()) {
      is_head[table_index(jump.from)] = true;
      if (jump.from != jump.to) moves_on_[table_index(jump.from)] = true;
    }
    head_.assign(last_ + 1, false);
    for (std::uint32_t x = 2; x < last_; ++x) head_[x] = !is_head[x];
    arrivals_ = arrivals_on(chain_, mover_, rules_, head_, phases_);
    work_ += chain_.size() * rules_.die.faces().size() * price::kChainPair;
    g_.emplace(Ground{chain_, arrivals_, {}, can_be_trapped(chain_, finishes_), {}, {}});
    g_->state_at.assign(last_, {kFinish, kFinish});
    for (std::uint32_t x = 1; x < last_; ++x) {
      for (std::size_t p = 0; p < phases_; ++p) {
        g_->state_at[x][p] = find_state(chain_, {x, x, static_cast<std::uint16_t>(p)});
      }
    }
    // The heads the game from the start arrives on: a jump at any other changes nothing.
    const std::vector<bool> reached = reached_from_start(chain_);
    for (std::uint32_t h = 2; h < last_; ++h) {
      bool arrives = false;
      std::size_t own = 0;
      for (std::size_t p = 0; p < phases_ && head_[h]; ++p) {
        const auto moves = arrivals_.at(h, p);
        own += moves.empty() ? 0 : 1;
        for (const Arrival& a : moves) arrives = arrives || reached[a.state];
      }
      if (!arrives) continue;
      solved_.push_back(h);
      columns_ += own;
    }
    destination_.assign(last_, false);
    for (std::uint32_t d = 1; d < last_; ++d) destination_[d] = !(rules_.chain && moves_on_[d]);
  }

  /// Every candidate, the heads the game never arrives on too.
  void count() {
    std::vector<std::uint64_t> below(last_ + 1, 0);  // below[x]: the destinations below x
    for (std::uint32_t d = 1; d < last_; ++d) below[d + 1] = below[d] + (destination_[d] ? 1 : 0);
    const auto between = [&](std::int64_t a, std::int64_t b) -> std::uint64_t {  // in [a, b] ∩ [1, last − 1]
      a = std::max<std::int64_t>(a, 1);
      b = std::min<std::int64_t>(b, last_ - 1);
      return a > b ? 0 : below[static_cast<std::size_t>(b) + 1] - below[static_cast<std::size_t>(a)];
    };
    if (low_ > high_) return;
    const auto lo = static_cast<std::int64_t>(low_);
    const auto hi = static_cast<std::int64_t>(high_);
    for (std::uint32_t h = 2; h < last_; ++h) {
      if (head_[h]) out_.candidates += between(h + lo, h + hi) + between(h - hi, h - lo);
    }
  }

  void solve_and_weigh(Systems& systems, WorkMeter& meter) {
    const std::size_t n = chain_.size();
    std::vector<double> z;
    for (std::size_t first = 0; first < solved_.size();) {
      // A batch of heads whose columns fit in kBatch (each head's phases that have arrivals, in order).
      std::vector<std::array<std::uint32_t, 2>> column_of;  // by head of the batch: its column per phase, or kFinish
      std::size_t count = 0;
      std::size_t end = first;
      for (; end < solved_.size(); ++end) {
        std::array<std::uint32_t, 2> cols{kFinish, kFinish};
        std::size_t need = 0;
        for (std::size_t p = 0; p < phases_; ++p) need += arrivals_.at(solved_[end], p).empty() ? 0 : 1;
        if (count + need > kBatch && count > 0) break;
        for (std::size_t p = 0; p < phases_; ++p) {
          if (!arrivals_.at(solved_[end], p).empty()) cols[p] = static_cast<std::uint32_t>(count++);
        }
        column_of.push_back(cols);
      }
      z.assign(n * count, 0.0);
      for (std::size_t i = first; i < end; ++i) {
        for (std::size_t p = 0; p < phases_; ++p) {
          if (column_of[i - first][p] == kFinish) continue;
          double* column = &z[column_of[i - first][p] * n];
          for (const Arrival& a : arrivals_.at(solved_[i], p)) {
            column[a.state] += static_cast<double>(a.weight) / static_cast<double>(chain_.total);
          }
        }
      }
      systems.solve_columns(z, count, options_.max_work, work_, "the jumps to add");
      for (std::size_t i = first; i < end; ++i) {
        std::array<const double*, 2> zc{nullptr, nullptr};  // Z's column for each phase (nullptr: no arrivals)
        for (std::size_t p = 0; p < phases_; ++p) {
          if (column_of[i - first][p] != kFinish) zc[p] = &z[column_of[i - first][p] * n];
        }
        meter.charge(weigh_head(solved_[i], zc) * kCandidateWork, "the jumps to add");
      }
      first = end;
      meter.now();
    }
  }

  /// Weighs every destination of head h; returns how many.
  std::uint64_t weigh_head(std::uint32_t h, const std::array<const double*, 2>& zc) {
    std::optional<Best> least;  // the most negative change
    std::optional<Best> most;
    std::uint64_t weighed = 0;
    const auto weigh = [&](std::uint32_t d) {
      ++weighed;
      const std::optional<std::pair<double, double>> c = change(h, d, zc);
      if (!c || std::abs(c->first) <= noise_) return;
      std::optional<Best>& best = c->first < 0 ? least : most;
      const bool better = c->first < 0 ? (!best || c->first < best->change) : (!best || c->first > best->change);
      if (best && std::abs(c->first - best->change) <= noise_) {
        ++best->as_good;
      } else if (better) {
        best = Best{d, c->first, c->second, 0};
      }
    };
    for (std::uint64_t len = low_; len <= high_ && h + len < last_; ++len) {
      if (destination_[table_index(h + len)]) weigh(static_cast<std::uint32_t>(h + len));
    }
    for (std::uint64_t len = low_; len <= high_ && len < h; ++len) {
      if (destination_[table_index(h - len)]) weigh(static_cast<std::uint32_t>(h - len));
    }
    if (least) shorten_.emplace_back(h, *least);
    if (most) lengthen_.emplace_back(h, *most);
    return weighed;
  }

  /// The change in expected rolls (and turns) that the jump h → d makes; nullopt when the game could then last
  /// forever (counted in out_.endless).
  std::optional<std::pair<double, double>> change(std::uint32_t h, std::uint32_t d,
                                                  const std::array<const double*, 2>& zc) {
    const std::array<std::uint32_t, 2>& sd = g_->state_at[d];
    const std::array<std::uint32_t, 2>& sh = g_->state_at[h];
    // C = I − WᵀZ over the phases that have arrivals; b = Wᵀt (and Wᵀτ).
    std::array<std::size_t, 2> used{};
    std::size_t r = 0;
    for (std::size_t p = 0; p < phases_; ++p) {
      if (zc[p] == nullptr) continue;
      if (sd[p] == kFinish || g_->trapped[sd[p]]) {
        ++out_.endless;
        return std::nullopt;
      }
      used[r++] = p;
    }
    std::array<std::array<double, 2>, 2> c{};
    std::array<double, 2> b{};
    std::array<double, 2> bt{};
    double scale = 1;
    for (std::size_t i = 0; i < r; ++i) {
      const std::size_t p = used[i];
      for (std::size_t j = 0; j < r; ++j) {
        const double* col = zc[used[j]];
        c[i][j] = (i == j ? 1.0 : 0.0) - (col[sd[p]] - col[sh[p]]);
        scale = std::max({scale, std::abs(col[sd[p]]), std::abs(col[sh[p]])});
      }
      b[i] = g_->rolls[sd[p]] - g_->rolls[sh[p]];
      if (!g_->turns.empty()) bt[i] = g_->turns[sd[p]] - g_->turns[sh[p]];
    }
    const double det = r == 1 ? c[0][0] : c[0][0] * c[1][1] - c[0][1] * c[1][0];
    if ((std::abs(det) <= kNearlySingular * (r == 1 ? scale : scale * scale) || (r == 1 && det < 0)) &&
        endless_with(*g_, h, d)) {
      ++out_.endless;
      return std::nullopt;
    }
    // y = C⁻¹v; the change is Z₀·C⁻¹·Wᵀt (and Z₀·C⁻¹·1 more for a jump that costs a roll).
    const auto at_start = [&](const std::array<double, 2>& v) {
      const std::array<double, 2> y = r == 1 ? std::array<double, 2>{v[0] / det, 0}
                                             : std::array<double, 2>{(c[1][1] * v[0] - c[0][1] * v[1]) / det,
                                                                     (c[0][0] * v[1] - c[1][0] * v[0]) / det};
      double sum = 0;
      for (std::size_t j = 0; j < r; ++j) sum += zc[used[j]][0] * y[j];
      return sum;
    };
    double rolls = at_start(b);
    if (rules_.jump_costs.all) rolls += at_start({1.0, 1.0});  // never with again rules: turns are rolls
    return std::pair{rolls, g_->turns.empty() ? rolls : at_start(bt)};
  }

  /// The best heads' best jumps, best first (by head on ties), at most options.add_effects of them.
  std::vector<AddedJump> ranked(std::vector<std::pair<std::uint32_t, Best>>& bests, bool shortest) const {
    const auto better = [shortest](const std::pair<std::uint32_t, Best>& a, const std::pair<std::uint32_t, Best>& b) {
      if (a.second.change != b.second.change) {
        return shortest ? a.second.change < b.second.change : a.second.change > b.second.change;
      }
      return a.first < b.first;
    };
    const std::size_t k = std::min(bests.size(), options_.add_effects);
    std::partial_sort(bests.begin(), bests.begin() + static_cast<std::ptrdiff_t>(k), bests.end(), better);
    std::vector<AddedJump> out;
    for (std::size_t i = 0; i < k; ++i) {
      const auto& [h, best] = bests[i];
      AddedJump added{{h, best.to}, rolls_ + best.change, std::nullopt, best.change, best.as_good};
      if (!rules_.one_roll_turns()) added.expected_turns = turns_ + best.turns;
      out.push_back(added);
    }
    return out;
  }

  const Board& board_;
  const Mover& mover_;
  const AnalysisOptions& options_;
  const GameRules& rules_;
  double rolls_;
  double turns_;
  std::uint64_t& work_;
  Checkpoint checkpoint_;
  std::uint32_t last_;
  std::size_t phases_;
  std::uint64_t low_;
  std::uint64_t high_;
  double noise_;
  Chain chain_;
  std::vector<bool> finishes_;
  std::vector<bool> head_;         // by square: a candidate's head
  std::vector<bool> moves_on_;     // by square: the head of a jump that moves
  std::vector<bool> destination_;  // by square: a candidate's destination
  Arrivals arrivals_;
  std::optional<Ground> g_;
  std::vector<std::uint32_t> solved_;  // the heads the game arrives on, increasing
  std::size_t columns_ = 0;            // their columns (a phase with arrivals each)
  std::vector<std::pair<std::uint32_t, Best>> shorten_;
  std::vector<std::pair<std::uint32_t, Best>> lengthen_;
  JumpsToAdd out_;
};

}  // namespace

std::string jumps_to_add_left_out(const GameRules& rules, bool endless) {
  if (endless) return "a trap can be reached: the game may last forever whatever jump is added";
  if (rules.again && rules.again_limit > 0) {
    return "with an again limit, where a roll ends depends on where its turn began: a jump added would change a "
           "state for each of those squares, not one a phase (ask without again_limit)";
  }
  return "";
}

JumpsToAdd jumps_to_add(const Board& board, const Mover& mover, const AnalysisOptions& options, double rolls,
                        std::optional<double> turns, std::uint64_t& work) {
  return Search(board, mover, options, rolls, turns, work).run();
}

}  // namespace snl::internal
