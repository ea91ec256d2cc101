// The value rules of snl/options.hpp, one per kind, and the list of every table.
#include "snl/options.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>

#include "snl/analyze.hpp"
#include "snl/check.hpp"
#include "snl/design.hpp"
#include "snl/generate.hpp"
#include "snl/render.hpp"
#include "snl/rules.hpp"
#include "snl/solve.hpp"

namespace snl {

std::string_view name_of(OptionKind kind) {
  switch (kind) {
    case OptionKind::flag: return "flag";
    case OptionKind::whole: return "whole";
    case OptionKind::real: return "real";
    case OptionKind::choice: return "choice";
    case OptionKind::text: return "text";
    case OptionKind::board: return "board";
  }
  return "text";
}

void GivenRows::add(std::string_view name, bool at_default) {
  if (!has(name)) names_.emplace_back(name);
  std::erase(defaults_, name);
  if (at_default) defaults_.emplace_back(name);
}

bool GivenRows::at_default(std::string_view name) const {
  return std::find(defaults_.begin(), defaults_.end(), name) != defaults_.end();
}

bool GivenRows::has(std::string_view name) const {
  return std::find(names_.begin(), names_.end(), name) != names_.end();
}

std::string option_name(std::string_view name, NameStyle style) {
  static constexpr std::string_view kPythonWords[] = {
      "False", "None",   "True",     "and",   "as",     "assert", "async", "await",    "break",  "class",  "continue",
      "def",   "del",    "elif",     "else",  "except", "finally", "for",  "from",     "global", "if",     "import",
      "in",    "is",     "lambda",   "nonlocal", "not", "or",     "pass",  "raise",    "return", "try",    "while",
      "with",  "yield"};
  std::string out(name);
  switch (style) {
    case NameStyle::flag:
      for (char& c : out) c = c == '_' ? '-' : c;
      return "--" + out;
    case NameStyle::parameter: return out;
    case NameStyle::keyword:
      return std::find(std::begin(kPythonWords), std::end(kPythonWords), name) == std::end(kPythonWords) ? out
                                                                                                         : out + "_";
  }
  return out;
}

std::optional<std::string> check_combinations(const std::vector<OptionInfo>& rows, const GivenRows& given,
                                              NameStyle style) {
  const auto named = [style](std::string_view name) { return option_name(name, style); };
  for (const OptionInfo& row : rows) {
    if (!given.has(row.name)) continue;
    if (!row.needs.empty() && !given.has(row.needs)) return named(row.name) + " needs " + named(row.needs);
    if (!row.needs.empty() && given.at_default(row.needs) && !given.at_default(row.name)) {
      // The row it needs given at its default asks for nothing (adjust none, add_effects 0, exact 0).
      const auto needed = std::find_if(rows.begin(), rows.end(), [&](const OptionInfo& r) { return r.name == row.needs; });
      const bool flag = needed == rows.end() || needed->kind == OptionKind::flag || needed->default_text.empty();
      return named(row.name) + " needs " + named(row.needs) + (flag ? "" : " other than " + needed->default_text);
    }
    for (const std::string& other : row.excludes) {
      if (given.has(other)) {
        return named(row.name) + " and " + named(other) + " exclude each other: give one of them";
      }
    }
  }
  return std::nullopt;
}

std::string deprecation_note(std::string_view old_name, std::string_view name, NameStyle style) {
  const bool negation = old_name.size() == name.size() + 3 && old_name.starts_with("no_") && old_name.ends_with(name);
  return option_name(old_name, style) + " is deprecated: " + (negation ? "leave out " : "use ") +
         option_name(name, style) + " (the old name is taken until snl 0.3)";
}

std::string whole_range(std::uint64_t low, std::uint64_t high) {
  return std::to_string(low) + ".." + std::to_string(high);
}

std::string real_text(double value) {
  char text[32];
  if (value == std::floor(value) && std::fabs(value) < 1e15) {
    std::snprintf(text, sizeof text, "%.0f", value);
    return text;
  }
  for (int digits = 1; digits <= 17; ++digits) {
    std::snprintf(text, sizeof text, "%.*g", digits, value);
    if (std::strtod(text, nullptr) == value) break;
  }
  return text;
}

std::string real_range(double low, double high) { return real_text(low) + ".." + real_text(high); }

std::string listed_names(std::span<const std::string> names) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += i + 1 == names.size() ? " or " : ", ";
    out += names[i];
  }
  return out;
}

std::uint64_t parse_whole(std::string_view text, std::uint64_t low, std::uint64_t high) {
  std::uint64_t value = 0;
  const char* const end = text.data() + text.size();
  const bool digits = !text.empty() && text.find_first_not_of("0123456789") == std::string_view::npos;
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  if (!digits || error != std::errc() || stop != end || value < low || value > high) {
    throw OptionError("expected a whole number " + whole_range(low, high) + ", found " + quoted_text(text));
  }
  return value;
}

double parse_real(std::string_view text, double low, double high, std::string_view what) {
  // strtod (wasm32's libc++ has no from_chars for doubles) on the characters of a decimal number only: no "nan",
  // "inf", hex or blanks.
  const bool plain = !text.empty() && text.size() < 64 &&
                     text.find_first_not_of("0123456789.eE+-") == std::string_view::npos;
  const std::string copy(plain ? text : std::string_view());
  char* stop = nullptr;
  const double value = plain ? std::strtod(copy.c_str(), &stop) : 0;
  if (!plain || stop != copy.c_str() + copy.size() || !std::isfinite(value) || value < low || value > high) {
    throw OptionError("expected " + std::string(what) + " " + real_range(low, high) + ", found " + quoted_text(text));
  }
  return value;
}

bool parse_flag(std::string_view text) {
  if (text.empty() || text == "1" || text == "true" || text == "yes" || text == "on") return true;
  if (text == "0" || text == "false" || text == "no" || text == "off") return false;
  throw OptionError("expected 1 or 0, found " + quoted_text(text));
}

std::size_t parse_choice(std::string_view text, std::span<const std::string> names) {
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (names[i] == text) return i;
  }
  const std::string nearest = nearest_name(text, names);
  throw OptionError("expected " + listed_names(names) + ", found " + quoted_text(text) +
                    (nearest.empty() ? "" : "; did you mean " + quoted_text(nearest) + "?"));
}

namespace {

/// The optimal-string-alignment distance between a and b, letters compared without case.
std::size_t edit_distance(std::string_view a, std::string_view b) {
  const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
  const std::size_t width = b.size() + 1;
  std::vector<std::size_t> d((a.size() + 1) * width);
  for (std::size_t j = 0; j <= b.size(); ++j) d[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    d[i * width] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const bool same = lower(a[i - 1]) == lower(b[j - 1]);
      std::size_t best = std::min({d[(i - 1) * width + j] + 1, d[i * width + j - 1] + 1,
                                   d[(i - 1) * width + j - 1] + (same ? 0 : 1)});
      if (i > 1 && j > 1 && lower(a[i - 1]) == lower(b[j - 2]) && lower(a[i - 2]) == lower(b[j - 1])) {
        best = std::min(best, d[(i - 2) * width + j - 2] + 1);
      }
      d[i * width + j] = best;
    }
  }
  return d.back();
}

}  // namespace

std::string nearest_name(std::string_view text, std::span<const std::string> candidates) {
  std::string nearest;
  std::size_t nearest_distance = 0;
  for (const std::string& candidate : candidates) {
    if (candidate == text) return "";
    const std::size_t shorter = std::min(text.size(), candidate.size());
    const std::size_t allowed = std::max<std::size_t>(1, shorter / 3);
    // The distance is at least the difference in length: a long text (a query's value) is never measured.
    if (std::max(text.size(), candidate.size()) - shorter > allowed) continue;
    const std::size_t distance = edit_distance(text, candidate);
    const bool slip = distance < shorter && distance <= allowed;
    if (slip && (nearest.empty() || distance < nearest_distance)) {
      nearest = candidate;
      nearest_distance = distance;
    }
  }
  return nearest;
}

std::vector<std::string_view> comma_items(std::string_view text) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  for (std::size_t comma; (comma = text.find(',', start)) != std::string_view::npos; start = comma + 1) {
    out.push_back(text.substr(start, comma - start));
  }
  out.push_back(text.substr(start));
  return out;
}

std::vector<NamedTable> all_option_tables() {
  return {{"rules", infos(rules_options())},       {"analyze", infos(analysis_options())},
          {"design", infos(design_options())},     {"render", infos(render_options())},
          {"solve", infos(solve_options())},       {"generate", infos(generate_options())},
          {"check", infos(check_options())}};
}

}  // namespace snl
