// Every row of every option table (snl/options.hpp) through the CLI and the API: the same name, the same default,
// and the same words refusing the same bad values (NaN, negative, huge, empty, a wrong word), taken from the library
// itself. tests/python/test_options.py does the same for Python, tests/web/options.test.mjs for the page's fields.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "api.hpp"
#include "snl/analyze.hpp"
#include "snl/check.hpp"
#include "snl/design.hpp"
#include "snl/generate.hpp"
#include "snl/options.hpp"
#include "snl/render.hpp"
#include "snl/solve.hpp"

namespace {

using nlohmann::json;

struct Outcome {
  int code = -1;
  std::string out;
};

Outcome run(const std::string& arguments) {
  const std::string command = std::string(SNL_BINARY) + " " + arguments + " </dev/null 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  Outcome result;
  if (pipe == nullptr) return result;
  std::array<char, 4096> buffer{};
  while (const std::size_t n = std::fread(buffer.data(), 1, buffer.size(), pipe)) result.out.append(buffer.data(), n);
  const int status = pclose(pipe);
  result.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

/// A shell word.
std::string quoted(const std::string& text) { return "'" + text + "'"; }

/// "--again-limit".
std::string flag_of(const std::string& name) {
  std::string flag = "--";
  for (const char c : name) flag += c == '_' ? '-' : c;
  return flag;
}

/// The library's words refusing `text` for `row`, or "" when it takes it.
template <class O>
std::string refusal(const snl::Option<O>& row, const std::string& text) {
  O scratch{};
  try {
    row.set(scratch, text);
  } catch (const snl::OptionError& error) {
    return error.what();
  }
  return "";
}

/// Bad values every face is tried with.
std::vector<std::string> bad_values(snl::OptionKind kind) {
  switch (kind) {
    case snl::OptionKind::flag: return {"2", "maybe"};
    case snl::OptionKind::whole: return {"-1", "nan", "99999999999999999999999", "", "1.5"};
    case snl::OptionKind::real: return {"nan", "-1", "1e999", "", "inf"};
    case snl::OptionKind::choice: return {"nope", ""};
    case snl::OptionKind::text: return {"nan", "", "-1", "x:y"};
    case snl::OptionKind::board: return {};  // a file in the CLI, the body in the API: tried in every test of them
  }
  return {};
}

/// Checks `table` through `snl COMMAND` and, when `endpoint` is not empty, through the API's `endpoint` with `body`.
template <class O>
void check_faces(const snl::OptionTable<O>& table, const std::string& command, const std::string& endpoint,
                 const std::string& body, std::vector<std::string> api_except = {}) {
  const snl::api::ApiLimits limits;
  const std::string help = run(command + " --help").out;
  for (const snl::Option<O>& row : table) {
    SCOPED_TRACE(command + " " + row.name);
    const std::string flag = flag_of(row.name);
    EXPECT_NE(help.find(flag), std::string::npos) << "the CLI has the row's flag";
    if (!row.default_text.empty() && row.kind != snl::OptionKind::flag) {
      EXPECT_NE(help.find("(default " + row.default_text + ")"), std::string::npos) << "the CLI shows the default";
    }
    const bool in_api = !endpoint.empty() && std::find(api_except.begin(), api_except.end(), row.name) == api_except.end();
    for (const std::string& value : bad_values(row.kind)) {
      const std::string words = refusal(row, value);
      if (words.empty()) continue;
      SCOPED_TRACE("value " + quoted(value));
      if (row.kind != snl::OptionKind::flag) {
        const Outcome cli = run(command + " " + flag + " " + quoted(value));
        EXPECT_EQ(cli.code, 2);
        EXPECT_NE(cli.out.find("snl: error: " + flag + ": " + words + "\n"), std::string::npos) << cli.out;
      }
      if (in_api) {
        const snl::api::ApiResponse response = snl::api::handle_api(endpoint, body, {{row.name, value}}, limits);
        EXPECT_EQ(response.status, 400);
        EXPECT_EQ(json::parse(response.body)["error"], "query parameter " + row.name + ": " + words);
      }
    }
  }
}

TEST(OptionFaces, Analyze) { check_faces(snl::analysis_options(), "analyze", "/api/analyze", "size 3\n"); }
TEST(OptionFaces, Design) { check_faces(snl::design_options(), "design", "/api/design", ""); }
TEST(OptionFaces, Render) { check_faces(snl::render_options(), "render", "/api/render", "size 3\n"); }
TEST(OptionFaces, Solve) { check_faces(snl::solve_options(), "solve", "/api/solve", "size 3\n", {"max_memory"}); }
TEST(OptionFaces, Generate) { check_faces(snl::generate_options(), "generate", "", ""); }
TEST(OptionFaces, Check) { check_faces(snl::check_options(), "check", "", ""); }

TEST(OptionFaces, TheApiListsEveryTableWithItsDefaults) {
  const json info = json::parse(snl::api::handle_api("/api/info", "", {}, {}).body);
  for (const snl::NamedTable& table : snl::all_option_tables()) {
    const json& rows = info["options"][table.command];
    ASSERT_EQ(rows.size(), table.rows.size()) << table.command;
    for (std::size_t i = 0; i < rows.size(); ++i) {
      EXPECT_EQ(rows[i]["name"], table.rows[i].name);
      EXPECT_EQ(rows[i]["default"], table.rows[i].default_text);
      EXPECT_EQ(rows[i]["values"], table.rows[i].values);
    }
  }
}

TEST(OptionFaces, AGoodValueMeansTheSameThroughTheCliAndTheApi) {
  // The same rules through both faces give the same analysis, byte for byte.
  const snl::api::ApiResponse api = snl::api::handle_api(
      "/api/analyze", "size 3\n3 8\n", {{"die", "2d6"}, {"overshoot", "bounce"}, {"start", "0"}, {"within", "3,5"}}, {});
  ASSERT_EQ(api.status, 200) << api.body;
  const std::string command = "bash -c \"printf 'size 3\\n3 8\\n' | " + std::string(SNL_BINARY) +
                              " analyze --format json --die 2d6 --overshoot bounce --start 0 --within 3,5\"";
  FILE* pipe = popen(command.c_str(), "r");
  ASSERT_NE(pipe, nullptr);
  std::string out;
  std::array<char, 4096> buffer{};
  while (const std::size_t n = std::fread(buffer.data(), 1, buffer.size(), pipe)) out.append(buffer.data(), n);
  pclose(pipe);
  EXPECT_EQ(out, api.body);
}

// ---- the rules of combinations: needs and excludes, in the library's one wording through every face ----------------

/// A value `row` takes (its lowest number, its first choice, a sample text); a board row's is the board's text.
std::string good_value(const snl::OptionInfo& row) {
  switch (row.kind) {
    case snl::OptionKind::flag: return "1";
    case snl::OptionKind::whole:
    case snl::OptionKind::real: return row.parts.at(0).low == "0" && row.name == "again" ? "6" : row.parts.at(0).low;
    case snl::OptionKind::choice: return row.choices.at(row.choices.size() > 1 ? 1 : 0);
    case snl::OptionKind::board: return "size 4\n2 9\n";
    case snl::OptionKind::text: break;
  }
  if (!row.default_text.empty()) return row.default_text;
  if (row.name == "jump_costs_a_roll") return "all";
  if (row.name == "or_die") return "4";
  if (row.name == "keep") return "4:9";
  if (row.name == "fair") return "2";
  if (row.name == "within" || row.name == "percentile" || row.name == "win") return "1:0.5";
  return "5";
}

struct Face {
  std::string command;   // of the CLI
  std::string endpoint;  // of the API ("" when none)
  std::string body;      // the API's body without a board row
};

/// The CLI's arguments giving `rows` their good values (a board row's as a file `board_file`).
std::string cli_arguments(const std::vector<const snl::OptionInfo*>& rows, const std::string& board_file) {
  std::string out;
  for (const snl::OptionInfo* row : rows) {
    out += " " + flag_of(row->name);
    if (row->kind == snl::OptionKind::board) {
      out += " " + board_file;
    } else if (row->kind != snl::OptionKind::flag) {
      out += " " + quoted(good_value(*row));
    }
  }
  return out;
}

/// Gives the rows of one rule (a row and what it needs left out, or a row and one it excludes) through the CLI and the
/// API, and checks the refusal is the library's (check_combinations), spelt each face's way.
void check_rule(const std::vector<snl::OptionInfo>& table, const Face& face, const snl::OptionInfo& row,
                const std::vector<const snl::OptionInfo*>& given, const std::string& board_file) {
  snl::GivenRows names;
  for (const snl::OptionInfo* g : given) names.add(g->name);
  const std::optional<std::string> flag_words = snl::check_combinations(table, names, snl::NameStyle::flag);
  const std::optional<std::string> parameter_words = snl::check_combinations(table, names, snl::NameStyle::parameter);
  ASSERT_TRUE(flag_words && parameter_words) << "the rule of " << row.name << " refuses them";
  const Outcome cli = run(face.command + cli_arguments(given, board_file));
  EXPECT_EQ(cli.code, 2) << cli.out;
  EXPECT_NE(cli.out.find("snl " + face.command + ": error: " + *flag_words + "\n"), std::string::npos) << cli.out;
  if (face.endpoint.empty()) return;
  snl::api::QueryParams query;
  std::string body = face.body;
  for (const snl::OptionInfo* g : given) {
    if (g->kind == snl::OptionKind::board) {
      body = good_value(*g);
    } else {
      query.emplace(g->name, good_value(*g));
    }
  }
  const snl::api::ApiResponse response = snl::api::handle_api(face.endpoint, body, query, {});
  EXPECT_EQ(response.status, 400) << response.body;
  EXPECT_EQ(json::parse(response.body)["error"], "query parameters: " + *parameter_words);
}

/// Every needs and excludes of `table` through `face`.
void check_combinations_of(const std::vector<snl::OptionInfo>& table, const Face& face) {
  const std::string board_file = ::testing::TempDir() + "combination-board.jumps";
  {
    FILE* file = std::fopen(board_file.c_str(), "w");
    ASSERT_NE(file, nullptr);
    std::fputs("size 4\n2 9\n", file);
    std::fclose(file);
  }
  int rules = 0;
  for (const snl::OptionInfo& row : table) {
    SCOPED_TRACE(face.command + " " + row.name);
    if (!row.needs.empty()) {
      check_rule(table, face, row, {&row}, board_file);
      ++rules;
    }
    for (const std::string& other : row.excludes) {
      const auto it = std::find_if(table.begin(), table.end(), [&](const snl::OptionInfo& r) { return r.name == other; });
      ASSERT_NE(it, table.end()) << "excludes a row of the table: " << other;
      check_rule(table, face, row, {&row, &*it}, board_file);
      ++rules;
    }
  }
  EXPECT_GT(rules, 0) << "the table has rules to check";
}

TEST(OptionFaces, EveryCombinationRuleIsTheLibrarysThroughTheCliAndTheApi) {
  check_combinations_of(snl::infos(snl::analysis_options()), {"analyze", "/api/analyze", "size 3\n"});
  check_combinations_of(snl::infos(snl::design_options()), {"design", "/api/design", ""});
  check_combinations_of(snl::infos(snl::render_options()), {"render", "/api/render", "size 3\n"});
  check_combinations_of(snl::infos(snl::generate_options()), {"generate", "", ""});
}

// Issue 51, finding 9: adjust_by, add_min_length and add_max_length were taken beside adjust none and add_effects 0,
// the rows they need given at the value that asks for nothing; now the library refuses them, in one wording spelt
// each face's way (Python's: tests/python/test_options.py). Both at their defaults go together (a form sends both).
TEST(OptionFaces, ARowNeedsItsRowAskingForSomething) {
  const std::vector<std::tuple<std::string, std::string, std::string, std::string, std::string>> cases{
      {"adjust_by", "2", "adjust", "none", "adjust_by needs adjust other than none"},
      {"add_min_length", "3", "add_effects", "0", "add_min_length needs add_effects other than 0"},
      {"add_max_length", "4", "add_effects", "0", "add_max_length needs add_effects other than 0"}};
  for (const auto& [name, value, needed, off, words] : cases) {
    SCOPED_TRACE(name);
    const snl::api::ApiResponse api =
        snl::api::handle_api("/api/analyze", "size 3\n", {{name, value}, {needed, off}}, {});
    EXPECT_EQ(api.status, 400) << api.body;
    EXPECT_EQ(json::parse(api.body)["error"], "query parameters: " + words);
    const Outcome cli = run("analyze " + flag_of(name) + " " + value + " " + flag_of(needed) + " " + off + " /dev/null");
    EXPECT_EQ(cli.code, 2) << cli.out;
    const std::string flags = "--" + name + " needs --" + needed + " other than " + off;
    std::string spelt = flags;
    for (char& c : spelt) c = c == '_' ? '-' : c;
    EXPECT_NE(cli.out.find("snl analyze: error: " + spelt + "\n"), std::string::npos) << cli.out;
    const snl::api::ApiResponse both_off = snl::api::handle_api(
        "/api/analyze", "size 3\n",
        {{name, snl::find_option(snl::analysis_options(), name)->default_text}, {needed, off}}, {});
    EXPECT_EQ(both_off.status, 200) << both_off.body;
  }
  const snl::api::ApiResponse pgf = snl::api::handle_api("/api/analyze", "size 3\n", {{"pgf", "1"}, {"exact", "0"}}, {});
  EXPECT_EQ(json::parse(pgf.body)["error"], "query parameters: pgf needs exact");
}

TEST(OptionFaces, ADeprecatedNameStillWorksAndSaysSo) {
  const Outcome cli = run("generate --size 3 --seed 2 --format jumps");
  EXPECT_EQ(cli.code, 0) << cli.out;
  EXPECT_NE(cli.out.find("snl generate: note: --size is deprecated: use --side"), std::string::npos) << cli.out;
  EXPECT_NE(cli.out.find("size 3\n"), std::string::npos) << "the board of side 3";
  const snl::api::ApiResponse api =
      snl::api::handle_api("/api/design", "", {{"no_chains", "1"}, {"side", "4"}, {"max_evaluations", "100"}}, {});
  EXPECT_EQ(api.status, 200) << api.body;
  ASSERT_EQ(api.warnings.size(), 1u);
  EXPECT_EQ(api.warnings[0], "no_chains is deprecated: leave out chains (the old name is taken until snl 0.3)");
}

}  // namespace
