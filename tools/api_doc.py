#!/usr/bin/env python3
"""Writes the generated parts of docs/api.md from /api/info, so that the page that lists the API's parameters and
limits states each name, range, default and help from one place:

- the option parameters of each command from the library's option tables (snl/options.hpp), each table between
  `<!-- options: COMMAND -->` (or `<!-- options: COMMAND except NAME,NAME -->`) and `<!-- end options -->`: with a
  row's needs, what it excludes and its deprecated names;
- the limits table from the API's limits as rows (`options.limits`, api/limits.cpp: what `snl serve` takes as flags
  and /api/info lists), between `<!-- limits -->` and `<!-- end limits -->`, with the library's drawing limits
  (`limits.render_side`, `limits.labelled_side`) under it.

Usage: api_doc.py INFO_PROGRAM [--check]. INFO_PROGRAM prints /api/info (tests/web/api_info.cpp). With --check it
writes nothing and exits 1, naming the command to run, when docs/api.md is not what /api/info says (ctest
docs.api-parameters).
"""
import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
PAGE = ROOT / "docs" / "api.md"
BLOCK = re.compile(r"(<!-- options: (\w+)(?: except ([\w,]+))? -->\n)(.*?)(<!-- end options -->)", re.DOTALL)
LIMITS = re.compile(r"(<!-- limits -->\n)(.*?)(<!-- end limits -->)", re.DOTALL)


def cell(text):
    return text.replace("|", "\\|")


def code_list(names):
    return ", ".join(f"`{name}`" for name in names)


def rows_of(table, except_names):
    lines = ["| parameter | values | default | meaning |", "|---|---|---|---|"]
    for row in table:
        if row["name"] in except_names:
            continue
        values = row["values"] + (" (repeated, or comma-separated)" if row["repeated"] else "")
        default = f"`{row['default']}`" if row["default"] else "none"
        help_text = row["help"]
        if row["needs"]:
            help_text += f" (needs `{row['needs']}`)"
        if row.get("excludes"):
            help_text += f" (not with {code_list(row['excludes'])})"
        if row.get("deprecated_names"):
            help_text += f" (deprecated name: {code_list(row['deprecated_names'])}, still taken with a note)"
        lines.append(f"| `{row['name']}` | {cell(values)} | {cell(default)} | {cell(help_text)} |")
    return "\n".join(lines) + "\n"


def number(text):
    """A limit's value as a reader reads it: 1,000,000 rather than 1000000."""
    return f"{int(text):,}" if re.fullmatch(r"\d+", text) else text


def limits_of(info):
    lines = ["| limit | `snl serve` flag | default | values | what it bounds |", "|---|---|---|---|---|"]
    for row in info["options"]["limits"]:
        flag = "--" + row["name"].replace("_", "-")
        lines.append(f"| `{row['name']}` | `{flag}` | {number(row['default'])} | {cell(row['values'])} | "
                     f"{cell(row['help'])} |")
    limits = info["limits"]
    lines.append("")
    lines.append(f"And the library's own, which no flag changes: a board drawn is at most "
                 f"{limits['render_side']}×{limits['render_side']} (`render_side`), with its squares' numbers up to "
                 f"{limits['labelled_side']}×{limits['labelled_side']} (`labelled_side`).")
    return "\n".join(lines) + "\n"


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    info = json.loads(subprocess.run([sys.argv[1]], capture_output=True, text=True, check=True).stdout)
    page = PAGE.read_text(encoding="utf-8")
    found = set()

    def replace(match):
        command = match.group(2)
        found.add(command)
        except_names = set((match.group(3) or "").split(","))
        return match.group(1) + rows_of(info["options"][command], except_names) + match.group(5)

    written = BLOCK.sub(replace, page)
    if not found:
        sys.exit("docs/api.md: no <!-- options: COMMAND --> block")
    written, limit_blocks = LIMITS.subn(lambda m: m.group(1) + limits_of(info) + m.group(3), written)
    if limit_blocks != 1:
        sys.exit("docs/api.md: expected one <!-- limits --> block, found " + str(limit_blocks))
    if "--check" in sys.argv:
        if written != page:
            print("docs/api.md does not list the parameters and limits /api/info holds; run: "
                  "python3 tools/api_doc.py build/dev/tests/web/snl_api_info", file=sys.stderr)
            sys.exit(1)
        print(f"docs/api.md lists every option of {', '.join(sorted(found))} and every limit as /api/info does")
        return
    PAGE.write_text(written, encoding="utf-8")


if __name__ == "__main__":
    main()
