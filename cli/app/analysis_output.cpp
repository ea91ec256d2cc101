#include "analysis_output.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <nlohmann/json.hpp>
#include <string_view>

namespace snl::cli {
namespace {

using Json = nlohmann::ordered_json;

std::string board_name(const Board& board) {
  return board.is_square() ? fmt::format("{}x{}", board.side(), board.side())
                           : fmt::format("{} squares", board.squares());
}

std::string rules_name(const AnalysisOptions& options) {
  std::string out = fmt::format("overshoot {}, start {}, d{}", name_of(options.overshoot), options.start, options.die);
  if (options.players > 1) out += fmt::format(", {} players", options.players);
  return out;
}

/// Twelve significant digits: enough for the published figures (39.2251223082), short enough to read.
std::string decimal(double x) { return fmt::format("{:.12g}", x); }

/// A percentile of `cdf`, or why there is none: ">N" when the distribution was cut at N rolls, else "never".
std::string percentile_text(const Analysis& analysis, const std::vector<double>& cdf, double p) {
  if (const auto k = percentile_of(cdf, p)) return fmt::format("{}", *k);
  if (analysis.truncated) return fmt::format(">{}", cdf.size() - 1);
  return "never";
}

Json optional_number(const std::optional<double>& x) { return x ? Json(*x) : Json(nullptr); }
Json optional_number(const std::optional<std::uint64_t>& x) { return x ? Json(*x) : Json(nullptr); }

Json percentiles_json(const std::vector<double>& cdf) {
  Json out = Json::object();
  for (const int p : kReportedPercentiles) out[std::to_string(p)] = optional_number(percentile_of(cdf, p));
  return out;
}

std::string xml_escape(std::string_view text) {
  std::string out;
  for (const char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

/// An axis from 0 in `ticks` steps of `step` (1, 2 or 5 × 10^e, about a fifth of the largest value, at least
/// `least_step`), reaching at least that value.
struct Axis {
  double step = 1;
  int ticks = 1;
  double top() const { return step * ticks; }
};

Axis nice_axis(double largest, double least_step = 0) {
  if (!(largest > 0)) return {};
  const double rough = largest / 5;
  const double power = std::pow(10.0, std::floor(std::log10(rough)));
  Axis axis{10 * power, 1};
  for (const double factor : {1.0, 2.0, 5.0}) {
    if (factor * power >= rough * (1 - 1e-12)) {
      axis.step = factor * power;
      break;
    }
  }
  axis.step = std::max(axis.step, least_step);
  axis.ticks = std::max(1, static_cast<int>(std::ceil(largest / axis.step * (1 - 1e-12))));
  return axis;
}

/// Tick label: up to four significant digits, no trailing zeros.
std::string tick(double x) { return fmt::format("{:.4g}", x); }

// Geometry of a panel (pixels).
constexpr double kWidth = 760;
constexpr double kLeft = 72;
constexpr double kRight = 72;
constexpr double kTop = 52;
constexpr double kPlotHeight = 260;
constexpr double kBottom = 62;
constexpr double kPlayerRow = 22;
constexpr std::size_t kMaxBars = 240;

double panel_height(const Analysis& analysis) {
  double height = kTop + kPlotHeight + kBottom;
  if (analysis.options.players > 1) height += 36 + kPlayerRow * analysis.options.players + 16;
  return height;
}

void svg_panel(std::string& out, const PlotPanel& panel, double top) {
  auto it = std::back_inserter(out);
  const Analysis& a = panel.analysis;
  const double plot_width = kWidth - kLeft - kRight;
  const double x0 = kLeft;
  const double y0 = top + kTop + kPlotHeight;  // the x axis
  fmt::format_to(it, "<g>\n<text x=\"{:.1f}\" y=\"{:.1f}\" class=\"title\">{}</text>\n", kLeft, top + 24,
                 xml_escape(panel.title));
  std::string summary =
      a.expected_rolls ? fmt::format("expected {:.4f} rolls", *a.expected_rolls) : std::string("expected: infinite");
  summary += fmt::format(", finish probability {:.6g}", a.finish_probability);
  if (a.min_rolls) summary += fmt::format(", shortest {}", *a.min_rolls);
  fmt::format_to(it, "<text x=\"{:.1f}\" y=\"{:.1f}\" class=\"note\">{}</text>\n", kLeft, top + 42,
                 xml_escape(summary));

  // The rolls shown: up to where 99.9% of the finishing probability is reached, from 0 — or, for a game that
  // cannot be short, from a round number below where 0.1% is reached.
  std::uint64_t high = a.pmf.size() - 1;
  std::uint64_t low = 0;
  if (a.finish_probability > 0) {
    if (const auto k = percentile_of(a.cdf, 99.9 * a.finish_probability)) high = *k;
    if (const auto k = percentile_of(a.cdf, 0.1 * a.finish_probability)) low = *k;
  }
  high = std::max<std::uint64_t>(high, 1) + 1;
  Axis x_axis = nice_axis(static_cast<double>(high), 1);
  double x_low = 0;
  if (5 * low > 2 * high) {
    x_axis = nice_axis(static_cast<double>(high - low), 1);
    x_low = std::floor(static_cast<double>(low) / x_axis.step) * x_axis.step;
    x_axis.ticks = std::max(1, static_cast<int>(std::ceil((static_cast<double>(high) - x_low) / x_axis.step)));
  }
  const double x_top = x_low + x_axis.top();
  const auto first_roll = static_cast<std::size_t>(x_low);
  const auto columns = static_cast<std::size_t>(std::llround(x_axis.top()));
  const std::size_t bucket = (columns + kMaxBars - 1) / kMaxBars;
  const std::size_t bars = (columns + bucket - 1) / bucket;
  std::vector<double> height(bars, 0.0);
  for (std::size_t b = 0; b < bars; ++b) {
    double sum = 0;
    const std::size_t from = first_roll + b * bucket;
    for (std::size_t k = from; k < std::min(from + bucket, a.pmf.size()); ++k) sum += a.pmf[k];
    height[b] = sum / static_cast<double>(bucket);
  }
  const double highest = *std::max_element(height.begin(), height.end());
  const Axis y_axis = nice_axis(highest);
  const double y_top = y_axis.top();
  const auto x_of = [&](double k) { return x0 + plot_width * (k - x_low) / (x_top - x_low); };
  const auto y_left = [&](double p) { return y0 - kPlotHeight * p / y_top; };
  const auto y_right = [&](double p) { return y0 - kPlotHeight * p; };

  // Grid and axes.
  out += "<g class=\"grid\">\n";
  for (int i = 1; i <= y_axis.ticks; ++i) {
    const double y = y_left(y_axis.step * i);
    fmt::format_to(it, "<line x1=\"{:.2f}\" y1=\"{:.2f}\" x2=\"{:.2f}\" y2=\"{:.2f}\"/>\n", x0, y, x0 + plot_width, y);
  }
  out += "</g>\n<g class=\"bars\">\n";
  const double bar_width = plot_width * static_cast<double>(bucket) / (x_top - x_low);
  for (std::size_t b = 0; b < bars; ++b) {
    if (height[b] <= 0) continue;
    const double y = y_left(height[b]);
    fmt::format_to(it, "<rect x=\"{:.2f}\" y=\"{:.2f}\" width=\"{:.2f}\" height=\"{:.2f}\"/>\n",
                   x_of(static_cast<double>(first_roll + b * bucket)), y, std::max(bar_width - 0.5, 0.5), y0 - y);
  }
  out += "</g>\n<polyline class=\"cdf\" points=\"";
  bool first = true;
  for (std::size_t k = first_roll; k <= first_roll + columns; k += bucket) {
    const double c = a.within(k);
    fmt::format_to(it, "{}{:.2f},{:.2f}", first ? "" : " ", x_of(static_cast<double>(k)), y_right(c));
    first = false;
  }
  out += "\"/>\n";

  // Markers: the expected value and the median.
  const auto marker = [&](double k, const std::string& label, std::string_view css, double dy) {
    if (k < x_low || k > x_top) return;
    fmt::format_to(it,
                   "<line class=\"{}\" x1=\"{:.2f}\" y1=\"{:.2f}\" x2=\"{:.2f}\" y2=\"{:.2f}\"/>\n"
                   "<text class=\"marker\" x=\"{:.2f}\" y=\"{:.2f}\">{}</text>\n",
                   css, x_of(k), y0, x_of(k), y0 - kPlotHeight, x_of(k) + 4, y0 - kPlotHeight + dy, xml_escape(label));
  };
  if (a.expected_rolls) marker(*a.expected_rolls, fmt::format("mean {:.2f}", *a.expected_rolls), "mean", 12);
  if (const auto m = a.median()) marker(static_cast<double>(*m), fmt::format("median {}", *m), "median", 26);

  // Axes, ticks and labels.
  fmt::format_to(it,
                 "<g class=\"axis\">\n<line x1=\"{0:.2f}\" y1=\"{1:.2f}\" x2=\"{2:.2f}\" y2=\"{1:.2f}\"/>\n"
                 "<line x1=\"{0:.2f}\" y1=\"{1:.2f}\" x2=\"{0:.2f}\" y2=\"{3:.2f}\"/>\n"
                 "<line x1=\"{2:.2f}\" y1=\"{1:.2f}\" x2=\"{2:.2f}\" y2=\"{3:.2f}\"/>\n",
                 x0, y0, x0 + plot_width, y0 - kPlotHeight);
  for (int i = 0; i <= x_axis.ticks; ++i) {
    const double x = x_low + x_axis.step * i;
    fmt::format_to(it,
                   "<line x1=\"{0:.2f}\" y1=\"{1:.2f}\" x2=\"{0:.2f}\" y2=\"{2:.2f}\"/>"
                   "<text x=\"{0:.2f}\" y=\"{3:.2f}\" text-anchor=\"middle\">{4}</text>\n",
                   x_of(x), y0, y0 + 5, y0 + 18, tick(x));
  }
  for (int i = 0; i <= y_axis.ticks; ++i) {
    const double y = y_left(y_axis.step * i);
    fmt::format_to(it,
                   "<line x1=\"{0:.2f}\" y1=\"{1:.2f}\" x2=\"{2:.2f}\" y2=\"{1:.2f}\"/>"
                   "<text x=\"{3:.2f}\" y=\"{4:.2f}\" text-anchor=\"end\">{5}</text>\n",
                   x0 - 5, y, x0, x0 - 8, y + 4, tick(y_axis.step * i));
  }
  for (int i = 0; i <= 4; ++i) {
    const double y = y_right(0.25 * i);
    fmt::format_to(it,
                   "<line x1=\"{0:.2f}\" y1=\"{1:.2f}\" x2=\"{2:.2f}\" y2=\"{1:.2f}\"/>"
                   "<text x=\"{3:.2f}\" y=\"{4:.2f}\">{5}</text>\n",
                   x0 + plot_width, y, x0 + plot_width + 5, x0 + plot_width + 8, y + 4, tick(0.25 * i));
  }
  out += "</g>\n";
  fmt::format_to(it, "<text class=\"label\" x=\"{:.2f}\" y=\"{:.2f}\" text-anchor=\"middle\">{}</text>\n",
                 x0 + plot_width / 2, y0 + 40,
                 bucket == 1 ? std::string("rolls (k)") : fmt::format("rolls (k), bars of {} rolls", bucket));
  const double middle = y0 - kPlotHeight / 2;
  fmt::format_to(it,
                 "<text class=\"label bars-label\" transform=\"translate({:.2f},{:.2f}) rotate(-90)\" "
                 "text-anchor=\"middle\">{}</text>\n",
                 x0 - 52, middle, bucket == 1 ? "P(game ends on roll k)" : "P(game ends on a roll), per roll");
  fmt::format_to(it,
                 "<text class=\"label cdf-label\" transform=\"translate({:.2f},{:.2f}) rotate(90)\" "
                 "text-anchor=\"middle\">P(finished within k rolls)</text>\n",
                 x0 + plot_width + 50, middle);

  // The players' chances of winning.
  const auto players = static_cast<std::size_t>(a.options.players);
  if (players > 1) {
    double y = y0 + kBottom + 10;
    fmt::format_to(
        it, "<text class=\"label\" x=\"{:.2f}\" y=\"{:.2f}\">Chance of winning ({} players, in turn order)</text>\n",
        x0, y, players);
    y += 14;
    const double bar_area = plot_width - 150;
    for (std::size_t i = 0; i < players; ++i) {
      const double p = a.players[i].win_probability;
      fmt::format_to(it,
                     "<text x=\"{:.2f}\" y=\"{:.2f}\" text-anchor=\"end\">player {}</text>"
                     "<rect class=\"win\" x=\"{:.2f}\" y=\"{:.2f}\" width=\"{:.2f}\" height=\"{:.2f}\"/>"
                     "<text x=\"{:.2f}\" y=\"{:.2f}\">{:.4f}</text>\n",
                     x0 + 60, y + 14, i + 1, x0 + 70, y + 3, bar_area * p, kPlayerRow - 6, x0 + 76 + bar_area * p,
                     y + 14, p);
      y += kPlayerRow;
    }
  }
  out += "</g>\n";
}

}  // namespace

std::string analysis_title(const Board& board, const Analysis& analysis, std::uint64_t index) {
  return fmt::format("Board {} ({}, {})", index, board_name(board), rules_name(analysis.options));
}

std::string analysis_text(const Board& board, const Analysis& a, std::uint64_t index,
                          const std::vector<std::uint64_t>& within) {
  std::string out = index > 1 ? "\n" : "";
  auto it = std::back_inserter(out);
  const auto line = [&](const std::string& label, const std::string& value) {
    fmt::format_to(it, "  {:<22}{}\n", label, value);
  };
  const auto percentiles = [&](const std::vector<double>& cdf) {
    std::string text;
    for (const int p : kReportedPercentiles) {
      text += fmt::format("{}{}%: {}", text.empty() ? "" : "  ", p, percentile_text(a, cdf, p));
    }
    return text;
  };
  fmt::format_to(it, "{}:\n", analysis_title(board, a, index));
  line("expected rolls", a.expected_rolls ? fmt::format("{} (standard deviation {})", decimal(*a.expected_rolls),
                                                        decimal(a.std_dev.value_or(0)))
                                          : std::string("infinite (a player can be trapped)"));
  line("least rolls",
       a.min_rolls ? fmt::format("{}", *a.min_rolls) : std::string("never (the last square cannot be reached)"));
  line("finish probability", decimal(a.finish_probability));
  line("median", percentile_text(a, a.cdf, 50));
  const auto mode = a.mode();
  line("mode", mode ? fmt::format("{}", *mode) : std::string("none"));
  line("percentiles", percentiles(a.cdf));
  for (const std::uint64_t k : within) {
    line(fmt::format("within {} roll{}", k, k == 1 ? "" : "s"), decimal(a.within(k)));
  }
  line("distribution",
       fmt::format("{} rolls computed{}, probability left {:.3g}{}", a.pmf.size() - 1,
                   a.geometric_from > 0 ? fmt::format(" (geometric after roll {})", a.geometric_from) : "", a.remaining,
                   a.truncated ? " (stopped by a cap)" : ""));
  if (a.options.players > 1) {
    line("players", fmt::format("{}", a.options.players));
    for (std::size_t i = 0; i < a.players.size(); ++i) {
      line(fmt::format("  player {} wins", i + 1), decimal(a.players[i].win_probability));
    }
    line("expected rounds", a.expected_rounds ? decimal(*a.expected_rounds) : std::string("infinite"));
    line("expected total rolls", a.expected_total_rolls ? decimal(*a.expected_total_rolls) : std::string("infinite"));
    line("total rolls", percentiles(a.total_cdf));
  }
  return out;
}

std::string analysis_json(const Board& board, const Analysis& a, std::uint64_t index,
                          const std::vector<std::uint64_t>& within) {
  Json out;
  out["board"] = index;
  out["n"] = board.is_square() ? Json(board.side()) : Json(nullptr);
  out["squares"] = board.squares();
  out["rules"] = {
      {"overshoot", std::string(name_of(a.options.overshoot))}, {"start", a.options.start}, {"die", a.options.die}};
  out["states"] = a.states;
  out["expected_rolls"] = optional_number(a.expected_rolls);
  out["std_dev"] = optional_number(a.std_dev);
  out["min_rolls"] = optional_number(a.min_rolls);
  out["finish_probability"] = a.finish_probability;
  out["median"] = optional_number(a.median());
  out["mode"] = optional_number(a.mode());
  out["percentiles"] = percentiles_json(a.cdf);
  if (!within.empty()) {
    Json w = Json::object();
    for (const std::uint64_t k : within) w[std::to_string(k)] = a.within(k);
    out["within"] = std::move(w);
  }
  out["remaining"] = a.remaining;
  out["truncated"] = a.truncated;
  out["geometric_from"] = a.geometric_from;
  out["pmf"] = a.pmf;
  out["cdf"] = a.cdf;
  if (a.options.players > 1) {
    Json players = Json::array();
    for (std::size_t i = 0; i < a.players.size(); ++i) {
      players.push_back({{"player", i + 1}, {"win_probability", a.players[i].win_probability}});
    }
    out["players"] = std::move(players);
    out["expected_rounds"] = optional_number(a.expected_rounds);
    out["expected_total_rolls"] = optional_number(a.expected_total_rolls);
    out["total_rolls_percentiles"] = percentiles_json(a.total_cdf);
    out["total_rolls_pmf"] = a.total_pmf;
  }
  return out.dump();
}

std::string analysis_svg(const std::vector<PlotPanel>& panels) {
  double height = 0;
  for (const PlotPanel& panel : panels) height += panel_height(panel.analysis);
  std::string out;
  auto it = std::back_inserter(out);
  fmt::format_to(it,
                 "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0:.0f}\" height=\"{1:.0f}\" "
                 "viewBox=\"0 0 {0:.0f} {1:.0f}\" font-family=\"sans-serif\" font-size=\"12\">\n",
                 kWidth, std::max(height, 1.0));
  out +=
      "<style>\n"
      ".title{font-size:16px;font-weight:bold}.note{fill:#444}.label{fill:#222}\n"
      ".grid line{stroke:#e4e4e4}.axis line{stroke:#333}.bars rect{fill:#6b9bd1}\n"
      ".cdf{fill:none;stroke:#c0392b;stroke-width:2}.cdf-label{fill:#c0392b}\n"
      ".mean{stroke:#2c3e50;stroke-dasharray:6 4}.median{stroke:#27ae60;stroke-dasharray:2 3}\n"
      ".marker{font-size:11px;fill:#2c3e50;paint-order:stroke;stroke:white;stroke-width:3px}.win{fill:#8e6bd1}\n"
      "</style>\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  double top = 0;
  for (const PlotPanel& panel : panels) {
    svg_panel(out, panel, top);
    top += panel_height(panel.analysis);
  }
  out += "</svg>\n";
  return out;
}

}  // namespace snl::cli
