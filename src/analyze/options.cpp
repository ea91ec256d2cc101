// The options of snl analyze (snl/analyze.hpp, analysis_options()).
#include "core/option_rows.hpp"
#include "snl/analyze.hpp"

namespace snl {

const OptionTable<AnalysisOptions>& analysis_options() {
  static const OptionTable<AnalysisOptions> table = [] {
    OptionTable<AnalysisOptions> t = lifted(rules_options(), &AnalysisOptions::rules);
    t.push_back(rows::whole<AnalysisOptions>("players", &AnalysisOptions::players, 1, kMaxPlayers,
                                             "Players taking turns"));
    t.push_back(rows::whole_list<AnalysisOptions>(
        "from", &AnalysisOptions::from, 0, rows::kAny,
        "A game under way: each player's square (0: off the board), at the beginning of its turn; the players' "
        "chances, expected rounds and rolls are then from there"));
    t.push_back(rows::whole<AnalysisOptions>("turn", &AnalysisOptions::turn, 1, kMaxPlayers,
                                             "With from: the player (1, 2, ...) who rolls next"));
    t.back().needs = "from";
    t.push_back(rows::whole_list<AnalysisOptions>("within", &AnalysisOptions::within, 0, rows::kAny,
                                                  "Also P(finish within K rolls) for these K"));
    t.push_back(rows::whole_list<AnalysisOptions>(
        "within_turns", &AnalysisOptions::within_turns, 0, rows::kAny,
        "Also P(finish within K turns) for these K (with again rules a turn may be several rolls; without, the same "
        "as within)"));
    t.push_back(rows::whole<AnalysisOptions>("max_rolls", &AnalysisOptions::max_rolls, 1, kMaxAnalysisRolls,
                                             "Safety cap on the length of the computed distribution"));
    t.push_back(rows::whole<AnalysisOptions>(
        "max_work", &AnalysisOptions::max_work, 1, rows::kAny,
        "The work budget of the whole analysis, in units of about one multiply-add (0.3-0.5 ns), each phase charged "
        "at its measured price: the chain, the linear systems, the distribution, the exact fractions, the fastest "
        "games, the race from a game under way"));
    t.push_back(rows::flag<AnalysisOptions>(
        "exact", &AnalysisOptions::exact,
        "Also the expected rolls (and turns) and their variances as exact fractions (boards of at most " +
            std::to_string(kMaxExactStates) + " states)"));
    t.push_back(rows::whole<AnalysisOptions>(
        "exact_rolls", &AnalysisOptions::exact_rolls, 0, kMaxExactRolls,
        "With exact: also P(the game ends on roll k) and P(it ends within k rolls) as exact fractions for k up to "
        "this (0: none)"));
    t.back().needs = "exact";
    t.push_back(rows::flag<AnalysisOptions>(
        "pgf", &AnalysisOptions::pgf,
        "With exact: also the probability generating function of the number of rolls, P(t)/Q(t) in lowest terms with "
        "Q(0) = 1, from the start (and with squares from each square)"));
    t.back().needs = "exact";
    t.push_back(rows::flag<AnalysisOptions>("squares", &AnalysisOptions::squares,
                                            "Also per square where a turn can begin: expected rolls still needed, "
                                            "probability a turn begins there, expected turns begun there"));
    t.push_back(rows::flag<AnalysisOptions>(
        "fastest", &AnalysisOptions::fastest,
        "Also the fastest games: how many there are, their probability, and the likeliest one"));
    t.push_back(rows::flag<AnalysisOptions>(
        "jumps_effect", &AnalysisOptions::jumps_effect,
        "Also each jump's effect: the expected rolls without it and the change it makes, largest first; and the "
        "expected rolls after each first roll, the best first roll"));
    t.push_back(rows::flag<AnalysisOptions>(
        "jump_use", &AnalysisOptions::jump_use,
        "Also how often each jump is taken: the expected number of times, the chance it is taken at all, the "
        "distribution of that number, and the expected rolls of the games that take it and of those that do not"));
    t.push_back(rows::whole<AnalysisOptions>(
        "add_effects", &AnalysisOptions::add_effects, 0, kMaxAddEffects,
        "Also the K single jumps whose addition shortens the game most, and the K that lengthen it most, with the "
        "expected rolls each leaves (a ladder or snake from any square but a jump's head to any other, the last "
        "excepted; 0: not asked)"));
    t.push_back(rows::whole<AnalysisOptions>("add_min_length", &AnalysisOptions::add_min_length, 1, rows::kAny,
                                             "With add_effects: the shortest jump to add, in squares"));
    t.back().needs = "add_effects";
    t.push_back(rows::whole<AnalysisOptions>("add_max_length", &AnalysisOptions::add_max_length, 0, rows::kAny,
                                             "With add_effects: the longest jump to add, in squares (0: any)"));
    t.back().needs = "add_effects";
    t.push_back(rows::make<AnalysisOptions>(
        {"optimal", OptionKind::text, "rolls, within:K, win or win:TOL", "",
         "Also the best play under the player's choices (or_die, adjust, may_refuse): the least expected rolls, the "
         "most chance to finish within K rolls, or (win, with players 2) the most chance to win against a player "
         "with the same choices, every chance known within TOL (" + real_range(kMinWinTolerance, kMaxWinTolerance) +
             ", default " + real_text(kWinTolerance) + ") (with choices and no goal: rolls)",
         {}, false, ""},
        [](AnalysisOptions& o, std::string_view text) { o.optimal = parse_optimal(text); },
        [](const AnalysisOptions& o) { return o.optimal ? optimal_text(*o.optimal) : std::string(); }));
    t.push_back(rows::real<AnalysisOptions>(
        "handicap", &AnalysisOptions::handicap, 0, 0.5,
        "Also the handicap: starting squares for players 2.. (player 1 on the start) that bring every player's chance "
        "to win within this of 1/players, or as close as any placement comes (players 2.." +
            std::to_string(kMaxPlayers) + " from the start; 0: not asked)",
        "a tolerance"));
    return t;
  }();
  return table;
}

}  // namespace snl
