"""`cmake --install` puts the package in <prefix>/SNL_PYTHON_INSTALL_DIR (lib/pythonX.Y/site-packages by default),
where it imports and works with the stubs beside it."""
import os
import pathlib
import subprocess
import sys
import tempfile
import unittest

from support import BINARY_DIR

CMAKE = os.environ.get("SNL_CMAKE", "cmake")
INSTALL_DIR = os.environ.get("SNL_PYTHON_INSTALL_DIR",
                             f"lib/python{sys.version_info.major}.{sys.version_info.minor}/site-packages")


class Install(unittest.TestCase):
    def test_the_installed_package_imports(self):
        with tempfile.TemporaryDirectory() as prefix:
            subprocess.run([CMAKE, "--install", str(BINARY_DIR), "--prefix", prefix, "--component", "python"],
                           check=True, capture_output=True)
            package = pathlib.Path(prefix) / INSTALL_DIR / "snl"
            names = sorted(p.name for p in package.iterdir())
            self.assertEqual([n for n in names if not n.startswith("_snl.")], ["__init__.py", "__init__.pyi", "py.typed"])
            self.assertEqual(len([n for n in names if n.startswith("_snl.")]), 1)
            environment = dict(os.environ, PYTHONPATH=str(package.parent))
            script = ("import snl, sys; print(snl.__file__); print(snl.min_rolls([[-1, -1], [-1, 3]]));"
                      "print(snl.solve(snl.Board.square(6, {2: 15, 14: 35, 17: 13})).route_line())")
            done = subprocess.run([sys.executable, "-c", script], env=environment, capture_output=True, text=True,
                                  check=True, cwd=prefix)
            where, rolls, route = done.stdout.splitlines()
            self.assertEqual(pathlib.Path(where).resolve(), (package / "__init__.py").resolve())
            self.assertEqual(rolls, "1")
            self.assertEqual(route, "1 -> 2 => 15 -> 17 => 13 -> 14 => 35 -> 36")


if __name__ == "__main__":
    unittest.main()
