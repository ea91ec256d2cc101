#include "judge/descendants.hpp"

#include "judge/interrupt.hpp"

#include <dirent.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

namespace snl::judge {
namespace {

/// The numeric entries of a /proc directory.
std::vector<pid_t> numbered_entries(const std::string& directory) {
  std::vector<pid_t> numbers;
  DIR* const dir = ::opendir(directory.c_str());
  if (dir == nullptr) return numbers;
  while (const dirent* entry = ::readdir(dir)) {
    char* end = nullptr;
    const long number = std::strtol(entry->d_name, &end, 10);
    if (end != entry->d_name && *end == '\0' && number > 0) numbers.push_back(static_cast<pid_t>(number));
  }
  ::closedir(dir);
  return numbers;
}

/// The parent of `pid` from /proc/PID/stat (its fourth field, after the parenthesised name), or -1.
pid_t parent_of(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string line;
  std::getline(stat, line);
  const std::size_t close = line.rfind(')');
  if (close == std::string::npos || close + 4 >= line.size()) return -1;
  return static_cast<pid_t>(std::strtol(line.c_str() + close + 4, nullptr, 10));
}

/// The children of `pid`: from /proc/PID/task/TID/children (CONFIG_PROC_CHILDREN), else by reading every
/// process's parent.
std::vector<pid_t> children_of(pid_t pid) {
  std::vector<pid_t> children;
  const std::string tasks = "/proc/" + std::to_string(pid) + "/task/";
  bool listed = false;
  for (const pid_t task : numbered_entries(tasks)) {
    std::ifstream file(tasks + std::to_string(task) + "/children");
    if (!file) continue;
    listed = true;
    for (pid_t child = 0; file >> child;) children.push_back(child);
  }
  if (listed) return children;
  for (const pid_t other : numbered_entries("/proc")) {
    if (parent_of(other) == pid) children.push_back(other);
  }
  return children;
}

}  // namespace

void become_subreaper() {
  static const bool done = [] {
    ::prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
    return true;
  }();
  (void)done;
}

void kill_descendants(pid_t keep) {
  const pid_t self = ::getpid();
  // Each round kills the tree as it stands and reaps our own children; what a dying process forked meanwhile is
  // reparented to us and found in the next round. SIGKILLed processes fork no more, so the rounds end.
  for (;;) {
    std::vector<pid_t> own;
    std::vector<pid_t> tree{self};
    for (std::size_t k = 0; k < tree.size(); ++k) {
      for (const pid_t child : children_of(tree[k])) {
        if (child == watchdog_pid()) continue;  // the interrupt guard's, not the program's
        if (child == keep) {
          tree.push_back(child);  // a zombie: what it had is ours by now, but look anyway
          continue;
        }
        ::kill(child, SIGKILL);
        tree.push_back(child);
        if (tree[k] == self) own.push_back(child);
      }
    }
    if (own.empty()) return;
    for (const pid_t child : own) {
      while (::waitpid(child, nullptr, 0) < 0 && errno == EINTR) {
      }
    }
  }
}

}  // namespace snl::judge
