#!/usr/bin/env bash
# Fuzzes the scenario loader and the device-dump importer with libFuzzer, each for a bounded time.
#
#   Scripts/fuzz.sh [seconds-per-target] [target…]
#
# Targets: ScenarioLoaderFuzzer, DumpImporterFuzzer, MCPServerFuzzer (all by default). Seconds
# default to 60.
# Builds with -sanitize=fuzzer,address into .build/fuzz (the normal build is untouched). Each run
# starts from the checked-in seeds in Fuzz/Corpus/<kind> and the past findings in
# Fuzz/Regressions/<kind>, and writes what it learns to .build/fuzz/corpus/<kind>. Crashes, leaks
# and hangs are written to .build/fuzz/crashes/<kind>/ and fail the script.
# Replay a crash without the fuzzer: swift run <target> <crash-file>.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

seconds="${1:-60}"
shift || true
targets=("$@")
if [ "${#targets[@]}" -eq 0 ]; then targets=(ScenarioLoaderFuzzer DumpImporterFuzzer MCPServerFuzzer); fi

build_path=".build/fuzz"
flags=(-c debug --build-path "$build_path" -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING)
for target in "${targets[@]}"; do
  swift build "${flags[@]}" --product "$target"
done
bin="$(swift build "${flags[@]}" --show-bin-path)"

status=0
for target in "${targets[@]}"; do
  case "$target" in
    ScenarioLoaderFuzzer) kind=scenario dict=Fuzz/scenario.dict ;;
    DumpImporterFuzzer) kind=dump dict=Fuzz/dump.dict ;;
    MCPServerFuzzer) kind=mcp dict=Fuzz/mcp.dict ;;
    *) echo "fuzz: unknown target $target" >&2; exit 64 ;;
  esac
  corpus="$build_path/corpus/$kind"
  crashes="$build_path/crashes/$kind/"
  mkdir -p "$corpus" "$crashes"
  echo "== $target: $seconds s from Fuzz/Corpus/$kind"
  # NB: -rss_limit_mb guards against a runaway input; -timeout flags an input that hangs (10 s).
  seeds=("Fuzz/Corpus/$kind")
  if [ -d "Fuzz/Regressions/$kind" ]; then seeds+=("Fuzz/Regressions/$kind"); fi
  if ! "$bin/$target" "$corpus" "${seeds[@]}" -dict="$dict" -max_total_time="$seconds" \
    -max_len=8192 -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
    -artifact_prefix="$crashes" 2>"$build_path/$target.log"; then
    echo "fuzz: $target found a crash; see $build_path/$target.log and $crashes" >&2
    tail -40 "$build_path/$target.log" >&2
    status=1
  fi
  grep -E "stat::number_of_executed_units|stat::peak_rss_mb|cov:" "$build_path/$target.log" | tail -3
done
exit "$status"
