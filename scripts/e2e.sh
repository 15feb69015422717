#!/usr/bin/env bash
# Builds the production bundle and runs the Playwright journeys against it in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npx react-router build >/dev/null
npx playwright test "$@"
