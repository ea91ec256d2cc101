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


if __name__ == "__main__":
    unittest.main()
