// judge/report.hpp — what a check found (judge/check.hpp), as text (for people) or one JSON object (for editors and
// CI; field names in docs/check.md). The text and the JSON are the bytes `snl check` prints.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "judge/judge.hpp"
#include "snl/board.hpp"
#include "snl/constraints.hpp"
#include "snl/mistakes.hpp"

namespace snl::judge {

/// The verdict's words when a board fails after others and passes alone.
inline constexpr std::string_view kLeakVerdict =
    "Your answer depends on earlier calls: something is kept between calls (a class attribute, a static, a global)";

struct FailureReport {
  /// Board number, from 1.
  std::uint64_t index = 0;
  Board original = Board::square(1, {});
  Board shrunk = Board::square(1, {});
  /// The verdict on the board as found, and on the shrunk board.
  Verdict first;
  Verdict last;
  /// How the board was shrunk, in words ("shrunk from 6x6, 9 jumps in 41 runs").
  std::string how;
  /// The diagnosis (snl/mistakes.hpp): the mistake proven (at most one), and how it was established or why none was
  /// named; `diagnosed` when the failure was one a diagnosis applies to (a wrong answer or a time limit).
  std::vector<Mistake> mistakes;
  std::uint64_t asked = 0;
  Diagnosis diagnosis;
  bool diagnosed = false;
  /// When no mistake is named: what every failing board seen has and no passing one (shared_properties), and how
  /// many boards of each kind that rests on (the shrunk board among the failing ones).
  std::vector<std::string> shared;
  std::uint64_t failing_seen = 0;
  std::uint64_t passing_seen = 0;
  /// The shrunk board passes alone in a fresh process (`alone`): the answers depend on earlier calls. `sequence`:
  /// boards that, run in that order in a fresh process, make the last one fail (empty when none was found).
  bool leak = false;
  Verdict alone;
  std::vector<Board> sequence;
  /// The cycle that following jumps goes round, when the shrunk board timed out and has one.
  std::vector<Label> cycle;
};

/// One board of the check as it ran (not the shrinking's runs): its number (from 1), side, verdict, time and memory.
struct BoardRun {
  std::uint64_t index = 0;
  std::uint64_t side = 0;
  VerdictKind kind = VerdictKind::accepted;
  double seconds = 0;
  std::optional<std::uint64_t> memory_kib;
};

/// How the solution's time grows with the side (snl::growth_exponent), measured after the check with a harness.
struct GrowthReport {
  bool measured = false;
  std::vector<std::uint64_t> sides;
  std::vector<double> seconds;
  std::optional<double> exponent;
  /// Why there is no exponent ("" when there is one).
  std::string why_none;
};

struct CheckReport {
  std::uint64_t boards = 0;
  std::uint64_t checked = 0;
  std::uint64_t seed = 0;
  std::uint64_t smallest_side = 0;
  std::uint64_t largest_side = 0;
  std::uint64_t known_hard = 0;
  Constraints constraints = Constraints::any;
  std::array<std::uint64_t, kVerdictKinds> counts{};
  /// A --leetcode harness's start-ups (0 with a command) and the longest, in seconds: apart from every board's time.
  std::uint64_t starts = 0;
  double longest_start = 0;
  std::vector<FailureReport> failures;
  /// The boards checked, in order: the first kRunsKept of them (runs_left_out counts the rest), and over all of
  /// them the slowest and the one that took the most memory.
  static constexpr std::size_t kRunsKept = 100'000;
  std::vector<BoardRun> runs;
  std::uint64_t runs_left_out = 0;
  BoardRun slowest;
  std::optional<BoardRun> largest;
  /// Records one board checked.
  void add_run(const BoardRun& run) {
    if (runs.size() < kRunsKept) {
      runs.push_back(run);
    } else {
      ++runs_left_out;
    }
    if (run.index == 1 || run.seconds > slowest.seconds) slowest = run;
    if (run.memory_kib && (!largest || *run.memory_kib > *largest->memory_kib)) largest = run;
  }
  /// The page a failing board's link opens (CheckOptions::page_url).
  std::string page_url;
  GrowthReport growth;
};

/// The diagnosis as sentences: "Your answers match a solution that …. On this board …. Established on 3 more
/// boards …" when a mistake is proven; else "No known mistake matches …" with the evidence; "" when no diagnosis
/// applies (a crash, a presentation error).
std::string diagnosis_sentence(const FailureReport& failure);

std::string text_report(const CheckReport& report);
std::string json_report(const CheckReport& report);

}  // namespace snl::judge
