#!/usr/bin/env bash
# Renders every scenario (Scenarios/**/*.scenario and docs/images/*.scenario) to SVG and Mermaid
# with two locsim binaries and compares the bytes, then does the same for the HTML suite report of
# Scenarios/: proof that a structural change to rendering left every picture as it was.
#
# Usage: Scripts/compare-renders.sh OLD_LOCSIM NEW_LOCSIM
# Prints one line per difference and `compared=N differing=M`; exits 1 when anything differs.
set -uo pipefail
cd "$(dirname "$0")/.."
[ $# -eq 2 ] || { echo "usage: $0 OLD_LOCSIM NEW_LOCSIM"; exit 64; }
old=$1
new=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
compared=0
differing=0
compare() {  # compare NAME: $work/old.NAME against $work/new.NAME
  compared=$((compared + 1))
  if ! cmp -s "$work/old.$1" "$work/new.$1"; then
    echo "DIFFERS: $1 ($2)"
    differing=$((differing + 1))
  fi
}
while IFS= read -r file; do
  for side in old new; do
    binary=$old
    [ $side = new ] && binary=$new
    rm -f "$work/$side.svg" "$work/$side.mmd"
    "$binary" render "$file" --svg "$work/$side.svg" --mermaid "$work/$side.mmd" >/dev/null 2>"$work/$side.err"
    echo $? >"$work/$side.status"
    cat "$work/$side.err" >>"$work/$side.status"
  done
  compare svg "$file"
  compare mmd "$file"
  compare status "$file"
done < <(find Scenarios docs/images -name '*.scenario' | sort)
for side in old new; do
  binary=$old
  [ $side = new ] && binary=$new
  "$binary" test Scenarios --jobs 1 --html "$work/$side.html" >/dev/null 2>&1
done
compare html "locsim test Scenarios --html"
echo "compared=$compared differing=$differing"
[ $differing -eq 0 ]
