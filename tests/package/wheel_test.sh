#!/usr/bin/env bash
# The Python package as pip installs it: `python3 -m build --sdist` makes the source package (Debian's python3-build,
# offline); in a fresh venv (Debian's python3 with only pip, setuptools and Debian's wheel .whl), `pip wheel
# --no-build-isolation` builds the wheel from that sdist, unpacked away from the tree, through pyproject.toml and
# setup.py (so the sdist is known to hold all the build needs); the wheel
# installs into a second fresh venv, where `pip show`, importlib.metadata.version and the Python suite (NumPy-free
# parts) run against it, away from the source tree; the module links no libfmt or libgmp; `pip uninstall` removes it.
# Usage: wheel_test.sh SOURCE_DIR WORK_DIR SNL_EXE
set -euo pipefail
source_dir=$1 work=$2 snl_exe=$3
python=/usr/bin/python3
rm -rf "$work" && mkdir -p "$work"
wheel_whl=$(ls /usr/share/python-wheels/wheel-*.whl 2>/dev/null | head -1 || true)
[ -n "$wheel_whl" ] || { echo "wheel_test: no wheel .whl: install python3-wheel-whl (tools/install-deps.sh --test)"; exit 1; }

"$python" -m venv "$work/build-venv"
"$work/build-venv/bin/pip" install --quiet --no-index "$wheel_whl"
version=$(sed -n 's/^project(snl VERSION \([0-9.]*\).*/\1/p' "$source_dir/CMakeLists.txt")
"$python" -c "import build" 2>/dev/null || { echo "wheel_test: no python3-build: tools/install-deps.sh --test"; exit 1; }
# --skip-dependency-check: Debian's pybind11-dev gives the build pybind11's headers and CMake files, not the Python
# package pyproject.toml names.
(cd "$source_dir" &&
   "$python" -m build --sdist --no-isolation --skip-dependency-check --outdir "$work/sdist" . >"$work/sdist.log" 2>&1) ||
  { tail -20 "$work/sdist.log"; exit 1; }
sdist="$work/sdist/snl-$version.tar.gz"
listed=$(tar -tzf "$sdist")
for needed in LICENSE pyproject.toml setup.py CMakeLists.txt src/CMakeLists.txt python/CMakeLists.txt; do
  grep -qx "snl-$version/$needed" <<<"$listed" || { echo "wheel_test: the sdist lacks $needed"; exit 1; }
done
mkdir -p "$work/unpacked" && tar -xzf "$sdist" -C "$work/unpacked"
echo "wheel_test: built $(basename "$sdist") ($(wc -l <<<"$listed") entries)"
# The cheapest build that makes the same package (bench/RESULTS.md, "package.wheel: where its time goes"): Debug with
# its flags emptied (-O0 and no debug information; Debug keeps pybind11 from adding LTO and stripping), and clang++-14
# where it is installed (tools/install-deps.sh --test), which compiles this code at -O0 in about half of g++'s time.
# g++ compiles the same sources in the other presets (with GMP; the GMP-free fractions also build with em++ for the
# page). A unity build (CMake joins the sources in batches of 8) halves it again: 144 s → 71 s of wall time on 2 cores
# (bench/RESULTS.md, "CI: where the time goes").
compiler=$(command -v clang++-14 || command -v c++)
echo "wheel_test: the module is built with $compiler"
(cd "$work/unpacked/snl-$version" &&
   CXX="$compiler" SNL_WHEEL_BUILD_DIR="$work/cmake" SNL_WHEEL_JOBS=2 SNL_WHEEL_BUILD_TYPE=Debug \
   SNL_WHEEL_CMAKE_ARGS="-DCMAKE_CXX_FLAGS_DEBUG= -DCMAKE_UNITY_BUILD=ON" \
   "$work/build-venv/bin/pip" wheel --quiet --no-build-isolation --no-deps --no-index -w "$work/dist" .)
wheel=$(ls "$work"/dist/snl-"$version"-*.whl)
echo "wheel_test: built $(basename "$wheel")"

"$python" -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --no-index "$wheel"
shown=$("$work/venv/bin/pip" show snl)  # whole, before grep: grep -q ends early and breaks pip's pipe
grep -qx "Version: $version" <<<"$shown"
grep -qx "License: MIT" <<<"$shown"
cd "$work"  # away from the source tree: the import must find the installed package
"$work/venv/bin/python" - "$version" <<'PY'
import importlib.metadata, pathlib, subprocess, sys
import snl
assert importlib.metadata.version("snl") == sys.argv[1] == snl.__version__, (importlib.metadata.version("snl"), snl.__version__)
assert "site-packages" in snl.__file__, snl.__file__
files = {pathlib.PurePath(f).name for f in importlib.metadata.files("snl")}
assert {"__init__.py", "__init__.pyi", "py.typed", "LICENSE"} <= files, files
linked = subprocess.run(["ldd", snl._snl.__file__], capture_output=True, text=True, check=True).stdout
assert "libfmt" not in linked and "libgmp" not in linked, linked
assert snl.min_rolls([[-1, -1], [-1, 3]]) == 1
assert snl.analyze(snl.Board.square(3), exact=True).exact["expected_rolls"] > 0
PY
SNL_EXE="$snl_exe" SNL_SOURCE_DIR="$source_dir" PYTHONDONTWRITEBYTECODE=1 \
  "$work/venv/bin/python" -m unittest discover -s "$source_dir/tests/python" -p 'test_[aesvb]*.py' 2>&1 | tail -3
"$work/venv/bin/pip" uninstall --quiet --yes snl
! "$work/venv/bin/python" -c "import snl" 2>/dev/null
echo "wheel_test: ok"
