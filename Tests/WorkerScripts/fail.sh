#!/bin/sh
# A worker that fails without a word.
exit 3
