"""Results behave like Python values: every result type pickles (so multiprocessing, joblib and caches take it),
compares by value, hashes where it is immutable, and has a repr that reads as Python; Step and Walk unpack like
named tuples; to_dict() has the JSON's keys."""
import copy
import functools
import json
import multiprocessing
import pickle
import unittest

import snl
from support import EXAMPLES

LEETCODE = snl.Board.square(6, {2: 15, 14: 35, 17: 13})
TRAP = snl.Board.square(3, {9: 1})


def round_trip(value):
    return pickle.loads(pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))


class Pickling(unittest.TestCase):
    def test_every_result_type_pickles_to_an_equal_value(self):
        analysis = snl.analyze(LEETCODE, start=0, within=[5, 9], players=2)
        values = [LEETCODE, snl.solve(LEETCODE), snl.solve(TRAP), snl.solve(LEETCODE, route=False),
                  snl.Step(from_=1, roll=1, land=2, to=15), snl.Walk(from_=1, to=7, rolls=1), analysis,
                  analysis.players[0], snl.analyze(TRAP)]
        for value in values:
            with self.subTest(value=repr(value)):
                back = round_trip(value)
                self.assertIs(type(back), type(value))
                self.assertEqual(back, value)
                self.assertEqual(hash(back), hash(value))
                self.assertEqual(copy.deepcopy(value), value)

    def test_a_pickled_solution_keeps_its_route_and_board(self):
        solution = snl.solve(snl.read(EXAMPLES / "classic-10x10.jumps"))
        back = round_trip(solution)
        self.assertEqual(back.route, solution.route)
        self.assertEqual(back.route_line(), solution.route_line())
        self.assertEqual(back.board, solution.board)
        self.assertEqual(back.to_json(), solution.to_json())

    def test_a_pickled_analysis_has_the_same_figures_and_options(self):
        analysis = snl.analyze(LEETCODE, die="2d6", overshoot="bounce", within=[3])
        back = round_trip(analysis)
        self.assertEqual(back.options, analysis.options)
        self.assertEqual(back.to_json(), analysis.to_json())
        self.assertEqual(list(back.pmf), list(analysis.pmf))

    def test_a_process_pool_maps_solve_over_boards(self):
        boards = snl.generate(count=6, side=6, seed=3)
        with multiprocessing.get_context("spawn").Pool(2) as pool:
            solutions = pool.map(snl.solve, boards)
        self.assertEqual(solutions, [snl.solve(b) for b in boards])


    def test_a_design_pickles_with_its_board_targets_and_json(self):
        # Issue 51, finding 9: snl.Design did not pickle, so Pool.map(snl.design, ...) failed.
        classic = snl.read(EXAMPLES / "classic-10x10.jumps")
        for design in (snl.design(side=6, expected=8, seed=2, max_evaluations=300),
                       snl.design(classic, max_changes=2, expected=30, max_evaluations=200)):
            back = round_trip(design)
            self.assertIs(type(back), snl.Design)
            self.assertEqual(back.json(), design.json())
            self.assertEqual(repr(back), repr(design))
            self.assertEqual(back.options, design.options)
            self.assertEqual((back.board, back.changes, back.added, back.removed, back.stopped_by),
                             (design.board, design.changes, design.added, design.removed, design.stopped_by))
            self.assertEqual(repr(round_trip(design.targets[0])), repr(design.targets[0]))

    def test_a_process_pool_maps_design_over_boards(self):
        boards = snl.generate(count=2, side=6, seed=3)
        design = functools.partial(snl.design, max_changes=1, expected=9, max_evaluations=100)
        with multiprocessing.get_context("spawn").Pool(2) as pool:
            designs = pool.map(design, boards)
        here = [design(b) for b in boards]  # the same boards and figures; the seconds differ
        self.assertEqual([(d.board, repr(d.targets), d.evaluations) for d in designs],
                         [(d.board, repr(d.targets), d.evaluations) for d in here])


class Equality(unittest.TestCase):
    def test_equal_inputs_give_equal_results(self):
        self.assertEqual(snl.solve(LEETCODE), snl.solve(LEETCODE))
        self.assertEqual(snl.analyze(LEETCODE), snl.analyze(LEETCODE))
        self.assertEqual(snl.analyze(LEETCODE).players, snl.analyze(LEETCODE).players)
        self.assertEqual(len({snl.solve(LEETCODE), snl.solve(LEETCODE)}), 1)
        self.assertEqual(len({snl.analyze(LEETCODE), snl.analyze(LEETCODE)}), 1)

    def test_different_results_differ(self):
        self.assertNotEqual(snl.solve(LEETCODE), snl.solve(TRAP))
        self.assertNotEqual(snl.solve(LEETCODE), snl.solve(LEETCODE, route=False))  # same rolls, no route
        self.assertNotEqual(snl.analyze(LEETCODE), snl.analyze(LEETCODE, start=0))
        self.assertNotEqual(snl.analyze(LEETCODE), snl.analyze(TRAP))
        self.assertNotEqual(snl.Step(from_=1, roll=1, land=2, to=15), snl.Step(from_=1, roll=1, land=2, to=2))
        self.assertNotEqual(snl.solve(LEETCODE), 4)

    def test_a_board_given_to_board_is_the_same_board(self):
        self.assertEqual(snl.Board(LEETCODE), LEETCODE)
        self.assertEqual(snl.Board(LEETCODE.to_grid()), LEETCODE)


class Tuples(unittest.TestCase):
    def test_a_step_unpacks_like_a_named_tuple(self):
        step = snl.Step(from_=1, roll=1, land=2, to=15)
        from_, roll, land, to = step
        self.assertEqual((from_, roll, land, to), (1, 1, 2, 15))
        self.assertEqual(tuple(step), (1, 1, 2, 15))
        self.assertEqual((len(step), step[0], step[-1], step[1:3]), (4, 1, 15, (1, 2)))
        self.assertEqual(step._fields, ("from_", "roll", "land", "to"))
        self.assertEqual(step._asdict(), {"from_": 1, "roll": 1, "land": 2, "to": 15})
        match step:
            case snl.Step(f, r, l, t):
                self.assertEqual((f, r, l, t), (1, 1, 2, 15))

    def test_a_walk_unpacks_like_a_named_tuple(self):
        walk = snl.Walk(from_=1, to=7, rolls=1)
        from_, to, rolls = walk
        self.assertEqual((from_, to, rolls), (1, 7, 1))
        self.assertEqual(walk._fields, ("from_", "to", "rolls"))
        with self.assertRaises(IndexError):
            walk[3]

    def test_routes_unpack_leg_by_leg(self):
        legs = [tuple(leg) for leg in snl.solve(LEETCODE).route]
        self.assertEqual(legs, [(1, 1, 2, 15), (15, 2, 17, 13), (13, 1, 14, 35), (35, 1, 36, 36)])


class Reprs(unittest.TestCase):
    def test_reprs_read_as_python(self):
        self.assertEqual(repr(LEETCODE), "Board.square(6, {2: 15, 14: 35, 17: 13})")
        self.assertEqual(eval(repr(LEETCODE), {"Board": snl.Board}), LEETCODE)
        self.assertEqual(repr(snl.Board.square(4)), "Board.square(4)")
        self.assertEqual(repr(snl.solve(TRAP)), "Solution(rolls=-1, reachable=False)")
        self.assertEqual(repr(snl.solve(snl.Board.square(2))), "Solution(rolls=1, route=(Step(from_=1, roll=3, land=4, to=4),))")
        self.assertEqual(repr(snl.Player(win_probability=0.25)), "Player(win_probability=0.25)")
        self.assertEqual(eval(repr(snl.Walk(from_=1, to=7, rolls=1)), {"Walk": snl.Walk}), snl.Walk(from_=1, to=7, rolls=1))

    def test_long_values_are_cut_short(self):
        big = snl.generate(side=10, jumps=20)
        self.assertEqual(repr(big), "<snl.Board 10x10, 20 jumps>")
        long_route = snl.solve(snl.generate(side=10, jumps=10, seed=5))  # 10 legs
        self.assertTrue(repr(long_route).endswith(", ...))"), repr(long_route))
        self.assertEqual(repr(long_route).count("Step("), 8)

    def test_an_analysis_shows_its_figures_and_the_options_off_their_defaults(self):
        two = snl.analyze(snl.Board.square(2))
        self.assertEqual(repr(two), f"Analysis(expected_rolls={two.expected_rolls!r}, std_dev={two.std_dev!r}, "
                                    "min_rolls=1, finish_probability=1.0)")
        self.assertIn(", options={'start': 0, 'within': (2,)})", repr(snl.analyze(snl.Board.square(2), start=0, within=2)))


class Notebooks(unittest.TestCase):
    def test_an_analysis_shows_its_figures_and_its_plot(self):
        analysis = snl.analyze(LEETCODE)
        html = analysis._repr_html_()
        self.assertIn(f"<th style='text-align:left'>expected rolls</th><td>{analysis.expected_rolls:.6g}</td>", html)
        self.assertIn(analysis.plot(), html)
        self.assertIn("<td>never</td>", snl.analyze(TRAP)._repr_html_())  # no median

    def test_plot_draws_on_an_axes(self):
        # What matplotlib's Axes is asked (matplotlib is not needed: any object with these methods is drawn on).
        class Axes:
            def __init__(self):
                self.calls = []

            def __getattr__(self, name):
                return lambda *args, **kwargs: self.calls.append((name, args))

        analysis = snl.analyze(LEETCODE)
        ax = Axes()
        self.assertIs(analysis.plot(ax=ax), ax)
        (bar, *labels) = ax.calls
        self.assertEqual(bar[0], "bar")
        self.assertEqual(list(bar[1][1]), list(analysis.pmf))
        self.assertEqual([name for name, _ in labels], ["set_xlabel", "set_ylabel", "set_title"])
        self.assertTrue(analysis.plot("title").startswith("<svg") or "<svg" in analysis.plot("title"))


class Dicts(unittest.TestCase):
    def test_to_dict_keys_are_the_jsons(self):
        solution = snl.solve(LEETCODE)
        self.assertEqual(solution.to_dict(), json.loads(solution.to_json()))
        self.assertEqual(solution.to_dict()["route"][0], solution.route[0].to_dict())
        analysis = snl.analyze(LEETCODE, squares=True)
        self.assertEqual(analysis.to_dict(index=2), json.loads(analysis.to_json(index=2)))
        self.assertEqual(set(snl.Walk(from_=1, to=7, rolls=1).to_dict()), {"from", "walk", "to"})


if __name__ == "__main__":
    unittest.main()
