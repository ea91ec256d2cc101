// python/bindings.hpp — what the Python module's files share: each file's part of the module, and the conversions
// of arguments every function takes (a board, a count, a name). pybind11 is only declared here: its headers stay in
// the .cpp files.
#pragma once

#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <type_traits>
#include <string>
#include <string_view>
#include <vector>

#include "snl/board.hpp"
#include "snl/error.hpp"
#include "snl/options.hpp"
#include "snl/parse.hpp"
#include "snl/render.hpp"
#include "snl/solve.hpp"

namespace pybind11 {
class handle;
class object;
class module_;
}  // namespace pybind11

namespace snl::python {

/// Each file's part of the module snl._snl: its classes and functions.
void add_errors(pybind11::module_& module);
void add_board(pybind11::module_& module);
void add_solve(pybind11::module_& module);
void add_analysis(pybind11::module_& module);
void add_reading(pybind11::module_& module);
void add_generate(pybind11::module_& module);
void add_batch(pybind11::module_& module);
void add_design(pybind11::module_& module);

/// The options of snl.solve and snl.solve_many from their keywords: `route` (the module's own) and the rows of
/// solve_options() (solve.cpp); `function` names the call in errors.
SolveOptions solve_keywords(pybind11::handle kwargs, std::string_view function);
/// "route=True, algorithm='auto', ...": the keywords of snl.solve, from the table (solve.cpp).
std::string solve_keyword_signature();
/// The lines of a docstring for those keywords.
std::string solve_keyword_lines();
/// An snl.Solution of `board` (solve.cpp).
pybind11::object solution_object(std::shared_ptr<const Board> board, Solution&& solution);

/// A board argument: an snl.Board (shared, not copied), or a grid as min_rolls takes it (grid.cpp). Throws
/// TypeError for anything else, BoardError for a grid that is not a board.
std::shared_ptr<const Board> board_argument(pybind11::handle value);
/// A grid (nested sequences of ints, or a 2-D buffer of integers) as a Board, built with the GIL released where
/// the grid is read in place (grid.cpp).
std::shared_ptr<const Board> board_from_grid(pybind11::handle value);
/// Appends the cells of a square grid of nested sequences to `cells`, row after row, and returns its side; returns
/// nullopt, `cells` as it was, when it is empty, too large or not square (the library then refuses it in its words).
/// TypeError or BoardError naming the cell `name`[r][c] for a cell that is not a C int (grid.cpp).
std::optional<std::uint64_t> append_square_grid(pybind11::handle value, std::string_view name, std::vector<int>& cells);
/// snl::min_rolls on a grid argument (grid.cpp); `threads` as MinRollsOptions.
int grid_min_rolls(pybind11::handle value, bool threads);

/// An integer argument as the C++ type wants it: TypeError when `value` is not an integer (bool included, a float
/// refused), ValueError naming `name` when it does not fit (convert.cpp).
std::int64_t int_argument(pybind11::handle value, std::string_view name, std::int64_t low, std::int64_t high);
std::uint64_t uint_argument(pybind11::handle value, std::string_view name);
double float_argument(pybind11::handle value, std::string_view name);
bool bool_argument(pybind11::handle value, std::string_view name);
/// ValueError: `value` given for `name` is outside low..high.
[[noreturn]] void out_of_range(pybind11::handle value, std::string_view name, std::int64_t low, std::uint64_t high);
/// Any of the above by the C++ type: T's range for integers. (Handle is pybind11::handle; a template parameter so that
/// this header needs no pybind11.)
template <class T, class Handle>
T number_argument(Handle value, std::string_view name) {
  if constexpr (std::is_same_v<T, bool>) {
    return bool_argument(value, name);
  } else if constexpr (std::is_floating_point_v<T>) {
    return static_cast<T>(float_argument(value, name));
  } else if constexpr (std::is_unsigned_v<T>) {
    const std::uint64_t number = uint_argument(value, name);
    if (number > std::numeric_limits<T>::max()) out_of_range(value, name, 0, std::numeric_limits<T>::max());
    return static_cast<T>(number);
  } else {
    return static_cast<T>(int_argument(value, name, std::numeric_limits<T>::min(), std::numeric_limits<T>::max()));
  }
}

/// Calls use(i, value) for each keyword argument in `kwargs` (a dict), i its name's place in `names`; TypeError, in
/// Python's words, for a name not in it (`function` is the function's name).
void for_each_keyword(pybind11::handle kwargs, std::span<const std::string_view> names, std::string_view function,
                      const std::function<void(std::size_t, pybind11::handle)>& use);

// ---- keywords from the library's option tables (snl/options.hpp) ----------------------------------------------
// A keyword is a row of a table: its value becomes the text the row takes, as a person would type it (an int as its
// digits, a float as repr, a bool as 1 or 0 for a flag, a str as it is, a list or tuple item by item for a list),
// and the row's own rule reads it, so Python accepts and refuses what the CLI and the API do, in the same words
// ("players: expected a whole number 1..100, found '0'"). None is an option not given: its default.

/// The texts of `value` for `row`; empty for None (the option as if not given). TypeError for a type the row
/// cannot take (a str for a number, a float for a whole number, a bool for anything but a flag) (convert.cpp).
std::vector<std::string> option_texts(const OptionInfo& row, pybind11::handle value);
/// A float, or None for nullopt (convert.cpp).
pybind11::object float_or_none(const std::optional<double>& value);
/// The value in use of `row` as Python shows it: an int, float, bool or str by the row's kind; None when unset; a
/// tuple for a list (convert.cpp).
pybind11::object option_value(const OptionInfo& row, const std::string& text);
/// "name=default, ..." and the lines "  name (default): help" of a docstring (convert.cpp).
std::string keyword_signature(const std::vector<OptionInfo>& rows);
/// A row's Python keyword: its name, with a trailing underscore when that name is a word of Python's ("from" is
/// the keyword from_, as PEP 8 says).
std::string keyword_of(const std::string& name);
std::string keyword_lines(const std::vector<OptionInfo>& rows);

/// Says `note` as a DeprecationWarning (convert.cpp).
void warn_deprecated(const std::string& note);

/// Sets `target` from the keywords `kwargs` (a dict) by `table`, through the library's OptionReader: TypeError for an
/// unknown keyword, snl.Error (a ValueError) "NAME: " and the library's words for a refused value, a DeprecationWarning
/// for a deprecated name, and snl.Error in the library's words for rows that do not go together ("pgf needs exact").
/// Returns the rows given.
template <class Options, class Handle>
GivenRows set_keywords(const OptionTable<Options>& table, Handle kwargs, std::string_view function, Options& target) {
  std::vector<std::string> keywords;  // each row's keyword, then each deprecated one
  std::vector<std::string> names;     // the name the reader takes for each keyword
  for (const Option<Options>& row : table) {
    keywords.push_back(keyword_of(row.name));
    names.push_back(row.name);
  }
  for (const Option<Options>& row : table) {
    for (const std::string& old : row.deprecated_names) {
      keywords.push_back(keyword_of(old));
      names.push_back(old);
    }
  }
  const std::vector<std::string_view> listed(keywords.begin(), keywords.end());
  OptionReader<Options> reader(table, target, NameStyle::keyword);
  for_each_keyword(kwargs, listed, function, [&](std::size_t i, Handle value) {
    OptionInfo row = *find_option(table, names[i]);
    row.name = keywords[i];  // a type refused is named as the caller wrote it
    for (const std::string& text : option_texts(row, value)) {
      try {
        reader.set(names[i], text);
      } catch (const OptionError& error) {
        throw OptionError(keywords[i] + ": " + error.what());
      }
    }
  });
  for (const std::string& note : reader.notes()) warn_deprecated(note);
  reader.finish();
  return reader.given();
}

/// A format by its name ("auto", "grid", "json", "jumps"): ValueError listing the names otherwise.
Format format_argument(std::string_view name);

/// A list of numbers (nested for more dimensions) as numpy.asarray makes it when NumPy can be imported, the list
/// otherwise (convert.cpp).
pybind11::object numpy_array(const pybind11::object& list);
/// A list of integers as a NumPy int64 array when NumPy can be imported, a list otherwise (convert.cpp).
pybind11::object int_array(std::vector<std::int64_t>&& values);
/// A list of floats as NumPy returns them when NumPy can be imported (an array owning the values, no copy), a list
/// otherwise (convert.cpp).
pybind11::object float_array(std::vector<double>&& values);

/// An exception of the module (add_errors) with `what` as its message and attributes set on it: used by the
/// translator and by the conversions that find a bad board before the library sees it.
[[noreturn]] void raise_board_error(const std::string& message, std::size_t jump_index);

}  // namespace snl::python
