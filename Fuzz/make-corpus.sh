#!/bin/sh
# Builds the seed corpus for the scenario parser fuzzer in fuzz-corpus/ (git-ignored):
# every Scenarios/**/*.scenario, every ```scenario block of docs/scenario-language.md, and Fuzz/seeds/*.
# Run from anywhere; paths are relative to the repository root.
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
