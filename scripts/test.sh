#!/usr/bin/env bash
# Installs what the tests need (pnpm, dependencies, Debian's chromium) and runs every suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "› installing Debian's chromium for the browser tests"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

exec pnpm test
