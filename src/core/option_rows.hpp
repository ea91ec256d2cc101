// src/core/option_rows.hpp — the makers of option rows (snl/options.hpp) that the tables next to each options struct
// use: one per kind of member, so that a row is one line of name, member, range and help.
#pragma once

#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "snl/options.hpp"

namespace snl::rows {

inline constexpr std::uint64_t kAny = std::numeric_limits<std::uint64_t>::max();

/// A part of a value (snl/options.hpp, ValuePart): a whole number low..high, a real low..high.
inline ValuePart whole_part(std::string name, std::uint64_t low, std::uint64_t high, std::string shown = "",
                            std::string help = "") {
  return {std::move(name), OptionKind::whole, std::to_string(low), std::to_string(high), std::move(shown),
          std::move(help)};
}
inline ValuePart real_part(std::string name, double low, double high, std::string shown = "", std::string help = "") {
  return {std::move(name), OptionKind::real, real_text(low), std::isinf(high) ? std::string() : real_text(high),
          std::move(shown), std::move(help)};
}

/// A row from its info and its two functions. A whole or real row without parts gets one from its values' range
/// ("1..100"), named as the row, so that every number a face takes has its bounds as data.
template <class O>
Option<O> make(OptionInfo info, std::function<void(O&, std::string_view)> set,
               std::function<std::string(const O&)> get) {
  if ((info.kind == OptionKind::whole || info.kind == OptionKind::real) && info.parts.empty()) {
    const std::size_t dots = info.values.find("..");
    if (dots != std::string::npos) {
      info.parts.push_back({info.name, info.kind, info.values.substr(0, dots), info.values.substr(dots + 2),
                            info.default_text, ""});
    }
  }
  Option<O> row;
  static_cast<OptionInfo&>(row) = std::move(info);
  row.set = std::move(set);
  row.get = std::move(get);
  return row;
}

/// A whole-number member (any integer type), low..high.
template <class O, class T>
Option<O> whole(std::string name, T O::*member, std::uint64_t low, std::uint64_t high, std::string help) {
  const std::string shown = std::to_string(O{}.*member);
  return make<O>({std::move(name), OptionKind::whole, whole_range(low, high), shown, std::move(help), {}, false, ""},
                 [member, low, high](O& o, std::string_view text) {
                   o.*member = static_cast<T>(parse_whole(text, low, high));
                 },
                 [member](const O& o) { return std::to_string(o.*member); });
}

/// An optional whole-number member, unset by default.
template <class O, class T>
Option<O> maybe_whole(std::string name, std::optional<T> O::*member, std::uint64_t low, std::uint64_t high,
                      std::string help, std::string needs = "") {
  return make<O>({std::move(name), OptionKind::whole, whole_range(low, high), "", std::move(help), {}, false,
                  std::move(needs)},
                 [member, low, high](O& o, std::string_view text) {
                   o.*member = static_cast<T>(parse_whole(text, low, high));
                 },
                 [member](const O& o) { return o.*member ? std::to_string(*(o.*member)) : std::string(); });
}

/// A list of whole numbers, low..high each.
template <class O, class T>
Option<O> whole_list(std::string name, std::vector<T> O::*member, std::uint64_t low, std::uint64_t high,
                     std::string help) {
  return make<O>({std::move(name), OptionKind::whole, whole_range(low, high), "", std::move(help), {}, true, ""},
                 [member, low, high](O& o, std::string_view text) {
                   for (const std::string_view item : comma_items(text)) {
                     (o.*member).push_back(static_cast<T>(parse_whole(item, low, high)));
                   }
                 },
                 [member](const O& o) {
                   std::string out;
                   for (const T& v : o.*member) out += (out.empty() ? "" : ",") + std::to_string(v);
                   return out;
                 });
}

/// A real member, low..high; `what` names the number in refusals ("a probability").
template <class O>
Option<O> real(std::string name, double O::*member, double low, double high, std::string help,
               std::string what = "a number") {
  return make<O>({std::move(name), OptionKind::real, real_range(low, high), real_text(O{}.*member), std::move(help),
                  {}, false, ""},
                 [member, low, high, what](O& o, std::string_view text) {
                   o.*member = parse_real(text, low, high, what);
                 },
                 [member](const O& o) { return real_text(o.*member); });
}

/// A flag: false unless given.
template <class O>
Option<O> flag(std::string name, bool O::*member, std::string help) {
  return make<O>({std::move(name), OptionKind::flag, "1 or 0", O{}.*member ? "1" : "0", std::move(help), {}, false, ""},
                 [member](O& o, std::string_view text) { o.*member = parse_flag(text); },
                 [member](const O& o) { return std::string(o.*member ? "1" : "0"); });
}

/// A choice among the names of an enum (`names` in order, `named` back to the value).
template <class O, class E, class Names, class Named>
Option<O> choice(std::string name, E O::*member, Names names, Named named, std::string help) {
  std::vector<std::string> listed;
  for (const std::string_view n : names()) listed.emplace_back(n);
  const std::string shown(name_of(O{}.*member));
  return make<O>({std::move(name), OptionKind::choice, listed_names(listed), shown, std::move(help), listed, false, ""},
                 [member, listed, named](O& o, std::string_view text) {
                   o.*member = *named(listed[parse_choice(text, listed)]);
                 },
                 [member](const O& o) { return std::string(name_of(o.*member)); });
}

}  // namespace snl::rows
