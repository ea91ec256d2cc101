// snl design: find a board that plays the way you want (snl/design.hpp, docs/design.md).
#include <CLI/CLI.hpp>

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "commands/commands.hpp"
#include "common/input.hpp"
#include "common/numbers.hpp"
#include "common/output.hpp"
#include "common/progress.hpp"
#include "common/options.hpp"
#include "snl/design.hpp"
#include "snl/error.hpp"
#include "snl/parse.hpp"
#include "snl/report.hpp"
#include "snl/write.hpp"

namespace snl::cli {
namespace {

/// Exit codes of snl design beyond the common ones (README, "snl design").
constexpr int kNotFound = 3;
constexpr int kInterrupted = 130;

volatile std::sig_atomic_t interrupted = 0;
extern "C" void on_interrupt(int) { interrupted = 1; }

struct DesignCommand {
  DesignSpec spec;    // set by the library's table (design_options())
  std::string from;   // the file --from named
  std::string format = "grid";
  bool quiet = false;
};

// ---- the report -------------------------------------------------------------------------------------------------

std::string figure(const std::optional<double>& x) {
  if (!x) return "infinite";
  char text[32];
  std::snprintf(text, sizeof text, "%.10g", *x);
  return text;
}

std::string jump_list(const std::vector<Jump>& jumps) {
  std::string out;
  for (const Jump& j : jumps) out += (out.empty() ? "" : ", ") + std::to_string(j.from) + " " + std::to_string(j.to);
  return out.empty() ? "none" : out;
}

void report_text(const DesignResult& r, const DesignCommand& command) {
  const bool timed = command.spec.time_limit.has_value();
  for (const TargetReport& t : r.targets) {
    std::fprintf(stderr, "snl design: %s: %s (wanted %s): %s\n", t.name.c_str(), figure(t.value).c_str(),
                 t.wanted.c_str(),
                 t.met ? "met" : ("missed by " + figure(t.distance) + " (" + figure(t.normalised) + " units)").c_str());
  }
  if (!command.from.empty()) {
    std::fprintf(stderr, "snl design: %llu change%s from %s: removed %s; added %s\n",
                 static_cast<unsigned long long>(r.changes), r.changes == 1 ? "" : "s", command.from.c_str(),
                 jump_list(r.removed).c_str(), jump_list(r.added).c_str());
  }
  if (!r.met && r.targets.size() > 1) {
    std::fprintf(stderr, "snl design: distance %s (the sum of the misses, each over its tolerance, half-range or unit)\n",
                 figure(r.distance).c_str());
  }
  if (command.quiet) return;
  std::fprintf(stderr, "snl design: %llu boards evaluated (%llu analysed in full, %llu taken), %.3f s, seed %llu%s\n",
               static_cast<unsigned long long>(r.evaluations), static_cast<unsigned long long>(r.full_analyses),
               static_cast<unsigned long long>(r.accepted), r.seconds, static_cast<unsigned long long>(command.spec.seed),
               timed ? " (with a time limit: another run may differ)" : "");
}

/// The report's last line: what makes the same board again — the version, the options that differ from their
/// defaults, the rules always (die, overshoot, start) and the seed.
void report_record(const DesignCommand& command) {
  std::string options;
  for (const Option<DesignSpec>& row : design_options()) {
    if (row.kind == OptionKind::board) continue;  // --from FILE, written as the file's name
    const std::string value = row.get(command.spec);
    const bool always = row.name == "seed" || row.name == "die" || row.name == "overshoot" || row.name == "start";
    if (value.empty() || (value == row.default_text && !always)) continue;
    std::string flag = " --";
    for (const char c : row.name) flag += c == '_' ? '-' : c;
    options += flag + (row.kind == OptionKind::flag ? std::string() : " " + value);
  }
  std::fprintf(stderr, "snl design: made by snl %s:%s%s\n", std::string(snl_version()).c_str(),
               command.from.empty() ? "" : (" --from " + command.from).c_str(), options.c_str());
}

int run(const DesignCommand& command) {
  DesignSpec spec = command.spec;
  try {
    validate(spec.rules);
  } catch (const Error& error) {
    return usage_error("design", error.what());
  }
  try {
    validate(spec);
  } catch (const DesignError& error) {
    throw Error(std::string("snl design: error: impossible: ") + error.what());
  } catch (const Error& error) {
    throw Error(std::string("snl design: error: ") + error.what());
  }

  Progress progress;
  const auto began = std::chrono::steady_clock::now();
  const bool timed = spec.time_limit.has_value();
  interrupted = 0;
  struct sigaction action {};
  struct sigaction previous {};
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, &previous);
  spec.should_stop = [&](std::uint64_t evaluations, double best) {
    if (interrupted != 0) return true;
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    if (progress.due()) {
      char line[128];
      std::snprintf(line, sizeof line, "snl design: %llu boards evaluated, best distance %.4g, %.1f s",
                    static_cast<unsigned long long>(evaluations), best, seconds);
      progress.show(line);
    }
    return false;
  };
  DesignResult result;
  try {
    result = design(spec);
  } catch (const DesignError& error) {
    sigaction(SIGINT, &previous, nullptr);
    progress.clear();
    throw Error(std::string("snl design: error: ") + error.what());
  }
  sigaction(SIGINT, &previous, nullptr);
  progress.clear();
  if (result.stopped_by == "stopped" && interrupted != 0) result.stopped_by = "interrupted";

  if (command.format == "json") {
    print(design_json(result, spec, !timed));
  } else {
    const Format format = command.format == "jumps" || !result.board.is_square() ? Format::jumps : Format::grid;
    print(to_text(result.board, format));
  }
  flush_output();
  if (command.format != "json") report_text(result, command);
  const bool text = command.format != "json";
  if (interrupted != 0) {
    std::fprintf(stderr, "snl design: interrupted: the best board so far is printed%s\n",
                 result.met ? "" : "; it misses some targets");
    if (text) report_record(command);
    return kInterrupted;
  }
  if (!result.met) {
    std::string missed;
    for (const TargetReport& r : result.targets) {
      if (!r.met) missed += (missed.empty() ? "" : ", ") + r.name;
    }
    std::fprintf(stderr,
                 "snl design: not found: no board met every target (the search ended: %s); the best board found "
                 "is printed; it misses: %s\n",
                 result.stopped_by.c_str(), missed.c_str());
    if (text) report_record(command);
    return kNotFound;
  }
  if (text) report_record(command);
  return kOk;
}

}  // namespace

void add_design(CLI::App& app, Action& action) {
  auto command = std::make_shared<DesignCommand>();
  CLI::App* sub = app.add_subcommand(
      "design", "Find a board that plays the way you want: expected rolls, spread, percentiles, fair players");
  auto bound = add_options(*sub, design_options(), command->spec);
  sub->add_option("--format", command->format, "Output: grid (default; jumps for a track), jumps, or json (everything)")
      ->check(CLI::IsMember({"grid", "json", "jumps"}));
  sub->add_flag("--quiet", command->quiet, "Leave out the line of the search's work (boards evaluated, time)");
  sub->callback([command, bound, &action] {
    if (const auto from = bound->files.find("from"); from != bound->files.end()) command->from = from->second;
    action = checked_action({bound}, "design", [command] { return run(*command); });
  });
}

}  // namespace snl::cli
