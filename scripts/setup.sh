#!/usr/bin/env bash
# Installs what the workspace needs on a machine that has only Node 20 (or later) and npm: pnpm 10 and the dependencies,
# Node 24 among them (node-linux-<arch> from the npm registry; scripts/node-runtime.sh puts it on PATH). The install
# itself runs on the machine's Node: the root's engines field (Node 24) only warns there, as engine-strict is off.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v pnpm >/dev/null 2>&1 || ! pnpm --version 2>/dev/null | grep -q '^10\.'; then
  echo "› installing pnpm 10"
  npm install -g pnpm@10 >/dev/null 2>&1 || corepack enable pnpm
fi

echo "› installing dependencies"
CI=true pnpm install --frozen-lockfile --reporter=append-only 2>&1 | tail -n 3

source scripts/node-runtime.sh
echo "› runtime: Node $(node -v | cut -c2-) ($(command -v node))"
