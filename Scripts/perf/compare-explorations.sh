#!/usr/bin/env bash
# Instructions per exploration of every exploration scenario, this checkout against another one
# (both built in release, `swift build -c release`), as a Markdown table: what a change to the
# search costs the scenarios it was not measured on.
#   Scripts/perf/compare-explorations.sh ../other-checkout [REPEATS]
# Counted as repeat-instructions.sh counts (callgrind, one worker, deterministic hashing, REPEATS+1
# explorations against 1, default 2), so start-up and reading the file drop out.
set -euo pipefail
cd "$(dirname "$0")/../.."
other=${1:?usage: $0 OTHER_CHECKOUT [REPEATS]}
repeats=${2:-2}
count() { # DIR FILE -> instructions per exploration
    local one many
    one=$(cd "$1" && SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        .build/release/locsim-bench-repeat "$2" --jobs 1 --repeat 1 2>&1 >/dev/null | sed -n 's/.*Collected : //p')
    many=$(cd "$1" && SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        .build/release/locsim-bench-repeat "$2" --jobs 1 --repeat $((repeats + 1)) 2>&1 >/dev/null | sed -n 's/.*Collected : //p')
    echo $(((many - one) / repeats))
}
echo "| scenario | other | this | change |"
echo "| --- | ---: | ---: | ---: |"
for file in Scenarios/explore/*.scenario docs/explore-bench.scenario; do
    before=$(count "$other" "$file")
    after=$(count . "$file")
    echo "| \`$file\` | $before | $after | $(awk -v a="$after" -v b="$before" 'BEGIN { printf "%+.1f %%", 100 * (a - b) / b }') |"
done
