#!/usr/bin/env bash
# Streaming check: a multi-gigabyte AWS price list fed to
# `acceldecide-cli catalog import` through a pipe, never written to disk, while the
# importer's resident memory is sampled. Memory must stay flat: the peak must not grow
# with the input (DESIGN.md: peak < 100 MB for the 300 MB file).
#
# The input is one generated price list (~300 MB, under /tmp, as the import benchmark's)
# whose data rows are repeated after the preamble and header until SIZE_GB have gone
# through the pipe; repeated rows land on the same catalog rows (re-imports add
# nothing), so the catalog stays small and only the importer's streaming is measured.
#
#   tests/benchmarks/run-pipe-import.sh [SIZE_GB (4)] [BUILD_DIR (build/test)]
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
size_gb=${1:-4}
build_dir=${2:-$root/build/test}
cli="$build_dir/app/acceldecide-cli"
base="/tmp/acceldecide-pricelist-300mb.csv"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

[[ -x "$cli" ]] || { echo "missing $cli: build first" >&2; exit 1; }
if [[ ! -s "$base" || "$root/scripts/generate-aws-pricelist.py" -nt "$base" ]]; then
    echo "generating $base ..."
    python3 "$root/scripts/generate-aws-pricelist.py" --size-mb 300 "$base.tmp"
    mv "$base.tmp" "$base"
fi
base_bytes=$(stat -c %s "$base")
repeats=$(((size_gb * 1024 * 1024 * 1024 + base_bytes - 1) / base_bytes))

# The data rows start after the 5-line preamble and the header.
feed() {
    cat "$base"
    for ((i = 1; i < repeats; ++i)); do tail -n +7 "$base"; done
}

cat >"$work/measure.py" <<'PY'
import resource, subprocess, sys, threading, time

cli, database, repeats, base_bytes = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
start = time.monotonic()
process = subprocess.Popen(
    [cli, "catalog", "import", "--format", "aws-pricelist", "--database", database, "/dev/stdin"],
    stdin=sys.stdin, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
samples = []  # (seconds, rss MB)

def sample():
    path = f"/proc/{process.pid}/status"
    while process.poll() is None:
        try:
            with open(path) as status:
                for line in status:
                    if line.startswith("VmRSS:"):
                        samples.append((time.monotonic() - start, int(line.split()[1]) / 1024))
        except OSError:
            break
        time.sleep(0.25)

watcher = threading.Thread(target=sample)
watcher.start()
output = process.communicate()[0]
watcher.join()
elapsed = time.monotonic() - start
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
total = repeats * base_bytes / 2**30
print(output.strip())
print()
print(f"input through the pipe   ~{total:.2f} GiB ({repeats} x {base_bytes / 2**20:.0f} MiB), never on disk")
print(f"wall time                {elapsed:.1f} s ({total * 1024 / elapsed:.0f} MiB/s)")
if samples:
    quarter = [samples[min(len(samples) - 1, int(len(samples) * q))][1] for q in (0.25, 0.5, 0.75, 1.0)]
    print("resident memory at 25/50/75/100 % of the run: " + " / ".join(f"{m:.0f}" for m in quarter) + " MB")
print(f"peak RSS                 {peak:.0f} MB (budget < 100 MB)")
sys.exit(process.returncode)
PY
python3 "$work/measure.py" "$cli" "$work/catalog.sqlite" "$repeats" "$base_bytes" < <(feed)
