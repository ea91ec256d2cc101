// judge/folders.hpp — removing what a program under test left in its folders, whatever it did to their modes: a
// solution may make `locked/` and chmod it to 0, which std::filesystem::remove_all cannot enter (unless run as
// root), so that the check's temporary folder stayed behind and a harness could not be restarted (issue 51).
//
// Directories are walked without following symlinks; each one we own is given u+rwx before it is read, so that
// what is inside can be listed and removed. What still cannot be removed (a file made immutable, a mount inside,
// something owned by another user) is said, never hidden.
//
// Tested by: tests/judge/process_test.cpp (Folders.*), tests/cli/hostile_test.cpp (Hostile.LockedFolder*).
#pragma once

#include <string>

namespace snl::judge {

/// Removes `path` and everything below it; "" when it is gone (or was not there), else why not, in words naming
/// the first thing that could not be removed.
std::string remove_tree(const std::string& path);

/// Makes `path` an empty directory (removing whatever is there first); "" on success, else why not.
std::string empty_directory(const std::string& path);

}  // namespace snl::judge
