"""snl.design: the same boards as `snl design` for the same options and seed (the JSON compared field by field), every
target's figure the analysis of the board returned (snl.analyze, computed here apart), the changes from a starting
board read off the two boards, and the refusals in the library's words. Small budgets: the search's speed is the
benchmark's (bench/design_tasks.sh), not these tests'."""
import json
import subprocess
import unittest

import snl
from support import EXAMPLES, SNL_EXE

CLASSIC = snl.read(EXAMPLES / "classic-10x10.jumps")


def cli_design(*args):
    """`snl design --format json ARGS` as a dict; the exit code must be 0 (met) or 3 (not met)."""
    command = [SNL_EXE, "design", "--format", "json", *map(str, args)]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode not in (0, 3):
        raise AssertionError(f"{' '.join(command)} exited {done.returncode}: {done.stderr}")
    return json.loads(done.stdout)


def without_time(record):
    return {k: v for k, v in record.items() if k != "seconds"}


def analysis_figure(analysis, name):
    """A design target's figure read from an snl.Analysis, by the target's name."""
    if name == "expected rolls":
        return analysis.expected_rolls
    if name == "std dev":
        return analysis.std_dev
    if name == "expected turns":
        return analysis.expected_turns
    if name == "least rolls":
        return analysis.min_rolls
    if name == "median":
        return analysis.median
    kind, _, number = name.rpartition(" ")
    if kind == "percentile":
        return analysis.percentiles[int(number)]
    if kind == "within":
        return analysis.within[int(number)]
    if name.startswith("player "):
        return analysis.players[int(name.split()[1]) - 1].win_probability
    raise AssertionError(f"no figure for target {name!r}")


class SameAsTheCli(unittest.TestCase):
    def test_a_new_board(self):
        d = snl.design(side=6, ladders=2, snakes=2, expected="8:0.2", max_evaluations=4000, seed=3)
        cli = cli_design("--side", 6, "--ladders", 2, "--snakes", 2, "--expected", "8:0.2", "--max-evaluations", 4000,
                         "--seed", 3)
        self.assertEqual(without_time(json.loads(d.json())), without_time(cli))
        self.assertEqual(d.board, snl.read(cli["text"]))
        self.assertEqual(d.met, cli["met"])
        self.assertTrue(d.deterministic)

    def test_from_a_board_with_changes(self):
        d = snl.design(CLASSIC, max_changes=1, expected="..30", start=0, max_evaluations=3000)
        cli = cli_design("--max-changes", 1, "--expected", "..30", "--start", 0, "--max-evaluations", 3000,
                         "--from", EXAMPLES / "classic-10x10.jumps")
        self.assertEqual(without_time(json.loads(d.json())), without_time(cli))
        self.assertEqual(d.changes, cli["changes"])
        self.assertEqual([list(j) for j in d.added], cli["added"])
        self.assertEqual([list(j) for j in d.removed], cli["removed"])

    def test_a_track(self):
        d = snl.design(squares=40, ladders=1, snakes=1, expected=12, max_evaluations=2000)
        cli = cli_design("--squares", 40, "--ladders", 1, "--snakes", 1, "--expected", 12, "--max-evaluations", 2000)
        self.assertEqual(without_time(json.loads(d.json())), without_time(cli))
        self.assertEqual(d.board.squares, 40)


class TargetsAreTheAnalysis(unittest.TestCase):
    CASES = [
        ({"side": 8, "ladders": "3..4", "snakes": 4, "expected": "20:1", "sd": "..15"}, {}),
        ({"side": 8, "least": "6..", "median": "15..25", "percentile": ["90:..45"], "within": ["30:0.7.."]}, {}),
        ({"side": 6, "fair": 2, "expected": "12:2"}, {}),
        ({"side": 7, "win": ["1:..0.51"], "players": 2}, {}),
        ({"side": 6, "expected": "14:1", "die": "2d6", "overshoot": "bounce", "least": "3.."},
         {"die": "2d6", "overshoot": "bounce"}),
        ({"side": 6, "turns": "10:2", "again": 6}, {"again": 6}),
    ]

    def test_every_figure_is_the_analysis_of_the_board_returned(self):
        for keywords, rules in self.CASES:
            with self.subTest(**{k: str(v) for k, v in keywords.items()}):
                d = snl.design(max_evaluations=600, seed=2, **keywords)
                players = keywords.get("players", keywords.get("fair", 1))
                asked = {}
                for t in d.targets:
                    kind, _, number = t.target.rpartition(" ")
                    if kind == "within":
                        asked.setdefault("within", []).append(int(number))
                analysis = snl.analyze(d.board, players=players, **rules, **asked)
                self.assertTrue(d.targets)
                for t in d.targets:
                    figure = analysis_figure(analysis, t.target)
                    if figure is None or figure == float("inf"):
                        self.assertIsNone(t.value, t.target)
                    else:
                        self.assertAlmostEqual(t.value, figure, delta=1e-9 * max(1.0, abs(figure)), msg=t.target)
                    self.assertEqual(t.met, t.distance == 0, t.target)
                self.assertEqual(d.met, all(t.met for t in d.targets))

    def test_the_changes_are_the_difference_of_the_boards(self):
        d = snl.design(CLASSIC, max_changes=2, expected="35:0.5", max_evaluations=5000)
        before, after = set(CLASSIC.jumps), set(d.board.jumps)
        self.assertEqual(set(d.removed), before - after)
        self.assertEqual(set(d.added), after - before)
        self.assertLessEqual(d.changes, 2)
        self.assertEqual(d.options, {"max_changes": 2, "expected": "35:0.5", "max_evaluations": 5000})

    def test_without_a_board_to_start_from_there_are_no_changes(self):
        d = snl.design(side=5, expected=9, max_evaluations=500)
        self.assertIsNone(d.changes)
        self.assertIsNone(d.added)
        self.assertIn("expected rolls", repr(d))


class Refusals(unittest.TestCase):
    def test_a_size_with_a_board_to_start_from(self):
        with self.assertRaisesRegex(snl.Error, "from_ and side exclude each other: give one of them"):
            snl.design(CLASSIC, side=10)

    def test_a_side_and_a_track(self):
        with self.assertRaisesRegex(snl.Error, "side and squares exclude each other: give one of them"):
            snl.design(side=5, squares=30)

    def test_changes_without_a_board(self):
        with self.assertRaisesRegex(snl.Error, "max_changes needs from_"):
            snl.design(max_changes=2, expected=10)

    def test_a_target_no_board_can_meet_says_why(self):
        # The least possible expected rolls on 5 squares with a d6 are above 1: refused before any search.
        with self.assertRaises(snl.Error) as raised:
            snl.design(squares=30, ladders=0, snakes=0, expected="2:0.1")
        cli = subprocess.run([SNL_EXE, "design", "--squares", "30", "--ladders", "0", "--snakes", "0",
                              "--expected", "2:0.1"], capture_output=True, text=True, check=False)
        self.assertNotEqual(cli.returncode, 0)
        self.assertIn(str(raised.exception), cli.stderr)

    def test_a_malformed_target_in_the_tables_words(self):
        words = snl._snl._option_refusal("design", "expected", "30:x")
        self.assertTrue(words)
        with self.assertRaises(snl.Error) as raised:
            snl.design(expected="30:x")
        self.assertEqual(str(raised.exception), "expected: " + words)

    def test_time_limit(self):
        with self.assertRaises(snl.Error):
            snl.design(expected=30, time_limit=-1)
        with self.assertRaises(TypeError):
            snl.design(expected=30, time_limit="soon")
        d = snl.design(side=10, ladders=8, snakes=8, expected="30:0.0001", sd="5:0.0001", time_limit=0)
        self.assertFalse(d.deterministic)
        self.assertEqual(json.loads(d.json())["deterministic"], False)
        if not d.met:
            self.assertEqual(d.stopped_by, "the time limit")


if __name__ == "__main__":
    unittest.main()
