#!/usr/bin/env bash
# Every user-visible string of the GUI is translated in every language:
# extracts the strings from the sources (lupdate) into copies of the .ts
# files and fails, listing them, if any message is unfinished or missing.
#   translations_complete.sh <lupdate> <source dir> <work dir>
set -euo pipefail
LUPDATE="$1"; SOURCE="$2"; WORK="$3"
rm -rf "$WORK"; mkdir -p "$WORK"
cp "$SOURCE"/translations/segstudio_*.ts "$WORK"/
mapfile -t SOURCES < <(find -L "$SOURCE/widgets" "$SOURCE/app/gui" -name '*.cpp' -o -name '*.h' | sort)
# The training field table holds the training panel's labels and tooltips.
SOURCES+=("$SOURCE/core/engine/config/TrainingFields.cpp")
"$LUPDATE" -silent -locations none -tr-function-alias QT_TRANSLATE_NOOP+=SEGSTUDIO_FIELD_TEXT \
  -I "$SOURCE" -I "$SOURCE/widgets" -I "$SOURCE/app/gui" "${SOURCES[@]}" -ts "$WORK"/segstudio_*.ts
status=0
for ts in "$WORK"/segstudio_*.ts; do
  # A message whose translation is unfinished and not vanished/obsolete.
  missing=$(grep -B3 'type="unfinished"' "$ts" | grep -o '<source>.*</source>' || true)
  if [ -n "$missing" ]; then
    echo "$(basename "$ts"): untranslated:"; echo "$missing"; status=1
  fi
done
[ $status -eq 0 ] && echo "every string translated in $(ls "$WORK"/segstudio_*.ts | wc -l) languages"
exit $status
