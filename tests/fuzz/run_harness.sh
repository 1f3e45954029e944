#!/usr/bin/env bash
# CTest's way to run one libFuzzer harness (tests/fuzz/CMakeLists.txt):
#   run_harness.sh smoke  HARNESS CORPUS_DIR SECONDS [DICT]
#       fuzzes a scratch copy of the seed corpus (the source tree stays as it
#       is) for SECONDS with a fixed seed, so that CI replays the same inputs
#       on every run (a slower machine runs a prefix of them); a crash fails
#       the test and names the input to keep in tests/fuzz/crashes/<harness>/.
#       Finding new crashes is scripts/fuzz's job (random seeds, longer).
#   run_harness.sh replay HARNESS CRASH_DIR
#       runs every file in CRASH_DIR once: each is a crash fixed earlier.
set -euo pipefail
mode="$1"; harness="$2"; dir="$3"
limits=(-rss_limit_mb=2048 -malloc_limit_mb=1024 -timeout=25)
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/lsan.supp:print_suppressions=0}"

if [ "$mode" = replay ]; then
  inputs=()
  if [ -d "$dir" ]; then
    while IFS= read -r -d '' f; do inputs+=("$f"); done < <(find "$dir" -type f ! -name '.*' ! -name '*.md' -print0 | sort -z)
  fi
  if [ ${#inputs[@]} -eq 0 ]; then
    echo "no crash inputs in $dir"
    exit 0
  fi
  echo "replaying ${#inputs[@]} crash input(s) from $dir"
  TMPDIR="$(mktemp -d "${TMPDIR:-/tmp}/segstudio-fuzz-ctest.XXXXXX")"
  export TMPDIR
  trap 'rm -rf "$TMPDIR"' EXIT
  "$harness" "${limits[@]}" "${inputs[@]}"
  exit $?
fi

seconds="${4:-10}"
dict=()
if [ -n "${5:-}" ]; then dict=(-dict="$5"); fi
work="$(mktemp -d "${TMPDIR:-/tmp}/segstudio-fuzz-ctest.XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/corpus" "$work/artifacts" "$work/tmp"
export TMPDIR="$work/tmp"  # the harness's scratch files, also after a crash
if [ -d "$dir" ]; then
  find "$dir" -maxdepth 1 -type f ! -name '.*' -exec cp {} "$work/corpus/" \;
fi
status=0
"$harness" "${limits[@]}" "${dict[@]}" -seed=1 -max_total_time="$seconds" -print_final_stats=1 \
  -artifact_prefix="$work/artifacts/" "$work/corpus" || status=$?
if [ $status -ne 0 ]; then
  name="$(basename "$harness")"
  keep="$(cd "$(dirname "$dir")/.." && pwd)/crashes/${name#fuzz_}"
  for artifact in "$work/artifacts"/*; do
    [ -e "$artifact" ] || continue
    echo "crash input (base64; keep it as $keep/$(basename "$artifact")):"
    base64 -w 0 "$artifact"; echo
  done
fi
exit $status
