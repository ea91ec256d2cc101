// snl/options.hpp — every option of every command as data, owned by the library: its name, kind, the values it
// takes, its default, one line of help and how it sets its options struct. The faces only bind these tables: the
// CLI adds a flag per row (cli/common/options.hpp), the JSON API reads a query parameter per row (api/query.hpp),
// the Python module takes a keyword per row (python/convert.cpp) and the page's fields are checked against them
// (tests/web/options.test.mjs). So every face accepts the same names and values, refuses the same values with the
// same words, and shows the same defaults and help.
//
// Names: a row's `name` is snake_case ("again_limit"): the query parameter and the Python keyword; the CLI's flag is
// the same name with dashes ("--again-limit").
//
// Values always arrive as text, as a person types them (Python converts its values to the same text first), and a
// row's `set` parses it by the one rule for its kind:
//   whole: decimal digits only, within the row's range;  real: a finite decimal number within the range;
//   flag: 1, 0, true, false, yes, no, on, off (or empty: true);  choice: one of the row's names;
//   text: the row's own parser (a die "2d6", a band "30:0.5", …).
// A refusal is an OptionError whose what() is "expected …, found '…'", without the option's name: each face puts
// its own name of the option in front ("--players: ", "query parameter players: ", "players: ").
//
// A repeated row (`repeated`) takes a list: the option given several times, or one text with commas.
//
// Tested by: tests/unit/options_test.cpp (the value rules, every table's rows, nearest_name),
// tests/server/options_test.cpp (every row through the CLI and the API), tests/python/test_options.py (Python),
// tests/web/options.test.mjs (the page's fields). docs/api.md's parameter tables are checked against them.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "snl/error.hpp"

namespace snl {

/// A value an option cannot take: "expected a whole number 1..100, found '101'".
class OptionError : public Error {
 public:
  using Error::Error;
};

/// How a face types an option's value. `board` is a board the face supplies in its own way: a file in the CLI
/// ('-' standard input), the request's body in the API, an snl.Board or a grid in Python; its row's `set` takes the
/// board's text.
enum class OptionKind { flag, whole, real, choice, text, board };

/// "flag", "whole", "real", "choice", "text", "board".
std::string_view name_of(OptionKind kind);

/// One number inside an option's value with its range: the whole value of a whole or real row (named as the row), or
/// each number of a composite one (a target's value and tolerance, a die's faces and count). Bounds are exact decimal
/// texts ("" when unbounded), so that a face builds its field's min and max without restating them.
struct ValuePart {
  std::string name;
  /// whole or real.
  OptionKind kind = OptionKind::whole;
  std::string low;
  std::string high;
  /// The value a face shows when none is given ("" when the part has none).
  std::string default_text;
  /// One line: what the number is.
  std::string help;
};

/// What every face shows of an option.
struct OptionInfo {
  /// snake_case; the CLI's flag is "--" and the name with '-' for '_'.
  std::string name;
  OptionKind kind = OptionKind::text;
  /// The values it takes, in words: "1..100", "stay, bounce or finish", "K, NdK or F:W,F:W,...".
  std::string values;
  /// The default as shown ("6", "stay"); empty when the option is unset by default.
  std::string default_text;
  /// One line.
  std::string help;
  /// For a choice: its names, the default first when it has one.
  std::vector<std::string> choices;
  /// A list: given several times, or as one text with commas.
  bool repeated = false;
  /// The option that must also be given (again_limit needs again); empty when none.
  std::string needs;
  /// The options that cannot be given with this one (jumps excludes density); checked by check_combinations.
  std::vector<std::string> excludes = {};
  /// Older names still taken, each with a note that it is deprecated (generate's size, now side).
  std::vector<std::string> deprecated_names = {};
  /// The numbers inside the value and their ranges (empty for a flag, a choice or a text without numbers).
  std::vector<ValuePart> parts = {};
};

/// A row of a table over the options struct `Options`.
template <class Options>
struct Option : OptionInfo {
  /// Parses `text` into `options` (appends for a repeated row). Throws OptionError.
  std::function<void(Options&, std::string_view text)> set;
  /// The value in use, as text in the form `set` takes ("" when unset; a list joined by commas).
  std::function<std::string(const Options&)> get;
};

template <class Options>
using OptionTable = std::vector<Option<Options>>;

/// The row named `name`, or nullptr. A deprecated name finds its row too.
template <class Options>
const Option<Options>* find_option(const OptionTable<Options>& table, std::string_view name) {
  for (const Option<Options>& row : table) {
    if (row.name == name) return &row;
  }
  for (const Option<Options>& row : table) {
    for (const std::string& old : row.deprecated_names) {
      if (old == name) return &row;
    }
  }
  return nullptr;
}

// ---- the value rules, one per kind (every table's rows use these) --------------------------------------------

/// Decimal digits only, low..high.
std::uint64_t parse_whole(std::string_view text, std::uint64_t low, std::uint64_t high);
/// A finite decimal number (an exponent allowed), low..high; `what` names it ("a number", "a probability").
double parse_real(std::string_view text, double low, double high, std::string_view what = "a number");
/// 1, 0, true, false, yes, no, on, off; empty is true.
bool parse_flag(std::string_view text);
/// The index of `text` in `names`. The words list the names, and the nearest when `text` looks like a slip for it:
/// "expected stay, bounce or finish, found 'sty'; did you mean 'stay'?".
std::size_t parse_choice(std::string_view text, std::span<const std::string> names);
/// Each item of a comma-separated text ("50,51" → "50", "51"); an empty text is one empty item.
std::vector<std::string_view> comma_items(std::string_view text);

/// "1..100" (whole), "0..1" (real, shortest text of each bound).
std::string whole_range(std::uint64_t low, std::uint64_t high);
std::string real_range(double low, double high);
/// "a, b or c".
std::string listed_names(std::span<const std::string> names);
/// A real as the shortest text that reads back to it ("0.05", "39.87762069").
std::string real_text(double value);

/// The OptionInfo part of each row.
template <class Options>
std::vector<OptionInfo> infos(const OptionTable<Options>& table) {
  return {table.begin(), table.end()};
}

// ---- which rows were given, and the rules of their combinations ----------------------------------------------

/// The rows a face was given, by their names (a deprecated name recorded as its row's), and which of them were given
/// their default value (adjust none, add_effects 0, exact 0: what asks for nothing). A face records each row it
/// sets, so that the library tells "given" from "default" and checks what goes with what.
class GivenRows {
 public:
  /// Records `name` as given, and whether its value is now the default (a later value of the same row replaces it).
  void add(std::string_view name, bool at_default = false);
  bool has(std::string_view name) const;
  /// Given, at its default value.
  bool at_default(std::string_view name) const;
  bool empty() const { return names_.empty(); }
  const std::vector<std::string>& names() const { return names_; }

 private:
  std::vector<std::string> names_;
  std::vector<std::string> defaults_;  // the names given at their default value
};

/// How a face spells an option's name in its messages: the CLI's flag ("--max-changes"), the API's query parameter
/// ("max_changes"), Python's keyword ("max_changes"; "from_" for from, a word of Python's).
enum class NameStyle { flag, parameter, keyword };
std::string option_name(std::string_view name, NameStyle style);

/// The refusal of the rows given together, in the one wording every face prints: "--pgf needs --exact", "--jumps and
/// --density exclude each other: give one of them"; nullopt when they go together. A row needs its row given and
/// asking for something: a value of its own off its default beside the other at its default is refused too
/// ("--adjust-by needs --adjust other than none", "--pgf needs --exact"), while both at their defaults go together
/// (a form that sends every field). `rows` is one command's table.
std::optional<std::string> check_combinations(const std::vector<OptionInfo>& rows, const GivenRows& given,
                                              NameStyle style);

/// The note a deprecated name gives, in the same words everywhere: "--size is deprecated: use --side (the old name
/// is taken until snl 0.3)".
std::string deprecation_note(std::string_view old_name, std::string_view name, NameStyle style);

/// Reads one command's options as every face does: each value set by its row's rule (a deprecated name by its row,
/// with a note), each row given recorded, and at the end the rows given together checked against their needs and
/// excludes (check_combinations). The faces only say where the names and texts come from: CLI11's flags, a query,
/// Python's keywords.
template <class Options>
class OptionReader {
 public:
  OptionReader(const OptionTable<Options>& table, Options& target, NameStyle style)
      : table_(&table), target_(&target), style_(style) {}

  /// Sets the row named `name` (or one of its deprecated names) from `text`. Throws OptionError in the row's words
  /// (without the option's name: the face puts its own in front). Precondition: find_option finds `name`.
  void set(std::string_view name, std::string_view text) {
    const Option<Options>* row = find_option(*table_, name);
    std::string value(text);
    if (row->name != name) {
      notes_.push_back(deprecation_note(name, row->name, style_));
      // "no_X" for the flag X is its negation (design's no_chains, now chains 0).
      if (row->kind == OptionKind::flag && name.starts_with("no_")) value = parse_flag(text) ? "0" : "1";
    }
    row->set(*target_, value);
    given_.add(row->name, row->get && row->get(*target_) == row->get(Options{}));
  }
  const GivenRows& given() const { return given_; }
  /// The deprecation notes of the names used, in the order given.
  const std::vector<std::string>& notes() const { return notes_; }
  /// Throws OptionError when the rows given do not go together (check_combinations).
  void finish() const {
    if (const std::optional<std::string> refusal = check_combinations(infos(*table_), given_, style_)) {
      throw OptionError(*refusal);
    }
  }

 private:
  const OptionTable<Options>* table_;
  Options* target_;
  NameStyle style_;
  GivenRows given_;
  std::vector<std::string> notes_;
};

/// The rows of `table` as rows of a struct that holds an `Inner` at `member` (the rules inside AnalysisOptions).
template <class Outer, class Inner>
OptionTable<Outer> lifted(const OptionTable<Inner>& table, Inner Outer::*member) {
  OptionTable<Outer> out;
  for (const Option<Inner>& row : table) {
    Option<Outer> lifted_row;
    static_cast<OptionInfo&>(lifted_row) = row;
    lifted_row.set = [set = row.set, member](Outer& o, std::string_view text) { set(o.*member, text); };
    lifted_row.get = [get = row.get, member](const Outer& o) { return get(o.*member); };
    out.push_back(std::move(lifted_row));
  }
  return out;
}

/// The candidate `text` was likely meant to be, for a "did you mean" after a refusal: the nearest by edit distance (a
/// letter added, dropped, changed, or two neighbours swapped, each one edit; case ignored) when close enough to be a
/// slip (at most one edit in three letters of the shorter word, never all); empty when none is, or when `text` is a
/// candidate. Ties go to the first. O(Σ |text| · |candidate|) over candidates of about its length (a long text: 0).
std::string nearest_name(std::string_view text, std::span<const std::string> candidates);

// ---- the tables ---------------------------------------------------------------------------------------------
// Each is declared with the struct it sets (snl/rules.hpp: rules_options(); snl/analyze.hpp: analysis_options();
// snl/design.hpp: design_options(); snl/render.hpp: render_options(); snl/solve.hpp: solve_options();
// snl/generate.hpp: generate_options(); snl/check.hpp: check_options()), and every face reaches them through
// all_option_tables().

/// A table by the command it belongs to, type-erased for the faces that list or document every option.
struct NamedTable {
  /// "rules", "analyze", "design", "render", "solve", "generate", "check".
  std::string command;
  std::vector<OptionInfo> rows;
};

/// Every table, for documentation and the faces' tests.
std::vector<NamedTable> all_option_tables();


}  // namespace snl
