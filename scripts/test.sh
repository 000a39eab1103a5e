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

# The server tests run a second time on PostgreSQL (suite jest-pg), on this machine's server (ARCHITECTURE §7).
if ! pg_isready -q -h 127.0.0.1 -p 5432 -t 3; then
  echo "› starting PostgreSQL for the server tests on PostgreSQL"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main start || true
  for _ in $(seq 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
  if ! pg_isready -q -h 127.0.0.1 -p 5432; then
    echo "PostgreSQL is not reachable at 127.0.0.1:5432 and did not start: the jest-pg suite cannot run." >&2
    exit 1
  fi
fi

exec pnpm test
