#!/usr/bin/env bash
# Fails when a build log (the output of a clean `swift build`) has a warning that .ci/allowed-warnings
# does not list. Each diagnostic counts once: the compiler's excerpt lines under it (`|  `- warning:`)
# repeat it, and the same file may be compiled for several targets.
set -euo pipefail
cd "$(dirname "$0")/.."
log="${1:?usage: Scripts/check-warnings.sh BUILD-LOG}"
allowed="$(grep -v -e '^#' -e '^$' .ci/allowed-warnings || true)"
warnings="$(grep -E 'warning:' "$log" | grep -v -E '^[[:space:]]*[0-9]*[[:space:]]*\|' | sort -u || true)"
unexpected="$warnings"
if [ -n "$allowed" ] && [ -n "$warnings" ]; then
  unexpected="$(printf '%s\n' "$warnings" | grep -v -E -f <(printf '%s\n' "$allowed") || true)"
fi
allowed_count=$(($(printf '%s' "$warnings" | grep -c . || true) - $(printf '%s' "$unexpected" | grep -c . || true)))
if [ -n "$unexpected" ]; then
  echo "error: the build printed warnings that .ci/allowed-warnings does not allow:" >&2
  printf '%s\n' "$unexpected" >&2
  echo "To fix, remove their cause (a clean build of every target, tests included, prints none)." >&2
  exit 1
fi
echo "No warnings but the $allowed_count allowed in .ci/allowed-warnings."
