"""Python's routes are the CLI's: Solution.route is the route `snl solve --format json` writes (roll by roll up to
10,000 rolls, with its walks beyond: one rule, the library's), dict for dict, on seeded stress-style boards, an empty
8x8, and walks on either side of the limit, for the algorithms that give walks and one that does not."""
import json
import pathlib
import tempfile
import unittest

import snl
from support import random_boards, run_cli

ALGORITHMS = ("auto", "sparse", "bfs")


def routes_of(solutions):
    return [[leg.to_dict() for leg in solution.route] for solution in solutions]


class Routes(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory()
        cls.file = pathlib.Path(cls.folder.name) / "boards.jumps"
        cls.boards = random_boards(snl, 6, seed=909, sizes=(2, 3, 5, 8, 12, 20))
        cls.boards += [snl.generate(side=40, density=0.01, seed=seed) for seed in range(3)]
        cls.boards += [snl.Board.square(8, []),            # 11 rolls: one walk, shown roll by roll
                       snl.Board.square(12, {30: 100}),
                       snl.Board.track(60001, {}),         # 10,000 rolls: the longest route shown roll by roll
                       snl.Board.track(60002, {}),         # 10,001 rolls: its walk kept
                       snl.Board.square(300, [(3, 9000)])]  # 13,501 rolls: walks kept, a ladder between them
        cls.file.write_text("".join(board.to_text("jumps") for board in cls.boards))

    @classmethod
    def tearDownClass(cls):
        cls.folder.cleanup()

    def test_routes_equal_the_cli_json(self):
        for algorithm in ALGORITHMS:
            with self.subTest(algorithm=algorithm):
                lines = run_cli("solve", "--format", "json", "--algorithm", algorithm, self.file).splitlines()
                cli = [json.loads(line)["route"] for line in lines]
                python = routes_of(snl.solve(board, algorithm=algorithm) for board in self.boards)
                self.assertEqual(len(python), len(cli))
                for index, (mine, theirs) in enumerate(zip(python, cli), 1):
                    self.assertEqual(mine, theirs, f"board {index} ({self.boards[index - 1]!r}), {algorithm}")

    def test_the_empty_8x8_roll_by_roll(self):
        route = snl.solve(snl.Board.square(8, [])).route
        self.assertEqual(len(route), 11)
        self.assertTrue(all(isinstance(leg, snl.Step) for leg in route))
        self.assertEqual(route[0], snl.Step(from_=1, roll=6, land=7, to=7))
        self.assertEqual(route[-1].to, 64)

    def test_walks_beyond_the_limit_and_steps_up_to_it(self):
        at_limit = snl.solve(snl.Board.track(60001, {}), algorithm="sparse")
        self.assertEqual(at_limit.rolls, 10_000)
        self.assertEqual(len(at_limit.route), 10_000)
        past = snl.solve(snl.Board.track(60002, {}), algorithm="sparse")
        self.assertEqual(past.rolls, 10_001)
        self.assertTrue(any(isinstance(leg, snl.Walk) for leg in past.route))
        self.assertEqual(sum(leg.rolls for leg in past.route), 10_001)
        self.assertEqual(len(past.steps()), 10_001)


if __name__ == "__main__":
    unittest.main()
