#!/usr/bin/env python3
"""Checks that docs/ARCHITECTURE.md is true to the tree it describes.

  paths     every path the page names in backticks exists: a span with a '/' in it or ending in a known
            extension (`src/core/mover.hpp`, `commands/`, `chain.hpp`, `tests/unit/<header>_test.cpp`). A span
            is looked up from the repository's root, then from the folder its line names first (the table row
            `src/analyze/` | ... `chain.hpp` ... looks in src/analyze/ and below); a bare file name with no such
            folder on its line may stand anywhere in the tree. `<x>` and `*` match any name (at least one file).
            Spans that start with '/' (an HTTP path), '-' (a flag) or hold a space, '=', '?' or '::' are no paths.
  folders   every folder holding sources (.cpp .hpp .h .js .mjs .py .pyi) under src/, cli/, judge/, api/, server/,
            python/, web/, wasm/ and include/ is named in backticks; under tests/, a folder is covered by its
            own name or by its nearest named ancestor below tests/ (fixture trees are data).

Only backticked spans count: a folder or file written in plain words is not checked, which is how the page
describes a layout that has not landed yet. Sources are the files git tracks (every file when ROOT is not a git
checkout, as for tests/layout/bad).

Usage: check_architecture.py ROOT. Prints each problem and exits 1 if there is any.
"""
import fnmatch
import pathlib
import re
import subprocess
import sys

SPAN = re.compile(r"`([^`\n]+)`")
EXTENSIONS = (".cpp", ".hpp", ".h", ".js", ".mjs", ".py", ".pyi", ".md", ".cmake", ".txt", ".json", ".sh",
              ".html", ".css", ".svg", ".png")
SOURCES = (".cpp", ".hpp", ".h", ".js", ".mjs", ".py", ".pyi")
STRICT = ("src", "cli", "judge", "api", "server", "python", "web", "wasm", "include")
LOOSE = ("tests",)


def tracked_files(root):
    try:
        out = subprocess.run(["git", "-C", str(root), "ls-files", "-z"], capture_output=True, check=True)
        names = [n for n in out.stdout.decode("utf-8").split("\0") if n]
        if names and (root / ".git").exists():
            return sorted(names)
    except (OSError, subprocess.CalledProcessError):
        pass
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file())


def is_path(span):
    if " " in span or span.startswith(("/", "-")) or any(s in span for s in ("=", "?", "::", "://")):
        return False
    if span in EXTENSIONS:  # `.cpp` files: a kind of file, not one
        return False
    return "/" in span or span.endswith(EXTENSIONS)


def exists(files, folders, candidate):
    """Whether `candidate` (a path from the root; a trailing '/' for a folder; <x> and * as wildcards) names a
    tracked file or folder."""
    pattern = re.sub(r"<[^>]*>", "*", candidate)
    if pattern.endswith("/"):
        pattern = pattern.rstrip("/")
        if "*" in pattern:
            return any(fnmatch.fnmatchcase(f, pattern) for f in folders)
        return pattern in folders
    if "*" in pattern:
        return any(fnmatch.fnmatchcase(f, pattern) for f in files) or \
            any(fnmatch.fnmatchcase(f, pattern) for f in folders)
    return pattern in files or pattern in folders


def check(root):
    problems = []
    page = root / "docs/ARCHITECTURE.md"
    if not page.exists():
        return ["docs/ARCHITECTURE.md: missing"]
    files = tracked_files(root)
    folders = {"/".join(f.split("/")[:i]) for f in files for i in range(1, f.count("/") + 1)}
    named = set()
    for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
        context = None
        for span in SPAN.findall(line):
            span = span.strip()
            if not is_path(span):
                continue
            if exists(files, folders, span):
                found = span
            elif context and exists(files, folders, context + "/" + span):
                found = context + "/" + span
            elif "/" not in span and (context is None and any(f.rsplit("/", 1)[-1] == span for f in files)):
                found = None  # a bare file name standing somewhere in the tree
            elif "/" not in span and context and any(
                    f.startswith(context + "/") and f.rsplit("/", 1)[-1] == span for f in files):
                found = None  # a bare file name somewhere under the line's folder
            else:
                where = f" (nor {context}/{span})" if context and not span.startswith(context + "/") else ""
                problems.append(f"docs/ARCHITECTURE.md:{number}: `{span}` does not exist{where}")
                continue
            if found is not None:
                folder = found.rstrip("/") if found.endswith("/") or found.rstrip("/") in folders else None
                if folder:
                    named.add(folder)
                    if context is None:
                        context = folder
    source_folders = sorted({f.rsplit("/", 1)[0] for f in files if "/" in f and f.endswith(SOURCES)})
    for folder in source_folders:
        top = folder.split("/")[0]
        if top in STRICT and folder not in named:
            problems.append(f"docs/ARCHITECTURE.md: the source folder {folder}/ is not named")
        elif top in LOOSE:
            parts = folder.split("/")
            if not any("/".join(parts[:i]) in named for i in range(2, len(parts) + 1)):
                problems.append(f"docs/ARCHITECTURE.md: the source folder {folder}/ is not named (nor a folder above "
                                f"it below {top}/)")
    return problems


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    problems = check(root)
    for problem in problems:
        print(problem)
    print(f"check_architecture: {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
