#!/usr/bin/env bash
# Instructions per exploration of a scenario, counted by valgrind (callgrind), which does not drift
# with the machine's speed the way wall time does on a shared VM: compare two builds with it.
# Hashing is made deterministic (SWIFT_DETERMINISTIC_HASHING) so dictionary probes repeat exactly.
#   Scripts/perf/explore-instructions.sh Scenarios/explore/journey.scenario [REPEATS]
# Counts the program with 1 exploration and with REPEATS+1 (default 20), and prints the difference
# per exploration, so start-up and reading the file drop out. One worker: valgrind runs threads one
# at a time anyway.
set -euo pipefail
cd "$(dirname "$0")/../.."
file=${1:?usage: $0 FILE [REPEATS]}
repeats=${2:-20}
swift build -c release --product locsim >/dev/null
# A scenario whose exploration finds violations exits 1: that is a result, not a failure here;
# any other status (a crash, exit 70) stops the script instead of printing a count.
count() {
    local log status=0
    log=$(SWIFT_DETERMINISTIC_HASHING=1 VALGRIND_OPTS= valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        .build/release/locsim explore "$file" --jobs 1 --repeat "$1" 2>&1 >/dev/null) || status=$?
    if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
        echo "locsim explore exited $status under valgrind:" >&2
        tail -20 <<<"$log" >&2
        exit 1
    fi
    awk '/Collected/ { print $4 }' <<<"$log"
}
one=$(count 1)
many=$(count $((repeats + 1)))
echo "$file: $(((many - one) / repeats)) instructions per exploration"
