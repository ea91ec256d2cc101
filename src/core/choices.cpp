// The player's choices (snl/rules.hpp, Choices): their names, the dice to choose from as text, and their checks.
#include <charconv>
#include <string>

#include "core/names.hpp"
#include "snl/error.hpp"
#include "snl/options.hpp"
#include "snl/rules.hpp"

namespace snl {

namespace {

constexpr internal::Names<Adjust, 4> kAdjusts{{{
    {Adjust::none, "none"},
    {Adjust::free, "free"},
    {Adjust::coin, "coin"},
    {Adjust::flip, "flip"},
}}};

constexpr internal::Names<Refuse, 4> kRefusals{{{
    {Refuse::none, "none"},
    {Refuse::ladders, "ladders"},
    {Refuse::snakes, "snakes"},
    {Refuse::jumps, "jumps"},
}}};

/// Each ';'-separated item of `text`.
std::vector<std::string_view> semicolon_items(std::string_view text) {
  std::vector<std::string_view> items;
  for (std::size_t at = 0;;) {
    const std::size_t end = text.find(';', at);
    items.push_back(text.substr(at, end == std::string_view::npos ? std::string_view::npos : end - at));
    if (end == std::string_view::npos) return items;
    at = end + 1;
  }
}

}  // namespace

std::string_view name_of(Adjust adjust) { return kAdjusts.of(adjust); }
std::optional<Adjust> adjust_named(std::string_view name) { return kAdjusts.named(name); }
std::vector<std::string_view> adjust_names() { return kAdjusts.all(); }

std::string_view name_of(Refuse refuse) { return kRefusals.of(refuse); }
std::optional<Refuse> refuse_named(std::string_view name) { return kRefusals.named(name); }
std::vector<std::string_view> refuse_names() { return kRefusals.all(); }

std::string die_choices_text(const std::vector<DieChoice>& dice) {
  std::string out;
  for (const DieChoice& choice : dice) {
    if (!out.empty()) out += ';';
    out += choice.die.fair() ? std::to_string(choice.die.largest()) : choice.die.name();
    if (choice.rolls != 1) out += '@' + std::to_string(choice.rolls);
  }
  return out;
}

std::vector<DieChoice> parse_die_choices(std::string_view text) {
  std::vector<DieChoice> dice;
  if (text.empty() || text == "none") return dice;
  for (const std::string_view item : semicolon_items(text)) {
    const std::size_t at = item.find('@');
    const std::string_view spec = item.substr(0, at);
    DieChoice choice{Die::fair(1), 1};
    try {
      choice.die = Die::parse(spec);
    } catch (const OptionError&) {
      throw;
    } catch (const Error& error) {
      throw OptionError(error.what());
    }
    if (at != std::string_view::npos) {
      const std::string_view rolls = item.substr(at + 1);
      const auto [end, error] = std::from_chars(rolls.data(), rolls.data() + rolls.size(), choice.rolls);
      if (rolls.empty() || error != std::errc() || end != rolls.data() + rolls.size() || choice.rolls < 1 ||
          choice.rolls > kMaxDieCost) {
        throw OptionError("expected the rolls the die counts after '@' (1.." + std::to_string(kMaxDieCost) +
                          "), found '" + std::string(rolls) + "'");
      }
    }
    dice.push_back(std::move(choice));
  }
  if (dice.size() > kMaxDieChoices) {
    throw OptionError("expected at most " + std::to_string(kMaxDieChoices) + " dice to choose from, found " +
                      std::to_string(dice.size()));
  }
  return dice;
}

std::string bump_text(const Meeting& meeting) {
  switch (meeting.bump) {
    case Meeting::Bump::none: return "none";
    case Meeting::Bump::start: return "start";
    case Meeting::Bump::back: return "back:" + std::to_string(meeting.back);
  }
  return "none";
}

void parse_bump(Meeting& meeting, std::string_view text) {
  if (text == "none" || text.empty()) {
    meeting.bump = Meeting::Bump::none;
  } else if (text == "start") {
    meeting.bump = Meeting::Bump::start;
  } else if (text.starts_with("back:")) {
    meeting.bump = Meeting::Bump::back;
    meeting.back = static_cast<int>(parse_whole(text.substr(5), 1, kMaxBumpBack));
  } else {
    throw OptionError("expected none, start or back:K, found '" + std::string(text) + "'");
  }
}

void require_no_choices(const GameRules& rules, std::string_view what) {
  if (!rules.choices.any()) return;
  throw OptionError(std::string(what) +
                    " plays the game without the player's choices (or_die, adjust, may_refuse); the best play under "
                    "them is found by analyze --optimal");
}

}  // namespace snl
