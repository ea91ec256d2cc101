// The options of snl generate (snl/generate.hpp, generate_options()) and the boards of a request (generate_each).
#include "core/option_rows.hpp"
#include "snl/generate.hpp"
#include "snl/rules.hpp"

namespace snl {
namespace {

/// The rows that shape one board (GenerateOptions), which tricky replaces but for the side.
OptionTable<GenerateOptions> shape_rows() {
  using O = GenerateOptions;
  OptionTable<O> t;
  t.push_back(rows::whole<O>("side", &O::side, 1, kMaxSide, "Side n of each n x n board"));
  t.back().deprecated_names = {"size"};
  t.push_back(rows::maybe_whole<O>("jumps", &O::jumps, 0, rows::kAny,
                                   "Number of snakes and ladders on each board (instead of density)"));
  t.back().excludes = {"density"};
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
}

}  // namespace

const OptionTable<GenerateRequest>& generate_options() {
  static const OptionTable<GenerateRequest> table = [] {
    using R = GenerateRequest;
    OptionTable<R> t;
    t.push_back(rows::whole<R>("count", &R::count, 0, rows::kAny, "Number of boards"));
    t.push_back(rows::whole<R>("seed", &R::seed, 0, rows::kAny,
                               "Seed of the random numbers (the same seed gives the same boards everywhere)"));
    t.push_back(rows::flag<R>("tricky", &R::tricky,
                              "The boards snl check uses: sides 1..side, small first, with the cases that break "
                              "solutions (chains, self-jumps, walls, leapfrogs, snakes on the last square, jumps on "
                              "square 1)"));
    const OptionTable<R> shape = lifted(shape_rows(), &R::shape);
    for (const Option<R>& row : shape) {
      if (row.name != "side") t[2].excludes.push_back(row.name);
    }
    for (const Option<R>& row : shape) t.push_back(row);
    return t;
  }();
  return table;
}

void generate_each(const GenerateRequest& request, const std::function<void(Board&&)>& use) {
  Rng rng(request.seed);
  for (std::uint64_t index = 0; index < request.count; ++index) {
    use(generate(request.tricky ? tricky_options(index, request.shape.side, rng) : request.shape, rng));
  }
}

}  // namespace snl
