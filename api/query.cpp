#include "query.hpp"

#include <algorithm>

namespace snl::api {

std::optional<std::string> param(const QueryParams& query, const std::string& name) {
  const auto it = query.find(name);
  if (it == query.end()) return std::nullopt;
  return it->second;
}

bool flag(const QueryParams& query, const std::string& name) {
  const std::optional<std::string> value = param(query, name);
  if (!value) return false;
  try {
    return parse_flag(*value);
  } catch (const OptionError& error) {
    throw QueryError("query parameter " + name + ": " + error.what());
  }
}

std::uint64_t number(const QueryParams& query, const std::string& name, std::uint64_t fallback, std::uint64_t low,
                     std::uint64_t high) {
  const std::optional<std::string> value = param(query, name);
  if (!value) return fallback;
  try {
    return parse_whole(*value, low, high);
  } catch (const OptionError& error) {
    throw QueryError("query parameter " + name + ": " + error.what());
  }
}

bool any_given(const QueryParams& query, const std::vector<OptionInfo>& rows) {
  return std::any_of(rows.begin(), rows.end(), [&](const OptionInfo& row) { return query.count(row.name) > 0; });
}

void refuse_unknown_parameters(const QueryParams& query, std::string_view endpoint,
                               std::initializer_list<std::vector<OptionInfo>> tables,
                               std::initializer_list<std::string_view> own,
                               std::initializer_list<std::string_view> except) {
  for (auto it = query.begin(); it != query.end(); it = query.upper_bound(it->first)) {
    const std::string& name = it->first;
    const OptionInfo* row = nullptr;
    for (const std::vector<OptionInfo>& table : tables) {
      for (const OptionInfo& info : table) {
        const bool old = std::find(info.deprecated_names.begin(), info.deprecated_names.end(), name) !=
                         info.deprecated_names.end();
        if (info.name == name || old) row = &info;
      }
    }
    const bool excepted = std::find(except.begin(), except.end(), name) != except.end();
    const bool listed = std::find(own.begin(), own.end(), name) != own.end();
    if ((row == nullptr && !listed) || excepted) {
      std::vector<std::string> taken(own.begin(), own.end());
      for (const std::vector<OptionInfo>& table : tables) {
        for (const OptionInfo& info : table) {
          if (std::find(except.begin(), except.end(), info.name) == except.end()) taken.push_back(info.name);
        }
      }
      std::string takes;
      for (const std::string& n : taken) takes += (takes.empty() ? "" : ", ") + n;
      const std::string nearest = nearest_name(name, taken);
      throw QueryError("query parameter " + quoted_text(name) + ": unknown; " +
                       (nearest.empty() ? "" : "did you mean " + quoted_text(nearest) + "? ") + std::string(endpoint) +
                       (takes.empty() ? " takes no parameters" : " takes " + takes));
    }
    const std::size_t times = query.count(name);
    if (times > 1 && (row == nullptr || !row->repeated)) {
      throw QueryError("query parameter " + name + ": given " + std::to_string(times) + " times; give it once");
    }
  }
}

std::vector<std::string> deprecation_notes(const QueryParams& query) {
  std::vector<std::string> notes;
  for (auto it = query.begin(); it != query.end(); it = query.upper_bound(it->first)) {
    for (const NamedTable& table : all_option_tables()) {
      for (const OptionInfo& row : table.rows) {
        for (const std::string& old : row.deprecated_names) {
          const std::string note = deprecation_note(old, row.name, NameStyle::parameter);
          if (old == it->first && std::find(notes.begin(), notes.end(), note) == notes.end()) notes.push_back(note);
        }
      }
    }
  }
  return notes;
}

Format input_format(const QueryParams& query) {
  const std::string input = param(query, "input").value_or("auto");
  const std::optional<Format> format = format_named(input);
  if (!format) throw QueryError("query parameter input: expected auto, grid, json or jumps, found " + quoted_text(input));
  return *format;
}

std::vector<Board> boards_of(std::string_view body, const QueryParams& query) {
  return parse_boards(body, kSource, input_format(query));
}

std::uint64_t board_number(const QueryParams& query) { return number(query, "board", 1, 1, UINT64_MAX); }

Board pick(std::vector<Board>& boards, const QueryParams& query) {
  const std::uint64_t index = board_number(query);
  if (index > boards.size()) {
    throw QueryError("query parameter board: board " + std::to_string(index) + " asked for, but the request holds " +
                     std::to_string(boards.size()));
  }
  return std::move(boards[static_cast<std::size_t>(index - 1)]);
}

std::string describe_size(const Board& board) {
  return board.is_square() ? size_name(board) + " (" + std::to_string(board.squares()) + " squares)"
                           : "a track of " + size_name(board);
}

std::function<void(std::uint64_t, double)> stopped_at_deadline(const WorkControl& control, const std::string& what,
                                                               const ApiLimits& limits) {
  const std::string why = what + " was stopped: it ran past " + limits.holder + "'s deadline, or " + limits.holder +
                          " is stopping";
  return [&control, why](std::uint64_t, double) {
    if (control.over()) throw Stopped(why);
  };
}

void refuse_over_analysis_limits(const Board& board, std::uint64_t index, std::size_t faces, const ApiLimits& limits,
                                 const std::string& what, const std::string& instead) {
  if (board.squares() > limits.analyze_squares || board.squares() * faces > limits.analyze_chain) {
    throw LimitError("board " + std::to_string(index) + ", " + describe_size(board) + ", is over " + limits.holder +
                     "'s limit for " + what + ": " + std::to_string(limits.analyze_squares) +
                     " squares, and squares x die faces at most " + std::to_string(limits.analyze_chain) + " (use " +
                     instead + " for larger boards)");
  }
}

QueryParams parsed_query(std::string_view query) {
  QueryParams params;
  while (!query.empty()) {
    const std::string_view pair = query.substr(0, query.find('&'));
    query.remove_prefix(std::min(query.size(), pair.size() + 1));
    if (pair.empty()) continue;
    const std::size_t equals = pair.find('=');
    params.emplace(percent_decoded(pair.substr(0, equals), true),
                   equals == std::string_view::npos ? "" : percent_decoded(pair.substr(equals + 1), true));
  }
  return params;
}

std::string percent_decoded(std::string_view text, bool plus_is_space) {
  std::string out;
  out.reserve(text.size());
  const auto hex = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  for (std::size_t k = 0; k < text.size(); ++k) {
    if (text[k] == '%') {
      if (k + 2 >= text.size() || hex(text[k + 1]) < 0 || hex(text[k + 2]) < 0) {
        throw QueryError("bad request: a '%' that is not followed by two hex digits in " + quoted_text(text));
      }
      out.push_back(static_cast<char>(hex(text[k + 1]) * 16 + hex(text[k + 2])));
      k += 2;
    } else {
      out.push_back(plus_is_space && text[k] == '+' ? ' ' : text[k]);
    }
  }
  return out;
}

}  // namespace snl::api
