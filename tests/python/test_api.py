"""Every function and class of the snl module on boards whose answers are known (README, LeetCode's examples, the
classic board's published figures); agreement with the CLI is test_agreement's, the errors test_errors'."""
import doctest
import io
import math
import os
import pathlib
import pickle
import tempfile
import types
import unittest

import snl
from support import EXAMPLES, SOURCE_DIR, require_numpy

LEETCODE = [[-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1],
            [-1, 35, -1, -1, 13, -1], [-1, -1, -1, -1, -1, -1], [-1, 15, -1, -1, -1, -1]]
WALL = [[1, 1, -1], [1, 1, 1], [-1, 1, 1]]  # six snake heads in a row: nobody walks past
ALGORITHMS = ["auto", "bfs", "dijkstra", "bidirectional", "sparse", "bitset"]


def check_route(test, board, solution):
    """The route as a certificate: rolls of 1..6 from square 1 to the last, each landing's jump taken once."""
    jumps = dict(board.jumps)
    at = 1
    for step in solution.steps():
        test.assertEqual(step.from_, at)
        test.assertIn(step.roll, range(1, 7))
        test.assertEqual(step.land, step.from_ + step.roll)
        test.assertEqual(step.to, jumps.get(step.land, step.land))
        at = step.to
    test.assertEqual(len(solution.steps()), solution.rolls)
    test.assertEqual(at, board.squares)


class MinRolls(unittest.TestCase):
    def test_leetcode_examples(self):
        self.assertEqual(snl.min_rolls(LEETCODE), 4)
        self.assertEqual(snl.min_rolls([[-1, -1], [-1, 3]]), 1)
        self.assertEqual(snl.min_rolls([[-1]]), 0)
        self.assertEqual(snl.min_rolls(WALL), -1)

    def test_any_sequence_of_sequences_and_boards(self):
        self.assertEqual(snl.min_rolls(tuple(tuple(row) for row in LEETCODE)), 4)
        self.assertEqual(snl.min_rolls(snl.Board(LEETCODE)), 4)
        self.assertEqual(snl.min_rolls(LEETCODE, threads=False), 4)

    def test_a_large_grid_with_and_without_threads(self):
        board = snl.generate(side=600, density=0.1, max_distance=40, seed=3)
        grid = board.to_grid()
        expected = snl.solve(board, algorithm="bfs", route=False).rolls
        self.assertGreater(expected, 0)
        self.assertEqual(snl.min_rolls(grid), expected)
        self.assertEqual(snl.min_rolls(grid, threads=False), expected)


class Solve(unittest.TestCase):
    def test_route_of_the_leetcode_example(self):
        solution = snl.solve(LEETCODE)
        self.assertEqual(solution.rolls, 4)
        self.assertTrue(solution.reachable)
        self.assertEqual(solution.route[0], snl.Step(from_=1, roll=1, land=2, to=15))
        self.assertEqual([leg.to_dict() for leg in solution.route][1], {"from": 15, "roll": 2, "land": 17, "to": 13})
        self.assertEqual(solution.route_line(), "1 -> 2 => 15 -> 17 => 13 -> 14 => 35 -> 36")
        self.assertEqual(str(solution), "4: 1 -> 2 => 15 -> 17 => 13 -> 14 => 35 -> 36")
        self.assertTrue(solution.explain().startswith("Board 1 (6x6):\nRoll 1: roll a 1 from square 1"))
        self.assertIn("Total: 4 rolls.", solution.explain())
        self.assertTrue(solution.to_json(index=3).startswith('{"board": 3, "n": 6, "squares": 36, "rolls": 4'))
        self.assertEqual(solution.board, snl.Board(LEETCODE))
        self.assertEqual(repr(solution), "Solution(rolls=4, route=(Step(from_=1, roll=1, land=2, to=15), "
                         "Step(from_=15, roll=2, land=17, to=13), Step(from_=13, roll=1, land=14, to=35), "
                         "Step(from_=35, roll=1, land=36, to=36)))")

    def test_every_algorithm_gives_the_answer_and_a_valid_route(self):
        board = snl.read(EXAMPLES / "classic-10x10.jumps")
        for algorithm in ALGORITHMS:
            with self.subTest(algorithm=algorithm):
                solution = snl.solve(board, algorithm=algorithm)
                self.assertEqual(solution.rolls, 7)
                if algorithm != "bitset" or solution.route:
                    check_route(self, board, solution)
                self.assertEqual(snl.solve(board, algorithm=algorithm, route=False).route, ())

    def test_unreachable_and_one_square(self):
        self.assertEqual(snl.solve(WALL).rolls, -1)
        self.assertFalse(snl.solve(WALL).reachable)
        self.assertEqual(snl.solve(WALL).route, ())
        self.assertEqual(snl.solve(WALL).route_line(), "unreachable")
        self.assertEqual(snl.solve([[-1]]).rolls, 0)

    def test_walks_on_a_giant_board(self):
        board = snl.Board.square(10**9, [(500, 5000)] + [(h, 3) for h in range(1000, 1006)])
        solution = snl.solve(board)
        self.assertEqual(solution.rolls, 166666666666665918)
        walks = [leg for leg in solution.route if isinstance(leg, snl.Walk)]
        self.assertEqual(walks[0], snl.Walk(from_=1, to=499, rolls=83))
        self.assertEqual(walks[0].to_dict(), {"from": 1, "walk": 83, "to": 499})
        self.assertEqual(sum(leg.rolls for leg in solution.route), solution.rolls)
        self.assertEqual(solution.route_line(),
                         "1 ~83~> 499 -> 500 => 5000 ~166666666666665834~> 1000000000000000000")
        with self.assertRaises(snl.LimitError):
            solution.steps()
        long_walk = snl.solve(snl.Board.square(300, [(3, 9000)]), algorithm="sparse")  # 13,501 rolls: walks kept
        self.assertTrue(any(isinstance(leg, snl.Walk) for leg in long_walk.route))
        check_route(self, long_walk.board, long_walk)
        short = snl.solve(snl.Board.square(200, [(3, 39000)]), algorithm="sparse")  # 168 rolls: shown roll by roll
        self.assertTrue(all(isinstance(leg, snl.Step) for leg in short.route))
        self.assertEqual(short.route, short.steps())
        check_route(self, short.board, short)

    def test_legs_compare_hash_and_print(self):
        step = snl.Step(from_=1, roll=1, land=2, to=15)
        self.assertEqual(step, snl.Step(from_=1, roll=1, land=2, to=15))
        self.assertNotEqual(step, snl.Step(from_=1, roll=1, land=2, to=2))
        self.assertNotEqual(step, "a step")
        self.assertEqual(len({step, snl.Step(from_=1, roll=1, land=2, to=15)}), 1)
        self.assertEqual(repr(step), "Step(from_=1, roll=1, land=2, to=15)")
        self.assertEqual(step.rolls, 1)
        self.assertEqual(repr(snl.Walk(from_=1, to=7, rolls=1)), "Walk(from_=1, to=7, rolls=1)")


class Reading(unittest.TestCase):
    def test_read_paths_text_bytes_and_files(self):
        want = snl.Board.square(6, {2: 15, 14: 35, 17: 13})
        path = EXAMPLES / "leetcode-6x6.jumps"
        self.assertEqual(snl.read(path), want)
        self.assertEqual(snl.read(str(path)), want)
        self.assertEqual(snl.read(path.read_text()), want)
        self.assertEqual(snl.read(path.read_bytes()), want)
        self.assertEqual(snl.read((EXAMPLES / "leetcode-6x6.json").read_text().strip()), want)  # one line, no newline
        self.assertEqual(snl.read(EXAMPLES / "leetcode-6x6.grid"), want)
        with open(path, encoding="utf-8") as file:
            self.assertEqual(snl.read(file), want)
        self.assertEqual(snl.read(io.BytesIO(path.read_bytes())), want)

    def test_read_picks_a_board_and_forces_a_format(self):
        self.assertEqual(snl.read(EXAMPLES / "worked.grid", board=2), snl.Board([[-1, -1], [-1, 3]]))
        self.assertEqual(snl.read("[[-1,-1],[-1,3]]", format="json"), snl.Board([[-1, -1], [-1, 3]]))
        with self.assertRaisesRegex(ValueError, "board 9 asked for, but the input holds 5"):
            snl.read(EXAMPLES / "worked.grid", board=9)
        with self.assertRaises(ValueError):
            snl.read(EXAMPLES / "worked.grid", board=0)
        with self.assertRaises(snl.ParseError):
            snl.read("size 3\n", format="grid")

    def test_boards_is_a_generator_that_reads_as_it_goes(self):
        boards = snl.boards(EXAMPLES / "worked.jumps")
        self.assertIsInstance(boards, types.GeneratorType)
        self.assertEqual([snl.min_rolls(b) for b in boards], [1, 1, 1, 1, 0])
        # The boards before a mistake come out before the error, as the CLI answers them.
        text = "[[-1,-1],[-1,3]]\n[[-1]]\n[[-1,-1],[-1]]\n"
        reader = snl.boards(text)
        self.assertEqual(next(reader).squares, 4)
        self.assertEqual(next(reader).squares, 1)
        with self.assertRaises(snl.ParseError):
            next(reader)
        with self.assertRaises(StopIteration):
            next(reader)

    def test_a_large_file_in_chunks(self):
        with tempfile.TemporaryDirectory() as folder:
            path = pathlib.Path(folder) / "many.jumps"
            boards = snl.generate(side=12, count=3000, seed=5)
            path.write_text("".join(b.to_text("jumps") for b in boards))
            self.assertEqual(list(snl.boards(path)), boards)
            self.assertEqual(list(snl.boards(path, format="jumps")), boards)


class Boards(unittest.TestCase):
    def test_constructors_and_properties(self):
        board = snl.Board.square(6, [(2, 15), (17, 13), (14, 35)])
        self.assertEqual(board.side, 6)
        self.assertEqual(board.squares, 36)
        self.assertTrue(board.is_square)
        self.assertEqual(board.jumps, [(2, 15), (14, 35), (17, 13)])
        self.assertEqual(board, snl.Board(LEETCODE))
        self.assertEqual(board, snl.Board.square(6, {2: 15, 14: 35, 17: 13}))
        self.assertEqual(board.to_grid(), LEETCODE)
        track = snl.Board.track(100, {80: 100})
        self.assertIsNone(track.side)
        self.assertFalse(track.is_square)
        self.assertEqual(track.squares, 100)
        self.assertEqual(snl.Board.square(3).jumps, [])
        self.assertEqual(repr(board), "Board.square(6, {2: 15, 14: 35, 17: 13})")
        self.assertEqual(repr(track), "Board.track(100, {80: 100})")

    def test_text_in_every_format_reads_back(self):
        board = snl.read(EXAMPLES / "classic-10x10.jumps")
        for format in ("grid", "json", "jumps", "auto"):
            with self.subTest(format=format):
                self.assertEqual(snl.read(board.to_text(format), format=format), board)
        self.assertEqual(board.to_text(), board.to_text("grid"))
        self.assertEqual(snl.Board.track(30, {3: 22}).to_text(), "squares 30\n3 22\n")
        self.assertEqual(snl.Board([[-1, -1], [-1, 3]]).to_text("json"), "[[-1,-1],[-1,3]]\n")

    def test_equality_hash_and_pickle(self):
        board = snl.read(EXAMPLES / "classic-10x10.jumps")
        self.assertEqual(hash(board), hash(snl.read(EXAMPLES / "classic-10x10.jumps")))
        self.assertNotEqual(board, snl.Board.square(10))
        self.assertNotEqual(board, "board")
        self.assertEqual(len({board, snl.read(board.to_text("json"))}), 1)
        for each in (board, snl.Board.track(50, {7: 30})):
            self.assertEqual(pickle.loads(pickle.dumps(each)), each)

    def test_the_notebook_picture(self):
        board = snl.read(EXAMPLES / "leetcode-6x6.jumps")
        svg = board._repr_svg_()
        self.assertTrue(svg.startswith("<svg"), svg[:40])
        self.assertEqual(svg, snl.render(board))
        self.assertIn('data-label="36"', svg)
        self.assertIsNone(snl.Board.square(101)._repr_svg_())  # too large to draw: the notebook shows repr()
        self.assertIsNone(snl.Board.track(30)._repr_svg_())
        self.assertEqual(snl.solve(board)._repr_svg_(), snl.render(board, route=True))


class Render(unittest.TestCase):
    def test_options(self):
        board = snl.read(EXAMPLES / "classic-10x10.jumps")
        plain, route, layers = snl.render(board), snl.render(board, route=True), snl.render(board, layers=True)
        self.assertEqual(len({plain, route, layers}), 3)
        self.assertEqual(snl.render(board, upto=3), snl.render(board, layers=True, upto=3))
        self.assertNotEqual(snl.render(board, upto=3), layers)
        self.assertEqual(snl.render(board.to_grid()), plain)


class Analyze(unittest.TestCase):
    def test_the_classic_board_from_off_the_board(self):
        # Althoen, King & Schilling (1993), as the README shows it.
        analysis = snl.analyze(snl.read(EXAMPLES / "classic-10x10.jumps"), start=0)
        self.assertAlmostEqual(analysis.expected_rolls, 39.2251223082, places=9)
        self.assertAlmostEqual(analysis.std_dev, 25.2249571128, places=9)
        self.assertEqual(analysis.min_rolls, 7)
        self.assertEqual(analysis.finish_probability, 1)
        self.assertEqual((analysis.median, analysis.mode), (32, 22))
        self.assertEqual(analysis.percentiles, {10: 15, 25: 22, 50: 32, 75: 50, 90: 72, 99: 128})
        self.assertEqual(analysis.percentile(50), 32)
        self.assertEqual(len(analysis.pmf), 689)  # rolls 0..688
        self.assertAlmostEqual(sum(analysis.pmf), 1, places=9)
        self.assertAlmostEqual(analysis.cdf[-1], 1, places=9)
        self.assertEqual(analysis.geometric_from, 512)
        self.assertFalse(analysis.truncated)
        self.assertLess(analysis.remaining, 1e-12)
        self.assertGreater(analysis.states, 0)
        self.assertTrue(analysis.solved_by)
        self.assertEqual(analysis.options, {"die": 6, "overshoot": "stay", "start": 0, "again": None, "again_limit": 0,
                                            "chain": False, "jump_costs_a_roll": None, "or_die": None, "adjust": "none",
                                            "adjust_by": 1, "may_refuse": "none", "bump": "none", "no_sharing": False,
                                            "within": (), "within_turns": (), "max_rolls": 1000000,
                                            "max_work": 40000000000, "players": 1, "from_": (), "turn": 1,
                                            "exact": False, "exact_rolls": 0, "pgf": False, "squares": False,
                                            "jumps_effect": False, "jump_use": False, "add_effects": 0,
                                            "add_min_length": 1, "add_max_length": 0, "handicap": 0.0,
                                            "optimal": None, "optimal_within": None, "optimal_tolerance": 1e-09,
                                            "fastest": False, "moments": False, "moments_of": "rolls"})
        self.assertTrue(analysis.text().startswith("Board 1 (10x10, overshoot stay, start 0, d6):"))
        self.assertTrue(analysis.to_json(index=2).startswith('{"board":2,"n":10,'))
        self.assertIn("<svg", analysis.plot())
        self.assertIn("my title", analysis.plot(title="my title"))

    def test_players_within_and_rules(self):
        board = snl.read(EXAMPLES / "classic-10x10.jumps")
        four = snl.analyze(board, start=0, players=4, within=[10, 50])
        self.assertEqual([round(p.win_probability, 4) for p in four.players], [0.2601, 0.2532, 0.2466, 0.2401])
        self.assertEqual([round(p, 4) for p in four.win_probabilities], [0.2601, 0.2532, 0.2466, 0.2401])
        self.assertAlmostEqual(four.expected_rounds, 19.2669747504, places=8)
        self.assertAlmostEqual(four.expected_total_rolls, 75.5346386375, places=8)
        self.assertEqual(four.total_rolls_percentile(50), 70)
        self.assertAlmostEqual(sum(four.total_pmf), 1, places=9)
        self.assertEqual(sorted(four.within), [10, 50])
        self.assertAlmostEqual(four.within[50], four.probability_within(50))
        self.assertAlmostEqual(four.within[10], four.cdf[10])
        self.assertIn("Player(win_probability=", repr(four.players[0]))
        self.assertEqual(snl.analyze(board, within=7).within.keys(), {7})
        for overshoot in ("stay", "bounce", "finish"):
            for die in (2, 6, 12):
                with self.subTest(overshoot=overshoot, die=die):
                    analysis = snl.analyze(board, overshoot=overshoot, die=die, max_rolls=100000)
                    self.assertEqual(analysis.options["overshoot"], overshoot)
                    self.assertGreater(analysis.expected_rolls, 0)
        self.assertTrue(snl.analyze(board, max_rolls=10).truncated)

    def test_the_exact_distribution_and_the_generating_function(self):
        # Ekhad's oSnakesAndLadders2.txt: 30 squares, a spinner of 1 and 2, beyond the end finishes: the generating
        # function t^15 (t^14 + 55 t^13 + ... + 131072) / 2^28, a polynomial.
        from fractions import Fraction
        analysis = snl.analyze(snl.Board.track(30, {}), die=2, overshoot="finish", exact=True, exact_rolls=16,
                               pgf=True, squares=True)
        self.assertEqual(len(analysis.exact_pmf), 17)
        self.assertEqual(analysis.exact_pmf[15], Fraction(131072, 2**28))
        self.assertEqual(analysis.exact_cdf[16], analysis.exact_pmf[15] + analysis.exact_pmf[16])
        self.assertEqual(analysis.pgf["denominator"], [Fraction(1)])
        self.assertEqual(analysis.pgf["numerator"][15], Fraction(131072, 2**28))
        self.assertEqual(analysis.pgf["numerator"][29], Fraction(1, 2**28))
        self.assertEqual(sum(analysis.pgf["numerator"]), 1)
        self.assertEqual([row["square"] for row in analysis.per_square_pgf],
                         [row["square"] for row in analysis.per_square])
        self.assertEqual(analysis.per_square_pgf[0]["numerator"], analysis.pgf["numerator"])
        plain = snl.analyze(snl.Board.track(30, {}), exact=True)
        self.assertIsNone(plain.exact_pmf)
        self.assertIsNone(plain.exact_cdf)
        self.assertIsNone(plain.pgf)
        self.assertIsNone(plain.per_square_pgf)
        with self.assertRaises(snl.Error):
            snl.analyze(snl.Board.track(30, {}), pgf=True)
        with self.assertRaises(snl.Error):
            snl.analyze(snl.Board.track(30, {}), exact=True, exact_rolls=1001)

    def test_a_trap_gives_an_infinite_expectation(self):
        # 3x3 with snakes on 7 and 8 back to 2 and a snake on 9: finishing is impossible.
        analysis = snl.analyze(snl.Board.square(3, {9: 1}))
        self.assertEqual(analysis.expected_rolls, math.inf)
        self.assertEqual(analysis.std_dev, math.inf)
        self.assertIsNone(analysis.min_rolls)
        self.assertIsNone(analysis.median)
        self.assertEqual(analysis.finish_probability, 0)
        self.assertEqual(repr(analysis), "Analysis(expected_rolls=inf, std_dev=inf, min_rolls=None, "
                         "finish_probability=0.0)")


class JumpRules(unittest.TestCase):
    def test_chained_jumps_and_a_jump_that_costs_a_roll(self):
        # IBM Ponder This, February 2020: the intended board has 83 -> 84 ending on 84 -> 97. Chained, 67.4946 (an
        # independent model's figure too); the published 66.978705 is not reproduced (tests/unit/jump_rules_test.cpp).
        ponder = snl.Board.square(10, [(80, 31), (79, 41), (78, 59), (68, 26), (69, 53), (82, 58), (84, 97), (72, 93),
                                       (73, 23), (83, 84)])
        self.assertAlmostEqual(snl.analyze(ponder, start=0, chain=True).expected_rolls, 67.49458139115853, places=9)
        unchained = snl.analyze(ponder, start=0)
        self.assertEqual(len(unchained.notes), 1)
        self.assertIn("83 -> 84", unchained.notes[0])
        # Vanderplas: the ladder 80 -> 100 counted as a move of its own, 39.7.
        classic = snl.read(EXAMPLES / "classic-10x10.jumps")
        self.assertEqual(round(snl.analyze(classic, start=0, jump_costs_a_roll=80).expected_rolls, 1), 39.7)
        self.assertEqual(snl.analyze(classic, start=0, jump_costs_a_roll="all").options["jump_costs_a_roll"], "all")
        with self.assertRaises(snl.BoardError):
            snl.analyze(classic, jump_costs_a_roll=81)


class Generate(unittest.TestCase):
    def test_one_board_or_a_list(self):
        board = snl.generate(side=6, jumps=8, seed=7)
        self.assertIsInstance(board, snl.Board)
        self.assertTrue(board.to_text("jumps").startswith("size 6\n8 13\n9 1\n"))  # the README's example
        self.assertEqual(snl.generate(side=6, jumps=8, seed=7), board)
        boards = snl.generate(side=6, jumps=8, seed=7, count=3)
        self.assertEqual(boards[0], board)
        self.assertEqual(len(boards), 3)
        self.assertEqual(snl.generate(count=0), [])
        self.assertEqual(len(snl.generate(side=10, density=0.5).jumps), 50)
        self.assertEqual(snl.generate(side=10).jumps, snl.generate(side=10, density=0.1).jumps)

    def test_features_and_tricky(self):
        board = snl.generate(side=10, jumps=20, walls=1, chains=2, self_jumps=2, leapfrogs=1, snake_on_last=True,
                             jump_on_first=True, max_distance=30, snakes_ratio=0.3, seed=2)
        jumps = dict(board.jumps)
        self.assertIn(1, jumps)
        self.assertLess(jumps[100], 100)
        self.assertEqual(len(board.jumps), 20)
        sides = [b.side for b in snl.generate(tricky=True, side=4, count=40)]
        self.assertEqual(set(sides), {1, 2, 3, 4})


class Module(unittest.TestCase):
    def test_everything_public_has_a_docstring(self):
        self.assertTrue(snl.__doc__)
        self.assertRegex(snl.__version__, r"^\d+\.\d+\.\d+$")
        for name in snl.__all__:
            value = getattr(snl, name)
            self.assertTrue(value.__doc__, name)
            if isinstance(value, type) and not issubclass(value, BaseException):
                for attribute, member in vars(value).items():
                    if attribute.startswith("_") and attribute not in ("__init__", "_repr_svg_"):
                        continue
                    with self.subTest(member=f"{name}.{attribute}"):
                        self.assertTrue(getattr(member, "__doc__", None), f"{name}.{attribute} has no docstring")

    def run_in_sources(self, run):
        cwd = os.getcwd()
        os.chdir(SOURCE_DIR)
        try:
            return run()
        finally:
            os.chdir(cwd)

    def test_the_module_docstrings_session(self):
        result = self.run_in_sources(lambda: doctest.testmod(snl, optionflags=doctest.ELLIPSIS))
        self.assertGreater(result.attempted, 3)
        self.assertEqual(result.failed, 0)

    def test_the_readmes_session(self):
        # The README's short session: every line of it runs and says what the README says.
        readme = (SOURCE_DIR / "README.md").read_text(encoding="utf-8")
        session = readme.split("```pycon\n", 1)[1].split("```", 1)[0]
        test = doctest.DocTestParser().get_doctest(session, {}, "README", "README.md", 0)
        runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
        self.run_in_sources(lambda: runner.run(test))
        self.assertEqual(runner.tries, session.count(">>> "))
        self.assertEqual(runner.failures, 0)


if __name__ == "__main__":
    unittest.main()
