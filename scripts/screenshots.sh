#!/usr/bin/env bash
# Produces the screenshots reviewers and the README use: the whole window, every chart tab,
# the decision matrix, the savings-plan panel and presentation mode, for each scenario
# below, under Xvfb (so fonts and rendering are the real xcb ones, not the offscreen
# plugin's).
#
#   scripts/screenshots.sh [OUTPUT_DIR]     (default build/screenshots)
#
# Builds the app first (scripts/run.sh's Release build directory). Each scenario gets its
# own subdirectory; view the PNGs, then copy the one the README shows to
# resources/screenshots/ when it changes.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${ACCELDECIDE_BUILD_DIR:-build/release}
[[ "$build_dir" == /* ]] || build_dir="$root/$build_dir"
out=${1:-$root/build/screenshots}

"$root/scripts/bootstrap.sh"
cmake -S "$root" -B "$build_dir" -DCMAKE_BUILD_TYPE=Release -DACCELDECIDE_GUI=ON >/dev/null
cmake --build "$build_dir" --target acceldecide --parallel "$(nproc)"

# A scratch home: no restored window layout, a freshly seeded catalog.
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data"

for scenario in seed001-decision-matrix-uncertainty seed001-stakeholders seed004-trn3-vs-h200-inference \
    seed001-trn3-vs-h100-savings-plans seed001-startup-70b-savings-plan-scenarios; do
    echo "--- $scenario"
    xvfb-run -a -s "-screen 0 1920x1200x24" "$build_dir/app/acceldecide" \
        --screenshots "$out/$scenario" "$root/resources/scenarios/$scenario.json"
done
echo "screenshots in $out"
