// Which single jump to add (analyze/jumps/add_jumps.hpp): a chain over every position, one factorization, the moves
// arriving on each head solved as a column, and Sherman–Morrison for each destination.
#include "analyze/jumps/add_jumps.hpp"

#include <algorithm>
#include <cmath>
#include <span>

#include "analyze/engine/chain.hpp"
#include "analyze/engine/linear.hpp"
#include "snl/error.hpp"

namespace snl::internal {
namespace {

/// The columns solved at once (as jump_use's batches).
constexpr std::size_t kBatch = 64;
/// Below this (relative to Z's entries), 1 − z_to + z_head may be 0 in exact arithmetic: whether the jump makes a
/// trap is then decided on the graph (endless_with).
constexpr double kNearlySingular = 1e-9;
/// The work of weighing one candidate from its head's solved column.
constexpr std::uint64_t kCandidateWork = price::kPushPair;

/// A move the added jump would redirect: from `state`, with `weight` of the die's total.
struct Arrival {
  std::uint32_t state;
  std::uint64_t weight;
};

/// The moves arriving on each candidate head (by head): the rolls landing there and, under chain, the jumps ending
/// there too (a token arriving by a chain goes on along the new jump).
struct Arrivals {
  std::vector<std::size_t> offset;
  std::vector<Arrival> moves;
  std::span<const Arrival> at(std::uint32_t head) const {
    return {moves.data() + offset[head], offset[head + 1] - offset[head]};
  }
};

/// A jump on every square but the last, under `overshoot`: its Mover's jump_taken is the square whose jump a roll
/// obeys (0: none, as when the stay rule keeps the token in place), which no plain square of the board tells.
Mover probe_mover(std::uint64_t last, Overshoot overshoot) {
  std::vector<Jump> probes;
  for (Label s = 1; s < last; ++s) probes.push_back({s, s == 1 ? Label{2} : Label{1}});
  return Mover(Board::track(last, std::move(probes)), overshoot);
}

Arrivals arrivals_on(const Chain& chain, const Mover& mover, const GameRules& rules, const std::vector<bool>& head) {
  Arrivals out;
  out.offset.assign(head.size() + 1, 0);
  const Mover probe = probe_mover(mover.last(), rules.overshoot);
  const auto each = [&](auto&& visit) {
    for (std::uint32_t s = 0; s < chain.size(); ++s) {
      const StateKey from{chain.position[s], chain.turn_start[s], chain.phase[s]};
      for (const DieFace& face : rules.die.faces()) {
        const std::optional<StateKey> to = roll_key(mover, rules, from, face.value);
        if (!to || to->phase == kPendingPhase || !head[to->position]) continue;
        // The roll obeys a jump at the head when it lands there; under chain, also when it lands on a square whose
        // jumps lead there, and when a costly jump's roll does. A roll the overshoot keeps in place obeys none.
        const std::uint64_t obeyed =
            from.phase == kPendingPhase ? 0 : probe.jump_taken(from.position, static_cast<std::uint64_t>(face.value));
        const bool arrives = rules.chain ? from.phase == kPendingPhase || obeyed != 0 : obeyed == to->position;
        if (arrives) visit(to->position, Arrival{s, face.weight});
      }
    }
  };
  each([&](std::size_t h, Arrival) { ++out.offset[h + 1]; });
  for (std::size_t i = 1; i < out.offset.size(); ++i) out.offset[i] += out.offset[i - 1];
  out.moves.resize(out.offset.back());
  std::vector<std::size_t> next(out.offset.begin(), out.offset.end() - 1);
  each([&](std::size_t h, Arrival a) { out.moves[next[h]++] = a; });
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
  std::vector<std::uint32_t> state_at;  // by position: its state (kFinish: none)
  std::vector<bool> trapped;            // can_be_trapped
  std::vector<double> rolls;            // expected rolls from each state (its remaining)
  std::vector<double> turns;            // expected turns (with roll-again rules)
};

/// Whether the chain with the moves arriving on `head` sent to `to` instead holds a state, reached from the start,
/// that cannot finish: backwards from the finish, then forwards from the start, on the changed graph.
bool endless_with(const Ground& g, std::uint32_t head, std::uint32_t to) {
  const Chain& chain = g.chain;
  const std::size_t n = chain.size();
  // The changed transitions: the redirected weight taken off the head's state and put on `to`'s, by state.
  std::vector<std::uint64_t> moved(n, 0);
  for (const Arrival& a : g.arrivals.at(head)) moved[a.state] += a.weight;
  const std::uint32_t from_state = g.state_at[head];
  const std::uint32_t to_state = g.state_at[to];
  const auto targets = [&](std::uint32_t s, auto&& visit) {
    for (std::size_t e = chain.offset[s]; e < chain.offset[s + 1]; ++e) {
      if (chain.target[e] != from_state || chain.weight[e] > moved[s]) visit(chain.target[e]);
    }
    if (moved[s] > 0) visit(to_state);
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

/// The best candidate of one head, one way: its destination, the changes and how many others change it as much.
struct Best {
  std::uint32_t to = 0;
  double change = 0;
  double turns = 0;
  std::uint64_t as_good = 0;
};

/// The rules the chain is built under: without an again limit, the again face changes which rolls end a turn but no
/// move, so a state is its position (the turns are then a reward of the rolls that do not roll again).
GameRules moving_rules(GameRules rules) {
  rules.again.reset();
  return rules;
}

/// The jumps to add, in three steps: the chain over every position and what it knows (prepare), the candidates
/// counted (count), and each reached head's column solved in batches and its destinations weighed (weigh_head).
class Search {
 public:
  Search(const Board& board, const Mover& mover, const AnalysisOptions& options, double rolls,
         std::optional<double> turns, std::uint64_t& work)
      : board_(board), mover_(mover), options_(options), rules_(options.rules), moving_(moving_rules(rules_)),
        rolls_(rolls), turns_(turns.value_or(rolls)), work_(work), checkpoint_(options.progress),
        last_(static_cast<std::uint32_t>(mover.last())), low_(std::max<std::uint64_t>(options.add_min_length, 1)),
        high_(options.add_max_length == 0 ? last_ : std::min<std::uint64_t>(options.add_max_length, last_)),
        noise_(1e-9 * std::max(1.0, rolls)) {}

  JumpsToAdd run() {
    prepare();
    WorkMeter meter(options_.max_work, work_, &checkpoint_);
    meter.require(solved_.size() * (chain_.target.size() + chain_.size()) * price::kSolveEntry,
                  "the jumps to add (" + std::to_string(solved_.size()) + " solves of " +
                      std::to_string(chain_.size()) + " states)");
    Systems systems(chain_, finishes_, options_.linear_solver, meter);
    g_->rolls = systems.expectations(false).remaining;
    if (rules_.again) {
      // A roll ends the turn unless it shows the again face and does not finish.
      g_->turns.assign(chain_.size(), 0.0);
      for (std::uint32_t s = 0; s < chain_.size(); ++s) {
        const StateKey from{chain_.position[s], chain_.turn_start[s], chain_.phase[s]};
        for (const DieFace& face : moving_.die.faces()) {
          if (face.value != *rules_.again || !roll_key(mover_, moving_, from, face.value)) {
            g_->turns[s] += static_cast<double>(face.weight) / static_cast<double>(chain_.total);
          }
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
    // A state for every position: every destination's expected rolls are then known.
    std::vector<StateKey> roots;
    for (std::uint32_t x = 1; x < last_; ++x) roots.push_back({x, x, 0});
    chain_ = build_chain(mover_, moving_, options_.max_work - std::min(options_.max_work, work_), roots, &checkpoint_);
    work_ += chain_work(chain_, moving_.die.faces().size());
    finishes_ = can_finish(chain_);
    std::vector<bool> is_head(last_ + 1, false);  // every jump's head, self-jumps too
    moves_on_.assign(last_ + 1, false);           // the heads of jumps that move
    for (const Jump& jump : board_.jumps()) {
      is_head[table_index(jump.from)] = true;
      if (jump.from != jump.to) moves_on_[table_index(jump.from)] = true;
    }
    head_.assign(last_ + 1, false);
    for (std::uint32_t x = 2; x < last_; ++x) head_[x] = !is_head[x];
    arrivals_ = arrivals_on(chain_, mover_, moving_, head_);
    work_ += chain_.size() * moving_.die.faces().size() * price::kChainPair;
    g_.emplace(Ground{chain_, arrivals_, {}, can_be_trapped(chain_, finishes_), {}, {}});
    g_->state_at.assign(last_, kFinish);
    for (std::uint32_t x = 1; x < last_; ++x) g_->state_at[x] = find_state(chain_, {x, x, 0});
    // The heads the game from the start arrives on: a jump at any other changes nothing.
    const std::vector<bool> reached = reached_from_start(chain_);
    for (std::uint32_t h = 2; h < last_; ++h) {
      const auto moves = arrivals_.at(h);
      if (head_[h] && std::any_of(moves.begin(), moves.end(), [&](const Arrival& a) { return reached[a.state]; })) {
        solved_.push_back(h);
      }
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
    for (std::size_t first = 0; first < solved_.size(); first += kBatch) {
      const std::size_t count = std::min(kBatch, solved_.size() - first);
      z.assign(n * count, 0.0);
      for (std::size_t c = 0; c < count; ++c) {
        for (const Arrival& a : arrivals_.at(solved_[first + c])) {
          z[c * n + a.state] += static_cast<double>(a.weight) / static_cast<double>(chain_.total);
        }
      }
      systems.solve_columns(z, count, options_.max_work, work_, "the jumps to add");
      for (std::size_t c = 0; c < count; ++c) {
        meter.charge(weigh_head(solved_[first + c], &z[c * n]) * kCandidateWork, "the jumps to add");
      }
      meter.now();
    }
  }

  /// Weighs every destination of head h, whose column of Z is `z`; returns how many.
  std::uint64_t weigh_head(std::uint32_t h, const double* z) {
    std::optional<Best> least;  // the most negative change
    std::optional<Best> most;
    std::uint64_t weighed = 0;
    const auto weigh = [&](std::uint32_t d) {
      ++weighed;
      const std::optional<std::pair<double, double>> c = change(h, d, z);
      if (!c || std::abs(c->first) <= noise_) return;
      std::optional<Best>& best = c->first < 0 ? least : most;
      if (best && std::abs(c->first - best->change) <= noise_) {
        ++best->as_good;
      } else if (!best || (c->first < 0 ? c->first < best->change : c->first > best->change)) {
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

  /// The change in expected rolls (and turns) that the jump h → d makes, by Sherman–Morrison; nullopt when the game
  /// could then last forever (counted in out_.endless).
  std::optional<std::pair<double, double>> change(std::uint32_t h, std::uint32_t d, const double* z) {
    const std::uint32_t sd = g_->state_at[d];
    const std::uint32_t sh = g_->state_at[h];
    if (sd == kFinish || g_->trapped[sd]) {
      ++out_.endless;
      return std::nullopt;
    }
    const double c = 1 - (z[sd] - z[sh]);
    if ((c <= kNearlySingular * std::max({1.0, std::abs(z[sd]), std::abs(z[sh])})) && endless_with(*g_, h, d)) {
      ++out_.endless;
      return std::nullopt;
    }
    double rolls = z[0] * (g_->rolls[sd] - g_->rolls[sh]) / c;
    if (rules_.jump_costs.all) rolls += z[0] / c;  // never with again rules: the turns are the rolls
    return std::pair{rolls, g_->turns.empty() ? rolls : z[0] * (g_->turns[sd] - g_->turns[sh]) / c};
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
      if (rules_.again) added.expected_turns = turns_ + best.turns;
      out.push_back(added);
    }
    return out;
  }

  const Board& board_;
  const Mover& mover_;
  const AnalysisOptions& options_;
  const GameRules& rules_;
  GameRules moving_;  // moving_rules(rules_)
  double rolls_;
  double turns_;
  std::uint64_t& work_;
  Checkpoint checkpoint_;
  std::uint32_t last_;
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
  std::vector<std::pair<std::uint32_t, Best>> shorten_;
  std::vector<std::pair<std::uint32_t, Best>> lengthen_;
  JumpsToAdd out_;
};

}  // namespace

std::string jumps_to_add_left_out(const GameRules& rules, bool endless) {
  if (endless) return "a trap can be reached: the game may last forever whatever jump is added";
  if (rules.again && rules.again_limit > 0) {
    return "with an again limit, where a roll ends depends on where its turn began: a jump added would change a "
           "state for each of those squares, not one (ask without again_limit)";
  }
  return "";
}

JumpsToAdd jumps_to_add(const Board& board, const Mover& mover, const AnalysisOptions& options, double rolls,
                        std::optional<double> turns, std::uint64_t& work) {
  return Search(board, mover, options, rolls, turns, work).run();
}

}  // namespace snl::internal
