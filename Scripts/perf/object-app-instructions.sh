#!/usr/bin/env bash
# Issue 17's "Measured" figures in instructions (valgrind's callgrind, which does not drift with the
# shared machine's speed as wall time does): Examples/RealApp's object app (`nearby`, a copy of its
# class run through LocsimHost) against its value-model twin (`nearby-value`), on the example's
# scenarios, and the object app's exploration of the example's journey and of the 384-timeline one.
#   Scripts/perf/object-app-instructions.sh [REPEATS]       (default 20)
# Each figure is counted with 1 run (or exploration) and with REPEATS+1 in one process, so start-up,
# reading the file and the first run's one-time work (a class's read plan) drop out of the difference.
# A run is the run core building every trace record, as `locsim run` does before printing
# (`locsim-bench-repeat FILE --run`). Needs valgrind; builds locsim-bench-repeat in release.
set -euo pipefail
cd "$(dirname "$0")/../.."
repeats=${1:-20}
# The counting: `count` and `each` (Scripts/perf/repeat-instructions.sh).
source Scripts/perf/repeat-instructions.sh

for scenario in first-launch denied-then-settings; do
  file=Examples/RealApp/Scenarios/$scenario.scenario
  object=$(each "$file" --run --model nearby)
  value=$(each "$file" --run --model nearby-value)
  echo "run_instructions_${scenario//-/_}_object=$object"
  echo "run_instructions_${scenario//-/_}_value=$value"
  awk -v o="$object" -v v="$value" -v s="${scenario//-/_}" 'BEGIN { printf "run_ratio_%s=%.2f\n", s, o / v }'
done

for journey in Examples/RealApp/Journeys/allow-once-journey.scenario Scripts/perf/nearby-journey-384.scenario; do
  name=$(basename "$journey" .scenario)
  timelines=$("$bench" "$journey" --repeat 1 2>&1 | sed -n 's/.* timelines=\([0-9]*\) .*/\1/p')
  exploration=$(each "$journey")
  echo "explore_instructions_${name//-/_}=$exploration"
  echo "explore_timelines_${name//-/_}=$timelines"
  echo "explore_instructions_per_timeline_${name//-/_}=$((exploration / timelines))"
done
