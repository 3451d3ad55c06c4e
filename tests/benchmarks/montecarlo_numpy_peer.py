#!/usr/bin/python3
"""The 4-option Monte Carlo of tests/benchmarks/scenarios/monte-carlo-four-options.json
in vectorised numpy (a peer for docs/performance.md's speed figures, not part of the build):
triangular draws, every option's 36-month total, savings against the baseline, P(cheaper),
P10/P50/P90 and a 40-bin histogram.  Usage: montecarlo_numpy_peer.py [SAMPLES] [REPEATS]"""
import json, pathlib, sys, time
import numpy as np

n, repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000, int(sys.argv[2]) if len(sys.argv) > 2 else 7
s = json.loads((pathlib.Path(__file__).parent / "scenarios/monte-carlo-four-options.json").read_text())
w, team, horizon = s["workload"], s["team"], s["horizon_months"]

def run(rng):
    tri = {u["target"]: rng.triangular(u["low"], mode, u["high"], n) for u, mode in
           zip(s["uncertainty"], (s["options"][1]["migration"]["weeks"], s["options"][1]["throughput"]["mfu_percent"], w["runs"]))}
    totals = []
    for o in s["options"]:
        p = f"options.{o['id']}."
        rate = o["instance_hourly_usd"] / o["accelerators_per_instance"] * (1 - o["purchase"].get("discount_percent", 0) / 100)
        mfu = tri.get(p + "throughput.mfu_percent", o["throughput"]["mfu_percent"])
        tps = o["throughput"]["peak_tflops"] * 1e12 * (mfu / 100) / (6 * w["model_params_billion"] * 1e9)
        hours = w["tokens_per_run_billion"] * 1e9 / tps / 3600 * (1 + w["overhead_percent"] / 100)
        monthly = tri["workload.runs"] / horizon * hours * rate
        weeks = tri.get(p + "migration.weeks", o.get("migration", {}).get("weeks", 0.0))
        ported = np.clip(weeks * 168 / 730, 0, horizon)
        one_time = weeks * team["engineers"] * team["hours_per_week"] * team["hourly_rate_usd"]
        totals.append((one_time, ported, monthly, o.get("maintenance_usd_per_month", 0.0)))
    base = totals[0][2]
    out = []
    for one_time, ported, monthly, maint in totals[1:]:
        saving = base * horizon - (one_time + ported * base + (horizon - ported) * (monthly + maint))
        out.append(((saving > 0).mean(), np.percentile(saving, [10, 50, 90], method="inverted_cdf"),
                    np.histogram(saving, 40)[0]))
    return out

wall, cpu = [], []
for _ in range(repeats):
    start, start_cpu = time.perf_counter(), time.process_time()
    run(np.random.default_rng(1))
    wall.append(time.perf_counter() - start); cpu.append(time.process_time() - start_cpu)
median = lambda xs: sorted(xs)[len(xs) // 2] * 1e3
print(f"numpy {np.__version__}: {n} samples, median of {repeats}: {median(wall):.0f} ms wall, {median(cpu):.0f} ms CPU")
