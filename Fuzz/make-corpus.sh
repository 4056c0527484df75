#!/bin/sh
# Builds the seed corpora of the two fuzzers (both git-ignored):
# - fuzz-corpus/ for ScenarioParserFuzzer: every Scenarios/**/*.scenario, every ```scenario block of
#   docs/scenario-language.md, and Fuzz/seeds/*;
# - fuzz-corpus-shards/ for ShardMergeFuzzer: shard files written by `locsim explore --shard K/N`, alone
#   and two by two (the fuzzer splits its input after the first newline into two shard files).
# Run from anywhere; paths are relative to the repository root. LOCSIM names the locsim to run
# (default: the debug build, built if missing).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
corpus="$root/fuzz-corpus"
mkdir -p "$corpus"
n=0
for f in $(find "$root/Scenarios" -name '*.scenario' | sort) "$root"/Fuzz/seeds/*; do
    [ -f "$f" ] || continue
    n=$((n + 1))
    cp "$f" "$corpus/seed-$n"
done
awk -v dir="$corpus" '
    /^```scenario[ \t]*$/ { inblock = 1; count++; file = dir "/doc-" count; printf "" > file; next }
    /^```[ \t]*$/ && inblock { inblock = 0; close(file); next }
    inblock { print >> file }
' "$root/docs/scenario-language.md"
echo "corpus: $(ls "$corpus" | wc -l) files in $corpus"

shards="$root/fuzz-corpus-shards"
mkdir -p "$shards"
if [ -z "${LOCSIM:-}" ]; then
    (cd "$root" && swift build --product locsim >/dev/null)
    LOCSIM="$root/.build/debug/locsim"
fi
cd "$root"
for scenario in explore/journey explore/classic explore/cached-grant; do
    name=$(basename "$scenario")
    for count in 2 3; do
        k=0
        while [ "$k" -lt "$count" ]; do
            "$LOCSIM" explore "Scenarios/$scenario.scenario" --shard "$k/$count" --jobs 1 \
                --output "$shards/$name-$k-of-$count.json" 2>/dev/null
            k=$((k + 1))
        done
        cat "$shards/$name-0-of-$count.json" "$shards/$name-1-of-$count.json" >"$shards/$name-01-of-$count.pair"
    done
    "$LOCSIM" explore "Scenarios/$scenario.scenario" --shard 0/2 --strategy random --samples 5 --jobs 1 \
        --output "$shards/$name-random-0-of-2.json" 2>/dev/null
done
cat "$shards/journey-0-of-2.json" "$shards/classic-1-of-2.json" >"$shards/mixed.pair"
echo "corpus: $(ls "$shards" | wc -l) files in $shards"
