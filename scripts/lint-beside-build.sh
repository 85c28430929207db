#!/usr/bin/env bash
# Part of `npm test`: lint mostly uses one core, the type check and the build mostly the other, so they run side by
# side and take the time of the longer. BESIDE_BUILD: a command for the core the build leaves free while lint still
# runs (CI compiles better-sqlite3 there, .ci/run). Fails when any of them fails.
set -uo pipefail
cd "$(dirname "$0")/.."
npm run -s lint &
lint=$!
tsc -p . && tsx scripts/build.ts
built=$?
beside=0
if [ -n "${BESIDE_BUILD:-}" ]; then
  bash -c "$BESIDE_BUILD"
  beside=$?
fi
wait "$lint"
linted=$?
exit $((built || linted || beside))
