#!/usr/bin/env bash
# Reproduces the figures of docs/performance.md on this machine (run it when the machine is idle):
# the whole scenario suite, a 24-hour and a 48-hour run at 1 Hz (time and peak memory: flat memory
# means the two peaks match), the SVG of the 24-hour run, and an exploration.
# Needs GNU time (/usr/bin/time). The engine benchmark is Scripts/bench_compare.py.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product locsim >/dev/null
swift build -c release --product locsim-bench >/dev/null
swift build -c release --product locsim-bench-repeat >/dev/null
bin=.build/release/locsim
measure() { /usr/bin/time -f "%e s wall, %U s user, %M KB peak" "$@"; }

echo "== the suite (88+ scenarios, one process)"
measure "$bin" test Scenarios --jobs 1 | tail -2
measure "$bin" test Scenarios --jobs 2 | tail -2

echo "== a 24-hour run with fixes at 1 Hz, text timeline to /dev/null"
for i in 1 2 3; do measure "$bin" run Scripts/perf/day-at-1hz.scenario >/dev/null; done
echo "== the same, JSON Lines to a file"
measure "$bin" run Scripts/perf/day-at-1hz.scenario --format jsonl --output /tmp/locsim-day.jsonl
ls -l /tmp/locsim-day.jsonl | awk '{print "   " $5 " bytes"}'
echo "== 48 hours (flat memory: the peak should match the 24-hour run's)"
measure "$bin" run Scripts/perf/two-days-at-1hz.scenario >/dev/null

echo "== the SVG of the 24-hour run (run + render)"
measure "$bin" render Scripts/perf/day-at-1hz.scenario --svg /tmp/locsim-day.svg
ls -l /tmp/locsim-day.svg | awk '{print "   " $5 " bytes"}'

echo "== exploration (in-process, 1 and 2 workers alternating; docs/performance.md)"
for file in Scenarios/explore/journey.scenario Scenarios/explore/journey-recording.scenario; do
    "$(dirname "$bin")/locsim-bench" explore "$file" --runs 8 --repeat 100
done
"$(dirname "$bin")/locsim-bench" explore docs/explore-bench.scenario --runs 5 --repeat 20
