#!/usr/bin/env bash
# Builds the production bundle and runs the Playwright journeys against it in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run build --silent >/dev/null
# The public pages' JavaScript budget (issue 4) is checked on every build the suite makes.
npx tsx scripts/js-budget.ts | tail -1
npx playwright test "$@"
