#!/usr/bin/env bash
# Renders the SVG pictures of every example scenario with headless Chromium and checks each one:
# the SVG is well-formed XML, Chromium renders it without error, and the PNG is a real picture.
# Each screen picture is also rendered by librsvg (rsvg-convert), and Scripts/compare-renders.py
# checks that both renders show every drawn element alike (nothing essential may hang on a feature,
# such as a filter, that one of them drops).
# Needs: swift, python3 (numpy makes the comparison fast), chromium and rsvg-convert
# (Debian: apt-get install -y chromium librsvg2-bin python3-numpy).
# Writes only under .build/svg-check; prints the PNG paths so that a person can look at them.
# Set CHROMIUM to the browser's path if it is not on PATH; CHECK_SVG_OPTIONAL=1 skips without one.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

chromium_bin="${CHROMIUM:-$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)}"
rsvg_bin="$(command -v rsvg-convert || true)"
if [ -z "$chromium_bin" ] || [ -z "$rsvg_bin" ]; then
  echo "check-svg: chromium or rsvg-convert not found; install them" \
    "(apt-get install -y chromium librsvg2-bin) or set CHROMIUM." >&2
  # CHECK_SVG_OPTIONAL=1 turns a missing browser into a skip, for machines without one.
  [ "${CHECK_SVG_OPTIONAL:-0}" = 1 ] && exit 0
  exit 1
fi

# The build's output is kept, and shown in full when the build fails, so that a broken build is
# never mistaken for a picture that failed (or hidden behind set -e's silent exit).
build_log="$(mktemp)"
trap 'rm -f "$build_log"' EXIT
if ! swift build --product responder-lab >"$build_log" 2>&1; then
  cat "$build_log" >&2
  echo "check-svg: FAIL: 'swift build --product responder-lab' failed (its output is above)" >&2
  exit 1
fi
tool="$(swift build --show-bin-path)/responder-lab"
out=".build/svg-check"
rm -rf "$out"
mkdir -p "$out"

shopt -s nullglob
failures=0
check() { # name, svg path
  local name="$1" svg="$2" png="$out/$1.png"
  if ! python3 -c 'import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])' "$svg"; then
    echo "FAIL $name: the SVG is not well-formed XML" >&2
    failures=$((failures + 1))
    return
  fi
  local size
  size=$(python3 -c 'import sys, xml.etree.ElementTree as E; r = E.parse(sys.argv[1]).getroot(); print(int(float(r.get("width"))), int(float(r.get("height"))))' "$svg")
  local width="${size% *}" height="${size#* }"
  if ! timeout 120 "$chromium_bin" --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --screenshot="$png" --window-size="$width,$height" "file://$PWD/$svg" >/dev/null 2>&1; then
    echo "FAIL $name: chromium could not render it" >&2
    failures=$((failures + 1))
    return
  fi
  if ! python3 - "$png" <<'PY'
import sys, struct, zlib
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
# Decompress the image data and require some variety: a blank render compresses to almost nothing.
chunks, offset = [], 8
while offset < len(data):
    length, kind = struct.unpack(">I4s", data[offset:offset + 8])
    if kind == b"IDAT":
        chunks.append(data[offset + 8:offset + 8 + length])
    offset += 12 + length
raw = zlib.decompress(b"".join(chunks))
assert len(set(raw)) > 16, "the picture is (nearly) blank"
PY
  then
    echo "FAIL $name: the rendered PNG is blank or broken" >&2
    failures=$((failures + 1))
    return
  fi
  echo "ok   $name -> $png"
}

compare() { # name, svg path: librsvg's render against Chromium's, element by element
  local name="$1" svg="$2"
  if ! "$rsvg_bin" "$svg" -o "$out/$name-rsvg.png"; then
    echo "FAIL $name: librsvg could not render it" >&2
    failures=$((failures + 1))
    return
  fi
  if ! "$python_bin" Scripts/compare-renders.py "$svg" "$out/$name.png" "$out/$name-rsvg.png"; then
    failures=$((failures + 1))
  fi
}

# The comparison is fast with numpy, which may be installed for only one of the Pythons.
python_bin=python3
for candidate in python3 /usr/bin/python3; do
  if command -v "$candidate" >/dev/null && "$candidate" -c 'import numpy' 2>/dev/null; then
    python_bin="$candidate"
    break
  fi
done

for scenario in docs/examples/*.json; do
  name="$(basename "$scenario" .json)"
  "$tool" dump "$scenario" --format svg --output "$out/$name-screen.svg"
  check "$name-screen" "$out/$name-screen.svg"
  compare "$name-screen" "$out/$name-screen.svg"
  "$tool" dump "$scenario" --format hierarchy-svg --output "$out/$name-hierarchy.svg"
  check "$name-hierarchy" "$out/$name-hierarchy.svg"
  compare "$name-hierarchy" "$out/$name-hierarchy.svg"
done
# Hierarchy pictures with a responder chain, whose arrows are routed around the boxes: from deep
# inside a sheet over a tab bar controller, from a label in a form sheet over two sheets, from a label
# in a sheet under an alert.
for chain in tab-navigation-sheet:draft:5 two-sheets:name:4 alert-over-sheet:field:7; do
  IFS=: read -r scenario from step <<<"$chain"
  name="$scenario-chain-$from"
  "$tool" dump "docs/examples/$scenario.json" --step "$step" --format hierarchy-svg --from "$from" \
    --output "$out/$name-hierarchy.svg"
  check "$name-hierarchy" "$out/$name-hierarchy.svg"
  compare "$name-hierarchy" "$out/$name-hierarchy.svg"
done
# Moments worth a second look: stacked sheets before the dismissal, bars before the sheet.
for moment in two-sheets:4 tab-navigation-sheet:1 alert-over-sheet:3; do
  name="${moment%%:*}-step-${moment##*:}"
  "$tool" dump "docs/examples/${moment%%:*}.json" --step "${moment##*:}" --format svg \
    --output "$out/$name-screen.svg"
  check "$name-screen" "$out/$name-screen.svg"
  compare "$name-screen" "$out/$name-screen.svg"
done
for dump in docs/examples/*.txt; do
  name="$(basename "$dump" .txt)"
  "$tool" dump "$dump" --format hierarchy-svg --output "$out/$name-hierarchy.svg"
  check "$name-hierarchy" "$out/$name-hierarchy.svg"
done

if [ "$failures" -gt 0 ]; then
  echo "check-svg: $failures picture(s) failed" >&2
  exit 1
fi
echo "check-svg: every picture rendered"
