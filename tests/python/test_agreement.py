"""The module says what the CLI says: `snl solve --format json`, `snl analyze --format json`, `snl render` and
`snl generate`, byte for byte and field by field, on the examples and on seeded random boards."""
import json
import math
import pathlib
import tempfile
import unittest

import snl
from support import EXAMPLE_FILES, EXAMPLES, cli_json_lines, random_boards, require_numpy, run_cli

ANALYZE_OPTIONS = [
    ({}, []),
    ({"start": 0}, ["--start", "0"]),
    ({"overshoot": "bounce"}, ["--overshoot", "bounce"]),
    ({"overshoot": "finish", "die": 4}, ["--overshoot", "finish", "--die", "4"]),
    ({"players": 3, "within": [5, 20]}, ["--players", "3", "--within=5,20"]),
    ({"max_rolls": 50, "start": 0}, ["--max-rolls", "50", "--start", "0"]),
    ({"die": "2d6", "again": 12, "again_limit": 2}, ["--die", "2d6", "--again", "12", "--again-limit", "2"]),
    ({"die": "1:1,2:2", "start": 0, "again": 2}, ["--die", "1:1,2:2", "--start", "0", "--again", "2"]),
    ({"squares": True, "start": 0, "exact": True, "fastest": True}, ["--squares", "--start", "0", "--exact", "--fastest"]),
    ({"exact": True, "exact_rolls": 6, "start": 0}, ["--exact", "--exact-rolls", "6", "--start", "0"]),
    ({"jumps_effect": True, "overshoot": "bounce"}, ["--jumps-effect", "--overshoot", "bounce"]),
    ({"jumps_effect": True, "again": 6}, ["--jumps-effect", "--again", "6"]),
    ({"jump_use": True, "start": 0}, ["--jump-use", "--start", "0"]),
    ({"again": 6, "within": [5], "within_turns": [5, 9]}, ["--again", "6", "--within", "5", "--within-turns", "5,9"]),
    ({"jump_use": True, "chain": True, "again": 6, "again_limit": 2}, ["--jump-use", "--chain", "--again", "6", "--again-limit", "2"]),
    ({"add_effects": 2, "start": 0}, ["--add-effects", "2", "--start", "0"]),
    ({"add_effects": 1, "again": 6, "add_max_length": 20}, ["--add-effects", "1", "--again", "6", "--add-max-length", "20"]),
    ({"adjust": "flip", "start": 0, "or_die": "4@2"}, ["--adjust", "flip", "--start", "0", "--or-die", "4@2"]),
    ({"may_refuse": "snakes", "optimal": "within:20"}, ["--may-refuse", "snakes", "--optimal", "within:20"]),
    ({"players": 2, "bump": "back:3", "start": 0}, ["--players", "2", "--bump", "back:3", "--start", "0"]),
    ({"players": 3, "handicap": 0.01, "overshoot": "bounce"}, ["--players", "3", "--handicap", "0.01", "--overshoot", "bounce"]),
    ({"players": 2, "optimal": "win", "adjust": "flip", "may_refuse": "snakes", "start": 0},
     ["--players", "2", "--optimal", "win", "--adjust", "flip", "--may-refuse", "snakes", "--start", "0"]),
]


def expected_route(solution):
    """The route as Python shows it, which must be the CLI's JSON's (roll by roll up to 10,000 rolls, walks beyond)."""
    return [leg.to_dict() for leg in solution.route]


def finite_or_none(value):
    return None if value == math.inf else value


class Fixture(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory()
        cls.random_file = pathlib.Path(cls.folder.name) / "random.jumps"
        cls.random = random_boards(snl, 25, seed=20) + snl.generate(side=30, density=0.2, seed=4, count=5)
        cls.random += [snl.generate(side=60, density=0.05, seed=9, max_distance=30),
                       snl.Board.square(10**9, [(500, 5000)] + [(h, 3) for h in range(1000, 1006)]),
                       snl.Board.track(100, {3: 60, 70: 20, 99: 1})]
        cls.random_file.write_text("".join(b.to_text("jumps") for b in cls.random))

    @classmethod
    def tearDownClass(cls):
        cls.folder.cleanup()


class Solve(Fixture):
    def check_file(self, path, boards, algorithm="auto"):
        lines = run_cli("solve", "--format", "json", "--algorithm", algorithm, path).splitlines()
        self.assertEqual(len(lines), len(boards))
        for index, (board, line) in enumerate(zip(boards, lines), 1):
            solution = snl.solve(board, algorithm=algorithm)
            self.assertEqual(solution.to_json(index), line)
            answer = json.loads(line)
            self.assertEqual(solution.rolls, answer["rolls"])
            self.assertEqual(expected_route(solution), answer["route"])
            self.assertEqual(answer["squares"], board.squares)
            self.assertEqual(answer["n"], board.side)

    def test_examples_with_every_algorithm(self):
        for path in EXAMPLE_FILES:
            boards = list(snl.boards(path))
            for algorithm in ("auto", "bfs", "dijkstra", "bidirectional", "sparse", "bitset"):
                with self.subTest(path=path.name, algorithm=algorithm):
                    self.check_file(path, boards, algorithm)

    def test_random_boards(self):
        self.check_file(self.random_file, self.random)

    def test_min_rolls_on_lists_and_arrays(self):
        np = require_numpy()
        answers = [line["rolls"] for line in cli_json_lines("solve", "--format", "json", self.random_file)]
        for board, rolls in zip(self.random, answers):
            self.assertEqual(snl.min_rolls(board), rolls)
            if board.is_square and board.side <= 100:
                grid = board.to_grid()
                self.assertEqual(snl.min_rolls(grid), rolls, repr(board))
                self.assertEqual(snl.min_rolls(np.array(grid, dtype=np.int32)), rolls, repr(board))
                self.assertEqual(snl.min_rolls(np.array(grid)), rolls, repr(board))


class Analyze(Fixture):
    def check_file(self, path, boards, options, flags):
        lines = run_cli("analyze", path, "--format", "json", *flags).splitlines()  # FILE first: --within takes several
        self.assertEqual(len(lines), len(boards))
        for index, (board, line) in enumerate(zip(boards, lines), 1):
            analysis = snl.analyze(board, **options)
            self.assertEqual(analysis.to_json(index), line)
            self.check_fields(analysis, json.loads(line))

    def check_fields(self, analysis, answer):
        self.assertEqual(finite_or_none(analysis.expected_rolls), answer["expected_rolls"])
        self.assertEqual(finite_or_none(analysis.std_dev), answer["std_dev"])
        for name in ("min_rolls", "finish_probability", "median", "mode", "remaining", "truncated", "geometric_from",
                     "states"):
            self.assertEqual(getattr(analysis, name), answer[name], name)
        self.assertEqual({str(k): v for k, v in analysis.percentiles.items()}, answer["percentiles"])
        self.assertEqual(list(analysis.pmf), answer["pmf"])
        self.assertEqual(list(analysis.cdf), answer["cdf"])
        typed = ("overshoot", "start", "die", "again", "again_limit", "chain", "jump_costs_a_roll")
        self.assertEqual({k: answer["rules"][k] for k in typed}, {k: analysis.options[k] for k in typed})
        # The choices and meeting rules, present only when set, are their option rows' text.
        as_text = lambda v: "" if v is None else ("1" if v is True else "0" if v is False else str(v))
        for k in set(answer["rules"]) - set(typed):
            self.assertEqual(answer["rules"][k], as_text(analysis.options[k]), k)
        self.assertEqual(finite_or_none(analysis.expected_turns), answer["expected_turns"])
        self.assertEqual(finite_or_none(analysis.turns_std_dev), answer["turns_std_dev"])
        # The same names and values as the JSON's (snl::field, shared by the writer and the module).
        for name in ("per_square", "ever_left_out", "jumps_effect", "first_rolls", "best_first_roll", "jump_use",
                     "jump_use_left_out", "jumps_to_add", "jumps_to_add_left_out"):
            if name in answer:
                self.assertEqual(getattr(analysis, name), answer[name], name)
        if "strategy" in answer:
            # The best play: the same value, fixed plays and play by square as the CLI's JSON (the JSON's shapes).
            strategy = analysis.strategy
            for name in ("optimal", "value", "exact_value", "left_out", "established", "iterations", "dice", "fixed"):
                self.assertEqual(strategy[name], answer["strategy"][name], name)
            # The play by square as the JSON has it (a list of {"square", "value", "die", "moves", ...}).
            self.assertEqual(strategy["squares"], answer["strategy"]["squares"])
            win = answer["strategy"].get("win")
            if win is None:
                self.assertNotIn("win", strategy)
            else:
                for name, value in win.items():
                    self.assertEqual(strategy["win"][name], value, name)
        if "meeting" in answer:
            meeting = analysis.meeting
            self.assertEqual(list(meeting["win_probability"]), answer["meeting"]["win_probability"])
            for name in ("states", "expected_rounds", "expected_total_rolls"):
                self.assertEqual(meeting[name], answer["meeting"][name], name)
        if "handicap" in answer:
            handicap = analysis.handicap
            self.assertEqual(list(handicap["squares"]), answer["handicap"]["squares"])
            self.assertEqual(list(handicap["win_probability"]), answer["handicap"]["win_probability"])
            for name in ("expected_rounds", "gap", "tolerance", "met", "every_placement", "placements"):
                self.assertEqual(handicap[name], answer["handicap"][name], name)
        else:
            self.assertIsNone(analysis.handicap)
        if "within" in answer:
            self.assertEqual({str(k): v for k, v in analysis.within.items()}, answer["within"])
        if "within_turns" in answer:
            self.assertEqual({str(k): v for k, v in analysis.within_turns.items()}, answer["within_turns"])
        if "players" in answer:
            self.assertEqual([p.win_probability for p in analysis.players],
                             [p["win_probability"] for p in answer["players"]])
            self.assertEqual(finite_or_none(analysis.expected_rounds), answer["expected_rounds"])
            self.assertEqual(finite_or_none(analysis.expected_total_rolls), answer["expected_total_rolls"])

    def test_examples_under_every_rule(self):
        for path in EXAMPLE_FILES:
            boards = list(snl.boards(path))
            for options, flags in ANALYZE_OPTIONS:
                with self.subTest(path=path.name, flags=flags):
                    self.check_file(path, boards, options, flags)

    def test_a_game_under_way_is_the_clis(self):
        # --from is the keyword from_ (a word of Python's), and the options give it back under that name.
        path = EXAMPLES / "classic-10x10.jumps"
        boards = list(snl.boards(path))
        self.check_file(path, boards, {"from_": [10, 15, 27], "turn": 2, "die": "2d6"},
                        ["--from", "10,15,27", "--turn", "2", "--die", "2d6"])
        analysis = snl.analyze(boards[0], from_=(10, 15, 27), turn=2)
        self.assertEqual(analysis.options["from_"], (10, 15, 27))
        # The options given, passed back, give the same analysis (a default passed back counts as given: the library
        # refuses again_limit=0 without again, as the CLI refuses --again-limit 0).
        defaults = snl.analyze(boards[0]).options
        given = {k: v for k, v in analysis.options.items() if v != defaults[k]}
        self.assertEqual(snl.analyze(boards[0], **given), analysis)
        self.assertAlmostEqual(sum(analysis.win_probabilities), 1.0, places=10)
        with self.assertRaises(snl.Error) as raised:
            snl.analyze(boards[0], from_=(10, 15), turn=3)
        self.assertIn("the player to move must be 1..2, not 3", str(raised.exception))

    def test_random_boards(self):
        small = [b for b in self.random if b.squares <= 100 * 100]
        with tempfile.TemporaryDirectory() as folder:
            path = pathlib.Path(folder) / "small.jumps"
            path.write_text("".join(b.to_text("jumps") for b in small))
            for options, flags in ANALYZE_OPTIONS[:3] + ANALYZE_OPTIONS[4:5]:
                with self.subTest(flags=flags):
                    self.check_file(path, small, options, flags)

    def test_the_plot_is_the_clis(self):
        board = snl.read(EXAMPLES / "classic-10x10.jumps")
        with tempfile.TemporaryDirectory() as folder:
            plot = pathlib.Path(folder) / "plot.svg"
            run_cli("analyze", "--players", "2", "--plot", plot, EXAMPLES / "classic-10x10.jumps")
            self.assertEqual(snl.analyze(board, players=2).plot(), plot.read_text())


class RenderAndGenerate(unittest.TestCase):
    def test_render(self):
        for path in (EXAMPLES / "leetcode-6x6.jumps", EXAMPLES / "classic-10x10.jumps"):
            board = snl.read(path)
            for flags, options in [([], {}), (["--route"], {"route": True}), (["--layers"], {"layers": True}),
                                   (["--upto", "3"], {"upto": 3}), (["--route", "--layers"], {"route": True, "layers": True})]:
                with self.subTest(path=path.name, flags=flags):
                    self.assertEqual(snl.render(board, **options), run_cli("render", *flags, path))
        self.assertEqual(snl.render(snl.read(EXAMPLES / "worked.grid", board=2)),
                         run_cli("render", "--board", "2", EXAMPLES / "worked.grid"))

    def test_render_heat(self):
        board = snl.read(EXAMPLES / "classic-10x10.jumps")
        for flags, options in [(["--heat", "remaining"], {"heat": "remaining"}),
                               (["--heat", "visits", "--start", "0", "--die", "2d6", "--overshoot", "bounce"],
                                {"heat": "visits", "start": 0, "die": "2d6", "overshoot": "bounce"}),
                               (["--heat", "remaining", "--again", "6", "--again-limit", "3", "--route"],
                                {"heat": "remaining", "again": 6, "again_limit": 3, "route": True})]:
            with self.subTest(flags=flags):
                self.assertEqual(snl.render(board, **options),
                                 run_cli("render", *flags, EXAMPLES / "classic-10x10.jumps"))

    def test_generate(self):
        cases = [
            ({"side": 6, "jumps": 8, "seed": 7}, ["--side", "6", "--jumps", "8", "--seed", "7"]),
            ({"side": 10, "count": 20, "seed": 3, "tricky": True}, ["--side", "10", "--count", "20", "--seed", "3", "--tricky"]),
            ({"side": 12, "count": 5, "density": 0.3, "max_distance": 10, "snakes_ratio": 0.8, "walls": 1, "chains": 2,
              "self_jumps": 1, "leapfrogs": 1, "snake_on_last": True, "jump_on_first": True},
             ["--side", "12", "--count", "5", "--density", "0.3", "--max-distance", "10", "--snakes-ratio", "0.8",
              "--walls", "1", "--chains", "2", "--self-jumps", "1", "--leapfrogs", "1", "--snake-on-last",
              "--jump-on-first"]),
            ({"side": 1000000, "jumps": 1000, "seed": 5}, ["--side", "1000000", "--jumps", "1000", "--seed", "5"]),
        ]
        for options, flags in cases:
            for format in ("grid", "json", "jumps"):
                if options["side"] > 1000 and format != "jumps":
                    continue
                with self.subTest(flags=flags, format=format):
                    boards = snl.generate(**options)
                    boards = boards if isinstance(boards, list) else [boards]
                    self.assertEqual("".join(b.to_text(format) for b in boards),
                                     run_cli("generate", "--format", format, *flags))


if __name__ == "__main__":
    unittest.main()
