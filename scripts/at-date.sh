#!/bin/sh
# Runs a command as if it were <date> (UTC): scripts/at-date.sh '2027-12-31 23:30:00Z' npx vitest run
# Every process it starts (the suite's workers, the Auth emulator, the mail server, a spawned API)
# sees the same shifted clock, which runs on from there: faketime moves the wall clock by one
# offset (`-f '+Ns'`). An absolute start (`-f '@2027-…'`) would restart the clock in each new
# process, so tokens and e-mails made in one would look from another's future.
# The monotonic clock is left real (timers, timeouts).
set -eu
at=$(date -u -d "$1" +%s)
shift
exec env FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f "+$((at - $(date -u +%s)))s" "$@"
