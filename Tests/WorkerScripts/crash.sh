#!/bin/sh
# A worker that crashes: a line on standard error, then SIGSEGV.
echo "Fatal error: Index out of range" >&2
kill -SEGV $$
