#!/usr/bin/env bash
# The reliability checks, for CI after .ci/run's build, tests and lint:
#   0. lint Fuzz/ (outside Sources and Tests, so .ci/run's lint does not see it);
#   1. replay the fuzz corpus and past findings through every fuzz entry point of Fuzz/targets
#      (plain build);
#   2. fuzz each entry point for FUZZ_SECONDS (default 30) with libFuzzer and AddressSanitizer,
#      from the seed FUZZ_SEED (default 1: the same inputs each run, so that a change, not chance,
#      fails CI; long runs with fresh seeds, Scripts/fuzz.sh alone, look for new findings);
#   3. a long soak: SOAK_OPERATIONS random operations (default 100000) with the invariants checked;
#   4. the whole test suite under AddressSanitizer with LeakSanitizer on, then ThreadSanitizer
#      (SANITIZERS, default "address thread"; set SANITIZERS="" to skip).
# Each step prints its wall time. Sanitizer and fuzz builds go to their own build paths under .build,
# so they do not disturb the normal build.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

fuzz_seconds="${FUZZ_SECONDS:-30}"
soak_operations="${SOAK_OPERATIONS:-100000}"
sanitizers="${SANITIZERS-address thread}"

step() { # name, command…
  local name="$1" start
  shift
  start=$(date +%s)
  echo "== $name"
  "$@"
  echo "== $name: $(($(date +%s) - start)) s"
}

replay() {
  local bin target folder lines=()
  bin="$(swift build --show-bin-path)"
  mapfile -t lines < <(grep -v -e '^#' -e '^$' Fuzz/targets)
  for line in "${lines[@]}"; do
    read -r target folder _ <<<"$line"
    swift build --product "$target"
    "$bin/$target" "Fuzz/Corpus/$folder" "Fuzz/Regressions/$folder" </dev/null
  done
}

step "lint the fuzz sources" swift format lint --strict --recursive Fuzz
step "replay the fuzz corpus" replay
if [ "$fuzz_seconds" -gt 0 ]; then
  step "fuzz ${fuzz_seconds} s per target" env FUZZ_SEED="${FUZZ_SEED:-1}" Scripts/fuzz.sh "$fuzz_seconds"
fi
if [ "$soak_operations" -gt 0 ]; then
  step "soak ${soak_operations} operations" \
    env SOAK_OPERATIONS="$soak_operations" swift test --filter SoakTests
fi
# LeakSanitizer checks the whole suite: a device released with presentations on screen tears
# itself down, and Scripts/lsan.supp lists only the toolchain's own leaks, each with its reason; a
# leak of the project's objects fails the run. The fuzzers run LeakSanitizer on every input.
for sanitizer in $sanitizers; do
  step "swift test --sanitize=$sanitizer" \
    env ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}" \
    LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$PWD/Scripts/lsan.supp}" \
    swift test --sanitize="$sanitizer" --build-path ".build/sanitize-$sanitizer"
done
echo "reliability checks passed"
