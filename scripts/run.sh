#!/usr/bin/env bash
# Installs what is missing, builds AccelDecide (Release) and launches the desktop app.
# Arguments are passed through: scripts/run.sh [--database PATH] [SCENARIO.json]
#
# Incremental: the build directory is kept, so a second run only rebuilds what changed.
# Overrides: ACCELDECIDE_BUILD_DIR (default build/release).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${ACCELDECIDE_BUILD_DIR:-build/release}
[[ "$build_dir" == /* ]] || build_dir="$root/$build_dir"

"$root/scripts/bootstrap.sh"

cmake -S "$root" -B "$build_dir" -DCMAKE_BUILD_TYPE=Release -DACCELDECIDE_GUI=ON
# Only the app: the test suites are scripts/test.sh's job and would double the first build.
cmake --build "$build_dir" --target acceldecide --parallel "$(nproc)"

if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" && -z "${QT_QPA_PLATFORM:-}" ]]; then
    echo "run: no DISPLAY or WAYLAND_DISPLAY is set; the window needs a display" \
        "(try: xvfb-run -a scripts/run.sh)" >&2
fi

exec "$build_dir/app/acceldecide" "$@"
