#!/usr/bin/env bash
# ensure-debian-package.sh <command> <package> <what it is for> <how to install it elsewhere>
# Installs Debian's <package> when <command> is missing and we are root; otherwise says what to install.
set -euo pipefail
command_name=$1 package=$2 purpose=$3 elsewhere=$4
if command -v "$command_name" >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's $package package for $purpose…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
  exit 0
fi
echo "$command_name is missing. $elsewhere" >&2
exit 1
