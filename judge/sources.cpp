// judge/sources.cpp — a learner's file as snl compiles it (judge/sources.hpp).
#include "judge/sources.hpp"

#include <algorithm>
#include <cctype>
#include <string_view>
#include <utility>

namespace snl::judge {
namespace {

/// What LeetCode's Java adds before a solution, on its first line (so that the file's line numbers stay its own).
constexpr const char* kJavaImports =
    "import java.util.*; import java.util.function.*; import java.util.stream.*; import java.math.*; ";

/// What LeetCode's Go lets a solution use without an import, each used once so that the ones it does not use compile.
constexpr const char* kGoImports =
    "import (\"container/heap\"; \"container/list\"; \"fmt\"; \"math\"; \"math/bits\"; \"sort\"; \"strconv\"; \"strings\"); "
    "var _ = heap.Init; var _ = list.New; var _ = fmt.Sprint; var _ = math.Abs; var _ = bits.Len; var _ = sort.Ints; "
    "var _ = strconv.Itoa; var _ = strings.Split; ";

bool is_word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

/// C++ source without its comments (each replaced by a space; string literals are not told apart, rarely needed here).
std::string without_comments(const std::string& text) {
  std::string out;
  for (std::size_t k = 0; k < text.size(); ++k) {
    if (text.compare(k, 2, "//") == 0) {
      k = std::min(text.find('\n', k), text.size()) - 1;
      out += ' ';
    } else if (text.compare(k, 2, "/*") == 0) {
      const std::size_t end = text.find("*/", k + 2);
      k = end == std::string::npos ? text.size() : end + 1;
      out += ' ';
    } else {
      out += text[k];
    }
  }
  return out;
}

/// A Java file's `package` line blanked (spaces, so that columns and lines stay the file's).
std::string without_package(std::string source) {
  std::size_t at = 0;
  while (at < source.size()) {
    const std::size_t end = std::min(source.find('\n', at), source.size());
    const std::size_t first = source.find_first_not_of(" \t\r", at);
    if (first < end && source.compare(first, 8, "package ") == 0) {
      const std::size_t semicolon = source.find(';', first);
      if (semicolon != std::string::npos) {
        for (std::size_t k = first; k <= semicolon; ++k) {
          if (source[k] != '\n') source[k] = ' ';
        }
      }
      return source;
    }
    // Only blank lines and comments come before a package line; anything else means there is none.
    if (first < end && source.compare(first, 2, "//") != 0 && source.compare(first, 2, "/*") != 0 &&
        source[first] != '*') {
      return source;
    }
    at = end + 1;
  }
  return source;
}

/// Go source with its comments blanked, character for character (newlines kept), so that positions stay the file's.
std::string blank_comments(std::string source) {
  for (std::size_t k = 0; k < source.size(); ++k) {
    if (source.compare(k, 2, "//") == 0) {
      for (; k < source.size() && source[k] != '\n'; ++k) source[k] = ' ';
    } else if (source.compare(k, 2, "/*") == 0) {
      const std::size_t end = std::min(source.find("*/", k + 2), source.size() - 2) + 2;
      for (; k < end; ++k) {
        if (source[k] != '\n') source[k] = ' ';
      }
      --k;
    }
  }
  return source;
}

/// The top-level functions a Go source with its comments blanked declares, with where each name starts.
std::vector<std::pair<std::string, std::size_t>> functions_in(const std::string& masked) {
  std::vector<std::pair<std::string, std::size_t>> found;
  for (std::size_t at = masked.find("func"); at != std::string::npos; at = masked.find("func", at + 4)) {
    const bool word = (at == 0 || !is_word_char(masked[at - 1])) && at + 4 < masked.size() &&
                      std::isspace(static_cast<unsigned char>(masked[at + 4]));
    if (!word) continue;
    std::size_t name = masked.find_first_not_of(" \t", at + 4);
    std::size_t end = name;
    while (end < masked.size() && is_word_char(masked[end])) ++end;
    const std::size_t paren = masked.find_first_not_of(" \t", end);
    if (end > name && paren < masked.size() && masked[paren] == '(') {
      found.emplace_back(masked.substr(name, end - name), name);
    }
  }
  return found;
}

/// Whether a Go source with its comments blanked has an import declaration (it starts a line, or follows the
/// package clause on its line).
bool imports_anything(const std::string& masked) {
  for (std::size_t line = 0; line < masked.size();) {
    const std::size_t end = std::min(masked.find('\n', line), masked.size());
    const std::size_t word = masked.find_first_not_of(" \t\r", line);
    if (word < end && masked.compare(word, 6, "import") == 0 &&
        (word + 6 == masked.size() || !is_word_char(masked[word + 6]))) {
      return true;
    }
    line = end + 1;
  }
  return false;
}

}  // namespace

bool declares_solution_class(const std::string& text) {
  const std::string source = without_comments(text);
  const auto word = [&](std::size_t at) {
    return at >= source.size() || !(std::isalnum(static_cast<unsigned char>(source[at])) || source[at] == '_');
  };
  for (const std::string_view key : {std::string_view("class"), std::string_view("struct")}) {
    for (std::size_t at = source.find(key); at != std::string::npos; at = source.find(key, at + 1)) {
      if (at > 0 && !word(at - 1)) continue;
      std::size_t next = at + key.size();
      if (next >= source.size() || !std::isspace(static_cast<unsigned char>(source[next]))) continue;
      while (next < source.size() && std::isspace(static_cast<unsigned char>(source[next]))) ++next;
      if (source.compare(next, 8, "Solution") == 0 && word(next + 8)) return true;
    }
  }
  return false;
}

std::string java_solution(std::string source) { return kJavaImports + without_package(std::move(source)); }

std::vector<std::string> go_functions(const std::string& source) {
  std::vector<std::string> names;
  for (auto& [name, at] : functions_in(blank_comments(source))) names.push_back(std::move(name));
  return names;
}

std::string go_solution(std::string source) {
  std::string masked = blank_comments(source);
  const std::size_t first = masked.find_first_not_of(" \t\r\n");
  if (first != std::string::npos && masked.compare(first, 7, "package") == 0 && first + 7 < masked.size() &&
      std::isspace(static_cast<unsigned char>(masked[first + 7]))) {
    std::size_t end = masked.find_first_not_of(" \t", first + 7);
    while (end < masked.size() && is_word_char(masked[end])) ++end;
    if (end < masked.size() && masked[end] == ';') ++end;
    for (std::size_t k = first; k < end; ++k) source[k] = masked[k] = ' ';
  }
  for (const auto& [name, at] : functions_in(masked)) {
    if (name == "main") source.replace(at, 4, "_   ");
  }
  return std::string("package main; ") + (imports_anything(masked) ? "" : kGoImports) + source;
}

}  // namespace snl::judge
