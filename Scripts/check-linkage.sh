#!/usr/bin/env bash
# Builds the release responder-lab and checks with ldd that it links no test framework (XCTest,
# Swift Testing or their interop library): the tools stand on ResponderLabDevice, not on the harness.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v ldd >/dev/null 2>&1; then
  echo "check-linkage: ldd is missing; skipped" >&2
  exit 0
fi
swift build -c release --product responder-lab >/dev/null
binary="$(swift build -c release --show-bin-path)/responder-lab"
libraries=$(ldd "$binary")
echo "$libraries" | grep -q libswiftCore || { echo "$libraries"; echo "check-linkage: ldd did not read $binary" >&2; exit 1; }
if echo "$libraries" | grep -E "libXCTest|libTesting|lib_TestingInterop"; then
  echo "check-linkage: the release responder-lab links a test framework" >&2
  exit 1
fi
echo "release responder-lab links no test framework"
