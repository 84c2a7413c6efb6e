#!/usr/bin/env bash
# Renders the SVG pictures of every example scenario with headless Chromium and checks each one:
# the SVG is well-formed XML, Chromium renders it without error, and the PNG is a real picture.
# Needs: swift, python3, chromium (Debian: apt-get install -y chromium).
# Writes only under .build/svg-check; prints the PNG paths so that a person can look at them.
# Set CHROMIUM to the browser's path if it is not on PATH; CHECK_SVG_OPTIONAL=1 skips without one.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

chromium_bin="${CHROMIUM:-$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)}"
if [ -z "$chromium_bin" ]; then
  echo "check-svg: chromium not found; install it (apt-get install -y chromium) or set CHROMIUM." >&2
  # CHECK_SVG_OPTIONAL=1 turns a missing browser into a skip, for machines without one.
  [ "${CHECK_SVG_OPTIONAL:-0}" = 1 ] && exit 0
  exit 1
fi

swift build --product responder-lab >/dev/null
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

for scenario in docs/examples/*.json; do
  name="$(basename "$scenario" .json)"
  "$tool" dump "$scenario" --format svg --output "$out/$name-screen.svg"
  check "$name-screen" "$out/$name-screen.svg"
  "$tool" dump "$scenario" --format hierarchy-svg --output "$out/$name-hierarchy.svg"
  check "$name-hierarchy" "$out/$name-hierarchy.svg"
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
