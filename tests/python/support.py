"""What the Python module's tests share: where the build and the sources are (from ctest's environment), the CLI
run as a reference, the examples, and a seeded supply of random boards."""
import json
import os
import pathlib
import subprocess
import sys
import unittest

SOURCE_DIR = pathlib.Path(os.environ.get("SNL_SOURCE_DIR", pathlib.Path(__file__).resolve().parents[2]))
BINARY_DIR = pathlib.Path(os.environ.get("SNL_BINARY_DIR", SOURCE_DIR / "build" / "dev"))
SNL_EXE = os.environ.get("SNL_EXE", str(BINARY_DIR / "snl"))
EXAMPLES = SOURCE_DIR / "examples"
EXAMPLE_FILES = sorted(p for p in EXAMPLES.iterdir() if p.suffix in (".grid", ".json", ".jumps"))


def require_numpy(test_case=None):
    """numpy, or a failure naming what to install when the suite is told NumPy must be there (ctest tells it)."""
    try:
        import numpy
        return numpy
    except ImportError:
        message = "NumPy is not importable by " + sys.executable + ": install python3-numpy (tools/install-deps.sh)"
        if os.environ.get("SNL_REQUIRE_NUMPY") == "1":
            raise AssertionError(message)
        raise unittest.SkipTest(message)


def run_cli(*args, text=None):
    """The CLI's stdout for `args` (a CompletedProcess when it exits non-zero is an assertion failure)."""
    done = subprocess.run([SNL_EXE, *map(str, args)], input=text, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise AssertionError(f"snl {' '.join(map(str, args))} exited {done.returncode}: {done.stderr}")
    return done.stdout


def cli_json_lines(*args, text=None):
    return [json.loads(line) for line in run_cli(*args, text=text).splitlines()]


def random_boards(snl, count, seed, sizes=(1, 2, 3, 5, 8, 10)):
    """Boards the tests compare on: snl check's tricky series (chains, walls, self-jumps, snakes on the last square,
    jumps on square 1) over the given sides, seeded."""
    boards = []
    for i, side in enumerate(sizes):
        boards += snl.generate(tricky=True, side=side, count=count, seed=seed + i)
    return boards
