#!/usr/bin/env python3
"""Checks that every repository path a comment or a doc names exists, so that a moved or deleted file leaves no
pointer behind.

  where    the comments of C++, JavaScript, Python, CMake and shell files (// and /* */, #, and Python's docstrings),
           and the whole text of every .md file; string literals and code are not read (a path there is the
           program's business, and its tests say whether it works)
  what     a word that starts with a top folder of the repository (TOPS below: src/, tests/, docs/, ...), not
           inside a longer path or a URL (build/dev/tests/web/... and /api/info are no repository paths)
  exists   as a file or folder from the root, or from the folder of the file that names it or a folder above it; or
           as a file with an extension (tests/support/race_reference: its .hpp and .cpp); or git ignores it (an
           output such as web/node_modules). `*`, `**`, `<x>`, `{a,b}`, `...`, `…`, a word in capitals (NAME,
           test_NAME.py) and a capital letter between slashes (src/A/) are patterns: the path exists when any file
           or folder matches.

Fixture trees (tests/layout/bad*) are data and not read, unless one is ROOT (the checker's own test). Files are
those git tracks (every file when ROOT is not a git checkout).

Usage: check_paths.py ROOT. Prints each path that does not exist as FILE:LINE: `PATH` and exits 1 if any.
"""
import fnmatch
import pathlib
import re
import subprocess
import sys

TOPS = ("src", "tests", "cli", "docs", "api", "server", "web", "python", "tools", "bench", "include", "examples",
        "cmake", "wasm", "judge")
PATH = re.compile(r"(?<![\w./@~$-])((?:%s)/[\w./<>*{},…+-]*)" % "|".join(TOPS))
C_LIKE = (".cpp", ".hpp", ".h", ".c", ".js", ".mjs", ".go", ".java")
HASH = (".py", ".pyi", ".cmake", ".sh", ".txt")
FIXTURES = ("tests/layout/bad",)


def tracked_files(root):
    try:
        out = subprocess.run(["git", "-C", str(root), "ls-files", "-z"], capture_output=True, check=True)
        names = [n for n in out.stdout.decode("utf-8").split("\0") if n]
        if names and (root / ".git").exists():
            return sorted(names)
    except (OSError, subprocess.CalledProcessError):
        pass
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file())


def c_comments(text):
    """(line, comment) for each // and /* */ comment, string, character and raw string literals skipped."""
    i, line, n = 0, 1, len(text)
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
        elif text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            yield line, text[i:end]
            i = end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            yield line, text[i:end]
            line += text.count("\n", i, end)
            i = end
        elif c == "R" and i + 1 < n and text[i + 1] == '"' and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            open_paren = text.find("(", i + 2)
            delimiter = text[i + 2:open_paren]
            end = text.find(")" + delimiter + '"', open_paren)
            end = n if end < 0 else end + len(delimiter) + 2
            line += text.count("\n", i, end)
            i = end
        elif c in "\"'`":
            j = i + 1
            while j < n and text[j] != c and (c == "`" or text[j] != "\n"):
                j += 2 if text[j] == "\\" else 1
            line += text.count("\n", i, j)
            i = j + 1
        else:
            i += 1


def hash_comments(text, python):
    """(line, comment) for each # comment, and for Python each triple-quoted string (the docstrings)."""
    i, line, n = 0, 1, len(text)
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
        elif c == "#":
            end = text.find("\n", i)
            end = n if end < 0 else end
            yield line, text[i:end]
            i = end
        elif python and text.startswith(('"""', "'''"), i):
            quote = text[i:i + 3]
            end = text.find(quote, i + 3)
            end = n if end < 0 else end + 3
            yield line, text[i:end]
            line += text.count("\n", i, end)
            i = end
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            i = j + 1
        else:
            i += 1


def markdown(text):
    for number, line in enumerate(text.splitlines(), 1):
        yield number, line


def commented(path, text):
    name = path.name
    if name.endswith(".md"):
        return markdown(text)
    if name.endswith(C_LIKE):
        return c_comments(text)
    if name.endswith(HASH) or name == "CMakeLists.txt":
        if name.endswith(".txt") and name != "CMakeLists.txt":
            return iter(())
        return hash_comments(text, name.endswith((".py", ".pyi")))
    return iter(())


def as_pattern(span):
    """The span as an fnmatch pattern, or None when it holds nothing of a pattern."""
    pattern = re.sub(r"<[^>]*>", "*", span)
    pattern = re.sub(r"\{[^}]*\}", "*", pattern)
    pattern = pattern.replace("…", "*").replace("...", "*")
    pattern = re.sub(r"(?<![A-Za-z0-9])[A-Z][A-Z0-9_]+(?![a-z0-9])", "*", pattern)  # NAME, test_NAME.py
    pattern = re.sub(r"(?<=/)[A-Z](?=/|$)", "*", pattern)  # src/A/
    pattern = pattern.replace("**", "*")
    return pattern if pattern != span or "*" in pattern or "?" in pattern else None


def clean(span):
    span = re.sub(r"[.,)}>]+$", "", span) if not span.endswith(("...", "…")) else span
    return span


def exists(span, base, files, folders, ignored):
    """Whether `span` names a file or folder from the root or from `base` or a folder above it, or one git ignores
    (an output: node_modules/, build/), or a file's name without its extension (tests/support/race_reference)."""
    if ignored(span):
        return True
    if "." not in span.rsplit("/", 1)[-1] and not span.endswith("/") and \
            any(f.startswith(span + ".") and "/" not in f[len(span):] for f in files):
        return True
    bases = [""]
    parts = base.split("/") if base else []
    bases += ["/".join(parts[:i]) + "/" for i in range(len(parts), 0, -1)]
    span = span.rstrip("/")
    pattern = as_pattern(span)
    for prefix in bases:
        if pattern is None:
            if prefix + span in files or prefix + span in folders:
                return True
        elif any(fnmatch.fnmatchcase(f, prefix + pattern) for f in files) or \
                any(fnmatch.fnmatchcase(f, prefix + pattern) for f in folders):
            return True
    return False


def git_ignores(root):
    """A function telling whether git ignores a path (False for every path when ROOT is not a git checkout)."""
    known = {}

    def ignored(span):
        if span not in known:
            try:
                known[span] = (root / ".git").exists() and any(subprocess.run(
                    ["git", "-C", str(root), "check-ignore", "-q", "--no-index", path]).returncode == 0
                    for path in (span.rstrip("/"), span.rstrip("/") + "/"))
            except OSError:
                known[span] = False
        return known[span]

    return ignored


def check(root):
    files = tracked_files(root)
    ignored = git_ignores(root)
    file_set = set(files)
    folders = {"/".join(f.split("/")[:i]) for f in files for i in range(1, f.count("/") + 1)}
    problems = []
    for name in files:
        if name.startswith(FIXTURES):
            continue
        path = root / name
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        base = name.rsplit("/", 1)[0] if "/" in name else ""
        for line, comment in commented(path, text):
            for match in PATH.finditer(comment):
                span = clean(match.group(1))
                if span.count("/") == 0 or span.endswith("/") and span.count("/") == 1 and span[:-1] in TOPS:
                    if not exists(span, "", file_set, folders, ignored):
                        problems.append(f"{name}:{line}: `{span}` does not exist")
                    continue
                if not exists(span, base, file_set, folders, ignored):
                    problems.append(f"{name}:{line}: `{span}` does not exist")
    return problems


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    problems = check(root)
    for problem in problems:
        print(problem)
    print(f"check_paths: {len(problems)} path(s) that do not exist")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
