"""No leaks over 20,000 calls of each function: the reference counts of what was passed in stay as they were
(sys.getrefcount), Python's objects do not pile up (sys.getallocatedblocks: tracemalloc would make the run several
times slower; it shows where the blocks were allocated when a check fails), and neither does the C heap the library
allocates from (glibc's mallinfo2; not under AddressSanitizer, which keeps its own heap)."""
import ctypes
import gc
import os
import sys
import tracemalloc
import unittest

import snl
from support import require_numpy

CALLS = 20_000
# Any allocation leaked a call is at least 32 bytes of glibc's heap (its smallest chunk): 20,000 calls leaking the
# least grow it by 640 KB; the limit below is half that.
HEAP_GROWTH_LIMIT = CALLS * 16
GRID = [[-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1],
        [-1, 35, -1, -1, 13, -1], [-1, -1, -1, -1, -1, -1], [-1, 15, -1, -1, -1, -1]]
BOARD = snl.Board(GRID)
TEXT = "size 6\n2 15\n14 35\n17 13\n"
ONE = snl.Board([[-1]])  # for the calls whose library work is large: the binding is what is checked


class MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in
                ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks",
                 "keepcost")]


def c_heap_bytes():
    """Bytes in use in glibc's heap (C++ new included), or None where it cannot be told."""
    if "asan" in os.environ.get("LD_PRELOAD", ""):
        return None
    try:
        mallinfo2 = ctypes.CDLL(None).mallinfo2
    except AttributeError:
        return None
    mallinfo2.restype = MallInfo2
    info = mallinfo2()
    return info.uordblks + info.hblkhd


def raises(call, kind):
    def attempt():
        try:
            call()
        except kind:
            return
        raise AssertionError(f"{kind.__name__} expected")
    return attempt


class NoLeaks(unittest.TestCase):
    def check(self, call, *watched):
        for _ in range(1000):  # caches and free lists fill up first
            call()
        gc.collect()
        counts = [sys.getrefcount(o) for o in watched]
        heap = c_heap_bytes()
        blocks = sys.getallocatedblocks()
        for _ in range(CALLS):
            call()
        gc.collect()
        blocks = sys.getallocatedblocks() - blocks
        if blocks >= 1000:  # one object a call would be 20,000: say what grew
            tracemalloc.start()
            for _ in range(1000):
                call()
            top = tracemalloc.take_snapshot().statistics("lineno")[:5]
            tracemalloc.stop()
            self.fail(f"{blocks} more Python blocks after {CALLS} calls; allocated by: {top}")
        if heap is not None:
            self.assertLess(c_heap_bytes() - heap, HEAP_GROWTH_LIMIT, "the C heap grew")
        self.assertEqual([sys.getrefcount(o) for o in watched], counts, "a reference count changed")

    def test_min_rolls(self):
        self.check(lambda: snl.min_rolls(GRID), GRID, GRID[3])
        self.check(lambda: snl.min_rolls(BOARD), BOARD)

    def test_min_rolls_on_buffers(self):
        np = require_numpy()
        for array in (np.array(GRID, dtype=np.int32), np.array(GRID, dtype=np.int64), np.array(GRID).T):
            with self.subTest(dtype=array.dtype, contiguous=array.flags.c_contiguous):
                self.check(lambda: snl.min_rolls(array), array)
        view = memoryview(np.array(GRID, dtype=np.int32))
        self.check(lambda: snl.min_rolls(view), view)

    def test_boards(self):
        self.check(lambda: snl.Board(GRID), GRID)
        jumps = {2: 15, 14: 35, 17: 13}
        self.check(lambda: snl.Board.square(6, jumps), jumps)
        self.check(lambda: (BOARD.jumps, BOARD.to_grid(), BOARD.to_text("json"), BOARD.side, hash(BOARD),
                            BOARD == BOARD, repr(BOARD)), BOARD)
        self.check(lambda: ONE._repr_svg_(), ONE)

    def test_solve(self):
        self.check(lambda: [leg.to_dict() for leg in snl.solve(BOARD).route], BOARD)
        self.check(lambda: (snl.solve(GRID).steps(), snl.solve(BOARD).to_json(), snl.solve(BOARD).route_line()), GRID)

    def test_reading(self):
        self.check(lambda: snl.read(TEXT), TEXT)
        self.check(lambda: list(snl.boards(TEXT.encode())))

    def test_analyze_render_generate(self):
        analysis = snl.analyze(ONE, players=2, within=[3])
        self.check(lambda: snl.analyze(ONE, players=2, within=[3], overshoot="bounce"), ONE)
        self.check(lambda: (analysis.pmf, analysis.percentiles, analysis.players, analysis.options, analysis.to_json()),
                   analysis)
        self.check(lambda: snl.render(ONE, route=True, layers=True), ONE)
        self.check(lambda: snl.generate(side=6, jumps=5, seed=3))

    def test_errors(self):
        bad = [[0]]
        self.check(raises(lambda: snl.min_rolls(bad), snl.BoardError), bad)
        self.check(raises(lambda: snl.read("2\n-1 -1\n-1\n"), snl.ParseError))
        self.check(raises(lambda: snl.Board.square(3, [(2, 5), (2, 6)]), snl.BoardError))
        self.check(raises(lambda: snl.analyze(BOARD, die=0), snl.Error), BOARD)
        self.check(raises(lambda: snl.min_rolls("text"), TypeError))
        self.check(raises(lambda: snl.solve(BOARD, algorithm="fast"), ValueError), BOARD)
        self.check(raises(lambda: snl.analyze(BOARD, colour=2), TypeError), BOARD)


if __name__ == "__main__":
    unittest.main()
