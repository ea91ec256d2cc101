// Results as trees of values (snl/value.hpp).
#include "snl/value.hpp"

#include <algorithm>
#include <cassert>

namespace snl {

Value Value::fraction(std::string text) {
  if (text.empty()) return {};
  Value out(std::move(text));
  out.kind_ = Kind::fraction;
  return out;
}

Value Value::big(std::string digits) {
  Value out(std::move(digits));
  out.kind_ = Kind::big;
  return out;
}

Value Value::text_or_null(std::string text) { return text.empty() ? Value() : Value(std::move(text)); }

Value Value::list() {
  Value out;
  out.kind_ = Kind::list;
  return out;
}

Value Value::array() {
  Value out = list();
  out.array_ = true;
  return out;
}

Value Value::object() {
  Value out;
  out.kind_ = Kind::object;
  return out;
}

Value& Value::push(Value item) & {
  assert(kind_ == Kind::list);
  items_.push_back(std::move(item));
  return *this;
}

Value& Value::set(std::string key, Value value) & {
  assert(kind_ == Kind::object);
  const auto at = std::find(keys_.begin(), keys_.end(), key);
  if (at != keys_.end()) {
    items_[static_cast<std::size_t>(at - keys_.begin())] = std::move(value);
  } else {
    keys_.push_back(std::move(key));
    items_.push_back(std::move(value));
  }
  return *this;
}

const Value* Value::find(std::string_view key) const {
  const auto at = std::find(keys_.begin(), keys_.end(), key);
  return at == keys_.end() ? nullptr : &items_[static_cast<std::size_t>(at - keys_.begin())];
}

bool operator==(const Value& a, const Value& b) {
  if (a.kind_ != b.kind_ || a.array_ != b.array_) return false;
  switch (a.kind_) {
    case Value::Kind::null: return true;
    case Value::Kind::flag: return a.number_.flag == b.number_.flag;
    case Value::Kind::whole: return a.number_.whole == b.number_.whole;
    case Value::Kind::integer: return a.number_.integer == b.number_.integer;
    case Value::Kind::real: return a.number_.real == b.number_.real;
    case Value::Kind::text:
    case Value::Kind::fraction:
    case Value::Kind::big: return a.text_ == b.text_;
    case Value::Kind::list:
    case Value::Kind::object: return a.keys_ == b.keys_ && a.items_ == b.items_;
  }
  return false;
}

}  // namespace snl
