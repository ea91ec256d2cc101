#!/usr/bin/env bash
# Installs everything snl needs on Debian 12: the compilers and libraries from Debian's packages, and the
# browser-test packages from npm (tests/browser/package-lock.json). Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

# pybind11-dev and python3-dev build the Python module (python/); python3-numpy is for its tests, run with Debian's
# /usr/bin/python3, for which Debian installs it (the module itself works without NumPy).
# openjdk-17-jdk-headless (javac, java) is for `snl check --leetcode` on .java files and its tests (tests/cli, which
# skip Java without it); g++, python3 and Node.js (the machine's own, below) serve .cpp, .py and .js.
packages=(cmake ninja-build pkg-config g++ clang-14 libclang-rt-14-dev libgtest-dev libgmock-dev libbenchmark-dev
          libcli11-dev nlohmann-json3-dev libfmt-dev libeigen3-dev libcpp-httplib-dev libgmp-dev libboost-dev chromium
          hyperfine python3 pybind11-dev python3-dev python3-numpy openjdk-17-jdk-headless)

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

# Browser tests: Node.js 20 or newer (the machine's own; Debian's nodejs 18 is too old for playwright-core).
if [ -f tests/browser/package-lock.json ]; then
  if command -v node >/dev/null && [ "$(node -p 'process.versions.node.split(".")[0]')" -ge 20 ]; then
    (cd tests/browser && npm ci --no-audit --no-fund --loglevel=error)
  else
    echo "install-deps: Node.js 20+ not found; the browser test will be skipped" >&2
  fi
fi
echo "install-deps: done"
