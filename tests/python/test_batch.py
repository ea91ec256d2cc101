"""snl.min_rolls_many and snl.solve_many: many boards in one call, on every core, each answered as snl.min_rolls and
snl.solve answer it alone; an error names the board it is about. (That they release the GIL: test_threads.)"""
import unittest

import snl
from support import random_boards, require_numpy

BOARDS = random_boards(snl, 12, seed=35)


class MinRollsMany(unittest.TestCase):
    def test_each_board_is_answered_as_min_rolls_answers_it(self):
        np = require_numpy(self)
        expected = [snl.min_rolls(b) for b in BOARDS]
        grids = [b.to_grid() for b in BOARDS]
        for threads in (0, 1, 3):
            with self.subTest(threads=threads):
                got = snl.min_rolls_many(BOARDS, threads=threads)
                self.assertIsInstance(got, np.ndarray)
                self.assertEqual(got.dtype, np.int64)
                self.assertEqual(got.tolist(), expected)
                self.assertEqual(snl.min_rolls_many(grids, threads=threads).tolist(), expected)

    def test_grids_boards_arrays_and_tuples_mix(self):
        np = require_numpy(self)
        mixed = [BOARDS[0], BOARDS[1].to_grid(), np.array(BOARDS[2].to_grid(), dtype=np.int8),
                 tuple(tuple(row) for row in BOARDS[3].to_grid())]
        self.assertEqual(snl.min_rolls_many(mixed).tolist(), [snl.min_rolls(b) for b in BOARDS[:4]])
        self.assertEqual(snl.min_rolls_many(iter(mixed)).tolist(), [snl.min_rolls(b) for b in BOARDS[:4]])

    def test_a_3d_array_is_read_in_place_or_converted(self):
        np = require_numpy(self)
        tens = [b for b in snl.generate(count=40, side=10, seed=9)]
        expected = [snl.min_rolls(b) for b in tens]
        stack = np.array([b.to_grid() for b in tens])
        for dtype in (np.int64, np.int32, np.int16):
            with self.subTest(dtype=dtype.__name__):
                self.assertEqual(snl.min_rolls_many(stack.astype(dtype)).tolist(), expected)
        self.assertEqual(snl.min_rolls_many(np.asfortranarray(stack)).tolist(), expected)
        self.assertEqual(snl.min_rolls_many(stack[::2]).tolist(), expected[::2])
        self.assertEqual(snl.min_rolls_many(np.zeros((0, 5, 5), dtype=np.int64)).tolist(), [])

    def test_boards_past_one_block_are_answered_in_order_and_named_by_their_place(self):
        # Grids given as lists are read 4,096 at a time (python/batch.cpp, kBlock): more than two blocks, of mixed
        # sizes, from a list and from a generator, agree with min_rolls one by one; an error past the first block names
        # its place in the whole sequence, not in its block.
        many = snl.generate(count=9000, side=4, density=0.3, seed=36) + snl.generate(count=500, side=7, seed=37)
        grids = [b.to_grid() for b in many]
        expected = [snl.min_rolls(g) for g in grids]
        for threads in (1, 2):
            with self.subTest(threads=threads):
                self.assertEqual(list(snl.min_rolls_many(grids, threads=threads)), expected)
                self.assertEqual(list(snl.min_rolls_many((g for g in grids), threads=threads)), expected)
        solved = snl.solve_many(grids[4090:4100] + grids[-3:])
        self.assertEqual([s.rolls for s in solved], expected[4090:4100] + expected[-3:])
        for place in (4095, 4096, 8193):
            with self.subTest(place=place):
                bad = grids[:place] + [[[-1, -1], [-1, 7]]] + grids[place:]
                with self.assertRaises(snl.BoardError) as caught:
                    snl.min_rolls_many(bad)
                self.assertTrue(str(caught.exception).startswith(f"boards[{place}]: "), str(caught.exception))
                with self.assertRaises(TypeError) as caught:
                    snl.min_rolls_many(grids[:place] + [[["a"]]])
                self.assertIn(f"boards[{place}][0][0] must be an integer", str(caught.exception))

    def test_no_boards_give_an_empty_answer(self):
        self.assertEqual(len(snl.min_rolls_many([])), 0)

    def test_the_first_bad_board_is_named(self):
        np = require_numpy(self)
        bad = [BOARDS[0].to_grid(), BOARDS[1], [[-1, -1], [-1, 7]], [[-1, 9], [-1, -1]]]
        with self.assertRaises(snl.BoardError) as caught:
            snl.min_rolls_many(bad)
        self.assertTrue(str(caught.exception).startswith("boards[2]: "), str(caught.exception))
        stack = np.full((3, 2, 2), -1)
        stack[1, 0, 0] = 7
        with self.assertRaises(snl.BoardError) as caught:
            snl.min_rolls_many(stack)
        self.assertTrue(str(caught.exception).startswith("boards[1]: "), str(caught.exception))
        with self.assertRaises(snl.BoardError) as caught:
            snl.min_rolls_many([[[-1, -1], [-1]]])  # not square: the library's words
        self.assertTrue(str(caught.exception).startswith("boards[0]: "), str(caught.exception))
        with self.assertRaises(TypeError) as caught:
            snl.min_rolls_many([BOARDS[0], [["a"]]])
        self.assertIn("boards[1][0][0] must be an integer, not str", str(caught.exception))
        with self.assertRaises(TypeError):
            snl.min_rolls_many(5)
        with self.assertRaises(TypeError):
            snl.min_rolls_many("[[-1]]")
        with self.assertRaises(snl.Error) as caught:
            snl.min_rolls_many(BOARDS, threads=-1)
        self.assertIn("threads = -1 is out of range", str(caught.exception))


class SolveMany(unittest.TestCase):
    def test_each_board_is_solved_as_solve_solves_it(self):
        for threads in (0, 2):
            solutions = snl.solve_many(BOARDS, threads=threads)
            self.assertEqual(solutions, [snl.solve(b) for b in BOARDS])
        grids = [b.to_grid() for b in BOARDS if b.side <= 8]
        self.assertEqual(snl.solve_many(grids, route=False, algorithm="bfs"),
                         [snl.solve(g, route=False, algorithm="bfs") for g in grids])
        self.assertEqual([s.board for s in snl.solve_many(grids)], [snl.Board(g) for g in grids])

    def test_its_keywords_are_solves(self):
        with self.assertRaises(snl.Error) as caught:
            snl.solve_many(BOARDS, algorithm="fast")
        self.assertTrue(str(caught.exception).startswith("algorithm: expected auto"))
        with self.assertRaises(TypeError) as caught:
            snl.solve_many(BOARDS, colour=1)
        self.assertIn("solve_many() got an unexpected keyword argument 'colour'", str(caught.exception))


if __name__ == "__main__":
    unittest.main()
