# Sourced by the instruction-count scripts of object and async apps (object-app-instructions.sh,
# async-app-instructions.sh): builds locsim-bench-repeat in release and defines
#   count ARGUMENTS…   instructions of `locsim-bench-repeat ARGUMENTS`, the whole process (callgrind)
#   each ARGUMENTS…    instructions of one run or exploration: ARGUMENTS with --repeat REPEATS+1,
#                      less with --repeat 1, over REPEATS (start-up, reading the file and the first
#                      run's one-time work drop out of the difference)
# Expects `repeats` set; sets `bench` and `out` (a folder removed at exit). Needs valgrind.
swift build -c release --product locsim-bench-repeat >/dev/null
bench=.build/release/locsim-bench-repeat
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

count() {
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out/cg" "$bench" "$@" \
    >/dev/null 2>"$out/err" || { cat "$out/err" >&2; exit 1; }
  sed -n 's/^summary: //p' "$out/cg"
}

each() {
  local one many
  one=$(count "$@" --repeat 1)
  many=$(count "$@" --repeat $((repeats + 1)))
  echo $(((many - one) / repeats))
}
