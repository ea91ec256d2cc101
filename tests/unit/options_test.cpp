// snl/options.hpp: the value rules, one per kind, and every table's rows (names, defaults that read back, refusals
// in the library's words), and the "did you mean" of a refusal. The faces' own tests (tests/server/options_test.cpp,
// tests/python/test_options.py, tests/web/options.test.mjs) check that each face binds these rows.
#include <gtest/gtest.h>

#include <cctype>
#include <set>
#include <string>

#include "snl/analyze.hpp"
#include "snl/check.hpp"
#include "snl/design.hpp"
#include "snl/generate.hpp"
#include "snl/options.hpp"
#include "snl/render.hpp"
#include "snl/rules.hpp"
#include "snl/solve.hpp"

namespace snl {
namespace {

std::string refusal(auto&& call) {
  try {
    call();
  } catch (const OptionError& error) {
    return error.what();
  }
  return "";
}

TEST(OptionValues, WholeNumbersAreDigitsWithinTheRange) {
  EXPECT_EQ(parse_whole("0", 0, 5), 0u);
  EXPECT_EQ(parse_whole("18446744073709551615", 0, UINT64_MAX), UINT64_MAX);
  for (const char* bad : {"", "-1", "+1", " 1", "1 ", "0x10", "1.0", "1e3", "nan", "6", "18446744073709551616"}) {
    EXPECT_EQ(refusal([&] { (void)parse_whole(bad, 0, 5); }),
              "expected a whole number 0..5, found " + quoted_text(bad))
        << bad;
  }
}

TEST(OptionValues, RealNumbersAreFiniteDecimalsWithinTheRange) {
  EXPECT_DOUBLE_EQ(parse_real("0.25", 0, 1), 0.25);
  EXPECT_DOUBLE_EQ(parse_real("1e-3", 0, 1), 0.001);
  EXPECT_DOUBLE_EQ(parse_real("1", 0, 1), 1.0);
  for (const char* bad : {"", "nan", "inf", "-inf", "1e999", "-0.5", "1.5", "0x1", " 0.5", "0.5 ", "1,5"}) {
    EXPECT_EQ(refusal([&] { (void)parse_real(bad, 0, 1, "a share"); }), "expected a share 0..1, found " + quoted_text(bad))
        << bad;
  }
}

TEST(OptionValues, FlagsTakeTheWordsOfEveryFace) {
  for (const char* yes : {"", "1", "true", "yes", "on"}) EXPECT_TRUE(parse_flag(yes)) << yes;
  for (const char* no : {"0", "false", "no", "off"}) EXPECT_FALSE(parse_flag(no)) << no;
  EXPECT_EQ(refusal([] { (void)parse_flag("2"); }), "expected 1 or 0, found '2'");
}

TEST(OptionValues, ChoicesListTheirNames) {
  const std::vector<std::string> names{"stay", "bounce", "finish"};
  EXPECT_EQ(parse_choice("bounce", names), 1u);
  EXPECT_EQ(refusal([&] { (void)parse_choice("Bounce", names); }),
            "expected stay, bounce or finish, found 'Bounce'; did you mean 'bounce'?");
  EXPECT_EQ(refusal([&] { (void)parse_choice("sty", names); }),
            "expected stay, bounce or finish, found 'sty'; did you mean 'stay'?");
  EXPECT_EQ(refusal([&] { (void)parse_choice("", names); }), "expected stay, bounce or finish, found ''");
  EXPECT_EQ(refusal([&] { (void)parse_choice("wrap", names); }), "expected stay, bounce or finish, found 'wrap'");
}

TEST(NearestName, ASlipOfOneEditInThreeLettersIsSuggested) {
  const std::vector<std::string> flags{"overshoot", "start", "die", "again", "again_limit", "jump_use", "jumps_effect"};
  EXPECT_EQ(nearest_name("overshot", flags), "overshoot");    // a letter dropped
  EXPECT_EQ(nearest_name("overshooot", flags), "overshoot");  // added
  EXPECT_EQ(nearest_name("ovreshoot", flags), "overshoot");   // two neighbours swapped: one edit
  EXPECT_EQ(nearest_name("OverShoot", flags), "overshoot");   // case ignored
  EXPECT_EQ(nearest_name("agian_limit", flags), "again_limit");
  EXPECT_EQ(nearest_name("jumps_use", flags), "jump_use");
  EXPECT_EQ(nearest_name("jump_effect", flags), "jumps_effect");
  EXPECT_EQ(nearest_name("dei", flags), "die");
}

TEST(NearestName, NothingWhenNoneIsCloseOrTheTextIsACandidate) {
  const std::vector<std::string> flags{"overshoot", "start", "die", "again"};
  EXPECT_EQ(nearest_name("bogus", flags), "");
  EXPECT_EQ(nearest_name("over", flags), "");      // five letters missing
  EXPECT_EQ(nearest_name("x", std::vector<std::string>{"a", "b"}), "");  // every letter changed is no slip
  EXPECT_EQ(nearest_name("d", flags), "");
  EXPECT_EQ(nearest_name("start", flags), "");     // itself
  EXPECT_EQ(nearest_name("", flags), "");
  EXPECT_EQ(nearest_name("start", {}), "");
  EXPECT_EQ(nearest_name(std::string(1 << 20, 's'), flags), "");  // a megabyte: no table of 10^6 x 10 distances
}

TEST(NearestName, TheNearestWinsAndTiesGoToTheFirst) {
  EXPECT_EQ(nearest_name("stat", std::vector<std::string>{"state", "start"}), "state");
  EXPECT_EQ(nearest_name("starts", std::vector<std::string>{"state", "start"}), "start");
}

TEST(OptionValues, CommaItems) {
  EXPECT_EQ(comma_items("50,51").size(), 2u);
  EXPECT_EQ(comma_items("").size(), 1u);
  EXPECT_EQ(comma_items("a,,b")[1], "");
}

TEST(OptionValues, RealTextIsTheShortestThatReadsBack) {
  EXPECT_EQ(real_text(0.05), "0.05");
  EXPECT_EQ(real_text(39.877620689), "39.877620689");
  EXPECT_EQ(real_text(1), "1");
}

/// Checks every row of `table`: a snake_case name met once, help, a default that the row reads back unchanged,
/// and a value that reads back as `get` shows it.
template <class O>
void check_rows(const OptionTable<O>& table) {
  std::set<std::string> names;
  for (const Option<O>& row : table) {
    SCOPED_TRACE(row.name);
    EXPECT_TRUE(names.insert(row.name).second);
    for (const char c : row.name) EXPECT_TRUE(std::islower(static_cast<unsigned char>(c)) || c == '_');
    EXPECT_FALSE(row.help.empty());
    EXPECT_FALSE(row.values.empty());
    const O defaults{};
    EXPECT_EQ(row.get(defaults), row.default_text) << "the default shown is the struct's";
    if (!row.default_text.empty()) {
      O o{};
      row.set(o, row.default_text);
      EXPECT_EQ(row.get(o), row.default_text);
    }
    if (!row.needs.empty()) {
      EXPECT_NE(find_option(table, row.needs), nullptr);
    }
    if (row.kind == OptionKind::choice) {
      for (const std::string& choice : row.choices) {
        O o{};
        row.set(o, choice);
        EXPECT_EQ(row.get(o), choice);
      }
    }
  }
}

TEST(OptionTables, EveryRowIsWellFormed) {
  check_rows(rules_options());
  check_rows(analysis_options());
  check_rows(design_options());
  check_rows(render_options());
  check_rows(solve_options());
  check_rows(generate_options());
  check_rows(check_options());
}

TEST(OptionTables, TheRulesAreOneTableInEveryCommandThatPlays) {
  for (const Option<GameRules>& rule : rules_options()) {
    EXPECT_NE(find_option(analysis_options(), rule.name), nullptr) << rule.name;
    EXPECT_NE(find_option(design_options(), rule.name), nullptr) << rule.name;
    EXPECT_NE(find_option(render_options(), rule.name), nullptr) << rule.name;
  }
  const auto* die = find_option(analysis_options(), "die");
  AnalysisOptions o;
  die->set(o, "2d6");
  EXPECT_EQ(o.rules.die, Die::dice(2, 6));
  EXPECT_EQ(die->get(o), "2d6");
}

TEST(OptionTables, LimitsAreTheNamedConstants) {
  AnalysisOptions a;
  const auto* players = find_option(analysis_options(), "players");
  EXPECT_EQ(players->values, "1.." + std::to_string(kMaxPlayers));
  EXPECT_EQ(refusal([&] { players->set(a, std::to_string(kMaxPlayers + 1)); }),
            "expected a whole number 1.." + std::to_string(kMaxPlayers) + ", found '" +
                std::to_string(kMaxPlayers + 1) + "'");
  EXPECT_NE(refusal([&] { find_option(analysis_options(), "max_rolls")->set(a, std::to_string(kMaxAnalysisRolls + 1)); }),
            "");
  EXPECT_NE(refusal([&] { find_option(analysis_options(), "again_limit")->set(a, std::to_string(kMaxAgainLimit + 1)); }),
            "");
  DesignSpec d;
  EXPECT_NE(refusal([&] { find_option(design_options(), "side")->set(d, std::to_string(kMaxDesignSide + 1)); }), "");
}

TEST(OptionTables, TheLibrarysValidationRefusesWhatNoTableTakes) {
  // The struct set by hand (Python did so before the tables) is refused by the library itself.
  AnalysisOptions a;
  a.max_rolls = kMaxAnalysisRolls + 1;
  EXPECT_THROW(validate(a), Error);
  GameRules r;
  r.again = 6;
  r.again_limit = kMaxAgainLimit + 1;
  EXPECT_THROW(validate(r), Error);
}

TEST(OptionTables, ListsAppendAndDesignValuesReadBack) {
  DesignSpec d;
  const auto* within = find_option(design_options(), "within");
  within->set(d, "80:0.9,40:0.5");
  within->set(d, "10:0.1");
  EXPECT_EQ(d.targets.within.size(), 3u);
  EXPECT_EQ(within->get(d), "80:0.9,40:0.5,10:0.1");
  find_option(design_options(), "expected")->set(d, "30");
  EXPECT_EQ(d.targets.expected_rolls->tolerance, kDefaultTolerance);
  EXPECT_EQ(refusal([&] { find_option(design_options(), "expected")->set(d, "thirty"); }),
            "expected X, X:TOL, A..B, A.. or ..B (a number and its tolerance, a range, or one bound), found 'thirty'");
}

TEST(OptionTables, AllTablesAreListed) {
  const std::vector<NamedTable> tables = all_option_tables();
  ASSERT_EQ(tables.size(), 7u);
  EXPECT_EQ(tables[1].command, "analyze");
  EXPECT_EQ(tables[1].rows.size(), analysis_options().size());
}

}  // namespace
}  // namespace snl
