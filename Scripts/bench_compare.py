#!/usr/bin/env python3
"""Side-by-side hold-model benchmark: locsim's EventQueue vs the C reference vs SimPy.

Runs each implementation on the same N, E and seed in one sitting, checks that all print the same
checksums, and prints a Markdown table of median events/s (and peak memory) for docs/performance.md.

    python3 Scripts/bench_compare.py [--runs 5] [--events 10000000] [--simpy-events 1000000]

Needs GNU time (/usr/bin/time; Debian's `time` package). Builds what it needs under .build/bench-compare: the C reference from ../shared/bench/hold.c
(gcc -O2) and a virtualenv with SimPy from PyPI. locsim-bench must be release-built first:
    swift build -c release --product locsim-bench
"""
import argparse
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.path.normpath(os.path.join(ROOT, "..", "shared", "bench"))
WORK = os.path.join(ROOT, ".build", "bench-compare")


def timed(cmd):
    """Runs cmd under /usr/bin/time, returns (wall seconds, stdout, peak RSS KiB of the program).

    GNU time reports the exec'd program's own high-water mark; Python's wait4 would count the
    forked interpreter's pages too.
    """
    start = time.perf_counter()
    done = subprocess.run(["/usr/bin/time", "-f", "%M"] + cmd, check=True, capture_output=True, text=True)
    wall = time.perf_counter() - start
    return wall, done.stdout, int(done.stderr.strip().splitlines()[-1])


def checksums(text):
    fields = dict(p.split("=", 1) for p in text.replace("\n", " ").split() if "=" in p)
    return fields.get("sum_t"), fields.get("final_clock"), fields.get("pid_hash")


def prepare():
    os.makedirs(WORK, exist_ok=True)
    c_bin = os.path.join(WORK, "hold_c")
    subprocess.run(["gcc", "-O2", "-o", c_bin, os.path.join(SHARED, "hold.c")], check=True)
    venv = os.path.join(WORK, "venv")
    py = os.path.join(venv, "bin", "python")
    if not os.path.exists(py):
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
        subprocess.run([py, "-m", "pip", "install", "-q", "simpy"], check=True)
    swift_bin = os.path.join(ROOT, ".build", "release", "locsim-bench")
    if not os.path.exists(swift_bin):
        sys.exit("build it first: swift build -c release --product locsim-bench")
    return c_bin, py, swift_bin


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--events", type=int, default=10_000_000)
    parser.add_argument("--simpy-events", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=12345)
    args = parser.parse_args()
    c_bin, py, swift_bin = prepare()
    simpy_script = os.path.join(SHARED, "hold_simpy.py")
    rows = []
    for n in (1000, 100_000):
        impls = {
            "C reference (gcc -O2)": ([c_bin, str(n), str(args.events), str(args.seed)], args.events),
            "locsim EventQueue (swift -c release)": (
                [swift_bin, "hold", "--pending", str(n), "--events", str(args.events), "--seed", str(args.seed)],
                args.events,
            ),
            "SimPy": ([py, simpy_script, str(n), str(args.simpy_events), str(args.seed)], args.simpy_events),
        }
        rates = {}
        for name, (cmd, events) in impls.items():
            runs = args.runs if name != "SimPy" else max(1, min(args.runs, 3))
            walls, sums, peaks = [], set(), []
            for _ in range(runs):
                wall, out, peak = timed(cmd)
                walls.append(wall)
                sums.add(checksums(out))
                if peak:
                    peaks.append(peak)
            if len(sums) != 1:
                sys.exit(f"{name}: checksums differ between runs: {sums}")
            rate = events / statistics.median(walls)
            rates[name] = rate
            rows.append((n, name, events, statistics.median(walls), rate, max(peaks) if peaks else 0, sums.pop()))
        swift = rates["locsim EventQueue (swift -c release)"]
        print(
            f"N={n}: locsim/C = {swift / rates['C reference (gcc -O2)']:.2f}x, "
            f"locsim/SimPy = {swift / rates['SimPy']:.0f}x",
            file=sys.stderr,
        )
    print("| N | implementation | events | median wall s | events/s | peak RSS (KiB, max of runs) | pid_hash |")
    print("| ---: | --- | ---: | ---: | ---: | ---: | --- |")
    for n, name, events, wall, rate, peak, sums in rows:
        print(f"| {n:,} | {name} | {events:,} | {wall:.3f} | {rate / 1e6:.2f} M | {peak:,} | {sums[2]} |")


if __name__ == "__main__":
    main()
