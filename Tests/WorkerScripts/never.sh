#!/bin/sh
# A worker that must never be started (--jobs 1 explores in process).
exit 9
