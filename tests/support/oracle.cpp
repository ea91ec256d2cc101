// tests/support/oracle.cpp — the brute-force twin of the solvers; see oracle.hpp. No snl function is called here.
#include "oracle.hpp"

#include <map>
#include <sstream>
#include <variant>

namespace oracle {
namespace {

constexpr int kFaces = 6;

// Whether a Walk may land on a self-jump square: yes, snl/route.hpp defines a walk as rolls that each end where
// they land, and a self-jump leads back to its own square.
constexpr bool kWalksMayLandOnSelfJumps = true;

int side_of(const Grid& grid) { return static_cast<int>(grid.size()); }

// What each square holds, read in one walk over the grid.
struct Squares {
  std::vector<int> ends;    // ends[label]: where a roll landing on label ends
  std::vector<bool> plain;  // plain[label]: a walk may land here: the cell holds -1 (see above for self-jumps)
};

Squares read_squares(const Grid& grid) {
  const std::vector<Place> places = walk_places(side_of(grid));
  Squares squares{std::vector<int>(places.size(), 0), std::vector<bool>(places.size(), false)};
  for (std::size_t label = 1; label < places.size(); ++label) {
    const Place p = places[label];
    const int value = grid[static_cast<std::size_t>(p.row)][static_cast<std::size_t>(p.column)];
    squares.ends[label] = value == -1 ? static_cast<int>(label) : value;
    squares.plain[label] = value == -1 || (kWalksMayLandOnSelfJumps && value == static_cast<int>(label));
  }
  return squares;
}

std::string say(const std::string& where, const std::string& what) { return where + ": " + what; }

// Whether a walk of exactly `rolls` rolls goes from `from` to `to` landing only on plain squares (the last
// landing, `to`, included). Set-of-counts DP over the squares in between, each set a bit row (bit c: the square
// can be stood on after exactly c rolls of the walk); the caller keeps rolls ≤ to - from ≤ a few thousand.
bool walk_feasible(const std::vector<bool>& plain, std::uint64_t from, std::uint64_t to, std::uint64_t rolls) {
  const std::size_t span = static_cast<std::size_t>(to - from);
  const std::size_t words = static_cast<std::size_t>(rolls) / 64 + 1;
  std::vector<std::vector<std::uint64_t>> counts(span + 1, std::vector<std::uint64_t>(words, 0));
  counts[0][0] = 1;
  for (std::size_t k = 1; k <= span; ++k) {
    if (!plain[static_cast<std::size_t>(from) + k]) continue;
    for (std::size_t back = 1; back <= kFaces && back <= k; ++back) {
      const std::vector<std::uint64_t>& before = counts[k - back];
      std::uint64_t carry = 0;
      for (std::size_t w = 0; w < words; ++w) {  // counts[k] |= before << 1
        counts[k][w] |= (before[w] << 1) | carry;
        carry = before[w] >> 63;
      }
    }
  }
  const auto r = static_cast<std::size_t>(rolls);
  return (counts[span][r / 64] >> (r % 64)) & 1U;
}

}  // namespace

std::vector<Place> walk_places(int n) {
  std::vector<Place> places;
  places.reserve(static_cast<std::size_t>(n) * static_cast<std::size_t>(n) + 1);
  places.push_back({-1, -1});
  bool left_to_right = true;
  for (int row = n - 1; row >= 0; --row) {
    if (left_to_right) {
      for (int column = 0; column < n; ++column) places.push_back({row, column});
    } else {
      for (int column = n - 1; column >= 0; --column) places.push_back({row, column});
    }
    left_to_right = !left_to_right;
  }
  return places;
}

Grid grid_with(int n, const std::vector<std::pair<int, int>>& jumps) {
  Grid grid(static_cast<std::size_t>(n), std::vector<int>(static_cast<std::size_t>(n), -1));
  const std::vector<Place> places = walk_places(n);
  for (const auto& [from, to] : jumps) {
    const Place p = places.at(static_cast<std::size_t>(from));
    grid[static_cast<std::size_t>(p.row)][static_cast<std::size_t>(p.column)] = to;
  }
  return grid;
}

std::vector<int> landing_ends(const Grid& grid) { return read_squares(grid).ends; }

std::vector<std::int64_t> distances(const Grid& grid) {
  const int n = side_of(grid);
  const int last = n * n;
  const std::vector<int> ends = landing_ends(grid);
  // Relax every known square's six rolls, over and over, until a whole pass changes nothing.
  std::map<int, std::int64_t> best{{1, 0}};
  for (bool changed = true; changed;) {
    changed = false;
    const std::map<int, std::int64_t> known = best;
    for (const auto& [square, rolls] : known) {
      for (int face = 1; face <= kFaces && square + face <= last; ++face) {
        const int to = ends[static_cast<std::size_t>(square + face)];
        const auto found = best.find(to);
        if (found == best.end() || found->second > rolls + 1) {
          best[to] = rolls + 1;
          changed = true;
        }
      }
    }
  }
  std::vector<std::int64_t> result(static_cast<std::size_t>(last) + 1, -1);
  for (const auto& [square, rolls] : best) result[static_cast<std::size_t>(square)] = rolls;
  return result;
}

std::int64_t min_rolls(const Grid& grid) { return distances(grid).back(); }

std::string check_route(const Grid& grid, const snl::Solution& solution) {
  const int n = side_of(grid);
  const std::uint64_t last = static_cast<std::uint64_t>(n) * static_cast<std::uint64_t>(n);
  const auto [ends, plain] = read_squares(grid);
  if (solution.rolls < -1) return "rolls is " + std::to_string(solution.rolls) + ", below -1";
  if (solution.rolls == -1) {
    if (!solution.route.empty()) {
      return "unreachable (-1), yet the route has " + std::to_string(solution.route.size()) + " legs";
    }
    return "";
  }
  std::uint64_t at = 1;
  std::uint64_t total = 0;
  for (std::size_t i = 0; i < solution.route.size(); ++i) {
    const std::string where = "leg " + std::to_string(i);
    if (at == last) return say(where, "the route goes on after reaching the last square");
    if (const auto* step = std::get_if<snl::Step>(&solution.route[i])) {
      const std::string what = "step {" + std::to_string(step->from) + ", " + std::to_string(step->roll) + ", " +
                               std::to_string(step->land) + ", " + std::to_string(step->to) + "}";
      if (step->from != at) return say(where, what + " starts off the square stood on, " + std::to_string(at));
      if (step->roll < 1 || step->roll > kFaces) return say(where, what + " rolls outside 1..6");
      if (step->land != step->from + static_cast<std::uint64_t>(step->roll)) {
        return say(where, what + " lands somewhere other than from + roll");
      }
      if (step->land > last) return say(where, what + " lands past the last square " + std::to_string(last));
      const auto end = static_cast<std::uint64_t>(ends[static_cast<std::size_t>(step->land)]);
      if (step->to != end) return say(where, what + " should end on " + std::to_string(end));
      at = step->to;
      total += 1;
    } else {
      const auto& walk = std::get<snl::Walk>(solution.route[i]);
      const std::string what = "walk {" + std::to_string(walk.from) + ", " + std::to_string(walk.to) + ", " +
                               std::to_string(walk.rolls) + "}";
      if (walk.from != at) return say(where, what + " starts off the square stood on, " + std::to_string(at));
      if (walk.rolls == 0) return say(where, what + " has no rolls");
      if (walk.to <= walk.from || walk.to > last) return say(where, what + " does not go forward on the board");
      const std::uint64_t span = walk.to - walk.from;
      if (walk.rolls > span || span > walk.rolls * kFaces) {
        return say(where, what + " cannot cover " + std::to_string(span) + " squares in that many rolls");
      }
      if (!walk_feasible(plain, walk.from, walk.to, walk.rolls)) {
        return say(where, what + " cannot be done landing on plain squares only");
      }
      at = walk.to;
      total += walk.rolls;
    }
  }
  if (at != last) return "the route ends on " + std::to_string(at) + ", not on the last square " + std::to_string(last);
  if (total != static_cast<std::uint64_t>(solution.rolls)) {
    return "the route takes " + std::to_string(total) + " rolls, the solution says " + std::to_string(solution.rolls);
  }
  return "";
}

std::string check_distances(const Grid& grid, const std::vector<std::int32_t>& distances) {
  const int n = side_of(grid);
  const int last = n * n;
  const std::vector<int> ends = landing_ends(grid);
  if (distances.size() != static_cast<std::size_t>(last) + 1) {
    return "the table has " + std::to_string(distances.size()) + " entries, not " + std::to_string(last + 1);
  }
  if (distances[1] != 0) return "square 1 has distance " + std::to_string(distances[1]) + ", not 0";
  const auto d = [&](int label) { return static_cast<std::int64_t>(distances[static_cast<std::size_t>(label)]); };
  for (int x = 1; x <= last; ++x) {
    if (d(x) < -1) return "square " + std::to_string(x) + " has distance " + std::to_string(d(x));
    if (d(x) < 0) continue;
    for (int face = 1; face <= kFaces && x + face <= last; ++face) {
      const int to = ends[static_cast<std::size_t>(x + face)];
      if (d(to) < 0 || d(to) > d(x) + 1) {
        return "rolling " + std::to_string(face) + " from " + std::to_string(x) + " (distance " +
               std::to_string(d(x)) + ") ends on " + std::to_string(to) + " with distance " + std::to_string(d(to));
      }
    }
  }
  // Who can reach whom in one roll, backwards: a jump can bring you from anywhere, not just the six below.
  std::vector<std::vector<int>> rolled_from(static_cast<std::size_t>(last) + 1);
  for (int x = 1; x <= last; ++x) {
    for (int face = 1; face <= kFaces && x + face <= last; ++face) {
      rolled_from[static_cast<std::size_t>(ends[static_cast<std::size_t>(x + face)])].push_back(x);
    }
  }
  for (int y = 2; y <= last; ++y) {
    if (d(y) <= 0) {
      if (d(y) == 0) return "square " + std::to_string(y) + " has distance 0 but is not the start";
      continue;
    }
    bool supported = false;
    for (int x : rolled_from[static_cast<std::size_t>(y)]) supported = supported || d(x) == d(y) - 1;
    if (!supported) {
      return "square " + std::to_string(y) + " has distance " + std::to_string(d(y)) +
             " but no roll from a square at distance " + std::to_string(d(y) - 1) + " ends there";
    }
  }
  return "";
}

std::string to_text(const Grid& grid) {
  std::ostringstream out;
  out << '[';
  for (std::size_t r = 0; r < grid.size(); ++r) {
    out << (r == 0 ? "[" : ",[");
    for (std::size_t c = 0; c < grid[r].size(); ++c) out << (c == 0 ? "" : ",") << grid[r][c];
    out << ']';
  }
  out << ']';
  return out.str();
}

}  // namespace oracle
