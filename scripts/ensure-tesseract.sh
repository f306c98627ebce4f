#!/usr/bin/env bash
# Installs Debian's Tesseract OCR with its Arabic model when either is missing. The share-card
# test reads each sampled card back with it, to check that the words come out right to left.
set -euo pipefail
if command -v tesseract >/dev/null 2>&1 && tesseract --list-langs 2>/dev/null | grep -qx ara; then
  exit 0
fi
echo "Tesseract or its Arabic model not found: installing tesseract-ocr and tesseract-ocr-ara"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq tesseract-ocr tesseract-ocr-ara >/dev/null
tesseract --version | head -1
