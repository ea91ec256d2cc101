// The options of snl generate that shape a board (snl/generate.hpp, generate_options()).
#include "core/option_rows.hpp"
#include "snl/generate.hpp"
#include "snl/rules.hpp"

namespace snl {

const OptionTable<GenerateOptions>& generate_options() {
  static const OptionTable<GenerateOptions> table = [] {
    using O = GenerateOptions;
    OptionTable<O> t;
    t.push_back(rows::whole<O>("size", &O::side, 1, kMaxSide, "Side n of each n x n board"));
    t.push_back(rows::maybe_whole<O>("jumps", &O::jumps, 0, rows::kAny,
                                     "Number of snakes and ladders on each board (instead of density)"));
    t.push_back(rows::real<O>("density", &O::density, 0, 1, "Share of squares holding a jump"));
    t.push_back(rows::real<O>("snakes_ratio", &O::snakes_ratio, 0, 1, "Share of snakes among the jumps"));
    t.push_back(rows::whole<O>("max_distance", &O::max_distance, 0, rows::kAny,
                               "Farthest a random jump goes, in squares (0: anywhere)"));
    t.push_back(rows::whole<O>("walls", &O::walls, 0, rows::kAny, "Walls of six consecutive snake heads"));
    t.push_back(rows::whole<O>("chains", &O::chains, 0, rows::kAny, "Chained jumps: a jump ending on another jump's head"));
    t.push_back(rows::whole<O>("self_jumps", &O::self_jumps, 0, rows::kAny, "Jumps from a square to itself"));
    t.push_back(rows::whole<O>("leapfrogs", &O::leapfrogs, 0, rows::kAny,
                               "Ladders over the head of a longer ladder (the farthest jump is not the best)"));
    t.push_back(rows::flag<O>("snake_on_last", &O::snake_on_last, "Put a snake on the last square"));
    t.push_back(rows::flag<O>("jump_on_first", &O::jump_on_first, "Put a jump (never taken) on square 1"));
    return t;
  }();
  return table;
}

}  // namespace snl
