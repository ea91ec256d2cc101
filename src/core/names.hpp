// core/names.hpp — a table of an enum's names as the CLI, the JSON output and the server spell them: one table
// per enum (formats, algorithms, overshoot rules) gives name_of, the lookup by name and the list of every name.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace snl::internal {

template <class E, std::size_t N>
class Names {
 public:
  constexpr explicit Names(std::array<std::pair<E, std::string_view>, N> entries) : entries_(entries) {}

  std::string_view of(E value) const {
    for (const auto& [e, name] : entries_) {
      if (e == value) return name;
    }
    return "?";
  }
  std::optional<E> named(std::string_view name) const {
    for (const auto& [e, n] : entries_) {
      if (n == name) return e;
    }
    return std::nullopt;
  }
  std::vector<std::string_view> all() const {
    std::vector<std::string_view> names;
    for (const auto& [e, name] : entries_) names.push_back(name);
    return names;
  }

 private:
  std::array<std::pair<E, std::string_view>, N> entries_;
};

}  // namespace snl::internal
