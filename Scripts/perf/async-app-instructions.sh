#!/usr/bin/env bash
# Issue 18's "Measured" figures in instructions (valgrind's callgrind, which does not drift with the
# shared machine's speed as wall time does): Examples/AsyncApp's async view model (`run`, a copy of
# its class run through LocsimHost on locsim's executors) against its delegate twin (`run-delegate`,
# the same screen written with delegate callbacks and completion handlers), on the example's
# scenarios (two with their expectations timed for both apps: Scripts/perf/run-*.scenario), and the
# async app's exploration of the example's journey.
#   Scripts/perf/async-app-instructions.sh [REPEATS]       (default 20)
# Counted as Scripts/perf/object-app-instructions.sh counts (1 run and REPEATS+1 runs in one process;
# the difference over REPEATS). Needs valgrind; builds locsim-bench-repeat in release.
set -euo pipefail
cd "$(dirname "$0")/../.."
repeats=${1:-20}
# The counting: `count` and `each` (Scripts/perf/repeat-instructions.sh).
source Scripts/perf/repeat-instructions.sh

for file in Scripts/perf/run-first-run.scenario Scripts/perf/run-precise-route.scenario \
  Examples/AsyncApp/Scenarios/dont-allow.scenario; do
  scenario=$(basename "$file" .scenario)
  scenario=${scenario#run-}
  async=$(each "$file" --run --model run)
  delegate=$(each "$file" --run --model run-delegate)
  echo "run_instructions_${scenario//-/_}_async=$async"
  echo "run_instructions_${scenario//-/_}_delegate=$delegate"
  awk -v a="$async" -v d="$delegate" -v s="${scenario//-/_}" 'BEGIN { printf "run_ratio_%s=%.2f\n", s, a / d }'
done

journey=Examples/AsyncApp/Journeys/run-journey.scenario
timelines=$("$bench" "$journey" --repeat 1 2>&1 | sed -n 's/.* timelines=\([0-9]*\) .*/\1/p')
exploration=$(each "$journey")
echo "explore_instructions_run_journey=$exploration"
echo "explore_timelines_run_journey=$timelines"
echo "explore_instructions_per_timeline_run_journey=$((exploration / timelines))"
