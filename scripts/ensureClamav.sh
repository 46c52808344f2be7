#!/usr/bin/env bash
# The virus-scanning tests start their own ClamAV daemon (Debian's clamav-daemon) with a one-entry
# signature database; nothing is downloaded by freshclam and no system service is started.
set -euo pipefail
if command -v clamd >/dev/null 2>&1 || [ -x /usr/sbin/clamd ]; then
  exit 0
fi
echo "Installing ClamAV (clamd) from Debian packages..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update
$SUDO apt-get install -y clamav-daemon
