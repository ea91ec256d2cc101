// Every row of every option table (snl/options.hpp) through the CLI and the API: the same name, the same default,
// and the same words refusing the same bad values (NaN, negative, huge, empty, a wrong word), taken from the library
// itself. tests/python/test_options.py does the same for Python, tests/web/options.test.mjs for the page's fields.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
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

}  // namespace
