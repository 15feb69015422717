#!/usr/bin/env bash
# The benchmark loads the server with wrk. Install it when it is missing and we are root.
set -euo pipefail
if command -v wrk >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's wrk package for the benchmark…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
  exit 0
fi
echo "wrk is missing. Install it (Debian/Ubuntu: sudo apt-get install wrk; macOS: brew install wrk)." >&2
exit 1
