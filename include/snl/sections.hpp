// snl/sections.hpp — the parts of an analysis that an option asks for (the exact fractions, each square's figures,
// the fastest games, each jump's effect and use, the jumps to add, the best play, the players and a game under way,
// tokens that meet, the handicap, the moments, …), as one registry. Each part is one unit of the library (a file in
// the folder of its family under src/analyze/): its option rows, its computation, its field names with their help,
// its fields as Values (snl/value.hpp) and its lines of the text report. analyze() runs the parts asked for; the JSON
// (analysis_json) and the text (analysis_text) write every part present in registry order; the Python module exposes
// each part's fields from the same list; /api/info lists them for the page. A new figure is one such unit and one
// line of the registry (src/analyze/sections.cpp).
//
// Tested by: tests/unit/sections_test.cpp (every part's fields are in the JSON, the text, Python's attributes and
// the page's words, from this list; the Value tree), tests/golden (the bytes of every report).
#pragma once

#include <string>
#include <vector>

#include "snl/analyze.hpp"
#include "snl/value.hpp"

namespace snl {

/// One field of a part's result: its name (the JSON's key, Python's attribute or key), its kind, and one line of help.
struct FieldInfo {
  std::string name;
  /// real, whole, integer, flag, text, fraction, big, list, array, object, map (an object keyed by a number), or a
  /// kind followed by "?" when it may be null.
  std::string kind;
  std::string help;
  /// The fields of an object, or of each item of a list of objects.
  std::vector<FieldInfo> fields = {};
};

/// What a part is, for every face that lists them.
struct SectionInfo {
  /// The part's name ("jump_use").
  std::string name;
  /// One line.
  std::string help;
  /// The options that ask for it (rows of analysis_options()), none when it is always there.
  std::vector<std::string> options;
  /// The fields it writes at the top level of the analysis' JSON, in order.
  std::vector<FieldInfo> fields;
};

/// A block of the text report: where it goes among the report's lines (a rank: the figures 0, the distribution 10,
/// the notes 200), and how it is written.
struct ReportBlock {
  int rank = 0;
  void (*write)(const Analysis& analysis, std::string& out) = nullptr;
};

/// A part as the writers see it.
struct AnalysisSection {
  SectionInfo info;
  /// Whether `analysis` holds this part (its options asked for it).
  bool (*present)(const Analysis& analysis) = nullptr;
  /// Its fields, an object keyed as info.fields. Precondition: present(analysis).
  Value (*fields)(const Analysis& analysis) = nullptr;
  /// Its blocks of the text report (none when it has no lines of its own).
  std::vector<ReportBlock> text = {};
};

/// Every part, in the order the JSON writes them.
const std::vector<AnalysisSection>& analysis_sections();

}  // namespace snl
