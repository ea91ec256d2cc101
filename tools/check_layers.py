#!/usr/bin/env python3
"""Checks the include rules of docs/ARCHITECTURE.md over the include lines of the tree (tests excluded).

  include/snl/   public headers include only the standard library and each other; snl.hpp declares nothing and
                 includes every other public header
  src/           never the umbrella header, the CLI, the judge, the server or an HTTP/argument library; a file in
                 src/A/... includes from src/core/ and src/A/ only (plus the public headers)
  src/core/      includes no other subsystem
  cli/           nothing from server/ or api/ (the judge, judge/, it may include)
  judge/         the public headers, its own files ("judge/...") and the system's; no CLI11 or httplib (the
                 harnesses, judge/harnesses/, are programs of other languages, not read)
  api/           the public headers and its own files only; no CLI11 or httplib
  server/        from cli/ only cli/common/
  python/        the public headers and its own files only (never src/, the CLI or the server); pybind11 outside
                 python/ nowhere
  any header     no CLI11, httplib, nlohmann-json (but its declarations, json_fwd.hpp), Eigen or pybind11 (they
                 stay in the .cpp files that need them)
  Eigen          a file that includes Eigen includes "core/eigen_budget.hpp" before it (Eigen's allocations held
                 to a budget: the plugin must be the same in every file, or the linker keeps either)

Usage: check_layers.py ROOT. Prints each violation as FILE:LINE: message and exits 1 if there is any.
"""
import pathlib
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')
HEAVY = ("CLI/", "httplib.h", "nlohmann/", "Eigen/", "pybind11/")
FOLDERS = ("include", "src", "cli", "judge", "api", "server", "python")
SKIPPED = ("judge/harnesses/",)


def includes(path):
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        match = INCLUDE.match(line)
        if match:
            yield number, match.group(1) == '"', match.group(2)


def check(root):
    problems = []
    sources = [p for folder in FOLDERS for p in (root / folder).rglob("*") if p.suffix in (".hpp", ".cpp", ".h") and
               not p.relative_to(root).as_posix().startswith(SKIPPED)]
    for path in sorted(sources):
        rel = path.relative_to(root).as_posix()
        top = rel.split("/")[0]
        budgeted = False
        for number, quoted, target in includes(path):
            where = f"{rel}:{number}"
            if target == "core/eigen_budget.hpp":
                budgeted = True
            if target.startswith("Eigen/") and not budgeted:
                problems.append(f"{where}: <{target}> is included before \"core/eigen_budget.hpp\"")
            if path.suffix == ".hpp" and target.startswith(HEAVY) and target != "nlohmann/json_fwd.hpp":
                problems.append(f"{where}: a header includes the heavy library header <{target}>")
            if top != "python" and target.startswith("pybind11/"):
                problems.append(f"{where}: pybind11 is included outside python/")
            if top == "include":
                if quoted and not target.startswith("snl/"):
                    problems.append(f"{where}: a public header includes \"{target}\", not a public header")
            elif top == "src":
                if target == "snl/snl.hpp":
                    problems.append(f"{where}: src/ includes the umbrella header")
                if target.startswith(("cli/", "common/", "commands/", "judge/", "server/", "CLI/", "httplib")) or \
                        target in ("api.hpp", "http.hpp"):
                    problems.append(f"{where}: src/ includes {target} (the CLI, the judge, the server or their libraries)")
                if quoted and not target.startswith("snl/"):
                    subsystem = rel.split("/")[1]
                    allowed = ("core/",) if subsystem == "core" else ("core/", subsystem + "/")
                    if not target.startswith(allowed):
                        problems.append(f"{where}: src/{subsystem}/ includes \"{target}\" (only core/ and its own)")
            elif top == "cli":
                if target.startswith("server/") or target in ("api.hpp", "http.hpp") or target.startswith("httplib"):
                    problems.append(f"{where}: cli/ includes the server's {target}")
            elif top == "judge":
                if quoted and not target.startswith(("snl/", "judge/")):
                    problems.append(f"{where}: judge/ includes \"{target}\" (only the public headers and its own files)")
                if not quoted and target.startswith(("CLI/", "httplib")):
                    problems.append(f"{where}: judge/ includes <{target}> (no CLI11 or httplib: the judge prints and parses nothing)")
            elif top == "api":
                if (quoted and not target.startswith("snl/") and "/" in target) or target.startswith(("CLI/", "httplib")):
                    problems.append(f"{where}: api/ includes {target} (only the public headers and its own files)")
            elif top == "server":
                if quoted and target.startswith("commands/"):
                    problems.append(f"{where}: server/ includes the CLI's commands ({target})")
            elif top == "python":
                if quoted and not target.startswith("snl/") and "/" in target:
                    problems.append(f"{where}: python/ includes \"{target}\" (only the public headers and its own files)")
    umbrella = root / "include/snl/snl.hpp"
    included = set()
    for number, line in enumerate(umbrella.read_text(encoding="utf-8").splitlines(), 1):
        code = line.strip()
        if code and not code.startswith(("//", "#include", "#pragma once")):
            problems.append(f"include/snl/snl.hpp:{number}: the umbrella header declares something: {code}")
        match = INCLUDE.match(line)
        if match:
            included.add(match.group(2))
    for header in sorted((root / "include/snl").glob("*.hpp")):
        name = "snl/" + header.name
        if header.name != "snl.hpp" and name not in included:
            problems.append(f"include/snl/snl.hpp: the umbrella header does not include the public header {name}")
    return problems


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    problems = check(root)
    for problem in problems:
        print(problem)
    files = sum(1 for folder in FOLDERS for p in (root / folder).rglob("*.?pp")
                if not p.relative_to(root).as_posix().startswith(SKIPPED))
    print(f"check_layers: {len(problems)} violation(s) in {files} files")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
