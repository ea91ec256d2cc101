#!/usr/bin/env bash
# Installs what snl needs on Debian 12, from Debian's packages. Safe to run again.
#   bash tools/install-deps.sh                 building and running: the CLI, `snl serve`, the Python module
#   bash tools/install-deps.sh --test          and what only the tests need: Chromium and the browser-test packages
#                                              from npm (tests/browser/package-lock.json), GoogleTest, clang's
#                                              libFuzzer, cpp-httplib (the server tests' client), Java, Go, NumPy, ...
#   bash tools/install-deps.sh --web           and emscripten (~800 MB), for the static page (the `web` preset)
# The README's test command and .ci/run use `--test --web`.
set -euo pipefail
cd "$(dirname "$0")/.."

test_deps=0
web_deps=0
for option in "$@"; do
  case "$option" in
    --test) test_deps=1 ;;
    --web) web_deps=1 ;;
    -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
    *) echo "install-deps: unknown option $option (expected --test, --web)" >&2; exit 2 ;;
  esac
done

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

# What building and running need. pybind11-dev and python3-dev build the Python module (python/), which the
# release build makes when they are there. dpkg-dev (dpkg-shlibdeps) and file: `cpack -G DEB` computes the Debian
# package's Depends with them (cmake/debian.cmake; the test package.deb).
packages=(cmake ninja-build pkg-config g++ libcli11-dev nlohmann-json3-dev libfmt-dev libeigen3-dev libgmp-dev
          libboost-dev python3 pybind11-dev python3-dev dpkg-dev file)
if [ "$test_deps" -eq 1 ]; then
  # clang-14 and its runtime: the fuzz targets. libcpp-httplib-dev: the server tests' HTTP client. chromium: the
  # browser tests (which skip without it). hyperfine: the benchmarks. strace: the speed guard's count of system
  # calls a board. python3-numpy: the Python module's tests, run with Debian's /usr/bin/python3 (the module itself
  # works without NumPy). openjdk-17-jdk-headless (javac, java): `snl check --leetcode` on .java files in tests/cli
  # (which skip Java without it), and the Java harness compiled in tests/judge. python3-venv, python3-wheel-whl and
  # python3-build: package.wheel makes the sdist with `python3 -m build` and builds the Python wheel from it with pip
  # in a fresh venv, offline. python3-mypy: python.stubtest. golang-go (go, gofmt): `snl check --leetcode` on .go
  # files in tests/cli (which skip Go without it), and the Go harness vetted in tests/judge. The judge's other
  # harnesses need python3 and g++ (above; gcc comes with it) and Node.js (the machine's; skipped without it).
  # man-db and groff-base: man renders the generated manual pages (docs.man-and-completions, package.deb); zsh and
  # fish: they read, and fish runs, the generated completions (docs.man-and-completions).
  packages+=(clang-14 libclang-rt-14-dev libgtest-dev libgmock-dev libbenchmark-dev libcpp-httplib-dev chromium
             hyperfine strace python3-numpy openjdk-17-jdk-headless python3-venv python3-wheel-whl python3-mypy
             python3-build golang-go man-db groff-base zsh fish)
fi
if [ "$web_deps" -eq 1 ]; then
  # emcc and em++ (with clang-14, lld-14, binaryen and node-acorn): the library in WebAssembly for the page.
  packages+=(emscripten)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  for attempt in 1 2 3 4 5; do
    if $SUDO apt-get update -qq; then break; fi
    echo "apt-get update failed (attempt $attempt); retrying" >&2
    sleep $((attempt * 3))
  done
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# The page's editor (CodeMirror 6, bundled by esbuild at build time: cmake/editor_bundle.cmake) from npm
# (web/package-lock.json). Without Node.js and npm the page keeps a plain text box, slow on long texts.
if [ -f web/package-lock.json ]; then
  if command -v npm >/dev/null; then
    (cd web && npm ci --no-audit --no-fund --loglevel=error)
  else
    echo "install-deps: npm not found; the page's editor will be a plain text box (web/text-box.js)" >&2
  fi
fi

# Browser tests: Node.js 20 or newer (the machine's own; Debian's nodejs 18 is too old for playwright-core).
if [ "$test_deps" -eq 1 ] && [ -f tests/browser/package-lock.json ]; then
  if command -v node >/dev/null && [ "$(node -p 'process.versions.node.split(".")[0]')" -ge 20 ]; then
    (cd tests/browser && npm ci --no-audit --no-fund --loglevel=error)
  else
    echo "install-deps: Node.js 20+ not found; the browser test will be skipped" >&2
  fi
fi
echo "install-deps: done"
