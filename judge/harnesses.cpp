// judge/harnesses.cpp — the embedded harnesses by name, and the C and C++ ones with the learner's file in place
// (judge/harnesses.hpp).
#include "judge/harnesses.hpp"

#include <cassert>

namespace snl::judge {
namespace {

constexpr std::string_view kSolutionPlaceholder = "@SOLUTION@";

/// `solution` as the inside of a C string literal.
std::string quoted(const std::string& solution) {
  std::string out;
  for (const char c : solution) {
    if (c == '\\' || c == '"') out += '\\';
    out += c;
  }
  return out;
}

std::string with_solution(std::string_view name, const std::string& solution) {
  std::string text(harness_text(name));
  const std::size_t at = text.find(kSolutionPlaceholder);
  assert(at != std::string::npos);
  text.replace(at, kSolutionPlaceholder.size(), quoted(solution));
  return text;
}

}  // namespace

std::string_view harness_text(std::string_view name) {
  for (const HarnessFile& file : harness_files()) {
    if (file.path.substr(1) == name) return file.body;
  }
  assert(false && "no harness of that name");
  return {};
}

std::string c_harness(const std::string& solution) { return with_solution("harness.c", solution); }

std::string cpp_harness(const std::string& solution) { return with_solution("harness.cpp", solution); }

}  // namespace snl::judge
