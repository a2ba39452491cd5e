#!/usr/bin/env bash
# Idempotent set-up of a fresh machine: pinned pnpm, Debian's Chromium, the workspace's
# dependencies from the lockfile. Safe to run again; does only what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION="$(node -p "require('./package.json').packageManager.split('@')[1]")"
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "$PNPM_VERSION" ]; then
  echo "setup: installing pnpm $PNPM_VERSION"
  npm install --global --no-audit --no-fund "pnpm@$PNPM_VERSION" >/dev/null
fi

if [ ! -x /usr/bin/chromium ]; then
  echo "setup: installing Debian's chromium"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq chromium >/dev/null
fi

pnpm install --frozen-lockfile --prefer-offline
