#!/usr/bin/env bash
# Compares every exploration report of two locsim builds byte for byte: each scenario under
# Scenarios/ and docs/, each strategy, text and JSON Lines, counterexample files included.
# Usage: Scripts/compare/explore-reports.sh OLD_LOCSIM NEW_LOCSIM
# Prints the number of cases compared and each that differs; exits 1 if any differs.
set -uo pipefail
old=$(realpath "$1") new=$(realpath "$2") root=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cases=0 differ=0
while IFS= read -r file; do
  for strategy in exhaustive random pairwise boundary; do
    for format in text jsonl; do
      for side in old new; do
        binary=$old; [ "$side" = new ] && binary=$new
        dir="$work/$side"; rm -rf "$dir"; mkdir -p "$dir"
        (cd "$dir" && "$binary" explore "$root/$file" --strategy "$strategy" --format "$format" --jobs 1 \
          --counterexamples found >report 2>/dev/null; echo "exit $?" >>report)
      done
      cases=$((cases + 1))
      if ! diff -r "$work/old" "$work/new" >/dev/null; then
        differ=$((differ + 1)); echo "DIFFERS: $file $strategy $format"
      fi
    done
  done
done < <(find Scenarios docs -name '*.scenario' | sort)
echo "compared=$cases differ=$differ"
[ "$differ" -eq 0 ]
