#!/usr/bin/env bash
# Fuzzes the entry points listed in Fuzz/targets with libFuzzer, each for a bounded time, one worker.
#
#   Scripts/fuzz.sh [seconds-per-target] [target…]
#
# Targets: every line of Fuzz/targets by default. Seconds default to 60.
# Builds optimised, with -sanitize=fuzzer,address, into .build/fuzz (the normal build is untouched):
# a simulation per input then costs microseconds, as deep fuzzing needs. Each run starts from the
# checked-in seeds in Fuzz/Corpus/<folder> and the past findings in Fuzz/Regressions/<folder>, and
# writes what it learns to .build/fuzz/corpus/<folder>. Crashes, leaks and hangs are written to
# .build/fuzz/crashes/<folder>/ and fail the script.
# Replay a crash without the fuzzer: swift run <target> <crash-file>. A finding of up to 8 KiB is
# also printed, base64-encoded, so that a CI log alone reproduces it:
#   base64 -d > finding <<'EOF' … EOF; swift run <target> finding
# FUZZ_SEED fixes libFuzzer's random seed (CI sets it, so that a run tries the same inputs each time
# on the same corpus); unset, each run draws its own.
# Minimise what a long run learnt into the checked-in corpus:
#   <bin>/<target> -merge=1 Fuzz/Corpus/<folder>.new Fuzz/Corpus/<folder> .build/fuzz/corpus/<folder>
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
# NB: Swift's own backtracer, started by a finding's fatalError, trips AddressSanitizer itself;
# libFuzzer prints the stack.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
# NB: AddressSanitizer records where each block was allocated and freed, for its reports; unwinding
# and storing 30 frames each time was a quarter of a dump input's time. Four frames still name the
# allocating function (fewer than two hide leaks from LeakSanitizer). A finding is replayed whole:
#   ASAN_OPTIONS=malloc_context_size=30 <bin>/<target> <crash-file>
export ASAN_OPTIONS="${ASAN_OPTIONS:-malloc_context_size=4}"

seconds="${1:-60}"
shift || true
declare -A folders dictionaries lengths
known=()
# A target kept out of CI is a comment `#   <product> <folder> <dictionary> <length>`: fuzzed only
# when named.
while read -r name folder dictionary length; do
  if [[ "$name" == "#" && "$folder" == *Fuzzer && -n "$length" ]]; then
    read -r name folder dictionary length <<<"$folder $dictionary $length"
    folders[$name]="$folder" dictionaries[$name]="$dictionary" lengths[$name]="$length"
    continue
  fi
  [[ -z "$name" || "$name" == \#* ]] && continue
  known+=("$name")
  folders[$name]="$folder" dictionaries[$name]="$dictionary" lengths[$name]="$length"
done <Fuzz/targets
targets=("$@")
if [ "${#targets[@]}" -eq 0 ]; then targets=("${known[@]}"); fi
for target in "${targets[@]}"; do
  if [ -z "${folders[$target]:-}" ]; then
    echo "fuzz: unknown target $target (Fuzz/targets lists ${known[*]})" >&2
    exit 64
  fi
done

build_path=".build/fuzz"
flags=(-c release --build-path "$build_path" -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING)
for target in "${targets[@]}"; do
  swift build "${flags[@]}" --product "$target"
done
bin="$(swift build "${flags[@]}" --show-bin-path)"

status=0
for target in "${targets[@]}"; do
  folder="${folders[$target]}"
  corpus="$build_path/corpus/$folder"
  crashes="$build_path/crashes/$folder/"
  mkdir -p "$corpus" "$crashes"
  echo "== $target: $seconds s from Fuzz/Corpus/$folder ($(cut -d' ' -f1-3 /proc/loadavg) load)"
  # NB: -rss_limit_mb guards against a runaway input; -timeout flags an input that hangs (10 s).
  seeds=("Fuzz/Corpus/$folder")
  if [ -d "Fuzz/Regressions/$folder" ]; then seeds+=("Fuzz/Regressions/$folder"); fi
  options=(-max_total_time="$seconds" -max_len="${lengths[$target]}" -timeout=10 -rss_limit_mb=4096)
  options+=(-print_final_stats=1 -artifact_prefix="$crashes")
  if [ -n "${FUZZ_SEED:-}" ]; then options+=(-seed="$FUZZ_SEED"); fi
  if [ "${dictionaries[$target]}" != "-" ]; then options+=(-dict="${dictionaries[$target]}"); fi
  if ! "$bin/$target" "$corpus" "${seeds[@]}" "${options[@]}" 2>"$build_path/$target.log"; then
    echo "fuzz: $target found a crash; see $build_path/$target.log and $crashes" >&2
    tail -40 "$build_path/$target.log" >&2
    for finding in "$crashes"*; do
      [ -f "$finding" ] && [ "$(stat -c %s "$finding")" -le 8192 ] || continue
      echo "fuzz: $finding, base64:" >&2
      base64 -w 100 "$finding" >&2
    done
    status=1
  fi
  grep -E "stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb" \
    "$build_path/$target.log"
done
exit "$status"
