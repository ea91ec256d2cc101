#include "snl/design_values.hpp"

#include <cmath>
#include <exception>
#include <limits>

#include "snl/analyze.hpp"

namespace snl {

namespace {

template <class A, class B, class FA, class FB>
std::optional<std::pair<A, B>> pair_of(const std::string& text, FA first, FB second) {
  const std::size_t colon = text.find(':');
  if (colon == std::string::npos) return std::nullopt;
  const std::optional<A> a = first(text.substr(0, colon));
  const std::optional<B> b = second(text.substr(colon + 1));
  if (!a || !b) return std::nullopt;
  return std::pair<A, B>{*a, *b};
}

}  // namespace

std::optional<double> design_real(const std::string& text) {
  if (text.empty() || text.find_first_not_of("0123456789.eE+-") != std::string::npos) return std::nullopt;
  try {
    std::size_t used = 0;
    const double x = std::stod(text, &used);
    if (used != text.size() || !std::isfinite(x) || x < 0) return std::nullopt;
    return x;
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

std::optional<std::uint64_t> design_whole(const std::string& text) {
  if (text.empty() || text.size() > 19 || text.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
  return std::stoull(text);
}

std::optional<Goal> design_goal(const std::string& text, double tolerance) {
  const std::size_t dots = text.find("..");
  if (dots != std::string::npos) {
    const std::string left = text.substr(0, dots);
    const std::string right = text.substr(dots + 2);
    if (left.empty() && right.empty()) return std::nullopt;
    const std::optional<double> low = left.empty() ? std::optional<double>(0) : design_real(left);
    const std::optional<double> high =
        right.empty() ? std::optional<double>(std::numeric_limits<double>::infinity()) : design_real(right);
    if (!low || !high) return std::nullopt;
    return Goal::range(*low, *high);
  }
  const std::size_t colon = text.find(':');
  const std::optional<double> target = design_real(text.substr(0, colon));
  if (!target) return std::nullopt;
  if (colon == std::string::npos) return Goal::band(*target, tolerance);
  const std::optional<double> tol = design_real(text.substr(colon + 1));
  if (!tol) return std::nullopt;
  return Goal::band(*target, *tol);
}

std::optional<CountRange> design_range(const std::string& text) {
  const std::size_t dots = text.find("..");
  if (dots == std::string::npos) {
    const std::optional<std::uint64_t> k = design_whole(text);
    if (!k) return std::nullopt;
    return CountRange{*k, *k};
  }
  const std::optional<std::uint64_t> low = design_whole(text.substr(0, dots));
  const std::string rest = text.substr(dots + 2);
  if (!low) return std::nullopt;
  if (rest.empty()) return CountRange{*low, UINT64_MAX};
  const std::optional<std::uint64_t> high = design_whole(rest);
  if (!high) return std::nullopt;
  return CountRange{*low, *high};
}

namespace {

/// "N:REST": N by `first`, REST a goal; a REST that is one bare number is `bare` of it.
template <class N, class First, class Bare>
std::optional<std::pair<N, Goal>> number_and_goal(const std::string& text, First first, Bare bare) {
  const std::size_t colon = text.find(':');
  if (colon == std::string::npos) return std::nullopt;
  const std::optional<N> n = first(text.substr(0, colon));
  const std::string rest = text.substr(colon + 1);
  if (!n) return std::nullopt;
  if (const std::optional<double> x = design_real(rest)) return std::pair<N, Goal>{*n, bare(*x)};
  const std::optional<Goal> goal = design_goal(rest, kDefaultFairTolerance);
  if (!goal) return std::nullopt;
  return std::pair<N, Goal>{*n, *goal};
}

bool probability(const Goal& g) { return g.low <= 1 && (g.high <= 1 || std::isinf(g.high)) && g.tolerance <= 1; }

}  // namespace

std::optional<std::pair<std::uint64_t, Goal>> design_within(const std::string& text) {
  auto p = number_and_goal<std::uint64_t>(text, design_whole, [](double x) { return Goal::range(x, 1); });
  if (p && !probability(p->second)) return std::nullopt;
  return p;
}

std::optional<std::pair<double, Goal>> design_percentile(const std::string& text) {
  auto p = number_and_goal<double>(text, design_real, [](double k) { return Goal::range(0, k); });
  if (p && !(p->first > 0 && p->first <= 100)) return std::nullopt;
  return p;
}

std::optional<std::pair<int, Goal>> design_win(const std::string& text) {
  const auto player = [](const std::string& t) -> std::optional<int> {
    const std::optional<std::uint64_t> i = design_whole(t);
    if (!i || *i < 1 || *i > static_cast<std::uint64_t>(kMaxPlayers)) return std::nullopt;
    return static_cast<int>(*i);
  };
  auto p = number_and_goal<int>(text, player, [](double x) { return Goal::band(x, kDefaultFairTolerance); });
  if (p && !probability(p->second)) return std::nullopt;
  return p;
}

std::optional<Jump> design_jump(const std::string& text) {
  const auto p = pair_of<std::uint64_t, std::uint64_t>(text, design_whole, design_whole);
  if (!p) return std::nullopt;
  return Jump{p->first, p->second};
}

std::optional<std::pair<int, double>> design_fair(const std::string& text) {
  const std::optional<Goal> b = design_goal(text, kDefaultFairTolerance);
  if (!b || !b->target || *b->target < 2 || *b->target > kMaxPlayers || *b->target != std::floor(*b->target)) {
    return std::nullopt;
  }
  return std::pair<int, double>{static_cast<int>(*b->target), b->tolerance};
}

}  // namespace snl
