#!/usr/bin/env bash
# Installs what the browser tests (server/…/BrowserTableTest) and the BoardRender benchmark need:
# Debian's chromium and chromium-driver (/usr/bin/chromium, /usr/bin/chromedriver). Does nothing when both are there.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1; then
  exit 0
fi
echo "install-chromium: installing chromium and chromium-driver for the browser tests…" >&2
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver >/dev/null
command -v chromium >/dev/null && command -v chromedriver >/dev/null
