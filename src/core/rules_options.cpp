// The options of the game's rules (snl/rules.hpp, rules_options()).
#include "core/option_rows.hpp"
#include "snl/rules.hpp"

namespace snl {

const OptionTable<GameRules>& rules_options() {
  static const OptionTable<GameRules> table = [] {
    OptionTable<GameRules> t;
    t.push_back(rows::make<GameRules>(
        {"die", OptionKind::text, "K, NdK or F:W,F:W,...", "6",
         "The die: K (a fair K-sided die), NdK (the sum of N such dice, e.g. 2d6) or F:W,F:W,... (faces with "
         "weights, e.g. 1:1,2:2)",
         {}, false, ""},
        [](GameRules& r, std::string_view text) {
          try {
            r.die = Die::parse(text);
          } catch (const OptionError&) {
            throw;
          } catch (const Error& error) {
            throw OptionError(error.what());
          }
        },
        [](const GameRules& r) {
          return r.die.fair() ? std::to_string(r.die.largest()) : r.die.name();
        }));
    t.back().parts = {
        rows::whole_part("faces", 1, kMaxFace, "6", "K: the faces of a fair die (or of each of N dice), or a face F"),
        rows::whole_part("dice", 1, kMaxFace, "1", "N of NdK: dice summed (the largest sum at most the faces' limit)"),
        rows::whole_part("weight", 1, kMaxDieWeight, "1", "W of F:W: a face's weight (a decimal such as 0.25 too)")};
    t.push_back(rows::choice<GameRules>(
        "overshoot", &GameRules::overshoot, overshoot_names, overshoot_named,
        "A roll past the last square: stay (you do not move), bounce (back by the excess) or finish (you win)"));
    t.push_back(rows::whole<GameRules>("start", &GameRules::start, 0, 1,
                                       "1: stand on square 1 (its jump not taken at the start, only by a later "
                                       "move landing on 1); 0: start off the board, the first roll lands on the "
                                       "die's faces and takes that square's jump"));
    t.push_back(rows::maybe_whole<GameRules>("again", &GameRules::again, 1, kMaxFace,
                                             "A roll showing F (for NdK, a total of F) rolls again in the same turn"));
    t.push_back(rows::whole<GameRules>(
        "again_limit", &GameRules::again_limit, 0, kMaxAgainLimit,
        "With again: the L-th such roll in a turn voids the turn (back to where it began); 0: no limit"));
    t.back().needs = "again";
    t.push_back(rows::flag<GameRules>(
        "chain", &GameRules::chain,
        "Chained jumps: a jump ending on another jump's head takes that jump too, until a square without one (a "
        "cycle of jumps is refused)"));
    t.push_back(rows::make<GameRules>(
        {"jump_costs_a_roll", OptionKind::text, "all, none or heads H,H,...", "",
         "The jumps taken by a roll of their own: a move ending on such a head stops there and the next roll takes "
         "the jump (all of them, or those with the heads listed, e.g. 80)",
         {}, false, ""},
        [](GameRules& r, std::string_view text) { r.jump_costs = parse_jump_costs(text); },
        [](const GameRules& r) { return jump_costs_text(r.jump_costs); }));
    OptionTable<Choices> choices;
    choices.push_back(rows::make<Choices>(
        {"or_die", OptionKind::text, "SPEC[@R];SPEC[@R];...", "",
         "Other dice the player may choose to roll each turn instead of die (each K, NdK or F:W,...; @R: choosing it "
         "counts R rolls), e.g. 4 or 4;2d6@2",
         {}, false, ""},
        [](Choices& c, std::string_view text) { c.dice = parse_die_choices(text); },
        [](const Choices& c) { return die_choices_text(c.dice); }));
    choices.push_back(rows::choice<Choices>(
        "adjust", &Choices::adjust, adjust_names, adjust_named,
        "After seeing a roll r: none; free (move any of r-k..r+k); coin (the same when a coin says so); flip (toss a "
        "coin moving r+k or r-k)"));
    choices.push_back(rows::whole<Choices>("adjust_by", &Choices::adjust_by, 1, kMaxAdjust,
                                           "k of the adjustment (adjust)"));
    choices.back().needs = "adjust";
    choices.push_back(rows::choice<Choices>(
        "may_refuse", &Choices::refuse, refuse_names, refuse_named,
        "Jumps the player may refuse, staying on the head: none, ladders, snakes or jumps (both)"));
    for (Option<GameRules>& row : lifted(choices, &GameRules::choices)) t.push_back(std::move(row));
    OptionTable<Meeting> meeting;
    meeting.push_back(rows::make<Meeting>(
        {"bump", OptionKind::text, "none, start or back:K", "none",
         "With two or more players: a move ending on another token's square sends it back to the start, or K squares "
         "back",
         {}, false, ""},
        [](Meeting& m, std::string_view text) { parse_bump(m, text); },
        [](const Meeting& m) { return bump_text(m); }));
    meeting.push_back(rows::flag<Meeting>(
        "no_sharing", &Meeting::no_sharing,
        "With two or more players: a move ending on another token's square is not made (the token stays)"));
    for (Option<GameRules>& row : lifted(meeting, &GameRules::meeting)) t.push_back(std::move(row));
    return t;
  }();
  return table;
}

}  // namespace snl
