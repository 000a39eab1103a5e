#!/usr/bin/env bash
# Quick start: installs, builds when missing or stale, and starts iPrism with demo data on its embedded defaults.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/node-runtime.sh
export DEMO="${DEMO:-1}"
exec pnpm start
