"""mypy's stubtest finds the stub (python/snl/__init__.pyi) and the module alike: every name, signature and type the
stub states is there at run time, with python/stubtest-allowlist.txt's few exceptions (each explained there)."""
import os
import subprocess
import sys
import unittest

from support import BINARY_DIR, SOURCE_DIR


class StubTest(unittest.TestCase):
    def test_stubtest_finds_no_difference(self):
        try:
            import mypy.stubtest  # noqa: F401
        except ImportError:
            message = f"mypy is not importable by {sys.executable}: install python3-mypy (tools/install-deps.sh --test)"
            if os.environ.get("SNL_REQUIRE_NUMPY") == "1":  # the test machine ctest runs on has everything
                raise AssertionError(message)
            raise unittest.SkipTest(message)
        import snl
        package = os.path.dirname(os.path.dirname(snl.__file__))
        environment = dict(os.environ, MYPYPATH=package, PYTHONPATH=package)
        done = subprocess.run([sys.executable, "-m", "mypy.stubtest", "snl", "--allowlist",
                               str(SOURCE_DIR / "python" / "stubtest-allowlist.txt"),
                               "--mypy-config-file", os.devnull],
                              env=environment, capture_output=True, text=True, cwd=BINARY_DIR)
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
        self.assertIn("Success: no issues found", done.stdout)


if __name__ == "__main__":
    unittest.main()
