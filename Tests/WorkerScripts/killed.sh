#!/bin/sh
# A worker killed outright after starting its shard file: the parent must remove the half-written file.
for arg in "$@"; do case "$arg" in --output=*) out="${arg#--output=}";; esac; done
echo '{"format":' > "$(dirname "$out")/.$(basename "$out").$$.1.tmp"
kill -KILL $$
