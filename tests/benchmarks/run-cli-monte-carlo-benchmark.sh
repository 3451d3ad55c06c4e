#!/usr/bin/env bash
# What `acceldecide-cli evaluate FILE --monte-carlo 1000000` costs on top of the same
# command without Monte Carlo, end to end (process start, reading, evaluating, writing
# JSON), for the 4-option benchmark scenarios in tests/benchmarks/scenarios/: the
# flat-discount one and the one with every option committed and usage growing. Each
# command runs RUNS times; the best wall time is reported (the machine may be busy),
# with the peak resident memory of the Monte Carlo run.
#
#   tests/benchmarks/run-cli-monte-carlo-benchmark.sh [BUILD_DIR (build/test)]
# Environment: RUNS (7), SAMPLES (1000000).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build_dir=${1:-$root/build/test}
runs=${RUNS:-7}
samples=${SAMPLES:-1000000}
cli="$build_dir/app/acceldecide-cli"
[[ -x "$cli" ]] || { echo "missing $cli: build the project first" >&2; exit 1; }

# Best wall time in milliseconds of RUNS runs of the given command.
best_ms() {
    local best=""
    for _ in $(seq "$runs"); do
        local start end
        start=$(date +%s%N)
        "$@" >/dev/null
        end=$(date +%s%N)
        local ms=$(((end - start) / 1000000))
        [[ -z "$best" || $ms -lt $best ]] && best=$ms
    done
    echo "$best"
}

printf '%-44s %10s %14s %10s %12s\n' scenario plain "monte carlo" added "peak RSS"
for file in "$root"/tests/benchmarks/scenarios/monte-carlo-*.json; do
    plain=$(best_ms "$cli" evaluate "$file" --format json)
    sampled=$(best_ms "$cli" evaluate "$file" --format json --monte-carlo "$samples")
    rss=$( { /usr/bin/time -f '%M' "$cli" evaluate "$file" --format json \
        --monte-carlo "$samples" >/dev/null; } 2>&1 | tail -1)
    printf '%-44s %8s ms %11s ms %7s ms %9s MB\n' "$(basename "$file")" "$plain" "$sampled" \
        "$((sampled - plain))" "$((rss / 1024))"
done
