#!/usr/bin/env bash
# Writes the PDF decision report of every example scenario, and PNGs of every page to
# look at (what reviewers check for clipped tables, overlapping labels, orphaned headings
# and unreadable legends):
#
#   scripts/sample-report.sh [OUTPUT_DIR]      (default build/sample-reports)
#
# Builds acceldecide-cli first (scripts/run.sh's Release build directory). Needs no
# display. Each scenario gives OUTPUT_DIR/<scenario>.pdf and <scenario>-<page>.png
# (pdftoppm, 80 dpi). With --database PATH after the directory, prices the scenarios
# leave out come from that catalog, with their sources in the report.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${ACCELDECIDE_BUILD_DIR:-build/release}
[[ "$build_dir" == /* ]] || build_dir="$root/$build_dir"
out=${1:-$root/build/sample-reports}
shift || true

"$root/scripts/bootstrap.sh"
cmake -S "$root" -B "$build_dir" -DCMAKE_BUILD_TYPE=Release -DACCELDECIDE_GUI=ON >/dev/null
cmake --build "$build_dir" --target acceldecide-cli --parallel "$(nproc)"

mkdir -p "$out"
for scenario in "$root"/resources/scenarios/*.json; do
    name=$(basename "$scenario" .json)
    "$build_dir/app/acceldecide-cli" report "$scenario" -o "$out/$name.pdf" "$@"
    rm -f "$out/$name"-*.png
    pdftoppm -r 80 -png "$out/$name.pdf" "$out/$name"
    pages=$(pdfinfo "$out/$name.pdf" | awk '/^Pages:/ {print $2}')
    echo "$name: $pages pages"
done
echo "reports in $out"
