// api/query.hpp — what every endpoint shares: the query string read into parameters, the library's option tables
// applied to them (so a query parameter is the row of the same name, refused in the library's words), the boards of
// a request's body, and the refusals that are not the library's.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "api.hpp"
#include "snl/board.hpp"
#include "snl/error.hpp"
#include "snl/options.hpp"
#include "snl/parse.hpp"

namespace snl::api {

inline constexpr std::string_view kJson = "application/json";
inline constexpr std::string_view kNdjson = "application/x-ndjson";
inline constexpr std::string_view kSvg = "image/svg+xml";
/// The source every parse error of a request names.
inline constexpr const char* kSource = "<request>";

/// A bad query parameter: 400 like a parse error, but without a line and column.
class QueryError : public Error {
 public:
  using Error::Error;
};

/// Work stopped by its WorkControl (thrown from the analysis' progress callback): 503.
class Stopped : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

std::optional<std::string> param(const QueryParams& query, const std::string& name);
/// A flag parameter by the library's rule (parse_flag); false when absent.
bool flag(const QueryParams& query, const std::string& name);
/// A whole-number parameter by the library's rule (parse_whole), `fallback` when absent.
std::uint64_t number(const QueryParams& query, const std::string& name, std::uint64_t fallback, std::uint64_t low,
                     std::uint64_t high);
/// Whether any row of `rows` is a parameter of `query`.
bool any_given(const QueryParams& query, const std::vector<OptionInfo>& rows);

/// Refuses (QueryError, 400) a parameter that is neither a row of `tables` nor one of `own` (or is in `except`):
/// "query parameter NAME: unknown; /api/x takes …", and one given twice that is not a repeated row: "query parameter
/// NAME: given 2 times; give it once". Every endpoint calls it first, so that a misspelt option is never ignored.
void refuse_unknown_parameters(const QueryParams& query, std::string_view endpoint,
                               std::initializer_list<std::vector<OptionInfo>> tables,
                               std::initializer_list<std::string_view> own,
                               std::initializer_list<std::string_view> except = {});

/// Sets `target` from the parameters named as rows of `table` (or their deprecated names; but those in `except`), each
/// by its row's rule through the library's OptionReader; a refused value is a QueryError "query parameter NAME: " and
/// the library's words, rows that do not go together a QueryError "query parameters: " and the library's words
/// ("max_changes needs from"). `more` are rows a face sets itself (design's from: the body), by name and text, before
/// the check. Returns the rows given.
template <class Options>
GivenRows apply_options(const OptionTable<Options>& table, const QueryParams& query, Options& target,
                        std::initializer_list<std::string_view> except = {},
                        const std::vector<std::pair<std::string, std::string>>& more = {}) {
  OptionReader<Options> reader(table, target, NameStyle::parameter);
  for (const Option<Options>& row : table) {
    bool skipped = false;
    for (const std::string_view name : except) skipped = skipped || name == row.name;
    if (skipped) continue;
    std::vector<std::string> names{row.name};
    names.insert(names.end(), row.deprecated_names.begin(), row.deprecated_names.end());
    for (const std::string& name : names) {
      const auto [first, last] = query.equal_range(name);
      for (auto it = first; it != last; ++it) {
        try {
          reader.set(name, it->second);
        } catch (const OptionError& error) {
          throw QueryError("query parameter " + name + ": " + error.what());
        }
      }
    }
  }
  for (const auto& [name, text] : more) {
    try {
      reader.set(name, text);
    } catch (const OptionError& error) {
      throw QueryError(name + ": " + error.what());
    }
  }
  try {
    reader.finish();
  } catch (const OptionError& error) {
    throw QueryError(std::string("query parameters: ") + error.what());
  }
  return reader.given();
}

/// The notes of the deprecated names among the parameters of `query` (any table's), for the response's Warning
/// headers.
std::vector<std::string> deprecation_notes(const QueryParams& query);

/// The library's validate() of options read from a query; its refusal is a QueryError "query parameters: …".
template <class Options>
void validate_query(const Options& options) {
  try {
    validate(options);
  } catch (const Error& error) {
    throw QueryError(std::string("query parameters: ") + error.what());
  }
}

/// ?input=auto|grid|json|jumps.
Format input_format(const QueryParams& query);
/// Every board of the body.
std::vector<Board> boards_of(std::string_view body, const QueryParams& query);
/// The number ?board=K (from 1, default 1).
std::uint64_t board_number(const QueryParams& query);
/// The board ?board=K of `boards`.
Board pick(std::vector<Board>& boards, const QueryParams& query);
/// "10x10 (100 squares)" or "a track of 50 squares".
std::string describe_size(const Board& board);

/// The analysis' progress callback that stops `what` at the deadline (or when the server stops), in the words of
/// `limits.holder` ("the server", or "the browser" for the page's WebAssembly engine).
std::function<void(std::uint64_t, double)> stopped_at_deadline(const WorkControl& control, const std::string& what,
                                                               const ApiLimits& limits);
/// Refuses board `index` when it is over the limits of an analysis (its squares, squares × die faces):
/// "…, is over the server's limit for `what`: … (use `instead` for larger boards)".
void refuse_over_analysis_limits(const Board& board, std::uint64_t index, std::size_t faces, const ApiLimits& limits,
                                 const std::string& what, const std::string& instead);

/// %XX decoded (and '+' as a space when `plus_is_space`). Throws QueryError on a bad escape.
std::string percent_decoded(std::string_view text, bool plus_is_space);

}  // namespace snl::api
