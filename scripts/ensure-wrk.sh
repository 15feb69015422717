#!/usr/bin/env bash
# The benchmark loads the server with wrk. Install it when it is missing and we are root.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" wrk wrk "the benchmark" \
  "Install it (Debian/Ubuntu: sudo apt-get install wrk; macOS: brew install wrk)."
