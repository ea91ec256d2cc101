"""The manual pages, the docs' options tables and the shell completions that tools/gen_docs.py generates do their
job: man renders every page without a warning; every option that `snl COMMAND --help` lists is in that command's
manual page, in its table in docs/ and in its bash, zsh and fish completion; bash, zsh and fish complete `snl analyze
--ov` to --overshoot (zsh in a pseudo-terminal, zpty); zsh and fish read their files.

Run by ctest (docs.man-and-completions) with SNL_EXE (the snl program) and SNL_SOURCE_DIR set."""
import os
import pathlib
import pty
import re
import select
import shutil
import signal
import subprocess
import time
import unittest

SNL = os.environ.get("SNL_EXE", "snl")
ROOT = pathlib.Path(os.environ.get("SNL_SOURCE_DIR", pathlib.Path(__file__).resolve().parents[2]))
MAN = ROOT / "docs" / "man"
COMPLETIONS = ROOT / "docs" / "completions"


def run(*command, **kwargs):
    return subprocess.run(command, capture_output=True, text=True, timeout=120, **kwargs)


def commands():
    """The subcommands `snl --help` lists."""
    text = run(SNL, "--help").stdout
    return re.findall(r"^  (\w+)\s", text.split("Subcommands:", 1)[1], re.MULTILINE)


def help_options(*words):
    """Every option name (-o, --output) that `snl WORDS --help` lists."""
    text = run(SNL, *words, "--help").stdout
    names = []
    for line in text.splitlines():
        found = re.match(r"^\s+(-[\w-]+(?:,\s*-[\w-]+)*)", line)
        if found:
            names += [n.strip() for n in found.group(1).split(",")]
    return names


def needed(program, package):
    if shutil.which(program) is None:
        raise AssertionError(f"{program} is not installed: bash tools/install-deps.sh --test (Debian's {package})")


def rendered(page):
    """The page as man shows it, and what man and groff said on stderr."""
    environment = dict(os.environ, MANWIDTH="80", LC_ALL="C.UTF-8", MANROFFSEQ="", MAN_KEEP_FORMATTING="")
    result = run("man", "--warnings", "-l", str(page), env=environment)
    return result.stdout, result.stderr


def bash_completion(*words):
    """What bash's completion offers for the command line `words` (the last one being completed)."""
    line = " ".join(f"'{w}'" for w in words)
    script = (f"source {COMPLETIONS / 'snl.bash'}; COMP_WORDS=({line}); COMP_CWORD={len(words) - 1}; "
              f"$(complete -p {words[0]} | sed -E 's/.*-F ([^ ]+).*/\\1/'); printf '%s\\n' \"${{COMPREPLY[@]}}\"")
    result = run("bash", "--norc", "--noprofile", "-c", script)
    if result.returncode != 0:
        raise AssertionError(result.stderr)
    return [w for w in result.stdout.split("\n") if w]


def terminal_text(raw):
    """What a terminal shows of `raw`, roughly: escape sequences dropped, a backspace taking back a character."""
    kept = []
    for c in re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", raw.decode("utf-8", "replace")):
        if c == "\b":
            kept = kept[:-1]
        elif c != "\r":
            kept.append(c)
    return "".join(kept)


def zsh_completion(line):
    """zsh_completion_once, tried again when a loaded machine let the Tab in before zsh's line editor started."""
    for _ in range(3):
        completed = zsh_completion_once(line)
        if "\t" not in completed:
            break
    return completed


def zsh_completion_once(line, timeout=60):
    """The command line as an interactive zsh (compinit, docs/completions on fpath) leaves it after `line` and a Tab,
    on a pseudo-terminal; read until the line grew, or `timeout` seconds."""
    pid, fd = pty.fork()
    if pid == 0:
        os.execvp("zsh", ["zsh", "-f", "-i"])
    raw = b""

    def read_until(done):
        nonlocal raw
        deadline = time.monotonic() + timeout
        while not done(terminal_text(raw)) and time.monotonic() < deadline:
            if select.select([fd], [], [], 0.2)[0]:
                try:
                    raw += os.read(fd, 4096)
                except OSError:
                    break
        return terminal_text(raw)

    try:
        os.write(fd, f"PROMPT='> '; fpath=({COMPLETIONS} $fpath); autoload -U compinit; compinit -u -D; "
                     "print -r -- RE''ADY\n".encode())
        read_until(lambda text: "\nREADY" in text and text.split("\nREADY", 1)[1].rstrip(" ").endswith(">"))
        time.sleep(0.5)  # the line editor starts after the prompt; a Tab before it is typed as a Tab
        raw = b""
        os.write(fd, (line + "\t").encode())
        last = lambda text: text.rstrip("\n").rsplit("> ", 1)[-1].strip()
        return last(read_until(lambda text: last(text).startswith(line) and len(last(text)) > len(line)))
    finally:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(fd)


def fish_completion(line):
    result = run("fish", "--no-config", "-c", f"source {COMPLETIONS / 'snl.fish'}; complete -C {line!r}")
    if result.returncode != 0:
        raise AssertionError(result.stderr)
    return [w.split("\t")[0] for w in result.stdout.split("\n") if w]


class ManualPages(unittest.TestCase):
    def test_every_page_renders_without_a_warning(self):
        needed("man", "man-db")
        pages = sorted(MAN.glob("*.1"))
        self.assertIn(MAN / "snl.1", pages)
        for page in pages:
            with self.subTest(page=page.name):
                text, warnings = rendered(page)
                self.assertEqual(warnings, "")
                self.assertIn("NAME", text)
                self.assertIn("OPTIONS", text)

    def test_each_command_has_a_page_listing_every_option_of_its_help(self):
        needed("man", "man-db")
        for command in commands():
            with self.subTest(command=command):
                text, _ = rendered(MAN / f"snl-{command}.1")
                self.assertIn(f"snl {command}", text)
                for option in help_options(command):
                    self.assertRegex(text, rf"(?<![\w-]){re.escape(option)}(?![\w-])", option)

    def test_the_page_of_snl_lists_its_options_and_commands(self):
        needed("man", "man-db")
        text, _ = rendered(MAN / "snl.1")
        for option in help_options():
            self.assertIn(option, text)
        for command in commands():
            self.assertIn(f"snl {command}", text)
            self.assertIn(f"snl-{command}(1)", text)


class OptionsTables(unittest.TestCase):
    def test_each_command_has_a_table_in_docs_listing_every_option_of_its_help(self):
        pages = {page: page.read_text(encoding="utf-8") for page in (ROOT / "docs").glob("*.md")}
        for command in commands():
            with self.subTest(command=command):
                marker = f"<!-- generated: snl {command} options -->"
                (text,) = [t for t in pages.values() if marker in t]
                block = text.split(marker, 1)[1].split("<!-- end generated -->", 1)[0]
                for option in help_options(command):
                    if option not in ("-h", "--help"):
                        self.assertRegex(block, rf"`{re.escape(option)}[ `]", option)


class Completions(unittest.TestCase):
    def test_bash_offers_every_option_of_each_help(self):
        for command in commands():
            with self.subTest(command=command):
                offered = bash_completion("snl", command, "-")
                for option in help_options(command):
                    self.assertIn(option, offered)
        self.assertEqual(set(bash_completion("snl", "-")), set(help_options()))

    def test_bash_completes_an_option_a_command_and_a_choice(self):
        self.assertEqual(bash_completion("snl", "analyze", "--ov"), ["--overshoot"])
        self.assertEqual(bash_completion("snl", "ana"), ["analyze"])
        self.assertEqual(bash_completion("snl", "analyze", "--overshoot", "b"), ["bounce"])
        self.assertEqual(bash_completion("snl", "analyze", "--overshoot", "=", ""), ["stay", "bounce", "finish"])
        self.assertEqual(bash_completion("snl", "serve", "--po"), ["--port"])
        self.assertEqual(bash_completion("snl-serve", "--max-c"), ["--max-connections"])
        self.assertEqual(bash_completion("snl", "analyze", "--players", ""), [])  # a number: nothing to offer

    def test_zsh_reads_its_file_completes_and_names_every_option_of_each_help(self):
        needed("zsh", "zsh")
        result = run("zsh", "-n", str(COMPLETIONS / "_snl"))
        self.assertEqual((result.returncode, result.stderr), (0, ""))
        self.assertEqual(zsh_completion("snl analyze --ov"), "snl analyze --overshoot=")
        self.assertEqual(zsh_completion("snl analyze --overshoot b"), "snl analyze --overshoot bounce")
        self.assertEqual(zsh_completion("snl ser"), "snl serve")
        text = (COMPLETIONS / "_snl").read_text(encoding="utf-8")
        for command in commands():
            with self.subTest(command=command):
                body = text.split(f"_snl_{command}() {{", 1)[1].split("\n}\n", 1)[0]
                for option in help_options(command):
                    self.assertRegex(body, rf"'[*(]?[^']*?\)?{re.escape(option)}[=+\[]", option)

    def test_fish_reads_its_file_and_completes_every_option_of_each_help(self):
        needed("fish", "fish")
        result = run("fish", "--no-config", "-n", str(COMPLETIONS / "snl.fish"))
        self.assertEqual((result.returncode, result.stderr), (0, ""))
        self.assertEqual(fish_completion("snl analyze --ov"), ["--overshoot"])
        self.assertIn("analyze", fish_completion("snl ana"))
        for command in commands():
            with self.subTest(command=command):
                offered = fish_completion(f"snl {command} -")
                for option in help_options(command):
                    if option.startswith("--"):
                        self.assertIn(option, offered)
                    else:
                        self.assertTrue(any(o == option for o in offered), option)


if __name__ == "__main__":
    unittest.main()
