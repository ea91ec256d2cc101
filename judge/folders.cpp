// judge/folders.cpp — remove_tree and empty_directory (judge/folders.hpp).
#include "judge/folders.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <vector>

namespace snl::judge {
namespace {

std::string failed(const std::string& what, const std::string& path, int error) {
  return "cannot " + what + " '" + path + "': " + std::strerror(error);
}

/// Empties the directory open as `dir` (named `path`, for messages) and closes it; "" or the first error.
std::string empty_open_directory(int dir, const std::string& path) {
  DIR* const listing = ::fdopendir(dir);
  if (listing == nullptr) {
    const int error = errno;
    ::close(dir);
    return failed("read", path, error);
  }
  std::vector<std::string> names;
  while (const dirent* entry = ::readdir(listing)) {
    const std::string name = entry->d_name;
    if (name != "." && name != "..") names.push_back(name);
  }
  std::string problem;
  for (const std::string& name : names) {
    const std::string inner = path + "/" + name;
    struct stat info {};
    if (::fstatat(dir, name.c_str(), &info, AT_SYMLINK_NOFOLLOW) != 0) continue;  // gone meanwhile
    if (S_ISDIR(info.st_mode)) {
      if (info.st_uid == ::geteuid() && (info.st_mode & S_IRWXU) != S_IRWXU) {
        ::fchmodat(dir, name.c_str(), (info.st_mode & 07777) | S_IRWXU, 0);
      }
      const int inner_dir = ::openat(dir, name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
      if (inner_dir < 0) {
        if (problem.empty()) problem = failed("open", inner, errno);
        continue;
      }
      const std::string below = empty_open_directory(inner_dir, inner);
      if (problem.empty()) problem = below;
    }
    if (::unlinkat(dir, name.c_str(), S_ISDIR(info.st_mode) ? AT_REMOVEDIR : 0) != 0 && errno != ENOENT &&
        problem.empty()) {
      problem = failed("remove", inner, errno);
    }
  }
  ::closedir(listing);
  return problem;
}

/// Empties the directory `path` (given u+rwx first when we own it); "" or the first error.
std::string empty_contents(const std::string& path) {
  struct stat info {};
  if (::lstat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode) && info.st_uid == ::geteuid() &&
      (info.st_mode & S_IRWXU) != S_IRWXU) {
    ::chmod(path.c_str(), (info.st_mode & 07777) | S_IRWXU);
  }
  const int dir = ::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (dir < 0) return failed("open", path, errno);
  return empty_open_directory(dir, path);
}

}  // namespace

std::string remove_tree(const std::string& path) {
  struct stat info {};
  if (::lstat(path.c_str(), &info) != 0) return errno == ENOENT ? "" : failed("look at", path, errno);
  if (S_ISDIR(info.st_mode)) {
    if (std::string problem = empty_contents(path); !problem.empty()) return problem;
    if (::rmdir(path.c_str()) != 0 && errno != ENOENT) return failed("remove", path, errno);
    return "";
  }
  if (::unlink(path.c_str()) != 0 && errno != ENOENT) return failed("remove", path, errno);
  return "";
}

std::string empty_directory(const std::string& path) {
  if (std::string problem = remove_tree(path); !problem.empty()) return problem;
  if (::mkdir(path.c_str(), 0700) != 0) return failed("make", path, errno);
  return "";
}

}  // namespace snl::judge
