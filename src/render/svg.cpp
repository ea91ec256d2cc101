#include "render/svg.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <fmt/format.h>

namespace snl::internal {

namespace {

/// `value` with `decimals` digits after the point into `buffer`. fmt rather than std::to_chars: the same digits
/// (both round the exact binary value), and wasm32's libc++ has no floating-point to_chars.
std::string_view fixed_into(std::array<char, 40>& buffer, double value, int decimals) {
  const auto result = fmt::format_to_n(buffer.data(), buffer.size(), "{:.{}f}", value, decimals);
  return {buffer.data(), std::min(buffer.size(), static_cast<std::size_t>(result.size))};
}

}  // namespace

std::string fixed_text(double value, int decimals) {
  std::array<char, 40> buffer{};
  return std::string(fixed_into(buffer, value, decimals));
}

void put(std::string& out, double value) {
  // Hundredths as an integer: fmt's fixed-precision path was 48% of `snl render` of a 50×50 board (perf), and a
  // picture writes tens of thousands of numbers. The same digits: k/100 to two places is k.
  const double hundredths = std::round(value * 100);
  if (!(std::abs(hundredths) < 9e15)) {  // beyond any picture's coordinates; kept exact through fmt
    std::array<char, 40> buffer{};
    std::string_view text = fixed_into(buffer, hundredths / 100, 2);
    while (text.back() == '0') text.remove_suffix(1);
    if (text.back() == '.') text.remove_suffix(1);
    out += text;
    return;
  }
  const auto k = static_cast<std::int64_t>(hundredths);
  if (k < 0) out += '-';
  const std::uint64_t magnitude = k < 0 ? static_cast<std::uint64_t>(-k) : static_cast<std::uint64_t>(k);
  put(out, magnitude / 100);
  const auto cents = static_cast<unsigned>(magnitude % 100);
  if (cents == 0) return;
  out += '.';
  out += static_cast<char>('0' + cents / 10);
  if (cents % 10 != 0) out += static_cast<char>('0' + cents % 10);
}

void put(std::string& out, std::uint64_t value) {
  std::array<char, 24> buffer{};
  const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
  out.append(buffer.data(), result.ptr);
}

void put(std::string& out, Point p) {
  put(out, p.x);
  out += ' ';
  put(out, p.y);
}

std::string decimal_text(std::uint64_t value) {
  std::string out;
  put(out, value);
  return out;
}

std::string escaped(std::string_view text) {
  std::string out;
  for (const char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

Svg& Svg::points(std::string_view name, std::initializer_list<Point> list) {
  attribute_name(name);
  bool first = true;
  for (const Point p : list) {
    if (!first) out_ += ' ';
    first = false;
    put(out_, p.x);
    out_ += ',';
    put(out_, p.y);
  }
  out_ += '"';
  return *this;
}

void line(Svg& svg, Point a, Point b, std::string_view colour, double width, std::string_view dash) {
  svg.open("line").num("x1", a.x).num("y1", a.y).num("x2", b.x).num("y2", b.y).str("stroke", colour);
  svg.num("stroke-width", width).str("stroke-linecap", "round");
  if (!dash.empty()) svg.str("stroke-dasharray", dash);
  svg.close();
}

void text(Svg& svg, Point at, double size, std::string_view anchor, std::string_view colour, std::string_view content,
          bool bold) {
  svg.open("text").num("x", at.x).num("y", at.y).num("font-size", size).str("fill", colour);
  if (anchor != "start") svg.str("text-anchor", anchor);
  if (bold) svg.str("font-weight", "bold");
  svg.text("text", content);
}

double text_width(std::string_view text, double size) {
  const auto continuation = std::count_if(text.begin(), text.end(), [](char c) { return (c & 0xC0) == 0x80; });
  return static_cast<double>(text.size() - static_cast<std::size_t>(continuation)) * size * 0.55;
}

}  // namespace snl::internal
