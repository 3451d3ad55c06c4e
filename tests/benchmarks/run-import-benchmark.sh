#!/usr/bin/env bash
# AWS price-list import benchmark (DESIGN.md budget: faster than the sqlite3 shell's
# .import of the same file, peak memory < 100 MB; goal: within 3x of `wc -l`).
# Generates a realistic price-list CSV under /tmp (kept for the next run), then times,
# on the same warm file, `wc -l` (the floor), `sqlite3 :memory: .import` and our import.
# Each is run RUNS times and the best time is reported (the machine may be busy).
#
#   tests/benchmarks/run-import-benchmark.sh [SIZE_MB (300)] [BUILD_DIR (build/test)]
# Environment: RUNS (3).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
size_mb=${1:-300}
build_dir=${2:-$root/build/test}
runs=${RUNS:-3}
benchmark="$build_dir/tests/benchmarks/price_list_import_benchmark"
file="/tmp/acceldecide-pricelist-${size_mb}mb.csv"

[[ -x "$benchmark" ]] || {
    echo "missing $benchmark: configure with -DACCELDECIDE_BENCHMARKS=ON and build" >&2
    exit 1
}
command -v sqlite3 >/dev/null || {
    echo "missing the sqlite3 shell (Debian: sqlite3)" >&2
    exit 1
}
if [[ ! -s "$file" || "$root/scripts/generate-aws-pricelist.py" -nt "$file" ]]; then
    echo "generating $file ..."
    python3 "$root/scripts/generate-aws-pricelist.py" --size-mb "$size_mb" "$file.tmp"
    mv "$file.tmp" "$file"
fi
cat "$file" >/dev/null # into the page cache, so that every contender reads from memory

now() { date +%s.%N; }
# best_of COMMAND...: the shortest wall time of $runs runs, in seconds.
best_of() {
    local best="" start end elapsed
    for ((i = 0; i < runs; ++i)); do
        start=$(now)
        "$@" >/dev/null 2>&1
        end=$(now)
        elapsed=$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f", e - s }')
        if [[ -z "$best" ]] || awk -v a="$elapsed" -v b="$best" 'BEGIN { exit !(a < b) }'; then
            best=$elapsed
        fi
    done
    echo "$best"
}

wc_time=$(best_of wc -l "$file")
# --skip 5 passes the preamble, so the header names the table's 91 columns.
sqlite_time=$(best_of sqlite3 :memory: '.mode csv' ".import --skip 5 $file t")
ours_time=$(best_of "$benchmark" "$file")
report=$("$benchmark" "$file")
import_time=$(awk '/^import/ { print $2 }' <<<"$report")
peak_rss=$(awk '/^peak RSS/ { print $3 }' <<<"$report")

echo
echo "$report"
echo
printf '%-34s %s\n' "file" "$file ($(du -m "$file" | cut -f1) MiB, $(nproc) cores)"
printf '%-34s %8.3f s\n' "wc -l" "$wc_time"
printf '%-34s %8.3f s\n' "sqlite3 :memory: .import" "$sqlite_time"
printf '%-34s %8.3f s  (import alone %s s; %.1fx wc -l)\n' "acceldecide import (whole process)" \
    "$ours_time" "$import_time" "$(awk -v a="$ours_time" -v b="$wc_time" 'BEGIN { print a / b }')"
printf '%-34s %8s MB  (budget < 100 MB)\n' "acceldecide peak RSS" "$peak_rss"
