// snl::design itself: one search, or two on two cores in lockstep epochs (design/search.hpp).
#include <atomic>
#include <chrono>
#include <exception>
#include <functional>
#include <optional>
#include <system_error>
#include <thread>

#include "design/search.hpp"
#include "snl/design.hpp"

namespace snl {

using internal::search::kCycle;
using internal::search::kPopulationFrom;
using internal::search::Search;

namespace {

/// Runs `first` here and `second` on another thread when one can be made (else after `first`, here): the same work
/// either way, so the same results.
void both(const std::function<void()>& first, const std::function<void()>& second) {
  std::exception_ptr failed;
  const auto guarded = [&] {
    try {
      second();
    } catch (...) {
      failed = std::current_exception();  // rethrown on this thread below
    }
  };
  std::optional<std::thread> other;
  try {
    other.emplace(guarded);
  } catch (const std::system_error&) {
    other.reset();  // no threads (a WebAssembly build without them): one after the other
  }
  std::exception_ptr first_failed;
  try {
    first();
  } catch (...) {
    first_failed = std::current_exception();  // the other thread is joined first
  }
  if (other) {
    other->join();
  } else if (!first_failed) {
    guarded();
  }
  if (first_failed) std::rethrow_exception(first_failed);
  if (failed) std::rethrow_exception(failed);
}

/// Whether a second search on the other core pays: every candidate priced by the evaluator (no full analyses,
/// whose stops the second search could not answer as quickly), and a budget that is not a test's handful. Not the
/// machine's cores: the same spec must give the same board on every machine (one core runs the two in turn).
bool population_pays(const DesignSpec& spec) {
  return !spec.rules.again && spec.rules.plain_jumps() && !internal::needs_analysis(spec.targets) &&
         (spec.max_evaluations == 0 || spec.max_evaluations >= kPopulationFrom);
}

/// design() once the time limit is part of should_stop.
DesignResult search_for(const DesignSpec& spec) {
  if (!population_pays(spec)) {
    Search search(spec);
    return search.run();
  }
  // Two searches, in lockstep epochs of kCycle evaluations: the lead (the seed's, with the exhaustive and beam
  // searches) and a second one from another seed (annealing only). After each epoch, when either has met every goal
  // and aimed (or ended), the one with the better best board is returned, the lead on a tie. Each member's path
  // depends only on its own seed and the epochs' ends, never on which thread ran faster: the same spec gives the
  // same board.
  std::atomic<bool> stop{false};
  DesignSpec lead_spec = spec;
  lead_spec.should_stop = [&](std::uint64_t evaluations, double best) {
    if (stop.load()) return true;
    if (spec.should_stop && spec.should_stop(evaluations, best)) stop.store(true);
    return stop.load();
  };
  DesignSpec other_spec = spec;
  other_spec.seed = spec.seed ^ 0x9E3779B97F4A7C15ULL;
  // Asks the caller itself only once the lead has ended (then the other runs alone, on this thread).
  bool alone = false;
  other_spec.should_stop = [&](std::uint64_t evaluations, double best) {
    if (!stop.load() && alone && spec.should_stop && spec.should_stop(evaluations, best)) stop.store(true);
    return stop.load();
  };
  Search lead(lead_spec);
  Search other(other_spec);
  bool other_failed = false;
  both([&] { lead.begin(true); },
       [&] {
         try {
           other.begin(false);
         } catch (const DesignError&) {
           other_failed = true;  // its random first board could not be placed: the lead searches alone
         }
       });
  if (other_failed || lead.exhausted()) {  // every board within one change priced: nothing left to find
    if (!other_failed) lead.add_work(other.work());
    lead.advance(UINT64_MAX);
    return lead.finish();
  }
  while (!lead.finished() || !other.finished()) {
    if ((lead.finished() && lead.met()) || (other.finished() && other.met())) break;
    if (lead.finished()) {
      alone = true;
      other.advance(other.evaluations() + kCycle);
      continue;
    }
    const std::uint64_t lead_until = lead.evaluations() + kCycle;
    const std::uint64_t other_until = other.evaluations() + kCycle;
    both([&] { lead.advance(lead_until); }, [&] { other.advance(other_until); });
  }
  const bool take_other = other.best_energy() < lead.best_energy();
  Search& chosen = take_other ? other : lead;
  Search& rest = take_other ? lead : other;
  chosen.add_work(rest.work());
  return chosen.finish();
}

}  // namespace

DesignResult design(const DesignSpec& spec) {
  validate(spec);
  if (!spec.time_limit) return search_for(spec);
  DesignSpec timed = spec;
  const auto began = std::chrono::steady_clock::now();
  std::atomic<bool> over{false};
  timed.should_stop = [&](std::uint64_t evaluations, double best) {
    if (spec.should_stop && spec.should_stop(evaluations, best)) return true;
    if (std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count() > *spec.time_limit) {
      over.store(true);
    }
    return over.load();
  };
  DesignResult result = search_for(timed);
  if (over.load() && result.stopped_by == "stopped") result.stopped_by = "the time limit";
  return result;
}

}  // namespace snl
