#!/usr/bin/env bash
# Installs what is missing, configures, builds everything (benchmarks included, so they
# cannot rot) and runs every test with ctest.
#
# Incremental: the build directory is kept, so a second run only rebuilds what changed.
# Overrides (environment):
#   ACCELDECIDE_BUILD_DIR   build directory (default build/test)
#   ACCELDECIDE_BUILD_TYPE  CMAKE_BUILD_TYPE (default Release)
#   ACCELDECIDE_TEST_JOBS   parallel ctest jobs (default 2)
#   ACCELDECIDE_CTEST_ARGS  extra ctest arguments, e.g. "-LE postgresql" to leave out the
#                           cases that start a PostgreSQL server (CI runs them as a stage)
# Arguments are extra cmake configure arguments and override the defaults, e.g.
#   ACCELDECIDE_BUILD_DIR=build/nogui scripts/test.sh -DACCELDECIDE_GUI=OFF
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${ACCELDECIDE_BUILD_DIR:-build/test}
[[ "$build_dir" == /* ]] || build_dir="$root/$build_dir"

"$root/scripts/bootstrap.sh"

cmake -S "$root" -B "$build_dir" \
    -DCMAKE_BUILD_TYPE="${ACCELDECIDE_BUILD_TYPE:-Release}" \
    -DACCELDECIDE_GUI=ON -DACCELDECIDE_TESTS=ON -DACCELDECIDE_BENCHMARKS=ON \
    "$@"
cmake --build "$build_dir" --parallel "$(nproc)"

# GUI tests must never need a display; a caller with a real one can still override this.
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
read -r -a ctest_args <<<"${ACCELDECIDE_CTEST_ARGS:-}"
ctest --test-dir "$build_dir" --output-on-failure -j "${ACCELDECIDE_TEST_JOBS:-2}" --timeout 600 \
    --no-tests=error "${ctest_args[@]}"
