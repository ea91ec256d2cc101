"""`snl solve`, `snl analyze` and `snl validate` given no file read standard input; when it is a terminal they say so
on stderr first ("snl solve: reading boards from standard input (end with Ctrl-D)"), so that a wait for typing is not
taken for a hang. From a pipe, or with a file named, they say nothing. Run on a pseudo-terminal (the pty module).

Run by ctest (cli.terminal-input) with SNL_EXE set to the snl program."""
import os
import pty
import subprocess
import unittest

SNL = os.environ.get("SNL_EXE", "snl")
BOARD = b"[[-1,-1],[-1,-1]]\n"


def on_terminal(*args):
    """Runs snl ARGS with a pseudo-terminal on standard input, types a board and Ctrl-D: (stdout, stderr, code)."""
    master, slave = pty.openpty()
    try:
        process = subprocess.Popen([SNL, *args], stdin=slave, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    finally:
        os.close(slave)
    try:
        os.write(master, BOARD + b"\x04")  # Ctrl-D at the start of a line: the end of the input
        out, err = process.communicate(timeout=120)
    finally:
        os.close(master)
    return out.decode(), err.decode(), process.returncode


class TerminalInput(unittest.TestCase):
    def test_solve_says_it_reads_the_terminal(self):
        out, err, code = on_terminal("solve")
        self.assertEqual((out, err, code), ("1\n", "snl solve: reading boards from standard input (end with Ctrl-D)\n", 0))

    def test_analyze_says_it_reads_the_terminal(self):
        out, err, code = on_terminal("analyze", "--format", "json")
        self.assertEqual(err, "snl analyze: reading boards from standard input (end with Ctrl-D)\n")
        self.assertEqual(code, 0)
        self.assertIn('"expected_rolls"', out)

    def test_validate_says_it_reads_the_terminal(self):
        _, err, _ = on_terminal("validate", "--constraints", "any")
        self.assertEqual(err, "snl validate: reading boards from standard input (end with Ctrl-D)\n")

    def test_a_pipe_or_a_named_file_says_nothing(self):
        piped = subprocess.run([SNL, "solve"], input=BOARD, capture_output=True, timeout=120)
        self.assertEqual((piped.stdout, piped.stderr), (b"1\n", b""))
        dash = subprocess.run([SNL, "solve", "-"], input=BOARD, capture_output=True, timeout=120)
        self.assertEqual(dash.stderr, b"")
        named = on_terminal("solve", os.devnull)  # a file named: the terminal is not read
        self.assertNotIn("standard input", named[1])


if __name__ == "__main__":
    unittest.main()
