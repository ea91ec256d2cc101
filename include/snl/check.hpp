// snl/check.hpp — what a check of a solution tries (snl check): how many boards, from which seed, how large, under
// which judge's constraints, and the time and memory the solution may take on each. The check itself runs programs,
// so it lives in the judge (judge/, a layer of its own under the CLI); its options are the library's, like every
// command's (snl/options.hpp).
//
// Tested by: tests/unit/options_test.cpp (the table's rows), tests/server/options_test.cpp (through the CLI).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "snl/board.hpp"
#include "snl/constraints.hpp"
#include "snl/options.hpp"

namespace snl {

/// The most boards one check tries, the largest side it draws, and the bounds of its limits per board.
inline constexpr std::uint64_t kMaxCheckBoards = 1'000'000'000;
inline constexpr std::uint64_t kMaxCheckSide = 1000;
inline constexpr double kMinCheckTimeout = 0.001;
inline constexpr double kMaxCheckTimeout = 86'400;
inline constexpr std::uint64_t kMinCheckMemoryMib = 16;
inline constexpr std::uint64_t kMaxCheckMemoryMib = 1'048'576;
/// The largest side drawn when none is given (LeetCode's largest), brought within the constraints' sides.
inline constexpr std::uint64_t kDefaultCheckMaxSide = 20;
/// The memory a LeetCode solution gets when none is given (a command gets none).
inline constexpr std::uint64_t kDefaultLeetcodeMemoryMib = 256;
/// The compiler of a --leetcode file (g++, javac) runs under these limits: g++ -O2 on a solution with
/// <bits/stdc++.h> takes about 1 s and 250 MiB of address space; a file that includes /dev/zero or itself
/// exponentially is stopped by them (docs/check.md).
inline constexpr double kDefaultCompileTimeout = 60;
inline constexpr std::uint64_t kDefaultCompileMemoryMib = 2048;
inline constexpr double kMinCompileTimeout = 0.1;
inline constexpr std::uint64_t kMinCompileMemoryMib = 256;

/// Where the page is that snl check's links open (a local `snl serve` at its default port, docs/serve.md).
inline constexpr const char* kDefaultPageUrl = "http://127.0.0.1:8080/";

struct CheckOptions {
  std::uint64_t boards = 500;
  std::uint64_t seed = 1;
  /// The largest side; unset: kDefaultCheckMaxSide, within the constraints' sides.
  std::optional<std::uint64_t> max_side;
  /// Seconds the solution may take on one board.
  double timeout = 5;
  /// MiB; unset: kDefaultLeetcodeMemoryMib with a LeetCode file, no limit for a command.
  std::optional<std::uint64_t> memory;
  /// Unset: leetcode with a LeetCode file, any for a command.
  std::optional<Constraints> constraints;
  /// Check every board instead of stopping at the first failure.
  bool keep_going = false;
  /// Seconds and MiB the compiler of a --leetcode file may take (g++: address space; javac: its heap).
  double compile_timeout = kDefaultCompileTimeout;
  std::uint64_t compile_memory = kDefaultCompileMemoryMib;
  /// The page a failing board's link opens (http://, https:// or file://; page_link()).
  std::string page_url = kDefaultPageUrl;
};

/// The options of snl check (snl/options.hpp): boards, seed, max_side, timeout, memory, constraints, keep_going,
/// compile_timeout, compile_memory, page_url. (The
/// solution, the folder failing boards are saved in and the report's format are the CLI's own.)
const OptionTable<CheckOptions>& check_options();

/// How a solution's time grows with the side, estimated from the fastest of kGrowthRuns runs on one board of each of
/// growth_sides(): seconds ≈ c · side^exponent, the exponent by least squares on the logarithms. An estimate: the
/// boards are few, the sides at most the constraints', and the time is this machine's.
inline constexpr std::uint64_t kGrowthRuns = 3;
/// Below this many seconds on the largest side the solution is too fast for its growth to be told apart from the
/// call's own cost.
inline constexpr double kGrowthResolution = 1e-3;
/// The sides growth is measured at: five from half of `max_side` up to it (distinct; none below 3); empty when
/// fewer than three distinct sides fit.
std::vector<std::uint64_t> growth_sides(std::uint64_t max_side);
/// The exponent k of seconds ≈ c · side^k, by least squares on (log side, log seconds); nullopt for fewer than two
/// distinct sides or a time that is not positive.
std::optional<double> growth_exponent(const std::vector<std::uint64_t>& sides, const std::vector<double>& seconds);

/// The link that opens `board` in the page at `page_url` with its right answer and route and, when given, a
/// program's `answer` beside them: PAGE_URL#text=<the board as jumps text>&answer=K, in the address format of the
/// page (web/share.js; docs/web.md, "A link from a checker"), URL-encoded as the page's URLSearchParams reads it.
std::string page_link(std::string_view page_url, const Board& board, std::optional<std::int64_t> answer);

}  // namespace snl
