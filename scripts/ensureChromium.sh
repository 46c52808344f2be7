#!/usr/bin/env bash
# The browser tests and Lighthouse use Debian's Chromium; Playwright never downloads a browser.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "Installing Chromium from Debian packages..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update
$SUDO apt-get install -y chromium
