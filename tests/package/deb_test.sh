#!/usr/bin/env bash
# The Debian package as cpack makes it from this build folder (cmake/debian.cmake), unpacked with dpkg-deb -x into a
# temporary root, never installed: its control fields and files (the manual pages and completions too); the unpacked
# snl, snl-serve and `snl serve`; a consumer built with find_package(snl) against root/usr; `import snl` with Debian's
# /usr/bin/python3.
# Usage: deb_test.sh BUILD_DIR WORK_DIR SOURCE_DIR VERSION CXX CXX_FLAGS BUILD_TYPE PYTHON_PRELOAD SITE(0|1)
# PYTHON_PRELOAD: the sanitizer runtimes the module needs loaded first in a sanitized build, or empty.
set -euo pipefail
build=$1 work=$2 source_dir=$3 version=$4 cxx=$5 cxx_flags=$6 build_type=$7 python_preload=$8 site=$9
rm -rf "$work" && mkdir -p "$work"
fail() { echo "deb_test: $*" >&2; exit 1; }
for program in dpkg-deb dpkg-shlibdeps file; do  # cpack's Depends needs the last two
  command -v "$program" >/dev/null || fail "no $program: install dpkg-dev and file (tools/install-deps.sh)"
done

start=$(date +%s%N)
# zstd instead of the package's gzip: the same package, made in about half the time from a Debug build.
cpack --config "$build/CPackConfig.cmake" -B "$work/out" -D CPACK_DEBIAN_COMPRESSION_TYPE=zstd >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log"; fail "cpack failed"; }
deb=$work/out/snl_${version}_$(dpkg --print-architecture).deb
[ -f "$deb" ] || { ls "$work/out"; fail "no $(basename "$deb")"; }
echo "deb_test: $(basename "$deb"), $(stat -c %s "$deb") bytes, cpack $((($(date +%s%N) - start) / 1000000)) ms"

# Control fields.
field() { dpkg-deb -f "$deb" "$1"; }
[ "$(field Package)" = snl ] || fail "Package: $(field Package)"
[ "$(field Version)" = "$version" ] || fail "Version: $(field Version), expected $version (project(VERSION))"
[ "$(field Architecture)" = "$(dpkg --print-architecture)" ] || fail "Architecture: $(field Architecture)"
depends=$(field Depends)
grep -qE '(^|, )libc6( |,|$)' <<<"$depends" || fail "Depends does not name libc6: '$depends'"
echo "deb_test: Depends: $depends"

# Files: everything under /usr, the Python package only in Debian's folder.
root=$work/root
dpkg-deb -x "$deb" "$root"
files=$(cd "$root" && find . -type f | sed 's|^\./|/|' | sort)
expected=(/usr/bin/snl /usr/bin/snl-serve /usr/include/snl/snl.hpp /usr/lib/libsnl.a /usr/lib/cmake/snl/snlConfig.cmake
          /usr/lib/cmake/snl/snlConfigVersion.cmake /usr/lib/cmake/snl/snlTargets.cmake /usr/share/doc/snl/copyright
          /usr/lib/python3/dist-packages/snl/__init__.py /usr/lib/python3/dist-packages/snl/__init__.pyi
          /usr/lib/python3/dist-packages/snl/py.typed)
# The manual pages (every page of docs/man, gzipped) and the completions where Debian's shells look.
for page in "$source_dir"/docs/man/*.1; do
  expected+=("/usr/share/man/man1/$(basename "$page").gz")
done
expected+=(/usr/share/man/man1/snl.1.gz /usr/share/man/man1/snl-serve.1.gz /usr/share/bash-completion/completions/snl
           /usr/share/bash-completion/completions/snl-serve /usr/share/zsh/vendor-completions/_snl
           /usr/share/fish/vendor_completions.d/snl.fish)
if [ "$site" = 1 ]; then
  expected+=(/usr/share/snl/site/index.html /usr/share/snl/site/snl-engine.wasm /usr/share/snl/site/snl-engine.js)
fi
for file in "${expected[@]}"; do
  grep -qxF "$file" <<<"$files" || fail "missing $file"
done
grep -qE '^/usr/lib/python3/dist-packages/snl/_snl\.cpython-[^/]*\.so$' <<<"$files" || fail "missing the extension _snl"
! grep -v '^/usr/' <<<"$files" || fail "files outside /usr"
! grep -q 'site-packages' <<<"$files" || fail "a site-packages folder (cmake --install's) in the package"
cmp -s "$root/usr/share/doc/snl/copyright" "$source_dir/LICENSE" || fail "copyright is not LICENSE"
for page in "$source_dir"/docs/man/*.1; do
  cmp -s <(gzip -dc "$root/usr/share/man/man1/$(basename "$page").gz") "$page" || fail "$(basename "$page").gz is not docs/man/$(basename "$page")"
done
cmp -s "$root/usr/share/bash-completion/completions/snl" "$source_dir/docs/completions/snl.bash" || fail "the bash completion"
if command -v man >/dev/null; then
  warnings=$(MANWIDTH=80 man --warnings -l "$root/usr/share/man/man1/snl-analyze.1.gz" 2>&1 >/dev/null)
  [ -z "$warnings" ] || fail "man -l snl-analyze.1.gz: $warnings"
  MANWIDTH=80 man -l "$root/usr/share/man/man1/snl-analyze.1.gz" 2>/dev/null | grep -q -- '--overshoot' || fail "man -l snl-analyze.1.gz"
fi
echo "deb_test: $(wc -l <<<"$files") files"

# The programs, from the unpacked root.
[ "$("$root/usr/bin/snl" --version)" = "snl $version" ] || fail "snl --version: $("$root/usr/bin/snl" --version)"
route=$("$root/usr/bin/snl" solve --route "$source_dir/examples/leetcode-6x6.jumps")
[ "$route" = "4: 1 -> 2 => 15 -> 17 => 13 -> 14 => 35 -> 36" ] || fail "snl solve --route: $route"
"$root/usr/bin/snl-serve" --help | grep -q -- '--port' || fail "snl-serve --help"
"$root/usr/bin/snl" serve --help | grep -q -- '--port' || fail "snl serve --help (snl-serve beside snl)"

# find_package(snl) from root/usr.
cmake -S "$source_dir/tests/package/consumer" -B "$work/consumer" -G Ninja -DCMAKE_PREFIX_PATH="$root/usr" \
      -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_CXX_FLAGS="$cxx_flags" -DCMAKE_BUILD_TYPE="$build_type" >"$work/consumer.log"
grep -qx "snl_DIR:PATH=$root/usr/lib/cmake/snl" "$work/consumer/CMakeCache.txt" || fail "find_package(snl) found another snl"
cmake --build "$work/consumer" >>"$work/consumer.log"
"$work/consumer/consumer"

# import snl with Debian's python3, away from the source and build folders.
cd "$work"
env PYTHONPATH="$root/usr/lib/python3/dist-packages" PYTHONDONTWRITEBYTECODE=1 \
    ${python_preload:+LD_PRELOAD=$python_preload ASAN_OPTIONS=detect_leaks=0:abort_on_error=1} \
    /usr/bin/python3 - "$root" "$version" <<'PY'
import sys
import snl
root, version = sys.argv[1:]
assert snl.__file__.startswith(root + "/usr/lib/python3/dist-packages/snl/"), snl.__file__
assert snl.__version__ == version, snl.__version__
board = [[-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1],
         [-1, 35, -1, -1, 13, -1], [-1, -1, -1, -1, -1, -1], [-1, 15, -1, -1, -1, -1]]
print("deb_test: python3", sys.version.split()[0], "snl.min_rolls:", snl.min_rolls(board))
assert snl.min_rolls(board) == 4
PY
echo "deb_test: ok"
