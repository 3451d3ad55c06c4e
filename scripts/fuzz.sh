#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, -DACCELDECIDE_FUZZ=ON, in build/fuzz) and runs each
# for SECONDS (default 60) from -seed=1 over its seed corpus, tests/fuzz/corpus/<target>/.
#
#   scripts/fuzz.sh [SECONDS]
#
# New inputs go to a temporary working corpus; the repository's corpus is only read, so a
# run never modifies the tree. Prints "fuzz <target>: N executions in S s, no crash" per
# target. A crash, sanitizer report or failed invariant keeps its input in artifacts/ of the
# build directory (the path is printed, with the command that reproduces it) and makes the
# script exit non-zero, after the other targets have run. Logs are in its logs/.
#
# Overrides (environment):
#   ACCELDECIDE_FUZZ_BUILD_DIR  build directory (default build/fuzz). One already configured
#                             with -DACCELDECIDE_FUZZ=ON (CI's sanitizer build) is used as
#                             it is: only the fuzz targets are built in it.
#   ACCELDECIDE_FUZZ_TARGETS  targets to run (default: all eight)
#   ACCELDECIDE_FUZZ_RUNS     also stop after this many executions (libFuzzer -runs)
#   ACCELDECIDE_FUZZ_JOBS     parallel build jobs (default: nproc)
#   ACCELDECIDE_FUZZ_PARALLEL targets fuzzing at once, one process each (default: nproc)
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
seconds=${1:-60}
if ! [[ "$seconds" =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: scripts/fuzz.sh [SECONDS]   (a positive whole number; default 60)" >&2
    exit 2
fi
build_dir=${ACCELDECIDE_FUZZ_BUILD_DIR:-build/fuzz}
[[ "$build_dir" == /* ]] || build_dir="$root/$build_dir"
read -r -a targets <<<"${ACCELDECIDE_FUZZ_TARGETS:-fuzz_scenario fuzz_catalog_csv fuzz_aws_price_list fuzz_gzip fuzz_focus_bill fuzz_cur2_bill fuzz_skypilot_gpuinfo fuzz_spot_advisor}"

"$root/scripts/bootstrap.sh"
for tool in clang clang++; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "fuzz: $tool not found; libFuzzer needs clang (Debian: apt-get install clang" \
            "libclang-rt-14-dev)" >&2
        exit 1
    fi
done

if ! grep -qs '^ACCELDECIDE_FUZZ:BOOL=ON$' "$build_dir/CMakeCache.txt"; then
    CC=clang CXX=clang++ cmake -S "$root" -B "$build_dir" \
        -DCMAKE_BUILD_TYPE=RelWithDebInfo -DACCELDECIDE_FUZZ=ON \
        -DACCELDECIDE_GUI=OFF -DACCELDECIDE_TESTS=OFF -DACCELDECIDE_BENCHMARKS=OFF
fi
cmake --build "$build_dir" --parallel "${ACCELDECIDE_FUZZ_JOBS:-$(nproc)}" --target "${targets[@]}"

work=$(mktemp -d "${TMPDIR:-/tmp}/acceldecide-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$build_dir/artifacts" "$build_dir/logs"

# Sanitizer reports must stop the run (libFuzzer then keeps the input); UBSan is built
# with -fno-sanitize-recover, these make the reports readable.
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1}

# run_target TARGET: one libFuzzer run into its own log; the exit status is libFuzzer's.
run_target() {
    local target=$1
    local binary="$build_dir/tests/fuzz/$target"
    local corpus="$root/tests/fuzz/corpus/$target"
    local artifacts="$build_dir/artifacts/$target-"
    mkdir -p "$work/$target"
    local args=(-seed=1 "-max_total_time=$seconds" -rss_limit_mb=2048 -timeout=60
                -print_final_stats=1 "-artifact_prefix=$artifacts")
    if [[ -f "$root/tests/fuzz/$target.dict" ]]; then
        args+=("-dict=$root/tests/fuzz/$target.dict")
    fi
    if [[ -n "${ACCELDECIDE_FUZZ_RUNS:-}" ]]; then
        args+=("-runs=$ACCELDECIDE_FUZZ_RUNS")
    fi
    # The time limit is libFuzzer's; the outer one only guards against a wedged process.
    (cd "$work" && timeout --signal=KILL "$((seconds * 2 + 300))" \
        "$binary" "${args[@]}" "$work/$target" "$corpus") >"$build_dir/logs/$target.log" 2>&1
}

# Each target is one process on one core, so as many run at once as there are cores: every
# target still fuzzes for its whole time on a core of its own, and the stage takes a
# fraction of the time. Results are read afterwards, in the targets' order.
jobs=${ACCELDECIDE_FUZZ_PARALLEL:-$(nproc)}
declare -A status_of=()
declare -A pid_of=()
for target in "${targets[@]}"; do
    while [[ $(jobs -rp | wc -l) -ge $jobs ]]; do
        wait -n || true
    done
    run_target "$target" &
    pid_of[$target]=$!
done
for target in "${targets[@]}"; do
    status=0
    wait "${pid_of[$target]}" || status=$?
    status_of[$target]=$status
done

failed=0
for target in "${targets[@]}"; do
    binary="$build_dir/tests/fuzz/$target"
    log="$build_dir/logs/$target.log"
    status=${status_of[$target]}

    done_line=$(grep -E '^Done [0-9]+ runs in [0-9]+ second' "$log" | tail -n 1 || true)
    if [[ $status -eq 0 && -n "$done_line" ]]; then
        runs=$(sed -E 's/^Done ([0-9]+) runs in ([0-9]+) second.*/\1/' <<<"$done_line")
        secs=$(sed -E 's/^Done ([0-9]+) runs in ([0-9]+) second.*/\2/' <<<"$done_line")
        echo "fuzz $target: $runs executions in $secs s, no crash"
        final=$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -n 1 || true)
        [[ -n "$final" ]] && echo "  ${final#*DONE   }"
        continue
    fi
    failed=1
    echo "fuzz $target: FAILED (exit $status); log: $log" >&2
    # The first lines of the report say what broke (sanitizer, invariant, timeout).
    grep -E -A1 -m 4 'ERROR: |FUZZ INVARIANT|runtime error|SUMMARY:' "$log" >&2 ||
        tail -n 30 "$log" >&2
    artifact=$(sed -nE 's/.*Test unit written to (.*)$/\1/p' "$log" | tail -n 1)
    if [[ -n "$artifact" ]]; then
        echo "fuzz $target: crash input kept in $artifact" >&2
        echo "  reproduce: $binary $artifact" >&2
        # A CI machine's build directory is gone after the run: a small input is printed
        # so it can be reproduced from the log (base64 -d > input).
        if [[ $(stat -c %s "$artifact") -le 16384 ]]; then
            echo "  input (base64): $(base64 -w 0 "$artifact")" >&2
        fi
    fi
done
exit "$failed"
