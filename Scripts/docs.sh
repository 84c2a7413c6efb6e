#!/usr/bin/env bash
# Builds the DocC documentation of the targets that have a catalog, failing on any warning (a broken
# symbol link, a missing page). The archives land in .build/docs/<Target>.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."
swift package dump-symbol-graph --minimum-access-level public --emit-extension-block-symbols >/dev/null
graphs=$(ls -d .build/*-unknown-linux-gnu/symbolgraph 2>/dev/null | head -n 1)
mkdir -p .build/docs
for catalog in Sources/*/*.docc; do
  target=$(basename "$(dirname "$catalog")")
  selection=.build/docs/graphs-$target
  rm -rf "$selection" && mkdir -p "$selection"
  cp "$graphs/$target".symbols.json "$graphs/$target"@*.symbols.json "$selection"/ 2>/dev/null || true
  docc convert "$catalog" --additional-symbol-graph-dir "$selection" \
    --output-path ".build/docs/$target.doccarchive" --warnings-as-errors
done
