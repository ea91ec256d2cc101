"""Python binds the library's option tables (snl/options.hpp) as the CLI and the API do: every row of the tables of
snl analyze, render, generate, design and solve is a keyword with the same name and default, and a bad value is refused
with the library's own words ("players: expected a whole number 1..100, found '0'"), the words the CLI prints after
"--players: " and the API after "query parameter players: " (tests/server/options_test.cpp checks those)."""
import keyword
import math
import re
import subprocess
import unittest

import snl
from support import SNL_EXE

TABLES = snl._snl._option_tables()
BOARD = snl.Board.square(3)
TABLE_DEFAULTS = {"adjust_by": 1, "add_min_length": 1, "add_max_length": 0}

# Each command's keywords and the call that takes them.
CALLS = {
    "analyze": lambda **kw: snl.analyze(BOARD, **kw),
    "render": lambda **kw: snl.render(BOARD, **kw),
    "generate": lambda **kw: snl.generate(**kw),
    "design": lambda **kw: snl.design(**{"max_evaluations": 1, **kw}),
}

# Bad values of each kind, and the text Python makes of each (what a person would type on the command line).
BAD = {
    "whole": [(-1, "-1"), (10**30, str(10**30))],
    "real": [(math.nan, "nan"), (-1.0, "-1.0"), (math.inf, "inf"), (2.5, "2.5")],
    "choice": [("nope", "nope"), ("", "")],
    "text": [("", ""), ("nan", "nan"), ("x:y", "x:y")],
    "flag": [],
    "board": [],
}


def python_default(row):
    if row["repeated"]:
        return "()"
    if row["default"] == "":
        return "None"
    if row["kind"] == "flag":
        return "True" if row["default"] == "1" else "False"
    if row["kind"] == "real":
        return repr(float(row["default"]))  # as Python writes the float: 0 is 0.0
    if row["kind"] == "whole" or row["default"].isdigit():
        return row["default"]
    return repr(row["default"])


class Keywords(unittest.TestCase):
    def test_every_row_is_a_keyword_with_its_default_in_the_docstring(self):
        for command, call in CALLS.items():
            doc = {"analyze": snl.analyze, "render": snl.render, "generate": snl.generate, "design": snl.design}[command].__doc__
            for row in TABLES[command]:
                with self.subTest(command=command, row=row["name"]):
                    # The keyword is the name, but for a word of Python's: from_ for the row "from".
                    self.assertEqual(row["keyword"], row["name"] + "_" if keyword.iskeyword(row["name"]) else row["name"])
                    self.assertIn(f"{row['keyword']}={python_default(row)}", doc.splitlines()[0])
                    self.assertIn(f"  {row['keyword']} ({python_default(row)}; {row['values']}): ", doc)

    def test_a_bad_value_is_refused_in_the_librarys_words(self):
        tried = 0
        for command, call in CALLS.items():
            for row in TABLES[command]:
                for value, text in BAD[row["kind"]]:
                    words = snl._snl._option_refusal(command, row["name"], text)
                    if not words:
                        continue
                    with self.subTest(command=command, row=row["name"], value=value):
                        with self.assertRaises(snl.Error) as raised:
                            call(**{row["keyword"]: value})
                        self.assertEqual(str(raised.exception), f"{row['keyword']}: {words}")
                        tried += 1
        self.assertGreater(tried, 40)

    def test_the_cli_says_the_same_words(self):
        # One row of each kind through the CLI too: the words after "--NAME: " are the library's, as in Python.
        for command, name, value, text in [("analyze", "players", 0, "0"), ("analyze", "overshoot", "nope", "nope"),
                                           ("generate", "density", math.nan, "nan"), ("analyze", "die", "2d", "2d")]:
            with self.subTest(name=name):
                words = snl._snl._option_refusal(command, name, text)
                flag = "--" + name.replace("_", "-")
                cli = subprocess.run([SNL_EXE, command, flag, text], capture_output=True, text=True,
                                     stdin=subprocess.DEVNULL)
                self.assertEqual(cli.returncode, 2)
                self.assertIn(f"snl: error: {flag}: {words}\n", cli.stderr)
                with self.assertRaises(snl.Error) as raised:
                    CALLS[command](**{name: value})
                self.assertEqual(str(raised.exception), f"{name}: {words}")

    def test_types_a_person_would_not_type_are_type_errors(self):
        with self.assertRaises(TypeError):
            snl.analyze(BOARD, players="2")
        with self.assertRaises(TypeError):
            snl.analyze(BOARD, players=True)
        with self.assertRaises(TypeError):
            snl.analyze(BOARD, max_rolls=2.5)
        with self.assertRaises(TypeError):
            snl.analyze(BOARD, nonsense=1)

    def test_limits_python_accepted_before_are_refused_as_everywhere(self):
        with self.assertRaises(snl.Error) as raised:
            snl.analyze(BOARD, max_rolls=10**7 + 1)
        self.assertEqual(str(raised.exception), "max_rolls: expected a whole number 1..10000000, found '10000001'")
        with self.assertRaises(snl.Error):
            snl.analyze(BOARD, again=6, again_limit=101)

    def test_good_values_mean_what_they_mean_in_the_cli(self):
        a = snl.analyze(BOARD, die="2d6", overshoot="bounce", start=0, within=[2, 3])
        self.assertEqual(a.options["die"], "2d6")
        self.assertEqual(a.options["within"], (2, 3))
        self.assertEqual(a.to_json(), subprocess.run(
            [SNL_EXE, "analyze", "--format", "json", "--die", "2d6", "--overshoot", "bounce", "--start", "0",
             "--within", "2,3"], input="size 3\n", capture_output=True, text=True).stdout.rstrip("\n"))


SAMPLES = {"jump_costs_a_roll": "all", "or_die": "4", "keep": "4:9", "fair": "2", "within": "1:0.5",
           "percentile": "50:9", "win": "1:0.5"}


def good(row):
    """A value the row takes, as Python gives it and as the CLI's argument (None: a flag, no argument)."""
    if row["kind"] == "flag":
        return True, None
    if row["kind"] == "whole":
        return int(row["lows"][0]), row["lows"][0]
    if row["kind"] == "real":
        return float(row["lows"][0]), row["lows"][0]
    if row["kind"] == "choice":
        choice = row["choices"][1 if len(row["choices"]) > 1 else 0]
        return choice, choice
    text = row["default"] or SAMPLES.get(row["name"], "5")
    return text, text


class NeededRowsAskingForSomething(unittest.TestCase):
    """Issue 51, finding 9: a row beside the row it needs given at the value that asks for nothing (adjust none,
    add_effects 0) is refused as the CLI and the API refuse it, in the library's words."""

    def test_python_refuses_what_the_cli_refuses_in_the_same_words(self):
        for name, value, needed, off in [("adjust_by", 2, "adjust", "none"), ("add_min_length", 3, "add_effects", 0),
                                         ("add_max_length", 4, "add_effects", 0)]:
            with self.subTest(name=name):
                with self.assertRaises(snl.Error) as raised:
                    snl.analyze(BOARD, **{name: value, needed: off})
                self.assertEqual(str(raised.exception), f"{name} needs {needed} other than {off}")
                flag = lambda n: "--" + n.replace("_", "-")
                cli = subprocess.run([SNL_EXE, "analyze", flag(name), str(value), flag(needed), str(off), "-"],
                                     input="size 3\n", capture_output=True, text=True)
                self.assertEqual(cli.returncode, 2, cli.stderr)
                self.assertIn(f"error: {flag(name)} needs {flag(needed)} other than {off}\n", cli.stderr)
                snl.analyze(BOARD, **{needed: off})  # alone, or both at their defaults: nothing asked, nothing refused
                snl.analyze(BOARD, **{name: TABLE_DEFAULTS[name], needed: off})


class Combinations(unittest.TestCase):
    """Every rule of what goes with what (a row's needs and excludes) refuses the same rows in the same words through
    Python and the CLI, the names spelt each face's way ("--pgf needs --exact", "pgf needs exact")."""

    @staticmethod
    def plain(words):
        words = re.sub(r"--([a-z][a-z-]*)", lambda m: m.group(1).replace("-", "_"), words)
        return words.replace("from_", "from")

    def check(self, command, rows, board_file):
        keywords, arguments = {}, [SNL_EXE, command]
        for row in rows:
            arguments.append("--" + row["name"].replace("_", "-"))
            if row["kind"] == "board":
                keywords[row["keyword"]] = snl.Board.square(4)
                arguments.append(board_file)
                continue
            value, text = good(row)
            keywords[row["keyword"]] = value
            if text is not None:
                arguments.append(text)
        cli = subprocess.run(arguments, capture_output=True, text=True, stdin=subprocess.DEVNULL)
        self.assertEqual(cli.returncode, 2, cli.stderr)
        said = re.search(rf"snl {command}: error: (.*)\n", cli.stderr)
        self.assertIsNotNone(said, cli.stderr)
        with self.assertRaises(snl.Error) as raised:
            CALLS[command](**keywords)
        self.assertEqual(self.plain(str(raised.exception)), self.plain(said.group(1)))
        self.assertRegex(str(raised.exception), r"needs|exclude each other")

    def test_every_rule_is_refused_in_the_same_words(self):
        import tempfile, os
        with tempfile.TemporaryDirectory() as folder:
            board_file = os.path.join(folder, "board.jumps")
            with open(board_file, "w") as f:
                f.write("size 4\n")
            rules = 0
            for command in CALLS:
                rows = {row["name"]: row for row in TABLES[command]}
                for row in TABLES[command]:
                    with self.subTest(command=command, row=row["name"]):
                        if row["needs"]:
                            self.check(command, [row], board_file)
                            rules += 1
                        for other in row["excludes"]:
                            self.check(command, [row, rows[other]], board_file)
                            rules += 1
            self.assertGreater(rules, 20)

    def test_a_deprecated_keyword_works_and_warns(self):
        with self.assertWarns(DeprecationWarning) as warned:
            board = snl.generate(size=3, seed=2)
        self.assertEqual(board.side, 3)
        self.assertIn("size is deprecated: use side", str(warned.warning))


if __name__ == "__main__":
    unittest.main()
