#!/usr/bin/env bash
# Instructions per exploration of a scenario, counted by valgrind (callgrind), which does not drift
# with the machine's speed the way wall time does on a shared VM: compare two builds with it.
#   Scripts/perf/explore-instructions.sh Scenarios/explore/journey.scenario [REPEATS]
# The count is system-instructions.py's (one worker, deterministic hashing, the program counted with
# 1 exploration and with REPEATS+1, default 20, so start-up and reading the file drop out); this
# prints just that figure.
set -euo pipefail
cd "$(dirname "$0")/../.."
file=${1:?usage: $0 FILE [REPEATS]}
out=$(Scripts/perf/system-instructions.py "$file" --repeats "${2:-20}")
echo "$file: $(sed -n 's/^instructions_per_exploration=//p' <<<"$out") instructions per exploration"
