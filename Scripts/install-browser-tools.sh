#!/usr/bin/env bash
# Installs what the browser tests and the picture check need, from Debian: Chromium, its WebDriver,
# Selenium for Debian's python3, librsvg's rsvg-convert and numpy. Run as root (or with sudo).
# Without these, `swift test` skips the explorer's browser tests with a message.
set -euo pipefail
apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver python3-selenium \
  librsvg2-bin python3-numpy
