#!/usr/bin/env bash
# Parsing is linear in the file's size, asserted by instruction counts (valgrind's callgrind counts
# the same instructions on every run, unlike wall time on a shared machine).
#   Scripts/perf/parse-instructions.sh [LOCSIM]      (default .build/release/locsim)
# Writes scenarios of about 1 MB and 4 MB (a fix and a check a line, as Tests/ScenarioLanguageTests/
# LargeInputTests does at 10 MB) ending in `end 0s`, which the parser refuses only after reading every
# line, so `locsim run` reads and parses the whole file and stops (exit 65) before running anything.
# Prints the instructions of each and their ratio net of a one-line file; exits 1 when the larger
# file costs more than 4.4 times the smaller one (a linear parser costs 4 times, ± a tenth).
set -euo pipefail
cd "$(dirname "$0")/../.."
binary=${1:-.build/release/locsim}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
write() {  # write FILE BYTES
  python3 - "$1" "$2" <<'PY'
import sys
path, size = sys.argv[1], int(sys.argv[2])
lines = ['scenario "long run"', "model recorder", "0s launch"]
total, n = 0, 0
while total < size:
    n += 1
    fix = f"+1s     deliver fix 51.50{n % 10}7,-0.1246 accuracy 5   # fix {n}"
    check = "        expect status in [authorizedWhenInUse, 3] and accuracy == full"
    lines += [fix, check]
    total += len(fix) + len(check) + 2
lines.append("end 0s")
open(path, "w").write("\n".join(lines) + "\n")
PY
}
count() {  # count FILE: instructions of `locsim run FILE`
  valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "$binary" run "$1" >/dev/null 2>&1 || true
  sed -n 's/^summary: //p; s/^totals: //p' "$work/cg.out" | head -1
}
write "$work/empty.scenario" 0
write "$work/small.scenario" 1000000
write "$work/large.scenario" 4000000
base=$(count "$work/empty.scenario")
small=$(count "$work/small.scenario")
large=$(count "$work/large.scenario")
echo "parse_instructions_empty=$base"
echo "parse_instructions_1mb=$small"
echo "parse_instructions_4mb=$large"
ratio=$(awk -v b="$base" -v s="$small" -v l="$large" 'BEGIN { printf "%.3f", (l - b) / (s - b) }')
echo "parse_ratio_4mb_to_1mb=$ratio"
awk -v r="$ratio" 'BEGIN { exit !(r <= 4.4) }' || { echo "FAIL: parsing 4 MB costs $ratio times 1 MB (linear: 4)"; exit 1; }
