// tests/judge/folders_test.cpp — remove_tree and empty_directory (judge/folders.hpp) on what a hostile solution leaves:
// a folder locked with chmod 0 inside a read-only one (issue 51: it stayed behind, and a harness could not restart).
// Run as root, the test first gives up the capabilities that let root ignore modes, as an ordinary user has none.
#include <linux/capability.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "judge/folders.hpp"

namespace {

/// Without CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH and CAP_FOWNER in the effective set for its lifetime (root only;
/// they stay permitted, so they come back).
class AsAnOrdinaryUser {
 public:
  AsAnOrdinaryUser() {
    if (::geteuid() != 0) return;
    header_.version = _LINUX_CAPABILITY_VERSION_3;
    if (::syscall(SYS_capget, &header_, saved_) != 0) return;
    __user_cap_data_struct lowered[2] = {saved_[0], saved_[1]};
    lowered[0].effective &= ~((1U << CAP_DAC_OVERRIDE) | (1U << CAP_DAC_READ_SEARCH) | (1U << CAP_FOWNER));
    lowered_ = ::syscall(SYS_capset, &header_, lowered) == 0;
  }
  ~AsAnOrdinaryUser() {
    if (lowered_) ::syscall(SYS_capset, &header_, saved_);
  }
  AsAnOrdinaryUser(const AsAnOrdinaryUser&) = delete;
  AsAnOrdinaryUser& operator=(const AsAnOrdinaryUser&) = delete;
  /// Whether modes bind us now (not root, or root without those capabilities).
  bool modes_bind() const { return ::geteuid() != 0 || lowered_; }

 private:
  __user_cap_header_struct header_{};
  __user_cap_data_struct saved_[2]{};
  bool lowered_ = false;
};

std::string fresh(const std::string& name) {
  const std::string dir = ::testing::TempDir() + "snl-folders-" + name + "-" + std::to_string(::getpid());
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir + "/cwd/a/locked/deeper");
  std::ofstream(dir + "/cwd/a/locked/deeper/file") << "x";
  std::ofstream(dir + "/cwd/a/locked/file") << "x";
  ::chmod((dir + "/cwd/a/locked/deeper").c_str(), 0);
  ::chmod((dir + "/cwd/a/locked").c_str(), 0);
  ::chmod((dir + "/cwd/a").c_str(), 0500);
  return dir;
}

}  // namespace

TEST(Folders, LockedFoldersAreRemoved) {
  const std::string dir = fresh("locked");
  const AsAnOrdinaryUser user;
  ASSERT_TRUE(user.modes_bind()) << "cannot drop root's capabilities here";
  std::error_code error;
  // What the checker did before: remove_all stops at the locked folder.
  std::filesystem::remove_all(dir, error);
  EXPECT_TRUE(error) << "the locked folder did not lock (modes do not bind?)";
  EXPECT_EQ(snl::judge::remove_tree(dir), "");
  EXPECT_FALSE(std::filesystem::exists(dir));
}

TEST(Folders, EmptyDirectoryAfterALockedOne) {
  const std::string dir = fresh("restart");
  const AsAnOrdinaryUser user;
  ASSERT_TRUE(user.modes_bind());
  EXPECT_EQ(snl::judge::empty_directory(dir + "/cwd"), "");
  EXPECT_TRUE(std::filesystem::is_directory(dir + "/cwd"));
  EXPECT_TRUE(std::filesystem::is_empty(dir + "/cwd"));
  EXPECT_EQ(snl::judge::remove_tree(dir), "");
  EXPECT_EQ(snl::judge::remove_tree(dir), "") << "a folder already gone is no error";
}

TEST(Folders, WhatCannotBeRemovedIsSaid) {
  // A folder of another user's, mode 0: neither entered nor given modes by us.
  if (::geteuid() != 0) GTEST_SKIP() << "needs root to give a folder to another user";
  const std::string dir = fresh("foreign");
  std::filesystem::create_directories(dir + "/cwd/theirs");
  ASSERT_EQ(::chown((dir + "/cwd/theirs").c_str(), 65534, 65534), 0);
  ::chmod((dir + "/cwd/theirs").c_str(), 0);
  std::ofstream(dir + "/cwd/plain") << "x";
  std::string said;
  {
    const AsAnOrdinaryUser user;
    ASSERT_TRUE(user.modes_bind());
    said = snl::judge::remove_tree(dir);
  }
  EXPECT_EQ(said, "cannot open '" + dir + "/cwd/theirs': Permission denied");
  EXPECT_FALSE(std::filesystem::exists(dir + "/cwd/plain")) << "the rest is removed all the same";
  EXPECT_FALSE(std::filesystem::exists(dir + "/cwd/a"));
  EXPECT_EQ(snl::judge::remove_tree(dir), "") << "root, with its capabilities back";
}
