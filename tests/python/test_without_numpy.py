"""Without NumPy (its import blocked, as on a machine without it): the distribution comes back as lists, and grids
with the buffer protocol from the standard library (array.array through memoryview) are read as NumPy's are."""
import array
import sys
import unittest

sys.modules["numpy"] = None  # `import numpy` now raises ImportError, here and in the extension
import snl  # noqa: E402  (after blocking NumPy)


def buffer_grid(grid, code):
    """The grid as a 2-D memoryview over an array.array of type `code`."""
    n = len(grid)
    return memoryview(array.array(code, [v for row in grid for v in row])).cast("B").cast(code, (n, n))


class WithoutNumPy(unittest.TestCase):
    def test_numpy_is_blocked(self):
        with self.assertRaises(ImportError):
            import numpy  # noqa: F401

    def test_the_distribution_as_lists(self):
        analysis = snl.analyze(snl.generate(side=10, seed=1), players=2)
        for name in ("pmf", "cdf", "win_probabilities", "total_pmf", "total_cdf"):
            with self.subTest(name=name):
                values = getattr(analysis, name)
                self.assertIsInstance(values, list)
                self.assertTrue(all(isinstance(v, float) for v in values))
        self.assertAlmostEqual(sum(analysis.pmf), 1, places=9)
        self.assertAlmostEqual(analysis.cdf[-1], 1, places=9)
        self.assertIn('"pmf":[', analysis.to_json())

    def test_many_answers_as_a_list(self):
        boards = snl.generate(count=5, side=6, seed=2)
        rolls = snl.min_rolls_many(boards)
        self.assertIsInstance(rolls, list)
        self.assertEqual(rolls, [snl.min_rolls(b) for b in boards])
        n = 6
        stack = memoryview(array.array("q", [v for b in boards for row in b.to_grid() for v in row]))
        self.assertEqual(snl.min_rolls_many(stack.cast("B").cast("q", (5, n, n))), rolls)  # a 3-D buffer, in place

    def test_standard_library_buffers(self):
        for board in snl.generate(tricky=True, side=9, count=40, seed=8):
            grid = board.to_grid()
            expected = snl.min_rolls(grid)
            for code in ("i", "l", "q", "h"):
                with self.subTest(board=repr(board), code=code):
                    self.assertEqual(snl.min_rolls(buffer_grid(grid, code)), expected)
                    self.assertEqual(snl.Board(buffer_grid(grid, code)), board)
        with self.assertRaises(snl.BoardError):
            snl.min_rolls(buffer_grid([[-1, -1], [-1, 9]], "i"))


if __name__ == "__main__":
    unittest.main()
