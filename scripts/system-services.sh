#!/usr/bin/env bash
# The system packages and services the test suites use, from Debian's packages, installed only when missing:
# chromium (e2e), nginx (`pnpm cluster` and the fault tests behind it), the PostgreSQL server (jest-pg and the
# fault tests' own clusters) and the Redis server (the multi-node tests). Then PostgreSQL on 127.0.0.1:5432 and
# Redis on 127.0.0.1:6379 are started when nothing answers there. Run by scripts/test.sh; safe to run again.
set -euo pipefail

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x "${NGINX_BIN:-/usr/sbin/nginx}" ] || missing+=(nginx)
# A server binary under /usr/lib/postgresql/<version>/bin (the client alone is not enough).
compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null || missing+=(postgresql)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)

if [ "${#missing[@]}" -gt 0 ]; then
  echo "› installing Debian's ${missing[*]} for the tests"
  # The packages must not start their services (nginx on port 80, a PostgreSQL under its default settings):
  # the tests start their own; policy-rc.d answering 101 is Debian's way to say so, for this install only.
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' | $SUDO tee /usr/sbin/policy-rc.d >/dev/null
    $SUDO chmod +x /usr/sbin/policy-rc.d
    trap '$SUDO rm -f /usr/sbin/policy-rc.d' EXIT
  fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# The server tests run a second time on PostgreSQL (suite jest-pg), on this machine's server (ARCHITECTURE §7).
if ! pg_isready -q -h 127.0.0.1 -p 5432 -t 3; then
  echo "› starting PostgreSQL for the server tests on PostgreSQL"
  version="$(ls /etc/postgresql 2>/dev/null | sort -V | tail -n 1)"
  if [ -z "$version" ]; then
    version="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
    $SUDO pg_createcluster "$version" main >/dev/null
  fi
  # A cluster this script just installed lets the tests' `postgres` role in without a password from this machine.
  if [[ " ${missing[*]} " == *" postgresql "* ]]; then
    $SUDO sed -i '1i host all postgres 127.0.0.1/32 trust' "/etc/postgresql/$version/main/pg_hba.conf"
  fi
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  for _ in $(seq 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
  if ! pg_isready -q -h 127.0.0.1 -p 5432; then
    echo "PostgreSQL is not reachable at 127.0.0.1:5432 and did not start: the jest-pg suite cannot run." >&2
    exit 1
  fi
fi
# The tests sign in as `postgres` without a password over TCP from this machine (postgres://postgres@127.0.0.1).
if ! PGCONNECT_TIMEOUT=3 psql -h 127.0.0.1 -U postgres -d postgres -Atqc 'select 1' >/dev/null 2>&1; then
  echo "PostgreSQL at 127.0.0.1:5432 refuses postgres://postgres@127.0.0.1 without a password: allow it for the" >&2
  echo "tests (pg_hba.conf: host all postgres 127.0.0.1/32 trust) or set TEST_DATABASE_URL." >&2
  exit 1
fi

if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  echo "› starting Redis for the multi-node tests"
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no >/dev/null
  for _ in $(seq 30); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break; sleep 0.5; done
fi
