#!/usr/bin/env bash
# Installs what the tests need (pnpm, dependencies, and Debian's chromium, nginx, PostgreSQL and Redis servers
# where missing), starts PostgreSQL and Redis, and runs every suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/node-runtime.sh

bash scripts/system-services.sh

exec pnpm test
