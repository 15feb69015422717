#!/usr/bin/env bash
# Everything CI checks, in order: format, lint, types, unit and integration tests, end-to-end journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
step "Format";     npx prettier --check . --log-level warn
step "Lint";       npx eslint . --max-warnings=0
step "Types";      npx react-router typegen && npx tsc --noEmit
step "Unit and integration tests (SQLite and PostgreSQL)"; npx vitest run
step "End-to-end journeys (Chromium)"; bash scripts/e2e.sh
