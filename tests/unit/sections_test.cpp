// tests/unit/sections_test.cpp — the registry of the parts of an analysis (snl/sections.hpp): every part, asked for
// on a small board through its own option rows, writes each field its list names into the JSON (nested fields
// too, of objects and of lists' first items), each of its text blocks into the text report, and nothing when not
// asked; every option a part names is a row of analysis_options(); part names and field names are unique. Also the
// Value tree the parts write with (snl/value.hpp). Python's attributes: tests/python/test_sections.py; the page's
// words: tests/web.
#include <gtest/gtest.h>

#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "snl/analyze.hpp"
#include "snl/report.hpp"
#include "snl/sections.hpp"
#include "snl/value.hpp"

namespace {

using snl::AnalysisSection;
using snl::FieldInfo;

using Asked = std::vector<std::pair<std::string, std::string>>;

/// The options that ask for each part, as a user would give them (row name, text): one or more ways, each field of
/// the part written by at least one of them (the strategy's "win" only under the goal win). A new part without an
/// entry here fails EveryPartIsAskedForHere: its fields would otherwise go unchecked.
const std::map<std::string, std::vector<Asked>>& asking() {
  static const std::map<std::string, std::vector<Asked>> table{
      {"players", {{{"players", "2"}, {"from", "3,5"}}}},
      {"exact", {{{"exact", "1"}, {"exact_rolls", "5"}, {"pgf", "1"}, {"squares", "1"}}}},
      {"per_square", {{{"squares", "1"}}}},
      {"jumps_effect", {{{"jumps_effect", "1"}}}},
      {"jump_use", {{{"jump_use", "1"}}}},
      {"jumps_to_add", {{{"add_effects", "2"}}}},
      {"meeting", {{{"players", "2"}, {"bump", "start"}}}},
      {"handicap", {{{"players", "2"}, {"handicap", "0.05"}}}},
      {"strategy", {{{"optimal", "rolls"}}, {{"optimal", "win"}, {"players", "2"}}}},
      {"fastest", {{{"fastest", "1"}}}},
      {"moments", {{{"moments", "1"}, {"exact", "1"}}}},
  };
  return table;
}

snl::AnalysisOptions options_of(const Asked& asked) {
  snl::AnalysisOptions options;
  options.rules.start = 0;
  for (const auto& [name, text] : asked) {
    const auto* row = snl::find_option(snl::analysis_options(), name);
    if (row == nullptr) throw std::runtime_error("no row " + name);
    row->set(options, text);
  }
  return options;
}

/// Each field of `fields` missing from the JSON object `json` (nested: "exact.pgf.numerator").
void missing_fields(const nlohmann::json& json, const std::vector<FieldInfo>& fields, const std::string& path,
                    std::vector<std::string>& missing) {
  for (const FieldInfo& field : fields) {
    const std::string name = path + field.name;
    if (!json.is_object() || !json.contains(field.name)) {
      missing.push_back(name);
      continue;
    }
    const nlohmann::json& value = json[field.name];
    if (field.fields.empty() || value.is_null()) continue;
    if (value.is_object()) missing_fields(value, field.fields, name + ".", missing);
    if (value.is_array() && !value.empty() && value.front().is_object()) {
      missing_fields(value.front(), field.fields, name + "[0].", missing);
    }
  }
}

/// A 5×5 board with two ladders and two snakes: every part is quick on it (the generating function of every square
/// on the classic board would take minutes under the sanitizers).
const snl::Board& board() {
  static const snl::Board b = snl::Board::square(5, {{3, 12}, {8, 20}, {17, 4}, {22, 9}});
  return b;
}

TEST(Sections, EveryPartIsAskedForHere) {
  for (const AnalysisSection& part : snl::analysis_sections()) {
    EXPECT_TRUE(asking().count(part.info.name)) << part.info.name << ": add the options that ask for it above";
  }
}

TEST(Sections, NamesAreUniqueAndOptionsAreRows) {
  std::set<std::string> parts, fields;
  for (const AnalysisSection& part : snl::analysis_sections()) {
    EXPECT_TRUE(parts.insert(part.info.name).second) << part.info.name;
    EXPECT_FALSE(part.info.help.empty()) << part.info.name;
    for (const FieldInfo& field : part.info.fields) {
      EXPECT_TRUE(fields.insert(field.name).second) << part.info.name << " repeats the field " << field.name;
      EXPECT_FALSE(field.help.empty()) << field.name;
    }
    for (const std::string& option : part.info.options) {
      EXPECT_NE(snl::find_option(snl::analysis_options(), option), nullptr) << part.info.name << ": " << option;
    }
  }
}

TEST(Sections, EveryFieldIsInTheJsonWhenAskedAndNoneWhenNot) {
  const std::string plain = snl::analysis_json(board(), snl::analyze(board(), options_of({})));
  for (const AnalysisSection& part : snl::analysis_sections()) {
    SCOPED_TRACE(part.info.name);
    std::set<std::string> missing_everywhere;
    bool first = true;
    for (const Asked& asked : asking().at(part.info.name)) {
      const snl::Analysis a = snl::analyze(board(), options_of(asked));
      ASSERT_TRUE(part.present(a)) << "its options did not ask for it";
      const nlohmann::json json = nlohmann::json::parse(snl::analysis_json(board(), a));
      std::vector<std::string> missing;
      missing_fields(json, part.info.fields, "", missing);
      std::set<std::string> now(missing.begin(), missing.end());
      if (first) {
        missing_everywhere = now;
      } else {
        std::erase_if(missing_everywhere, [&](const std::string& m) { return !now.count(m); });
      }
      first = false;
      // The part's own Value carries the same top-level keys.
      const snl::Value fields = part.fields(a);
      for (const FieldInfo& field : part.info.fields) EXPECT_NE(fields.find(field.name), nullptr) << field.name;
    }
    EXPECT_TRUE(missing_everywhere.empty()) << "not in the JSON: " << nlohmann::json(missing_everywhere).dump();
    for (const FieldInfo& field : part.info.fields) {
      EXPECT_EQ(plain.find("\"" + field.name + "\":"), std::string::npos) << field.name << " without being asked";
    }
  }
}

TEST(Sections, EveryTextBlockIsInTheReport) {
  for (const AnalysisSection& part : snl::analysis_sections()) {
    SCOPED_TRACE(part.info.name);
    const snl::Analysis a = snl::analyze(board(), options_of(asking().at(part.info.name).front()));
    const std::string text = snl::analysis_text(board(), a, 1);
    for (const snl::ReportBlock& block : part.text) {
      std::string lines;
      block.write(a, lines);
      EXPECT_FALSE(lines.empty()) << "a block of rank " << block.rank << " wrote nothing";
      EXPECT_NE(text.find(lines), std::string::npos) << "the report lacks:\n" << lines;
    }
  }
}

TEST(Sections, ValueWritesJsonAsTheReportsDo) {
  snl::Value v = snl::Value::object().set("a", 1).set("b", 2.5).set("c", snl::Value()).set("d", "x");
  v.set("e", snl::Value::fraction("1/3")).set("f", snl::Value::list_of(std::vector<int>{1, 2}, [](int x) { return x; }));
  EXPECT_EQ(v.find("a")->as_whole(), 1u);
  EXPECT_TRUE(v.find("c")->is_null());
  EXPECT_EQ(v.find("e")->as_text(), "1/3");
  EXPECT_EQ(v.find("zz"), nullptr);
  EXPECT_EQ(v.find("f")->items().size(), 2u);
}

}  // namespace
