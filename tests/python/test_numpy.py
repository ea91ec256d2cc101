"""NumPy arrays in and out: grids of every integer type and layout give the answers lists give (C ints and int64 in
place, the rest converted), bad arrays are refused as bad lists are, the distribution comes back as float64 arrays."""
import sys
import unittest

import snl
from support import require_numpy

np = require_numpy()

INTEGER_TYPES = [np.int8, np.int16, np.int32, np.int64, np.intc, np.uint16, np.uint32, np.uint64, np.longlong]


def error_of(call):
    try:
        call()
    except snl.BoardError as error:
        return str(error)
    return None


class Grids(unittest.TestCase):
    def setUp(self):
        self.boards = [snl.generate(side=side, density=0.3, seed=side) for side in (1, 2, 3, 7, 10, 33)]
        self.boards += snl.generate(tricky=True, side=9, count=60, seed=4)

    def test_every_integer_type_gives_the_lists_answer(self):
        for board in self.boards:
            grid = board.to_grid()
            expected = snl.min_rolls(grid)
            for kind in INTEGER_TYPES:
                if np.iinfo(kind).min == 0:
                    continue  # -1 has no unsigned form; unsigned arrays are tested below
                with self.subTest(board=repr(board), kind=kind.__name__):
                    array = np.array(grid, dtype=kind) if np.iinfo(kind).max >= board.squares else None
                    if array is None:
                        continue
                    self.assertEqual(snl.min_rolls(array), expected)
                    self.assertEqual(snl.Board(array), board)
                    self.assertEqual(snl.solve(array).rolls, expected)

    def test_layouts_views_and_read_only_arrays(self):
        board = snl.generate(side=40, density=0.2, seed=11)
        grid = np.array(board.to_grid(), dtype=np.int32)
        expected = snl.min_rolls(board)
        wide = np.full((40, 60), 7, dtype=np.int32)
        wide[:, 5:45] = grid
        layouts = {"C": grid, "Fortran": np.asfortranarray(grid), "slice of a wider array": wide[:, 5:45],
                   "every other row of a taller one": np.repeat(grid, 2, axis=0)[::2],
                   "int64": grid.astype(np.int64), "transposed twice": grid.T.copy().T}
        read_only = grid.copy()
        read_only.flags.writeable = False
        layouts["read-only"] = read_only
        for name, array in layouts.items():
            with self.subTest(layout=name):
                self.assertEqual(snl.min_rolls(array), expected)
                self.assertEqual(snl.Board(array), board)
        flipped = np.ascontiguousarray(grid[::-1, ::-1])
        self.assertEqual(snl.min_rolls(grid[::-1, ::-1]), snl.min_rolls(flipped.tolist()))

    def test_unsigned_and_small_arrays(self):
        plain = np.array([[4, 3], [4, 2]], dtype=np.uint8)  # every cell a jump: no -1 needed
        self.assertEqual(snl.Board(plain), snl.Board([[4, 3], [4, 2]]))
        self.assertEqual(snl.min_rolls(plain.astype(np.uint64)), snl.min_rolls([[4, 3], [4, 2]]))
        self.assertEqual(snl.min_rolls(np.array([[-1]], dtype=np.int8)), 0)

    def test_refused_as_lists_are(self):
        for cells in ([[-1, -1], [-1, 7]], [[-1, 3, -1], [-1, -1, 10], [-1, -1, -1]], [[0]], [[-1, -1, -1], [-1, -1, -1]],
                      [[-1], [-1]], [[-2, -1], [-1, -1]]):
            with self.subTest(cells=cells):
                want = error_of(lambda: snl.min_rolls(cells))
                self.assertIsNotNone(want)
                self.assertEqual(error_of(lambda: snl.min_rolls(np.array(cells, dtype=np.int32))), want)
                self.assertEqual(error_of(lambda: snl.min_rolls(np.array(cells, dtype=np.int64))), want)
                self.assertEqual(error_of(lambda: snl.Board(np.array(cells, dtype=np.int16))), want)
        self.assertEqual(error_of(lambda: snl.min_rolls(np.zeros((0, 0), dtype=np.int32))), "a board needs at least one row")
        self.assertEqual(error_of(lambda: snl.min_rolls(np.zeros((0, 5), dtype=np.int64))), "a board needs at least one row")
        self.assertEqual(error_of(lambda: snl.min_rolls(np.zeros((50000, 0), dtype=np.int32))),
                         "a grid's side must be at most 46340")
        # 64-bit values are read whole, in place or converted: 2^32 + 3 is not 3 (its low 32 bits).
        for value in (2**31, 2**32 + 3, -2**32 - 1, 2**63 - 1, -2**63):
            want = f"square 3 holds {value}; expected -1 or 1..4"
            wide = np.array([[-1, value], [-1, -1]], dtype=np.int64)
            self.assertEqual(error_of(lambda: snl.min_rolls(wide)), want)
            self.assertEqual(error_of(lambda: snl.min_rolls(np.asfortranarray(wide))), want)  # converted, not in place
            self.assertEqual(error_of(lambda: snl.Board(wide)), want)
        self.assertEqual(error_of(lambda: snl.min_rolls(np.array([[1, 2**32 + 3], [1, 1]], dtype=np.uint64))),
                         "square 3 holds 4294967299; expected -1 or 1..4")
        self.assertEqual(error_of(lambda: snl.min_rolls(np.array([[2**63]], dtype=np.uint64))),
                         "board[0][0] holds 9223372036854775808, which does not fit in a 64-bit integer")

    def test_what_is_not_an_integer_grid(self):
        for array, words in [(np.zeros((2, 2)), "format 'd'"), (np.zeros((2, 2), dtype=bool), "format '?'"),
                             (np.zeros((2, 2), dtype=object), "format 'O'"), (np.zeros((2, 2, 2), dtype=np.int32), "3"),
                             (np.zeros(4, dtype=np.int32), "2 dimensions, not 1"),
                             (np.zeros((2, 2), dtype=">i4" if sys.byteorder == "little" else "<i4"), "byte order")]:
            with self.subTest(words=words), self.assertRaises(TypeError) as caught:
                snl.min_rolls(array)
            self.assertIn(words, str(caught.exception))

    def test_rows_as_arrays_and_numpy_integers(self):
        grid = np.array(snl.generate(side=8, density=0.3, seed=2).to_grid())
        self.assertEqual(snl.min_rolls(list(grid)), snl.min_rolls(grid))  # a list of 1-D arrays
        self.assertEqual(snl.Board.square(np.int64(6), {np.int32(2): np.uint8(15)}), snl.Board.square(6, {2: 15}))
        self.assertEqual(snl.analyze(snl.Board.square(6), die=np.int64(4)).options["die"], 4)


class Distributions(unittest.TestCase):
    def test_float64_arrays_with_the_values_of_the_analysis(self):
        analysis = snl.analyze(snl.generate(side=10, seed=1), players=3)
        for name in ("pmf", "cdf", "win_probabilities", "total_pmf", "total_cdf"):
            with self.subTest(name=name):
                values = getattr(analysis, name)
                self.assertIsInstance(values, np.ndarray)
                self.assertEqual(values.dtype, np.float64)
                self.assertEqual(values.ndim, 1)
        self.assertTrue(np.allclose(np.cumsum(analysis.pmf), analysis.cdf))
        self.assertEqual(len(analysis.win_probabilities), 3)
        # Each access is an array of its own: changing one leaves the analysis as it was.
        pmf = analysis.pmf
        pmf[:] = 0
        self.assertGreater(analysis.pmf.sum(), 0.999)


if __name__ == "__main__":
    unittest.main()
