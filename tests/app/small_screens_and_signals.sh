#!/usr/bin/env bash
# Issue 34: the workbench, started fresh (no saved settings) on the bundled
# sample (as scripts/run starts it), fits a 1366x768 and a 1280x720 screen in every language (its
# screenshot is the window: no larger than the screen), and SIGTERM ends it
# through its own quit (its message on stderr) with 143 = 128 + 15.
#   small_screens_and_signals.sh <segstudio> <sample dataset> <screenshot folder>
set -euo pipefail
APP="$1"; SAMPLE="$2"; SHOTS="$3"
ARGS=(--dataset "$SAMPLE" "$SAMPLE/imagesTr/hippocampus_004.nii.gz" --label "$SAMPLE/labelsTr/hippocampus_004.nii.gz")
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$SHOTS"
# Width and height from a PNG's IHDR chunk (bytes 16-23, big-endian).
png_size() { od -An -tu1 -j16 -N8 "$1" | awk '{ printf "%d %d\n", (($1*256+$2)*256+$3)*256+$4, (($5*256+$6)*256+$7)*256+$8 }'; }
status=0
for screen in 1366x768 1280x720; do
  width=${screen%x*}; height=${screen#*x}
  for language in en de fr es zh_CN; do
    shot="$WORK/$screen-$language.png"
    XDG_CONFIG_HOME="$WORK/config-$screen-$language" XDG_DATA_HOME="$WORK/data" \
      timeout 300 xvfb-run -a -s "-screen 0 ${screen}x24" "$APP" --language "$language" --screenshot "$shot" "${ARGS[@]}" \
      > "$WORK/log" 2>&1 || { echo "$screen $language: the workbench failed"; cat "$WORK/log"; status=1; continue; }
    read -r w h < <(png_size "$shot")
    if [ "$w" -gt "$width" ] || [ "$h" -gt "$height" ]; then
      echo "$screen $language: the window is ${w}x${h}, larger than the screen"; status=1
    else
      echo "$screen $language: the window is ${w}x${h}"
    fi
  done
done
cp "$WORK/1366x768-de.png" "$SHOTS/small-screen-1366x768-de.png"

# SIGTERM once the window is up (its quit handler is installed before it shows).
XDG_CONFIG_HOME="$WORK/config-signal" XDG_DATA_HOME="$WORK/data" timeout 300 xvfb-run -a -s "-screen 0 1366x768x24" \
  bash -c '"$0" "${@:2}" 2> "$1" & pid=$!; sleep 15; kill -TERM $pid; wait $pid' "$APP" "$WORK/stderr" "${ARGS[@]}" \
  && code=0 || code=$?
if [ "$code" -ne 143 ] || ! grep -q "signal 15, quitting" "$WORK/stderr"; then
  echo "SIGTERM: exit code $code (expected 143 from the workbench's own quit)"; cat "$WORK/stderr"; status=1
else
  echo "SIGTERM: the workbench quit with 143"
fi
exit $status
