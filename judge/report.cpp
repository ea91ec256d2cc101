// judge/report.cpp — a check's report as text and as JSON (judge/report.hpp).
#include "judge/report.hpp"

#include <algorithm>
#include <cstdio>

#include <nlohmann/json.hpp>

#include "snl/check.hpp"
#include "snl/report.hpp"
#include "snl/solve.hpp"
#include "snl/write.hpp"

namespace snl::judge {
namespace {

std::string shape(const Board& board) {
  const std::size_t jumps = board.jumps().size();
  return size_name(board) + ", " + std::to_string(jumps) + (jumps == 1 ? " jump" : " jumps");
}

std::string cycle_text(const std::vector<Label>& cycle) {
  std::string text;
  for (const Label label : cycle) text += std::to_string(label) + " → ";
  return text + std::to_string(cycle.front());
}

/// Why a board that fails after others passes alone, and the boards that make it fail again.
std::string leak_text(const FailureReport& failure) {
  std::string alone = failure.alone.detail;
  if (!alone.empty() && alone.front() >= 'A' && alone.front() <= 'Z') alone.front() = static_cast<char>(alone.front() - 'A' + 'a');
  const bool passes = failure.alone.kind == VerdictKind::accepted;
  std::string out = "Run alone in a fresh process, this board " + std::string(passes ? "passes" : "gets another answer") +
                    " (" + alone + "). " + std::string(kLeakVerdict) + ".\n";
  if (failure.sequence.empty()) {
    out += "snl could not make it fail again from a fresh process with the boards it tried (this board twice, the "
           "board as found then this one, the boards run before it): it may also depend on time or chance.\n";
    return out;
  }
  out += "These " + std::to_string(failure.sequence.size()) + " boards, given in this order to a fresh process, "
         "reproduce it (the last one fails; each call makes a new Solution where there is a class, as LeetCode "
         "does):\n";
  for (std::size_t k = 0; k < failure.sequence.size(); ++k) {
    out += "Call " + std::to_string(k + 1) + " (right answer " + std::to_string(solve(failure.sequence[k], {Algorithm::automatic, false}).rolls) + "):\n";
    out += to_text(failure.sequence[k], Format::grid);
  }
  return out;
}

std::string failure_text(const CheckReport& report, const FailureReport& failure) {
  std::string out = "check: " + std::string(name_of(failure.first.kind)) + " on board " +
                    std::to_string(failure.index) + " of " + std::to_string(report.boards) + " (seed " +
                    std::to_string(report.seed) + ", constraints " + std::string(name_of(report.constraints)) + ")\n";
  out += "Smallest failing board (" + shape(failure.shrunk) + "; " + failure.how + "), in the grid format:\n";
  out += to_text(failure.shrunk, Format::grid);
  const Solution solution = solve(failure.shrunk);
  out += "Right answer: " + std::to_string(solution.rolls) + "\n";
  std::string explained = solution_text(failure.shrunk, solution, 1, SolutionStyle::explain);
  if (explained.starts_with("Board ")) explained.erase(0, explained.find('\n') + 1);  // our own header says it
  out += explained;
  out += failure.last.detail + "\n";
  out += "See it in the page (the right route, and your answer beside it): " +
         page_link(report.page_url, failure.shrunk, failure.last.answer) + "\n";
  if (failure.leak) out += leak_text(failure);
  if (!failure.cycle.empty()) {
    out += "The jumps on this board form a cycle (" + cycle_text(failure.cycle) +
           "): a solution that follows a jump's destination into the next jump goes round it forever; following "
           "jumps in a loop never ends. Take one jump per roll.\n";
  }
  if (const std::string sentence = diagnosis_sentence(failure); !sentence.empty()) out += sentence + "\n";
  if (!failure.last.error_output.empty()) {
    out += "Its standard error" + std::string(failure.last.error_truncated ? " (the beginning)" : "") + ":\n";
    out += failure.last.error_output;
    if (out.back() != '\n') out += '\n';
  }
  return out;
}

}  // namespace

namespace {

std::string observed_text(const Observed& answer) { return answer ? std::to_string(*answer) : "never finishes"; }

std::string answers_text(const Observed& answer) {
  return answer ? "answers " + std::to_string(*answer) : "never finishes";
}

/// What a mistake answers on a board: "answers 16", or "answers 16 or 18, depending on how it is written".
std::string ways_text(const Evidence& e) {
  if (e.ways.size() <= 1) return answers_text(e.mistaken);
  std::vector<Observed> ways = e.ways;
  std::sort(ways.begin(), ways.end());
  std::string text;
  for (std::size_t k = 0; k < ways.size(); ++k) {
    if (k > 0) text += k + 1 == ways.size() ? " or " : ", ";
    text += ways[k] ? std::to_string(*ways[k]) : std::string("never finishes");
  }
  return "answers " + text + " depending on how it is written";
}

/// "sides 6, 6 and 10", "answers 5, 3 and 7": a list in words.
std::string listed(const std::vector<std::string>& items) {
  std::string text;
  for (std::size_t k = 0; k < items.size(); ++k) {
    if (k > 0) text += k + 1 == items.size() ? " and " : ", ";
    text += items[k];
  }
  return text;
}

}  // namespace

std::string diagnosis_sentence(const FailureReport& failure) {
  if (!failure.diagnosed) return "";
  const Diagnosis& d = failure.diagnosis;
  const bool answered = failure.last.kind == VerdictKind::wrong_answer;  // else it never finished
  if (!failure.mistakes.empty()) {
    std::string text = "Your answers match a solution that ";
    for (std::size_t k = 0; k < failure.mistakes.size(); ++k) {
      if (k > 0) text += k + 1 == failure.mistakes.size() ? ", or one that " : ", one that ";
      text += info(failure.mistakes[k]).does;
    }
    // The named mistake gives the program's answer on this board (one of its ways does, when it has several).
    text += std::string(". On this board such ") + "a solution " + answers_text(answered ? failure.last.answer : Observed{}) +
                       ", and the right answer is " + std::to_string(failure.last.expected) + ".";
    std::vector<std::string> sides;
    std::vector<std::string> theirs;
    std::vector<std::string> rights;
    for (const Evidence& e : d.proof) {
      sides.push_back(size_name(e.board));
      theirs.push_back(observed_text(e.mistaken));
      rights.push_back(std::to_string(e.right));
    }
    const bool several_ways = std::any_of(d.proof.begin(), d.proof.end(), [](const Evidence& e) { return e.ways.size() > 1; });
    text += " Established on " + std::to_string(d.proof.size()) + " more board" + (d.proof.size() == 1 ? "" : "s") +
            (several_ways ? " where that mistake's answers, however it is written, differ from the right answer and from "
                            "those of every other mistake that fits this board: yours were among them each time ("
                          : " where that mistake's answer differs from the right answer and from that of every other "
                            "mistake that fits this board: yours were its answers each time (") +
            listed(sides) + ": " + listed(theirs) + ", where the right answers are " + listed(rights) + ").";
    return text;
  }
  std::string text = "No known mistake matches.";
  // What the boards asked show, besides: how many failed, how many passed, and what the failing ones share.
  std::string seen;
  if (failure.failing_seen + failure.passing_seen > 1) {
    seen = " Of " + std::to_string(failure.failing_seen + failure.passing_seen) + " boards run for this diagnosis (this one " +
           "included), " + std::to_string(failure.failing_seen) + " failed and " + std::to_string(failure.passing_seen) +
           " passed.";
    std::vector<std::string> shared;
    for (const std::string& property : failure.shared) shared.push_back(property);
    if (!shared.empty()) {
      seen += " Every failing board " + listed(shared) + "; none of those that passed does.";
    }
  }
  if (d.ruled_out.empty() && d.unconfirmed.empty()) {
    text += " None of the " + std::to_string(mistakes().size()) + " classic mistakes snl knows gives " +
            (answered && failure.last.answer ? "the answer " + std::to_string(*failure.last.answer)
                                              : std::string("a hang")) +
            " on this board; the board above, its right answer and route, and your answer are the evidence." + seen;
    return text;
  }
  for (const auto& [mistake, e] : d.ruled_out) {
    text += " A solution that " + std::string(info(mistake).does) + " answers as yours did on this board, but on a " +
            size_name(e.board) + " board where it " + ways_text(e) + " (right: " + std::to_string(e.right) +
            ") yours " + (e.program ? "answered " + std::to_string(*e.program) : std::string("never finished")) +
            ", so that is not it.";
  }
  for (const Mistake mistake : d.unconfirmed) {
    text += " A solution that " + std::string(info(mistake).does) + " answers as yours did on this board, but too few "
            "boards tell that mistake apart from the others to confirm it, so it is not named.";
  }
  return text + seen;
}

namespace {

/// The boards' times and memory in one line: the median and longest time, the most memory.
std::string runs_text(const CheckReport& report) {
  const std::vector<BoardRun>& runs = report.runs;
  if (runs.empty()) return "";
  std::vector<double> times;
  for (const BoardRun& run : runs) times.push_back(run.seconds);
  std::nth_element(times.begin(), times.begin() + static_cast<std::ptrdiff_t>(times.size() / 2), times.end());
  const auto ms = [](double seconds) {
    char text[32];
    std::snprintf(text, sizeof text, seconds < 0.01 ? "%.2f ms" : seconds < 1 ? "%.0f ms" : "%.2f s",
                  seconds < 1 ? seconds * 1000 : seconds);
    return std::string(text);
  };
  const auto side = [](const BoardRun& run) {
    return std::to_string(run.side) + "x" + std::to_string(run.side);
  };
  std::string out = "Time per board: median " + ms(times[times.size() / 2]) +
                    (report.runs_left_out > 0 ? " (of the first " + std::to_string(runs.size()) + ")" : "") +
                    ", longest " + ms(report.slowest.seconds) + " (board " + std::to_string(report.slowest.index) +
                    ", " + side(report.slowest) + ")";
  if (report.largest) {
    char mib[32];
    std::snprintf(mib, sizeof mib, "%.1f MiB", static_cast<double>(*report.largest->memory_kib) / 1024);
    out += "; most memory " + std::string(mib) + " (board " + std::to_string(report.largest->index) + ", " +
           side(*report.largest) + "; the process's peak resident memory, runtime included)";
  }
  return out + ". Each board's in --format json" +
         (report.runs_left_out > 0 ? " (the first " + std::to_string(runs.size()) + ")" : "") + ".\n";
}

/// How the time grows, in words: "Time grows like n^4.0 (an estimate: …)", or why it cannot be told.
std::string growth_text(const GrowthReport& growth) {
  if (!growth.measured) return "";
  std::string sides;
  for (std::size_t k = 0; k < growth.sides.size(); ++k) {
    sides += (k == 0 ? "" : k + 1 == growth.sides.size() ? " and " : ", ") + std::to_string(growth.sides[k]);
  }
  char largest[48] = "";
  if (!growth.seconds.empty()) {
    std::snprintf(largest, sizeof largest, "%.3g ms on %llux%llu", growth.seconds.back() * 1000,
                  static_cast<unsigned long long>(growth.sides.back()), static_cast<unsigned long long>(growth.sides.back()));
  }
  if (!growth.exponent) {
    return "How its time grows with n: not estimated, " + growth.why_none +
           (growth.seconds.empty() ? std::string() : " (" + std::string(largest) + ")") + ".\n";
  }
  char exponent[16];
  std::snprintf(exponent, sizeof exponent, "%.1f", *growth.exponent);
  return "Time grows like n^" + std::string(exponent) + " (an estimate, from the fastest of " +
         std::to_string(kGrowthRuns) + " runs on a zigzag board of each side " + sides + "; " + largest +
         "; a BFS grows like n^2).\n";
}

}  // namespace

std::string text_report(const CheckReport& report) {
  const std::string sides = std::to_string(report.smallest_side) + ".." + std::to_string(report.largest_side);
  if (report.failures.empty()) {
    return "check: " + std::to_string(report.checked) + " board" + (report.checked == 1 ? "" : "s") +
           " passed (seed " + std::to_string(report.seed) + ", sides " + sides + ", constraints " +
           std::string(name_of(report.constraints)) + ")\n" + runs_text(report) + growth_text(report.growth);
  }
  std::string out;
  for (const FailureReport& failure : report.failures) {
    if (!out.empty()) out += '\n';
    out += failure_text(report, failure);
  }
  out += "\nVerdicts on " + std::to_string(report.checked) + " of " + std::to_string(report.boards) +
         " boards (sides " + sides + "; constraints " + std::string(name_of(report.constraints)) + ": " +
         describe(report.constraints) + "):\n";
  for (int k = 0; k < kVerdictKinds; ++k) {
    const auto kind = static_cast<VerdictKind>(k);
    if (report.counts[k] == 0 && kind != VerdictKind::accepted) continue;
    std::string name(name_of(kind));
    name.resize(std::max<std::size_t>(name.size(), 24), ' ');
    out += "  " + name + std::to_string(report.counts[k]) + "\n";
  }
  out += runs_text(report) + growth_text(report.growth);
  if (report.starts > 0) {
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.2f s", report.longest_start);
    out += "The solution was loaded " + std::to_string(report.starts) + (report.starts == 1 ? " time" : " times") +
           " (a fresh process each time; the longest start-up took " + seconds +
           ", counted in no board's time).\n";
  }
  return out;
}

namespace {

nlohmann::json failure_json(const CheckReport& report, const FailureReport& failure) {
  using nlohmann::json;
  json mistakes = json::array();
  for (const Mistake m : failure.mistakes) mistakes.push_back(std::string(info(m).key));
  json proof = json::array();
  for (const Evidence& e : failure.diagnosis.proof) {
    json ways = json::array();
    for (const Observed& way : e.ways) ways.push_back(way ? json(*way) : json(nullptr));
    proof.push_back({{"board", to_text(e.board, Format::grid)},
                     {"mistaken", e.mistaken ? json(*e.mistaken) : json(nullptr)},
                     {"ways", ways},
                     {"right", e.right},
                     {"program", e.program ? json(*e.program) : json(nullptr)}});
  }
  json sequence = json::array();
  for (const Board& board : failure.sequence) sequence.push_back(to_text(board, Format::grid));
  return json{{"board", failure.index},
              {"verdict", std::string(name_of(failure.first.kind))},
              {"original", to_text(failure.original, Format::grid)},
              {"shrunk", to_text(failure.shrunk, Format::grid)},
              {"shrunk_verdict", std::string(name_of(failure.last.kind))},
              {"expected", failure.last.expected},
              {"answer", failure.last.answer ? json(*failure.last.answer) : json(nullptr)},
              {"detail", failure.last.detail},
              {"page", page_link(report.page_url, failure.shrunk, failure.last.answer)},
              {"how", failure.how},
              {"mistakes", mistakes},
              {"diagnosis", diagnosis_sentence(failure)},
              {"proof", proof},
              {"shared", failure.shared},
              {"cycle", failure.cycle},
              {"depends_on_earlier_calls", failure.leak},
              {"alone", failure.leak ? json(failure.alone.detail) : json(nullptr)},
              {"sequence", sequence},
              {"stderr", failure.last.error_output}};
}

nlohmann::json growth_json(const GrowthReport& growth) {
  using nlohmann::json;
  if (!growth.measured) return json(nullptr);
  return json{{"estimate", true},
              {"exponent", growth.exponent ? json(*growth.exponent) : json(nullptr)},
              {"sides", growth.sides},
              {"seconds", growth.seconds},
              {"why_none", growth.why_none}};
}

}  // namespace

std::string json_report(const CheckReport& report) {
  using nlohmann::json;
  json verdicts = json::object();
  for (int k = 0; k < kVerdictKinds; ++k) verdicts[std::string(name_of(static_cast<VerdictKind>(k)))] = report.counts[k];
  json failures = json::array();
  for (const FailureReport& failure : report.failures) failures.push_back(failure_json(report, failure));
  json runs = json::array();
  for (const BoardRun& run : report.runs) {
    runs.push_back({{"board", run.index},
                    {"n", run.side},
                    {"verdict", std::string(name_of(run.kind))},
                    {"seconds", run.seconds},
                    {"memory_mib", run.memory_kib ? json(static_cast<double>(*run.memory_kib) / 1024) : json(nullptr)}});
  }
  const json out{{"passed", report.failures.empty()},
                 {"boards", report.boards},
                 {"checked", report.checked},
                 {"seed", report.seed},
                 {"sides", {report.smallest_side, report.largest_side}},
                 {"constraints", std::string(name_of(report.constraints))},
                 {"constraints_text", describe(report.constraints)},
                 {"known_hard", report.known_hard},
                 {"verdicts", verdicts},
                 {"starts", report.starts},
                 {"longest_start_seconds", report.longest_start},
                 {"failures", failures},
                 {"runs", runs},
                 {"runs_left_out", report.runs_left_out},
                 {"growth", growth_json(report.growth)}};
  return out.dump(-1, ' ', false, json::error_handler_t::replace) + "\n";
}

}  // namespace snl::judge
