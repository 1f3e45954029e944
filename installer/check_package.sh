#!/usr/bin/env bash
# Builds the Debian package into a temporary folder and checks it as a
# package reviewer would: programs, desktop entry, AppStream metadata, icon
# and sample data inside; Depends filled from the linked libraries; the
# desktop entry and metainfo valid.
#   installer/check_package.sh <build dir> <application id>
set -euo pipefail
BUILD="$1"; APP_ID="$2"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
(cd "$BUILD" && cpack -G DEB -B "$WORK" >"$WORK/cpack.log" 2>&1) || { cat "$WORK/cpack.log"; exit 1; }
DEB="$(ls "$WORK"/*.deb)"
echo "package: $(basename "$DEB") ($(du -h "$DEB" | cut -f1))"
dpkg-deb -c "$DEB" | awk '{print $6}' > "$WORK/files"
for f in ./usr/bin/segstudio ./usr/bin/segstudio-cli \
         "./usr/share/applications/$APP_ID.desktop" "./usr/share/metainfo/$APP_ID.metainfo.xml" \
         "./usr/share/icons/hicolor/scalable/apps/$APP_ID.svg" \
         ./usr/share/segstudio/sample/hippocampus/dataset.json; do
  grep -qx "$f" "$WORK/files" || { echo "missing from the package: $f"; exit 1; }
done
DEPENDS="$(dpkg-deb -f "$DEB" Depends)"
echo "Depends: $DEPENDS"
for lib in libqt6widgets6 libqt6charts6 libtorch; do
  grep -q "$lib" <<<"$DEPENDS" || { echo "Depends lacks $lib"; exit 1; }
done
dpkg-deb -x "$DEB" "$WORK/root"
desktop-file-validate "$WORK/root/usr/share/applications/$APP_ID.desktop"
appstreamcli validate --no-net --pedantic "$WORK/root/usr/share/metainfo/$APP_ID.metainfo.xml"
"$WORK/root/usr/bin/segstudio-cli" --version
echo "package OK"
