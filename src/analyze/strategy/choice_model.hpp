// analyze/strategy/choice_model.hpp — the moves a player's choices allow (GameRules::choices), for the best play
// (analyze/strategy/policy.hpp and the files it names) and the game to win (analyze/strategy/win.cpp): each die and face, the
// options of a roll (the plain move first), and where each move ends (its jump taken, and the head when the jump may be
// refused).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <vector>

#include "analyze/engine/checkpoint.hpp"
#include "core/mover.hpp"
#include "snl/board.hpp"
#include "snl/error.hpp"
#include "snl/rules.hpp"

namespace snl::internal {

/// One way to play a roll: moves of `move` squares, each with its share of the roll in halves (2: all of it; 1: the
/// half a coin gives).
struct Part {
  std::int64_t move;
  int halves;
};
struct RollOption {
  int code;  // Strategy's SquarePlay::moves entry
  std::vector<Part> parts;
};

/// The end of a move when its jump is taken (or the only end), and the jump's head when it may be refused (else 0).
struct Ends {
  std::uint64_t taken;
  std::uint64_t head;
};

/// The moves of every choice: the dice (GameRules::die first, then choices.dice) with their slots (a die's faces one
/// after another), each face's options (the plain move first) and the ends of a move.
class Model {
 public:
  Model(const Board& board, const GameRules& rules)
      : rules_(rules), mover_(board, rules), start_(static_cast<std::uint64_t>(rules.start)), last_(board.squares()) {
    std::uint64_t total = 1;
    const auto add_die = [&](const Die& die, int rolls) {
      dice_.push_back({&die, rolls, slots_, 0});
      slots_ += die.faces().size();
      const std::uint64_t g = std::gcd(total, die.total());
      if (total / g > (std::uint64_t{1} << 62) / die.total()) {
        throw Error("the dice to choose from have no common denominator below 2^62: choose dice with smaller weights");
      }
      total = total / g * die.total();
    };
    add_die(rules.die, 1);
    for (const DieChoice& choice : rules.choices.dice) add_die(choice.die, choice.rolls);
    const Adjust adjust = rules.choices.adjust;
    if (adjust == Adjust::coin || adjust == Adjust::flip) total *= 2;
    total_ = total;
    for (DieRef& d : dice_) d.unit = total_ / d.die->total();
    const int k = rules.choices.adjust_by;
    options_.resize(slots_);
    for (const DieRef& d : dice_) {
      for (std::size_t j = 0; j < d.die->faces().size(); ++j) {
        const std::int64_t r = d.die->faces()[j].value;
        std::vector<RollOption>& list = options_[d.slot + j];
        list.push_back({0, {{r, 2}}});
        if (adjust == Adjust::free || adjust == Adjust::coin) {
          for (int a = 1; a <= k; ++a) {
            list.push_back({a, {{r + a, 2}}});
            if (r - a >= 0) list.push_back({-a, {{r - a, 2}}});
          }
        } else if (adjust == Adjust::flip) {
          list.push_back({1, {{r + k, 1}, {std::max<std::int64_t>(0, r - k), 1}}});
        }
      }
    }
  }

  struct DieRef {
    const Die* die;
    int rolls;
    std::size_t slot;
    std::uint64_t unit;  // total / the die's total
  };

  std::uint64_t start() const { return start_; }
  std::uint64_t last() const { return last_; }
  std::size_t positions() const { return static_cast<std::size_t>(last_ - start_); }
  std::size_t slots() const { return slots_; }
  std::uint64_t total() const { return total_; }
  const std::vector<DieRef>& dice() const { return dice_; }
  bool coin() const { return rules_.choices.adjust == Adjust::coin; }
  const std::vector<RollOption>& options(std::size_t slot) const { return options_[slot]; }
  int face(std::size_t die, std::size_t j) const { return dice_[die].die->faces()[j].value; }
  std::uint64_t weight(std::size_t die, std::size_t j) const { return dice_[die].die->faces()[j].weight; }
  /// The options of a face times its (state, face) pairs: the work of one Bellman step on every position.
  std::uint64_t step_work() const {
    std::uint64_t options = 0;
    for (const auto& list : options_) options += list.size();
    return (positions() + 1) * options * price::kChainPair;
  }

  Ends ends(std::uint64_t p, std::int64_t move) const {
    if (move <= 0) return {p, 0};
    const auto roll = static_cast<std::uint64_t>(move);
    const std::uint64_t taken = mover_.outcome(p, roll);
    const std::uint64_t head = mover_.jump_taken(p, roll);
    if (head != 0 && rules_.choices.refusable(head, mover_.end_of_landing(head))) return {taken, head};
    return {taken, 0};
  }

 private:
  const GameRules& rules_;
  Mover mover_;
  std::uint64_t start_;
  std::uint64_t last_;
  std::vector<DieRef> dice_;
  std::size_t slots_ = 0;
  std::uint64_t total_ = 1;
  std::vector<std::vector<RollOption>> options_;
};

/// Every end of every move any play can make from p, calling visit(end) (the last square included): the graph the
/// best play's and the game to win's reachable positions are found on.
template <class Visit>
void each_end(const Model& model, std::uint64_t p, Visit visit) {
  for (std::size_t slot = 0; slot < model.slots(); ++slot) {
    for (const RollOption& o : model.options(slot)) {
      for (const Part& part : o.parts) {
        const Ends e = model.ends(p, part.move);
        visit(e.taken);
        if (e.head != 0) visit(e.head);
      }
    }
  }
}

}  // namespace snl::internal
