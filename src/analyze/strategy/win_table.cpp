// The game to win's positions and moves (analyze/strategy/win_table.hpp).
#include "analyze/strategy/win_table.hpp"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "snl/error.hpp"
#include "snl/strategy.hpp"

// Every square index here is below kMaxAnalysisSquares (analyze() refuses larger boards first), and every position
// below kMaxWinStates: the narrowing clang warns of on wasm32 cannot lose anything.
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wshorten-64-to-32"
#endif

namespace snl::internal {
namespace {

/// The positions some play reaches from the start (index: 0 when reached, else kNoPosition; by square index), and those
/// from which some play reaches the last square.
struct Reach {
  std::vector<std::uint32_t> index;
  std::vector<bool> to_last;
  bool finishes_somewhere = false;
};

/// Marks, in `marked` (the seeds already marked), every node from which a seed can be reached, by the reversed
/// edges `into` (into[x]: the nodes with an edge to x).
void mark_backwards(const std::vector<std::vector<std::uint32_t>>& into, std::vector<std::uint32_t> seeds,
                    std::vector<bool>& marked) {
  for (std::size_t at = 0; at < seeds.size(); ++at) {
    for (const std::uint32_t from : into[seeds[at]]) {
      if (!marked[from]) marked[from] = true, seeds.push_back(from);
    }
  }
}

Reach reach(const Model& model) {
  const std::uint64_t start = model.start();
  const std::uint64_t last = model.last();
  const std::size_t n = model.positions();
  Reach r;
  r.index.assign(n, kNoPosition);
  r.to_last.assign(n, false);
  std::vector<std::uint64_t> queue{start};
  r.index[0] = 0;
  std::vector<std::vector<std::uint32_t>> into(n);  // reversed moves, by square index
  for (std::size_t at = 0; at < queue.size(); ++at) {
    const std::uint64_t p = queue[at];
    each_end(model, p, [&](std::uint64_t e) {
      if (e == last) {
        r.to_last[p - start] = true;
        r.finishes_somewhere = true;
        return;
      }
      into[e - start].push_back(static_cast<std::uint32_t>(p - start));
      if (r.index[e - start] != kNoPosition) return;
      r.index[e - start] = 0;
      queue.push_back(e);
    });
  }
  // Backwards from the squares that finish in one move: those from which some play reaches the last.
  std::vector<std::uint32_t> back;
  for (std::size_t i = 0; i < n; ++i) {
    if (r.to_last[i]) back.push_back(static_cast<std::uint32_t>(i));
  }
  mark_backwards(into, std::move(back), r.to_last);
  return r;
}

}  // namespace

Table make_table(const Board& board, const Model& model, std::string& left_out) {
  const std::uint64_t start = model.start();
  const std::uint64_t last = model.last();
  const std::size_t n = model.positions();
  Reach r = reach(model);
  std::vector<std::uint32_t>& index = r.index;
  Table t;
  std::string trapped;
  int listed = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (index[i] == kNoPosition) continue;
    index[i] = static_cast<std::uint32_t>(t.squares.size());
    t.squares.push_back(start + i);
    if (!r.to_last[i] && listed < 10) trapped += (listed++ == 0 ? "" : ", ") + std::to_string(start + i);
  }
  if (!r.finishes_somewhere || !trapped.empty()) {
    left_out = "a token can be trapped: no play reaches the last square from " + trapped +
               ", so a game could last forever and the game to win is not solved";
    return t;
  }
  t.M = t.squares.size();
  const double states = static_cast<double>(t.M) * static_cast<double>(t.M);
  if (states > static_cast<double>(kMaxWinStates)) {
    throw LimitError("the game to win on " + size_name(board) + " has " + std::to_string(t.M) + "² = " +
                     std::to_string(t.M * t.M) + " positions (the mover's square and the other's), over the limit of " +
                     std::to_string(kMaxWinStates));
  }
  const auto position = [&](std::uint64_t x) {
    return x == last ? static_cast<std::uint32_t>(t.M) : index[x - start];
  };
  t.slots = model.slots();
  t.jump_to.assign(t.M + 1, kNoPosition);
  t.all_taken.assign(t.M + 1, 1);
  for (std::size_t a = 0; a < t.M; ++a) {
    for (std::size_t slot = 0; slot < t.slots; ++slot) {
      t.option_first.push_back(static_cast<std::uint32_t>(t.code.size()));
      for (const RollOption& o : model.options(slot)) {
        t.end_first.push_back(static_cast<std::uint32_t>(t.ends.size()));
        t.code.push_back(o.code);
        for (const Part& part : o.parts) {
          const Ends e = model.ends(t.squares[a], part.move);
          const std::uint32_t head = e.head != 0 ? position(e.head) : kNoPosition;
          t.ends.push_back({position(e.taken), head, part.halves / 2.0});
          if (head != kNoPosition) t.jump_to[head] = position(e.taken);
        }
      }
    }
  }
  t.option_first.push_back(static_cast<std::uint32_t>(t.code.size()));
  t.end_first.push_back(static_cast<std::uint32_t>(t.ends.size()));
  return t;
}

bool plain_finishes(const Table& t, const Model& model) {
  const std::size_t M = t.M;
  const std::size_t first_slot = model.dice()[0].slot;
  const std::size_t faces = model.dice()[0].die->faces().size();
  std::vector<std::vector<std::uint32_t>> into(M + 1);
  std::vector<bool> reached(M + 1, false);
  std::vector<std::uint32_t> queue{0};
  reached[0] = true;
  for (std::size_t at = 0; at < queue.size(); ++at) {
    const std::uint32_t a = queue[at];
    if (a == M) continue;
    for (std::size_t j = 0; j < faces; ++j) {
      const std::uint32_t o = t.option_first[a * t.slots + first_slot + j];
      for (std::uint32_t e = t.end_first[o]; e < t.end_first[o + 1]; ++e) {
        const std::uint32_t to = t.ends[e].taken;
        into[to].push_back(a);
        if (!reached[to]) reached[to] = true, queue.push_back(to);
      }
    }
  }
  std::vector<bool> ends(M + 1, false);
  ends[M] = true;
  mark_backwards(into, {static_cast<std::uint32_t>(M)}, ends);
  for (const std::uint32_t a : queue) {
    if (!ends[a]) return false;
  }
  return true;
}

}  // namespace snl::internal
