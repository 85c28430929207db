#!/usr/bin/env bash
# Part of `npm test`: lint mostly uses one core, the type check and the build mostly the other, so they run side by
# side and take the time of the longer. Fails when either fails.
set -uo pipefail
cd "$(dirname "$0")/.."
npm run -s lint &
lint=$!
tsc -p . && tsx scripts/build.ts
built=$?
wait "$lint"
linted=$?
exit $((built || linted))
