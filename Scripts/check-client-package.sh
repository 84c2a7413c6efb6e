#!/usr/bin/env bash
# Builds the package of Tests/Fixtures/ClientPackage as a user would write it from docs/testing.md,
# depending on this checkout by path, then checks that:
#  1. its Swift Testing and XCTest tests pass;
#  2. with NOTES_MISMATCH=1, each deliberate mismatch (a chain, a presentation, a first responder, a
#     trace and an inline snapshot, in both frameworks) fails at the line it is written on, with what differed;
#  3. a stale inline snapshot fails, RECORD_SNAPSHOTS=1 rewrites it in place, and the next run passes.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The dependency's package name is its folder's name, so the checkout is reached as ResponderLab.
ln -s "$root" "$work/ResponderLab"
cp -R Tests/Fixtures/ClientPackage "$work/Notes"
cd "$work/Notes"
fail() { echo "check-client-package: $*" >&2; exit 1; }

echo "-- the client's tests pass"
swift build --build-tests >/dev/null 2>build.log || { cat build.log; fail "the client package does not build"; }
swift test --skip-build >pass.log 2>&1 || { cat pass.log; fail "the client's tests fail"; }

echo "-- each deliberate mismatch is reported at its line"
if NOTES_MISMATCH=1 swift test --skip-build >mismatch.log 2>&1; then
  cat mismatch.log
  fail "the deliberate mismatches passed"
fi
# file, tag, and a fragment of the message that must follow the location.
check() {
  local file=$1 tag=$2 fragment=$3
  local line
  line=$(grep -n "// mismatch: $tag" "$file" | cut -d: -f1)
  [ -n "$line" ] || fail "no '// mismatch: $tag' in $file"
  local name
  name=$(basename "$file")
  # Swift Testing: "recorded an issue at File.swift:LINE:COL"; XCTest: "/path/File.swift:LINE: error:".
  if ! grep -A12 -E "(${name}:${line}:[0-9]+: Issue recorded|/${name}:${line}: error:)" mismatch.log \
    | grep -qF -- "$fragment"; then
    cat mismatch.log
    fail "$name:$line ($tag) was not reported there with '$fragment'"
  fi
  echo "   $name:$line  $tag  ✓"
}
check Tests/NotesTests/MismatchTests.swift chain "+ UIView"
check Tests/NotesTests/MismatchTests.swift alert 'title: expected "Delete?", is "Delete note?"'
check Tests/NotesTests/MismatchTests.swift "first responder" "Expected a UITextField to be the first responder of UIWindow#1; no responder is."
check Tests/NotesTests/MismatchTests.swift trace 'the first missing is "viewDidDisappear"'
check Tests/NotesTests/MismatchTests.swift snapshot '-   [Button "Remove"]'
check Tests/NotesXCTests/MismatchXCTests.swift chain "+ NotesViewController"
check Tests/NotesXCTests/MismatchXCTests.swift sheet "detent: expected .large, rests at .medium"
check Tests/NotesXCTests/MismatchXCTests.swift "first responder" "Expected UIButton#1 to be the first responder of UIWindow#1; no responder is."
check Tests/NotesXCTests/MismatchXCTests.swift trace 'the first missing is "dismissal finished"'
check Tests/NotesXCTests/MismatchXCTests.swift snapshot "- <NotesViewController#1>"

echo "-- RECORD_SNAPSHOTS=1 rewrites a stale inline snapshot, and the next run passes"
cp Tests/NotesTests/NotesTests.swift recorded.swift
sed -i 's/\[Button "Delete"\]/[Button "Erase"]/' Tests/NotesTests/NotesTests.swift
cmp -s recorded.swift Tests/NotesTests/NotesTests.swift && fail "the fixture's snapshot has no [Button \"Delete\"] line to make stale"
if swift test --filter NotesTests >stale.log 2>&1; then fail "a stale snapshot passed"; fi
grep -qF '+   [Button "Delete"]' stale.log || { cat stale.log; fail "the stale snapshot's diff is missing"; }
RECORD_SNAPSHOTS=1 swift test --skip-build --filter NotesTests >record.log 2>&1 || true
grep -qF "Recorded the screen into the snapshot" record.log || { cat record.log; fail "nothing was recorded"; }
cmp -s recorded.swift Tests/NotesTests/NotesTests.swift || {
  diff recorded.swift Tests/NotesTests/NotesTests.swift
  fail "the recorded file differs from the original"
}
swift test --filter NotesTests >after.log 2>&1 || { cat after.log; fail "the run after recording fails"; }
echo "client package checks passed"
