// The first calls of snl::min_rolls in a fresh process, against the one-thread search, on the 3000×3000 short-jump
// board: wall time and page faults of calls 1, 2 and 3 (the in-process benchmarks measure repeated calls only).
// Run: ./build/bench/bench/snl_first_call min_rolls; ./build/bench/bench/snl_first_call one (a fresh process each).
#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstring>

#include "snl/generate.hpp"
#include "snl/snl.hpp"

namespace {
long page_faults() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_minflt;
}
}  // namespace

int main(int argc, char** argv) {
  const bool one = argc > 1 && std::strcmp(argv[1], "one") == 0;
  snl::GenerateOptions options;
  options.side = 3000;
  options.density = 0.1;
  options.max_distance = 50;
  snl::Rng rng(909);
  const auto grid = snl::to_grid(snl::generate(options, rng));
  for (int call = 1; call <= 3; ++call) {
    const long faults = page_faults();
    const auto start = std::chrono::steady_clock::now();
    std::int64_t rolls = 0;
    if (one) {
      snl::GridBits bits(grid);
      rolls = snl::min_rolls_bitset(bits);
    } else {
      rolls = snl::min_rolls(grid);
    }
    const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
    std::printf("%s, call %d: %.2f ms, %ld page faults, %lld rolls\n", one ? "one thread" : "snl::min_rolls", call,
                took.count(), page_faults() - faults, static_cast<long long>(rolls));
  }
}
