#!/usr/bin/env bash
# Every observable output of locsim over every scenario in the repository, one SHA-256 a case, so a
# structural change can be proved byte-identical against a stored list (CI: Scripts/compare/behaviour-hashes.txt).
#   Scripts/compare/behaviour-hashes.sh LOCSIM            prints the list
#   Scripts/compare/behaviour-hashes.sh LOCSIM --check    compares it with the stored list; exit 1 on a difference
#   Scripts/compare/behaviour-hashes.sh LOCSIM --update   rewrites the stored list (an intended change)
# Cases per scenario file (Scenarios/, docs/, Examples/RegressionSuite/): `run` as text and JSON Lines,
# `render` (SVG and Mermaid), and `explore` with each strategy in text and JSON Lines with its
# counterexample files; each case hashes stdout, stderr, the exit status and every file written.
# Plus `test Scenarios` with its HTML and JUnit reports, and `rules` / `models`.
set -uo pipefail
cd "$(dirname "$0")/../.."
[ $# -ge 1 ] || { echo "usage: $0 LOCSIM [--check|--update]"; exit 64; }
binary=$(realpath "$1") mode=${2:-print} root=$PWD
stored=Scripts/compare/behaviour-hashes.txt
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Wall-clock figures (`explored … in 1.63 ms: …`, `ran 93 scenarios in 0.038 s`) are the one thing
# allowed to change from run to run: they are masked.
timing='s/^(explored .*|ran .*) in [0-9.]+ (µs|ms|s)(:.*)?/\1 in TIME/'

# JUnit class names spell the checkout's path with dots (`.work.main.Scenarios.accuracy`): masked too,
# so the list is the same from any checkout.
dotted=$(printf '%s' "$root" | tr / . | sed 's/\./\\./g')

# digest NAME COMMAND...: runs COMMAND in an empty folder, prints "SHA256  NAME".
digest() {
  local name=$1; shift
  local dir="$work/case"
  rm -rf "$dir"; mkdir -p "$dir"
  (cd "$dir" && "$@" >.stdout 2>.stderr; echo "exit $?" >.status)
  # Paths of this checkout never reach the hash: a report naming the file names it relative to the root.
  local sum
  sum=$(cd "$dir" && find . -type f | LC_ALL=C sort | while IFS= read -r f; do
    printf '%s\n' "$f"; sed -E -e "s#$root/##g" -e "s#$dotted\\.##g" -e "$timing" "$f"; done | sha256sum | cut -d' ' -f1)
  printf '%s  %s\n' "$sum" "$name"
}

list() {
  while IFS= read -r file; do
    digest "run text $file" "$binary" run "$root/$file"
    digest "run jsonl $file" "$binary" run "$root/$file" --format jsonl
    digest "render $file" "$binary" render "$root/$file" --svg out.svg --mermaid out.mmd
    for strategy in exhaustive random pairwise boundary; do
      for format in text jsonl; do
        digest "explore $strategy $format $file" "$binary" explore "$root/$file" --strategy "$strategy" \
          --format "$format" --jobs 1 --counterexamples found
      done
    done
  done < <(find Scenarios docs Examples/RegressionSuite -name '*.scenario' | LC_ALL=C sort)
  digest "test Scenarios" "$binary" test "$root/Scenarios" --jobs 1 --html report.html --junit junit.xml
  digest "rules" "$binary" rules
  digest "models" "$binary" models
}

case $mode in
  print) list ;;
  --update) list >"$stored.tmp" && mv "$stored.tmp" "$stored" && echo "wrote $stored ($(wc -l <"$stored") cases)" ;;
  --check)
    list >"$work/now"
    if diff "$stored" "$work/now" >"$work/diff"; then
      echo "behaviour unchanged: $(wc -l <"$stored") cases byte-identical"
    else
      echo "FAIL: outputs differ from $stored (< stored, > now):"; cat "$work/diff"; exit 1
    fi ;;
  *) echo "usage: $0 LOCSIM [--check|--update]"; exit 64 ;;
esac
