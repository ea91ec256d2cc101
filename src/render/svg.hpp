// render/svg.hpp — the one SVG writer of the library: elements built attribute by attribute into a string, numbers
// written the same way everywhere (at most two decimals, no trailing zeros, never "-0", independent of the locale),
// and text escaped where it may hold a user's words. The board picture and the analysis plot are written with it.
#pragma once

#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

namespace snl::internal {

struct Point {
  double x;
  double y;
};
inline Point operator+(Point a, Point b) { return {a.x + b.x, a.y + b.y}; }
inline Point operator-(Point a, Point b) { return {a.x - b.x, a.y - b.y}; }
inline Point operator*(Point a, double k) { return {a.x * k, a.y * k}; }
inline double length(Point a) { return std::hypot(a.x, a.y); }

/// `value` with exactly `decimals` digits after the point ("1.50"), correctly rounded.
std::string fixed_text(double value, int decimals);

/// Appends `value` rounded to two decimals, without trailing zeros.
void put(std::string& out, double value);
void put(std::string& out, std::uint64_t value);
/// Appends "x y", as path data wants a point.
void put(std::string& out, Point p);
/// The decimal text of `value`.
std::string decimal_text(std::uint64_t value);
/// `text` with &, <, > and " escaped, for text that may hold anything (titles a caller gives).
std::string escaped(std::string_view text);

/// A small builder for elements: svg.open("rect").num("x", 1).str("fill", "#fff").close().
class Svg {
 public:
  explicit Svg(std::string& out) : out_(out) {}
  Svg& open(std::string_view tag) {
    out_ += '<';
    out_ += tag;
    return *this;
  }
  Svg& num(std::string_view name, double value) {
    attribute_name(name);
    put(out_, value);
    out_ += '"';
    return *this;
  }
  Svg& count(std::string_view name, std::uint64_t value) {
    attribute_name(name);
    put(out_, value);
    out_ += '"';
    return *this;
  }
  /// An attribute whose value needs no escaping: fixed words, colours and numbers.
  Svg& str(std::string_view name, std::string_view value) {
    attribute_name(name);
    out_ += value;
    out_ += '"';
    return *this;
  }
  Svg& points(std::string_view name, std::initializer_list<Point> list);
  void close() { out_ += "/>\n"; }
  /// Ends the start tag, writes `content` (plain words and numbers only: escape anything else) and the end tag.
  void text(std::string_view tag, std::string_view content) {
    out_ += '>';
    out_ += content;
    out_ += "</";
    out_ += tag;
    out_ += ">\n";
  }
  void raw(std::string_view text) { out_ += text; }
  std::string& out() { return out_; }

 private:
  void attribute_name(std::string_view name) {
    out_ += ' ';
    out_ += name;
    out_ += "=\"";
  }
  std::string& out_;
};

/// A straight line with round caps, dashed when `dash` is given.
void line(Svg& svg, Point a, Point b, std::string_view colour, double width, std::string_view dash = {});
/// A <text> element at `at`; `anchor` "start" (the default of SVG, not written), "middle" or "end".
void text(Svg& svg, Point at, double size, std::string_view anchor, std::string_view colour, std::string_view content,
          bool bold = false);
/// Roughly how wide `text` is in a sans-serif font of `size` (for wrapping; code points, not bytes).
double text_width(std::string_view text, double size);

}  // namespace snl::internal
