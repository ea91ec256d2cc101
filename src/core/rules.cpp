// The game's rules as values (snl/rules.hpp): dice, their specs, the overshoot rule's names, GameRules.
#include <algorithm>
#include <charconv>
#include <numeric>
#include <string>

#include "core/names.hpp"
#include "snl/error.hpp"
#include "snl/rules.hpp"

namespace snl {
namespace {

constexpr internal::Names<Overshoot, 3> kOvershoots{{{
    {Overshoot::stay, "stay"},
    {Overshoot::bounce, "bounce"},
    {Overshoot::finish, "finish"},
}}};

[[noreturn]] void bad_spec(std::string_view spec, const std::string& message) {
  throw Error("die " + quoted_text(spec) + ": " + message);
}

/// `text` as it is quoted in a message: the part, or "the end".
std::string found(std::string_view text) {
  return text.empty() ? "the end" : quoted_text(text);
}

/// A whole decimal number 1..kMaxFace at the start of `text` (moved past it), or an error naming what it found.
int face_number(std::string_view spec, std::string_view& text, const std::string& what) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end == text.data() || value < 1 || value > kMaxFace) {
    std::size_t length = 0;
    while (length < text.size() && text[length] != ',' && text[length] != ':' && text[length] != 'd') ++length;
    bad_spec(spec, "expected " + what + " (1.." + std::to_string(kMaxFace) + "), found " +
                       found(text.substr(0, length == 0 ? 1 : length)));
  }
  text.remove_prefix(static_cast<std::size_t>(end - text.data()));
  return value;
}

/// A weight: a positive integer or decimal ("3", "0.25", "2.5") as digits and the count of digits after the point.
struct Weight {
  std::uint64_t digits = 0;
  int decimals = 0;
};

Weight weight_number(std::string_view spec, std::string_view text) {
  Weight w;
  bool point = false;
  bool any = false;
  for (const char c : text) {
    if (c == '.' && !point) {
      point = true;
      continue;
    }
    if (c < '0' || c > '9') {
      bad_spec(spec, "expected a weight in decimal digits (a positive number such as 2 or 0.25, without an exponent), "
                     "found " + found(text));
    }
    if (w.digits > (kMaxDieWeight - 9) / 10) {
      bad_spec(spec, "the weight " + found(text) + " has more digits than a die's weights hold (they add up to at "
                     "most 2^62)");
    }
    if (point && w.decimals >= 12) {
      bad_spec(spec, "the weight " + found(text) + " has more than 12 digits after the point");
    }
    w.digits = w.digits * 10 + static_cast<std::uint64_t>(c - '0');
    w.decimals += point ? 1 : 0;
    any = true;
  }
  if (!any || w.digits == 0) bad_spec(spec, "expected a positive weight, found " + found(text));
  return w;
}

Die parse_weights(std::string_view spec) {
  std::vector<std::pair<int, Weight>> parts;
  int decimals = 0;
  // One grammar: F:W items separated by single commas, none before the first or after the last.
  for (std::string_view rest = spec; !rest.empty();) {
    const std::string_view part = rest.substr(0, rest.find(','));
    rest.remove_prefix(std::min(rest.size(), part.size() + 1));
    if (part.empty()) bad_spec(spec, "expected a face F:W between commas, found nothing");
    if (rest.empty() && part.size() < spec.size() && spec.back() == ',') {
      bad_spec(spec, "expected a face F:W after the last comma, found the end");
    }
    const std::size_t colon = part.find(':');
    if (colon == std::string_view::npos) bad_spec(spec, "expected F:W (a face and its weight), found " + found(part));
    std::string_view face_text = part.substr(0, colon);
    const int face = face_number(spec, face_text, "a face");
    if (!face_text.empty()) bad_spec(spec, "expected ':' after the face, found " + found(face_text));
    const Weight weight = weight_number(spec, part.substr(colon + 1));
    decimals = std::max(decimals, weight.decimals);
    parts.emplace_back(face, weight);
  }
  std::vector<DieFace> faces;
  for (const auto& [face, weight] : parts) {
    std::uint64_t scaled = weight.digits;
    for (int k = weight.decimals; k < decimals; ++k) {
      if (scaled > kMaxDieWeight / 10) bad_spec(spec, "the weights are too fine or too large to add up exactly");
      scaled *= 10;
    }
    faces.push_back({face, scaled});
  }
  try {
    return Die::weighted(std::move(faces));
  } catch (const Error& error) {
    bad_spec(spec, error.what());
  }
}

}  // namespace

std::string_view name_of(Overshoot overshoot) { return kOvershoots.of(overshoot); }
std::optional<Overshoot> overshoot_named(std::string_view name) { return kOvershoots.named(name); }
std::vector<std::string_view> overshoot_names() { return kOvershoots.all(); }

Die::Die(std::vector<DieFace> faces, std::string name) : faces_(std::move(faces)), name_(std::move(name)) {
  std::uint64_t divisor = 0;
  for (const DieFace& face : faces_) divisor = std::gcd(divisor, face.weight);
  for (DieFace& face : faces_) {
    face.weight /= divisor;
    total_ += face.weight;
  }
  fair_ = faces_.front().value == 1 && faces_.back().value == static_cast<int>(faces_.size()) &&
          std::all_of(faces_.begin(), faces_.end(), [](const DieFace& face) { return face.weight == 1; });
}

Die Die::fair(int faces) {
  if (faces < 1 || faces > kMaxFace) {
    throw Error("a die must have 1.." + std::to_string(kMaxFace) + " faces, not " + std::to_string(faces));
  }
  std::vector<DieFace> all;
  for (int value = 1; value <= faces; ++value) all.push_back({value, 1});
  return Die(std::move(all), "d" + std::to_string(faces));
}

Die Die::dice(int count, int faces) {
  const std::string name = std::to_string(count) + "d" + std::to_string(faces);
  if (count < 1 || faces < 1 || count > kMaxFace || faces > kMaxFace || count * faces > kMaxFace) {
    throw Error("die '" + name + "': the sum of the dice must stay within 1.." + std::to_string(kMaxFace));
  }
  // The number of ways to throw each sum, one die at a time; the total is faces^count.
  std::vector<std::uint64_t> ways{1};
  for (int die = 0; die < count; ++die) {
    std::vector<std::uint64_t> next(ways.size() + static_cast<std::size_t>(faces), 0);
    for (std::size_t sum = 0; sum < ways.size(); ++sum) {
      if (ways[sum] > kMaxDieWeight / static_cast<std::uint64_t>(faces)) {
        throw Error("die '" + name + "': " + std::to_string(faces) + "^" + std::to_string(count) +
                    " throws are too many to count exactly (at most 2^62)");
      }
      for (int face = 1; face <= faces; ++face) next[sum + static_cast<std::size_t>(face)] += ways[sum];
    }
    ways = std::move(next);
  }
  std::vector<DieFace> all;
  for (std::size_t sum = 1; sum < ways.size(); ++sum) {
    if (ways[sum] > 0) all.push_back({static_cast<int>(sum), ways[sum]});
  }
  return Die(std::move(all), count == 1 ? "d" + std::to_string(faces) : name);
}

Die Die::weighted(std::vector<DieFace> faces) {
  if (faces.empty()) throw Error("a die needs at least one face");
  std::sort(faces.begin(), faces.end(), [](const DieFace& a, const DieFace& b) { return a.value < b.value; });
  std::uint64_t total = 0;
  for (std::size_t i = 0; i < faces.size(); ++i) {
    if (faces[i].value < 1 || faces[i].value > kMaxFace) {
      throw Error("a die's faces must be 1.." + std::to_string(kMaxFace) + ", not " + std::to_string(faces[i].value));
    }
    if (faces[i].weight == 0) throw Error("face " + std::to_string(faces[i].value) + " has weight 0");
    if (i > 0 && faces[i].value == faces[i - 1].value) {
      throw Error("face " + std::to_string(faces[i].value) + " is given twice");
    }
    if (faces[i].weight > kMaxDieWeight - total) throw Error("the weights of a die must add up to at most 2^62");
    total += faces[i].weight;
  }
  Die die(std::move(faces), "");
  if (die.fair()) {
    die.name_ = "d" + std::to_string(die.largest());
    return die;
  }
  for (const DieFace& face : die.faces_) {
    die.name_ += (die.name_.empty() ? "" : ",") + std::to_string(face.value) + ":" + std::to_string(face.weight);
  }
  return die;
}

Die Die::parse(std::string_view spec) {
  if (spec.empty()) bad_spec(spec, "expected K, NdK or F:W,F:W,…, found nothing");
  if (spec.find(':') != std::string_view::npos) return parse_weights(spec);
  std::string_view rest = spec;
  const int first = face_number(spec, rest, spec.find('d') == std::string_view::npos ? "a number of faces"
                                                                                      : "a number of dice");
  if (rest.empty()) return fair(first);
  if (rest.front() != 'd') bad_spec(spec, "expected 'd' or the end after the number, found " + found(rest));
  rest.remove_prefix(1);
  const int faces = face_number(spec, rest, "the number of faces after 'd'");
  if (!rest.empty()) bad_spec(spec, "expected the end after NdK, found " + found(rest));
  try {
    return dice(first, faces);
  } catch (const Error& error) {
    bad_spec(spec, std::string(error.what()).substr(std::string(error.what()).find(": ") + 2));
  }
}

std::uint64_t Die::weight(int value) const noexcept {
  const auto it = std::lower_bound(faces_.begin(), faces_.end(), value,
                                   [](const DieFace& face, int v) { return face.value < v; });
  return it != faces_.end() && it->value == value ? it->weight : 0;
}

std::string Die::name() const { return name_; }

void validate(const GameRules& rules) {
  if (rules.start != 0 && rules.start != 1) {
    throw Error("the start must be 0 (off the board) or 1 (square 1), not " + std::to_string(rules.start));
  }
  if (rules.again_limit < 0 || rules.again_limit > kMaxAgainLimit) {
    throw Error("the again limit must be 0.." + std::to_string(kMaxAgainLimit) + ", not " +
                std::to_string(rules.again_limit));
  }
  if (rules.again && rules.jump_costs.any()) {
    throw Error("jumps that cost a roll (jump_costs_a_roll) are not played with a face that rolls again (again)");
  }
  const Choices& choices = rules.choices;
  if (choices.adjust_by < 1 || choices.adjust_by > kMaxAdjust) {
    throw Error("the adjustment must be 1.." + std::to_string(kMaxAdjust) + " squares, not " +
                std::to_string(choices.adjust_by));
  }
  if (choices.any() && (rules.again || rules.jump_costs.any())) {
    throw Error(std::string("the player's choices (or_die, adjust, may_refuse) are not played with ") +
                (rules.again ? "a face that rolls again (again)" : "jumps that cost a roll (jump_costs_a_roll)"));
  }
  if (rules.meeting.any() && (rules.again || rules.jump_costs.any() || choices.any())) {
    throw Error(std::string("tokens that meet (bump, no_sharing) are not played with ") +
                (rules.again ? "a face that rolls again (again)"
                             : rules.jump_costs.any() ? "jumps that cost a roll (jump_costs_a_roll)"
                                                      : "the player's choices (or_die, adjust, may_refuse)"));
  }
  if (rules.meeting.bump != Meeting::Bump::none && rules.meeting.no_sharing) {
    throw Error("bump and no_sharing are two rules for the same meeting: choose one");
  }
  if (choices.refuse != Refuse::none && rules.chain) {
    throw Error("jumps that may be refused (may_refuse) are not played with chained jumps (chain)");
  }
  if (!rules.again) {
    if (rules.again_limit > 0) throw Error("an again limit needs a face that rolls again (again)");
    return;
  }
  if (rules.die.weight(*rules.again) == 0) {
    throw Error("the die " + rules.die.name() + " never shows " + std::to_string(*rules.again) +
                ": no roll would roll again");
  }
  if (rules.die.faces().size() == 1 && rules.again_limit == 0) {
    throw Error("the die " + rules.die.name() + " always shows " + std::to_string(*rules.again) +
                ": with no again limit a turn would never end");
  }
}

std::string describe(const GameRules& rules) {
  std::string out = "overshoot " + std::string(name_of(rules.overshoot)) + ", start " +
                    std::to_string(rules.start) + ", " + rules.die.name();
  if (rules.again) {
    out += ", again " + std::to_string(*rules.again);
    if (rules.again_limit > 0) out += " (limit " + std::to_string(rules.again_limit) + ")";
  }
  if (rules.chain) out += ", chained jumps";
  for (const DieChoice& choice : rules.choices.dice) {
    out += ", or " + choice.die.name() + (choice.rolls == 1 ? "" : " counting " + std::to_string(choice.rolls) + " rolls");
  }
  if (rules.choices.adjust != Adjust::none) {
    out += ", adjust " + std::string(name_of(rules.choices.adjust)) + " by " + std::to_string(rules.choices.adjust_by);
  }
  if (rules.choices.refuse != Refuse::none) out += ", may refuse " + std::string(name_of(rules.choices.refuse));
  if (rules.meeting.bump == Meeting::Bump::start) out += ", a token met goes back to the start";
  if (rules.meeting.bump == Meeting::Bump::back) out += ", a token met goes back " + std::to_string(rules.meeting.back);
  if (rules.meeting.no_sharing) out += ", no two tokens on a square";
  if (rules.jump_costs.all) out += ", every jump costs a roll";
  if (!rules.jump_costs.heads.empty()) {
    out += std::string(rules.jump_costs.heads.size() == 1 ? ", the jump at " : ", the jumps at ") +
           jump_costs_text(rules.jump_costs) + (rules.jump_costs.heads.size() == 1 ? " costs" : " cost") + " a roll";
  }
  return out;
}

}  // namespace snl
