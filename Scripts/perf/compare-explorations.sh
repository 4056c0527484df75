#!/usr/bin/env bash
# Instructions per exploration of every exploration scenario, this checkout against another one
# (both built in release, `swift build -c release`), as a Markdown table: what a change to the
# search costs the scenarios it was not measured on. Both builds explore this checkout's files.
#   Scripts/perf/compare-explorations.sh ../other-checkout [REPEATS]
# Counted as repeat-instructions.sh counts (callgrind, one worker, deterministic hashing, REPEATS+1
# explorations against 1, default 2), so start-up and reading the file drop out.
set -euo pipefail
shopt -s inherit_errexit
other=$(cd "${1:?usage: $0 OTHER_CHECKOUT [REPEATS]}" && pwd)
repeats=${2:-2}
cd "$(dirname "$0")/../.."
here=$(pwd)
collected() { # DIR FILE EXPLORATIONS -> instructions of the whole program
    local count
    count=$(cd "$1" && SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        .build/release/locsim-bench-repeat "$2" --jobs 1 --repeat "$3" 2>&1 >/dev/null | sed -n 's/.*Collected : //p' ||
        true)
    if [ -z "$count" ]; then
        echo "no count for $2 in $1: is it built in release, and is valgrind installed?" >&2
        exit 1
    fi
    echo "$count"
}
count() { # DIR FILE -> instructions per exploration
    local one many
    one=$(collected "$1" "$2" 1)
    many=$(collected "$1" "$2" $((repeats + 1)))
    echo $(((many - one) / repeats))
}
echo "| scenario | other | this | change |"
echo "| --- | ---: | ---: | ---: |"
for file in Scenarios/explore/*.scenario docs/explore-bench.scenario; do
    before=$(count "$other" "$here/$file")
    after=$(count "$here" "$here/$file")
    echo "| \`$file\` | $before | $after | $(awk -v a="$after" -v b="$before" 'BEGIN { printf "%+.1f %%", 100 * (a - b) / b }') |"
done
