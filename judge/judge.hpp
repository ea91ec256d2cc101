// judge/judge.hpp — one board through the program under test, and the verdict a judge would give.
//
// Two ways of running it: a command started afresh for each board (`snl check -- CMD`, one grid on standard
// input, one integer on standard output), or a harness (`--leetcode`) that loads the learner's class once and
// answers board after board, one line each: the answer, "? TEXT" for a return value that is not an integer,
// "! memory" or "! exception MESSAGE". The harness prints "ready" once loaded. A harness that crashes or is
// stopped is started again for the next board, so every verdict belongs to exactly one board.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "judge/process.hpp"
#include "snl/board.hpp"

namespace snl::judge {

enum class VerdictKind {
  accepted,
  wrong_answer,
  time_limit,
  memory_limit,
  runtime_error,
  presentation_error,
  output_limit,
};

/// "accepted", "wrong answer", "time limit exceeded", …: the words of reports and of the JSON.
std::string_view name_of(VerdictKind kind);
inline constexpr int kVerdictKinds = 7;

struct Verdict {
  VerdictKind kind = VerdictKind::accepted;
  std::int64_t expected = 0;
  /// The program's answer (wrong_answer, accepted).
  std::optional<std::int64_t> answer;
  /// What it did, as a sentence: "The program printed: 3", "The program crashed: killed by SIGSEGV …".
  std::string detail;
  /// Its standard error, and whether it was cut.
  std::string error_output;
  bool error_truncated = false;
  /// The board's wall time in seconds (a command's includes its start-up: it is started for each board), and the
  /// peak resident memory while it ran, in KiB (a harness's: the process's, runtime included, since the board began;
  /// a command's: the whole run's); nullopt when the system does not say.
  double seconds = 0;
  std::optional<std::uint64_t> memory_kib;
};

/// How the program is run.
struct ProgramSpec {
  std::vector<std::string> argv;
  /// A harness that answers many boards (else one process per board).
  bool harness = false;
  double timeout = 5;
  /// Seconds a harness may take to say "ready" (loading the runtime, the file's top-level code): not any board's time.
  double start_timeout = 60;
  /// Memory limit in MiB (0: none), and how it is enforced (see ProcessLimits).
  std::uint64_t memory_mib = 0;
  bool memory_as_data = false;
  /// Whether the limit is an rlimit on the child (a JVM's is its -Xmx instead).
  bool rlimit = true;
  /// The file named in "cannot load" messages.
  std::string source;
  /// The working directory of a harness, emptied (or created) before each start ("": the caller's).
  std::string directory;
};

/// The program could not be started, or a harness could not load the solution (or, from prepare_leetcode, could not
/// be made). `usage`: something is missing or wrong around the program (no such program, no compiler, a file type
/// snl does not know), which a face says as a usage error (snl check: exit 2); else the program itself failed to load
/// or compile (exit 1). `message` is one or more lines without the final newline and without the face's prefix.
struct StartFailure {
  bool usage = false;
  std::string message;
};

class Judge {
 public:
  explicit Judge(ProgramSpec spec);
  ~Judge();
  Judge(const Judge&) = delete;
  Judge& operator=(const Judge&) = delete;

  /// The verdict on `board`; nullopt with failure() set when the program cannot be run at all.
  std::optional<Verdict> judge(const Board& board);
  /// Runs `sequence` in a fresh harness (a new process, in order) and gives the verdict on its last board; the
  /// process is ended afterwards, so that the next board starts a fresh one too. With a command (a process per board
  /// already) it is the verdict on the last board. nullopt as judge() gives it.
  std::optional<Verdict> judge_fresh(const std::vector<Board>& sequence);
  /// The boards the running harness has answered since it started, in order (empty with a command; the latest
  /// kHistoryKept to 2·kHistoryKept of them after a long run).
  static constexpr std::size_t kHistoryKept = 4096;
  const std::vector<Board>& history() const { return history_; }
  /// How many times a harness was started, and the longest start-up (seconds until it said "ready"): not counted in
  /// any board's time.
  std::uint64_t starts() const { return starts_; }
  double longest_start() const { return longest_start_; }
  const StartFailure& failure() const { return failure_; }
  std::uint64_t runs() const { return runs_; }
  const ProgramSpec& spec() const { return spec_; }

 private:
  Verdict by_process(const Board& board, std::int64_t expected);
  std::optional<Verdict> by_harness(const Board& board, std::int64_t expected);
  /// Starts the harness (in a fresh working directory) and waits for its "ready"; false with failure_ set.
  bool start_harness(const ProcessLimits& harness_limits);
  ProcessLimits limits() const;

  ProgramSpec spec_;
  std::unique_ptr<Conversation> harness_;
  StartFailure failure_;
  std::uint64_t runs_ = 0;
  std::vector<Board> history_;
  std::uint64_t starts_ = 0;
  double longest_start_ = 0;
};

/// The integer a program printed: one optional '-' and digits, whitespace around; nullopt otherwise.
std::optional<std::int64_t> answer_in(std::string_view text);

/// Text a program printed, on one line: quoted, control characters escaped, cut at 200 characters.
std::string shown(std::string_view text);

}  // namespace snl::judge
