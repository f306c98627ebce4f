#!/usr/bin/env bash
# Installs Debian's zbar-tools (zbarimg) when missing. The browser tests decode the QR code of
# the store badges with it, a real decoder, as a phone's camera would.
set -euo pipefail
if command -v zbarimg >/dev/null 2>&1; then
  exit 0
fi
echo "zbarimg not found: installing zbar-tools"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq zbar-tools >/dev/null
zbarimg --version
