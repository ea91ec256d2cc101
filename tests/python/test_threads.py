"""Long calls release the GIL, checked without timing races, and the module is safe on several threads.

The check: with the switch interval set to 100 s the interpreter never takes the GIL from a thread, so another
thread runs only while the GIL is given up. A helper thread counts while the main thread is inside a call: a call
that kept the GIL leaves the count exactly as it was (always, whatever the machine's speed), one that releases it
lets the helper count (given a few tries on a machine that schedules it late). Reading from a pipe is stricter
still: the reader waits inside the library until the main thread writes, which it can only do if the GIL was
given up; a watchdog ends the process if it was not."""
import faulthandler
import os
import sys
import tempfile
import threading
import time
import unittest

import snl
from support import require_numpy

ATTEMPTS = 20


class Counter:
    """A thread counting, 1 ms apart, while it can take the GIL."""

    def __init__(self):
        self.count = 0
        self.stop = False
        self.thread = threading.Thread(target=self.run, daemon=True)

    def run(self):
        while not self.stop:
            self.count += 1
            time.sleep(0.001)  # gives up the GIL, so that the main thread gets it back at once

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.stop = True
        self.thread.join()


class GilRelease(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        board = snl.generate(side=1000, density=0.1, max_distance=50, seed=909)
        cls.board = board
        cls.grid = board.to_grid()
        cls.text = board.to_text("grid")
        cls.analysed = snl.generate(side=100, density=0.1, seed=3)

    def setUp(self):
        self.interval = sys.getswitchinterval()
        sys.setswitchinterval(100.0)

    def tearDown(self):
        sys.setswitchinterval(self.interval)

    def counts_during(self, call):
        """Whether the counter advanced while `call` ran, in any of a few tries."""
        with Counter() as counter:
            while counter.count == 0:
                time.sleep(0.001)
            for _ in range(ATTEMPTS):
                before = counter.count
                call()
                if counter.count != before:
                    return True
        return False

    def test_the_check_fails_on_a_call_that_keeps_the_gil(self):
        # sum() over a long range runs in C without giving up the GIL: the counter must stand still.
        self.assertFalse(self.counts_during(lambda: sum(range(3_000_000))))

    def test_long_calls(self):
        np = require_numpy()
        array = np.array(self.grid, dtype=np.int32)
        calls = {
            "min_rolls on an array": lambda: snl.min_rolls(array),
            "min_rolls on an int64 array": lambda: snl.min_rolls(array.astype(np.int64)),
            "min_rolls on lists": lambda: snl.min_rolls(self.grid),
            "min_rolls on a Board": lambda: snl.min_rolls(self.board),
            "min_rolls_many": lambda: snl.min_rolls_many([self.board, self.grid, array]),
            "solve_many": lambda: snl.solve_many([self.board, self.board], algorithm="bfs"),
            "Board of an array": lambda: snl.Board(array),
            "solve": lambda: snl.solve(self.board, algorithm="bfs"),
            "analyze": lambda: snl.analyze(self.analysed),
            "render": lambda: snl.render(self.analysed, route=True, layers=True),
            "generate": lambda: snl.generate(side=1000, density=0.2),
            "to_text": lambda: self.board.to_text("json"),
            "read": lambda: snl.read(self.text),
            "plot": lambda: snl.analyze(self.analysed).plot(),
        }
        for name, call in calls.items():
            with self.subTest(call=name):
                self.assertTrue(self.counts_during(call), f"{name} kept the GIL")

    def test_reading_a_pipe_waits_without_the_gil(self):
        faulthandler.dump_traceback_later(120, exit=True)  # a reader holding the GIL would hang both threads
        try:
            with tempfile.TemporaryDirectory() as folder:
                path = os.path.join(folder, "pipe")
                os.mkfifo(path)
                found = []
                reader = threading.Thread(target=lambda: found.extend(snl.boards(path)))
                reader.start()
                with open(path, "w", encoding="utf-8") as pipe:
                    pipe.write("size 6\n2 15\n")
                    pipe.flush()
                    time.sleep(0.05)  # the reader is now waiting for more, inside the library
                    pipe.write("14 35\n17 13\n")
                reader.join()
                self.assertEqual(found, [snl.Board.square(6, {2: 15, 14: 35, 17: 13})])
        finally:
            faulthandler.cancel_dump_traceback_later()


class SeveralThreads(unittest.TestCase):
    def test_calls_on_two_threads_give_the_answers_of_one(self):
        boards = snl.generate(tricky=True, side=12, count=150, seed=6) + snl.generate(side=200, count=4, seed=2)
        expected = [(snl.solve(b).to_json(), snl.min_rolls(b)) for b in boards]
        failures = []

        def work():
            for _ in range(3):
                for board, want in zip(boards, expected):
                    got = (snl.solve(board).to_json(), snl.min_rolls(board.to_grid() if board.side <= 12 else board))
                    if got != want:
                        failures.append((board, got, want))

        threads = [threading.Thread(target=work) for _ in range(2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        self.assertEqual(failures, [])

    def test_one_reader_on_two_threads(self):
        # A generator being read by one thread cannot be read by another at the same time: Python says so.
        boards = snl.boards("".join(b.to_text("jumps") for b in snl.generate(side=300, count=30, density=0.3)))
        results, errors = [], []

        def drain():
            try:
                results.extend(boards)
            except ValueError as error:
                errors.append(error)

        threads = [threading.Thread(target=drain) for _ in range(2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        self.assertEqual(len(results), 30)  # every board once, whoever read it
        for error in errors:
            self.assertIn("already executing", str(error))


if __name__ == "__main__":
    unittest.main()
