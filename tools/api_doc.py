#!/usr/bin/env python3
"""Writes the option parameters of docs/api.md from the library's option tables, as the API lists them in /api/info
(snl/options.hpp), so that the page that lists the API's parameters states each name, range, default and help from
one place. Each table sits between `<!-- options: COMMAND -->` and `<!-- end options -->`.

Usage: api_doc.py INFO_PROGRAM [--check]. INFO_PROGRAM prints /api/info (tests/web/api_info.cpp). With --check it
writes nothing and exits 1, naming the command to run, when docs/api.md is not what the tables say (ctest
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


def cell(text):
    return text.replace("|", "\\|")


def rows_of(table, except_names):
    lines = ["| parameter | values | default | meaning |", "|---|---|---|---|"]
    for row in table:
        if row["name"] in except_names:
            continue
        values = row["values"] + (" (repeated, or comma-separated)" if row["repeated"] else "")
        default = f"`{row['default']}`" if row["default"] else "none"
        help_text = row["help"] + (f" (needs `{row['needs']}`)" if row["needs"] else "")
        lines.append(f"| `{row['name']}` | {cell(values)} | {cell(default)} | {cell(help_text)} |")
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
    if "--check" in sys.argv:
        if written != page:
            print("docs/api.md does not list the parameters the option tables hold; run: "
                  "python3 tools/api_doc.py build/dev/tests/web/snl_api_info", file=sys.stderr)
            sys.exit(1)
        print(f"docs/api.md lists every option of {', '.join(sorted(found))} as the tables do")
        return
    PAGE.write_text(written, encoding="utf-8")


if __name__ == "__main__":
    main()
