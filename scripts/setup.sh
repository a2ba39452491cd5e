#!/usr/bin/env bash
# Idempotent set-up of a fresh machine: pinned pnpm, Debian's Chromium, WebKitGTK and Firefox
# ESR, nginx, h2load, the local HTTPS certificate, the workspace's dependencies from the lockfile. Safe
# to run again; does only what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION="$(node -p "require('./package.json').packageManager.split('@')[1]")"
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "$PNPM_VERSION" ]; then
  echo "setup: installing pnpm $PNPM_VERSION"
  npm install --global --no-audit --no-fund "pnpm@$PNPM_VERSION" >/dev/null
fi

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
APT_UPDATED=""
apt_install() {
  [ -n "$APT_UPDATED" ] || { $SUDO apt-get update -qq; APT_UPDATED=1; }
  $SUDO apt-get install -y -qq "$@" >/dev/null
}

if [ ! -x /usr/bin/chromium ]; then
  echo "setup: installing Debian's chromium"
  apt_install chromium
fi

# the engines' journeys (e2e/engines): WebKitGTK's WebDriver server and MiniBrowser, Firefox ESR
# (driven over WebDriver BiDi), and the virtual display WebKit draws on
ENGINE_PACKAGES=()
[ -x /usr/bin/WebKitWebDriver ] || ENGINE_PACKAGES+=(webkit2gtk-driver)
[ -x /usr/bin/firefox-esr ] || ENGINE_PACKAGES+=(firefox-esr)
command -v Xvfb >/dev/null 2>&1 || ENGINE_PACKAGES+=(xvfb)
# the local certificate authority of the HTTPS stack (scripts/tls.mjs)
command -v openssl >/dev/null 2>&1 || ENGINE_PACKAGES+=(openssl)
if [ "${#ENGINE_PACKAGES[@]}" -gt 0 ]; then
  echo "setup: installing Debian's ${ENGINE_PACKAGES[*]}"
  apt_install "${ENGINE_PACKAGES[@]}"
fi

# the sandbox's map tiles write city names in a system font
if ! fc-list 2>/dev/null | grep -qi "dejavu\|liberation"; then
  echo "setup: installing Debian's fonts-dejavu-core"
  apt_install fonts-dejavu-core
fi

# nginx serves the production-like e2e pass (deploy/nginx, scripts/nginx.mjs), with Debian's
# brotli_static module for the builds' brotli files. The stack runs its own nginx processes by
# PID on 127.0.0.1; Debian's service must not start on port 80, so the install runs under a
# policy-rc.d that forbids starting services (as Docker images have).
NGINX_PACKAGES=()
[ -x /usr/sbin/nginx ] || NGINX_PACKAGES+=(nginx)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] ||
  NGINX_PACKAGES+=(libnginx-mod-http-brotli-static)
if [ "${#NGINX_PACKAGES[@]}" -gt 0 ]; then
  echo "setup: installing Debian's ${NGINX_PACKAGES[*]} (no service is started)"
  POLICY=/usr/sbin/policy-rc.d
  CREATED_POLICY=""
  if [ ! -e "$POLICY" ]; then
    printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$POLICY" >/dev/null
    $SUDO chmod +x "$POLICY"
    CREATED_POLICY=1
  fi
  apt_install "${NGINX_PACKAGES[@]}"
  if [ -n "$CREATED_POLICY" ]; then $SUDO rm -f "$POLICY"; fi
fi

# `pnpm bench:load` asks for a campaign spike's pages with h2load (a load generator in C)
[ -x /usr/bin/h2load ] || { echo "setup: installing Debian's nghttp2-client (h2load)"; apt_install nghttp2-client; }

pnpm install --frozen-lockfile --prefer-offline

# the certificate the stack serves HTTPS with (STOREFRONT_HTTPS=1), made once per checkout
node scripts/tls.mjs
