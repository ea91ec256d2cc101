// snl/value.hpp — a result as a tree of values, the one form every face writes from: the JSON writer, the Python
// module (numbers, str, fractions.Fraction, NumPy arrays, dicts and lists) and the page (through the JSON). The parts of
// an analysis (snl/sections.hpp) give their fields as Values, so that each field is named and written once.
//
// Kinds: null; flag (bool); whole (unsigned), integer (signed), real (double); text; fraction ("p/q" in lowest terms,
// or an integer: JSON a string, Python a Fraction); big (a decimal integer that may pass 64 bits: JSON a string,
// Python an int); list (an `array` list is numbers meant for arithmetic: Python a NumPy array when NumPy imports);
// object (keys in the order set).
//
// Complexity: O(size) to build and to copy. Tested by: tests/unit/sections_test.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace snl {

class Value {
 public:
  enum class Kind { null, flag, whole, integer, real, text, fraction, big, list, object };

  /// null.
  Value() = default;
  Value(bool flag) : kind_(Kind::flag), number_{.flag = flag} {}  // NOLINT: a value from its C++ form
  /// An unsigned integer is a whole number, a signed one an integer.
  template <class T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>, int> = 0>
  Value(T number) {  // NOLINT
    if constexpr (std::is_unsigned_v<T>) {
      kind_ = Kind::whole;
      number_.whole = number;
    } else {
      kind_ = Kind::integer;
      number_.integer = number;
    }
  }
  Value(double real) : kind_(Kind::real), number_{.real = real} {}  // NOLINT
  Value(std::string text) : kind_(Kind::text), text_(std::move(text)) {}  // NOLINT
  Value(const char* text) : Value(std::string(text)) {}  // NOLINT
  /// nullopt is null.
  template <class T>
  Value(const std::optional<T>& value) : Value(value ? Value(*value) : Value()) {}  // NOLINT

  /// "" is null: an exact figure that is infinite.
  static Value fraction(std::string text);
  static Value big(std::string digits);
  /// "" is null: a text a result leaves empty when it has none ("left out: …" when something is).
  static Value text_or_null(std::string text);
  static Value list();
  static Value array();
  static Value object();
  /// Numbers as an array.
  template <class T>
  static Value array_of(const std::vector<T>& numbers) {
    Value out = array();
    out.items_.reserve(numbers.size());
    for (const T& x : numbers) out.items_.push_back(Value(x));
    return out;
  }
  /// Values as a list, each made by `make`.
  template <class T, class Make>
  static Value list_of(const std::vector<T>& items, Make make) {
    Value out = list();
    out.items_.reserve(items.size());
    for (const T& item : items) out.items_.push_back(make(item));
    return out;
  }

  Kind kind() const { return kind_; }
  bool is_null() const { return kind_ == Kind::null; }
  bool as_flag() const { return number_.flag; }
  std::uint64_t as_whole() const { return number_.whole; }
  std::int64_t as_integer() const { return number_.integer; }
  double as_real() const { return number_.real; }
  /// A text's, a fraction's or a big integer's text.
  const std::string& as_text() const { return text_; }
  /// Whether a list holds numbers meant as an array.
  bool is_array() const { return kind_ == Kind::list && array_; }

  /// A list's items; an object's values, in the order of keys().
  const std::vector<Value>& items() const { return items_; }
  const std::vector<std::string>& keys() const { return keys_; }
  /// Appends to a list.
  Value& push(Value item) &;
  Value&& push(Value item) && { return std::move(push(std::move(item))); }
  /// Sets `key` of an object (appended when new, replaced in place when not); returns *this (moved from a temporary,
  /// so that a chain of sets on Value::object() builds in place).
  Value& set(std::string key, Value value) &;
  Value&& set(std::string key, Value value) && { return std::move(static_cast<Value&>(*this).set(std::move(key), std::move(value))); }
  /// The value of `key` in an object; nullptr when it has none.
  const Value* find(std::string_view key) const;

  friend bool operator==(const Value& a, const Value& b);

 private:
  Kind kind_ = Kind::null;
  union Number {
    bool flag;
    std::uint64_t whole;
    std::int64_t integer;
    double real;
  } number_{.whole = 0};
  bool array_ = false;
  std::string text_;
  std::vector<Value> items_;
  std::vector<std::string> keys_;
};

}  // namespace snl
