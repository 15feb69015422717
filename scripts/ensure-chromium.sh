#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium. Install it when it is missing and we are root.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
exec bash "$(dirname "$0")/ensure-debian-package.sh" chromium chromium "the end-to-end tests" \
  "Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH."
