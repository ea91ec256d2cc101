// tests/unit/min_rolls_test.cpp — snl/min_rolls.hpp: the LeetCode entry point, its refusals, and its promise to
// stay on the calling thread when asked. (Its answers are checked against the oracle for every rule in
// solve_test.cpp and on random boards in tests/stress.)
#include <gtest/gtest.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstddef>
#include <string>
#include <vector>

#include "snl/board.hpp"
#include "snl/error.hpp"
#include "snl/generate.hpp"
#include "snl/min_rolls.hpp"
#include "snl/solve.hpp"
#include "worked_examples.hpp"

namespace {

using Grid = std::vector<std::vector<int>>;

/// A board large enough for both threads of snl::min_rolls (the meeting and the two-half check), with short jumps
/// so that the meeting takes the cut.
Grid large_board() {
  snl::Rng rng(11);
  snl::GenerateOptions options;
  options.side = 1024;
  options.density = 0.1;
  options.max_distance = 40;
  return snl::to_grid(snl::generate(options, rng));
}

/// Runs `call` in a child process in which creating a thread (or any process) kills the child: a seccomp filter
/// on clone and clone3. Returns whether the child finished normally and `call` returned `expected`.
template <class Call>
bool finishes_without_a_thread(Call call, int expected) {
  const pid_t child = fork();
  if (child == 0) {
    sock_filter filter[] = {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, nr)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone, 2, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone3, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
    };
    sock_fprog program{static_cast<unsigned short>(sizeof filter / sizeof filter[0]), filter};
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 || prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program) != 0) {
      _exit(3);
    }
    _exit(call() == expected ? 0 : 1);  // _exit: no exit handlers (a leak checker would start a thread)
  }
  int status = 0;
  waitpid(child, &status, 0);
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

}  // namespace

TEST(MinRolls, RefusesInvalidGrids) {
  EXPECT_THROW((void)snl::min_rolls({}), snl::BoardError);
  EXPECT_THROW((void)snl::min_rolls({{-1, -1}, {-1}}), snl::BoardError);
  EXPECT_THROW((void)snl::min_rolls({{-1, -1}, {-1, 0}}), snl::BoardError);
  EXPECT_THROW((void)snl::min_rolls({{-1, -1}, {-1, 5}}), snl::BoardError);
  EXPECT_THROW((void)snl::min_rolls({{-1, -1}, {-2, -1}}), snl::BoardError);
}

TEST(MinRolls, StaysOnTheCallingThreadWhenAsked) {
  const Grid grid = large_board();
  const int expected = static_cast<int>(snl::solve(snl::Board::from_grid(grid), {snl::Algorithm::bfs, false}).rolls);
  ASSERT_GT(expected, 0);
  EXPECT_TRUE(finishes_without_a_thread([&] { return snl::min_rolls(grid, {.threads = false}); }, expected));
  EXPECT_EQ(snl::min_rolls(grid, {.threads = false}), expected);
  // The test itself can fail: by default the same call starts a thread (on two cores), which the filter punishes.
  if (sysconf(_SC_NPROCESSORS_ONLN) >= 2) {
    EXPECT_FALSE(finishes_without_a_thread([&] { return snl::min_rolls(grid); }, expected));
  }
  EXPECT_EQ(snl::min_rolls(grid), expected);
}

TEST(MinRollsView, SameAnswersAsTheNestedGrid) {
  // The worked examples, and a board large enough for the two-half check and the meeting, with and without threads.
  for (const test::Example& example : test::worked_examples()) {
    const std::vector<int> cells = test::flat_cells(example.grid);
    const std::uint64_t n = example.grid.size();
    EXPECT_EQ(snl::min_rolls_view({cells, n, n}), example.rolls) << example.name;
    const std::vector<std::int64_t> wide = test::flat_cells64(example.grid);
    EXPECT_EQ(snl::min_rolls_view(snl::GridView64{wide, n, n}), example.rolls) << example.name;
  }
  const Grid grid = large_board();
  const std::vector<int> cells = test::flat_cells(grid);
  const snl::GridView view{cells, grid.size(), grid.size()};
  const int expected = snl::min_rolls(grid);
  EXPECT_EQ(snl::min_rolls_view(view), expected);
  EXPECT_EQ(snl::min_rolls_view(view, {.threads = false}), expected);
  EXPECT_TRUE(finishes_without_a_thread([&] { return snl::min_rolls_view(view, {.threads = false}); }, expected));
  const std::vector<std::int64_t> wide = test::flat_cells64(grid);
  const snl::GridView64 wide_view{wide, grid.size(), grid.size()};
  EXPECT_EQ(snl::min_rolls_view(wide_view), expected);
  EXPECT_EQ(snl::min_rolls_view(wide_view, {.threads = false}), expected);
}

TEST(MinRollsView, RefusesWithBoardFromGridViewsWords) {
  const std::vector<int> bad{-1, -1, -1, 7};  // 2x2: square 4 holds 7
  for (const snl::GridView view : {snl::GridView{bad, 2, 2}, snl::GridView{{}, 0, 0}, snl::GridView{{}, 2, 3}}) {
    std::string want;
    try {
      (void)snl::Board::from_grid_view(view);
    } catch (const snl::BoardError& e) {
      want = e.what();
    }
    ASSERT_FALSE(want.empty());
    try {
      (void)snl::min_rolls_view(view);
      ADD_FAILURE() << "min_rolls_view accepted: " << want;
    } catch (const snl::BoardError& e) {
      EXPECT_EQ(e.what(), want);
    }
  }
}
