#!/usr/bin/env bash
# Builds the Debian package into a temporary folder and checks it as a
# package reviewer would: programs, manual pages, copyright file, changelog,
# desktop entry, AppStream metadata, icon and sample data inside; Depends
# filled from the linked libraries; the desktop entry and metainfo valid; and
# lintian with no error and no warning except the tags accepted, each with
# its reason, in installer/lintian-accepted.txt.
#   installer/check_package.sh <build dir> <application id> <lintian-accepted.txt>
set -euo pipefail
BUILD="$1"; APP_ID="$2"; ACCEPTED="$3"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
(cd "$BUILD" && cpack -G DEB -B "$WORK" >"$WORK/cpack.log" 2>&1) || { cat "$WORK/cpack.log"; exit 1; }
DEB="$(ls "$WORK"/*.deb)"
echo "package: $(basename "$DEB") ($(du -h "$DEB" | cut -f1))"

# What the package must hold.
dpkg-deb -c "$DEB" | awk '{print $6}' > "$WORK/files"
for f in ./usr/bin/segstudio ./usr/bin/segstudio-cli ./usr/lib/segstudio/segstudio-sandbox \
         ./usr/share/man/man1/segstudio.1.gz ./usr/share/man/man1/segstudio-cli.1.gz \
         ./usr/share/doc/segstudio/copyright ./usr/share/doc/segstudio/changelog.gz \
         "./usr/share/applications/$APP_ID.desktop" "./usr/share/metainfo/$APP_ID.metainfo.xml" \
         "./usr/share/icons/hicolor/scalable/apps/$APP_ID.svg" \
         ./usr/share/segstudio/sample/hippocampus/dataset.json; do
  grep -qx "$f" "$WORK/files" || { echo "missing from the package: $f"; exit 1; }
done

# Depends from the linked libraries (dpkg-shlibdeps).
DEPENDS="$(dpkg-deb -f "$DEB" Depends)"
echo "Depends: $DEPENDS"
for lib in libqt6widgets6 libqt6charts6 libtorch; do
  grep -q "$lib" <<<"$DEPENDS" || { echo "Depends lacks $lib"; exit 1; }
done

# The desktop entry, the AppStream metadata and the programs themselves.
dpkg-deb -x "$DEB" "$WORK/root"
desktop-file-validate "$WORK/root/usr/share/applications/$APP_ID.desktop"
appstreamcli validate --no-net --pedantic "$WORK/root/usr/share/metainfo/$APP_ID.metainfo.xml"
"$WORK/root/usr/bin/segstudio-cli" --version
# The changelog's version is the package's (both come from the CMake project version).
VERSION="$(dpkg-deb -f "$DEB" Version)"
CHANGELOG_VERSION="$(zcat "$WORK/root/usr/share/doc/segstudio/changelog.gz" | sed -n '1s/^segstudio (\([^)]*\)).*/\1/p')"
[ "$CHANGELOG_VERSION" = "$VERSION" ] || { echo "changelog version '$CHANGELOG_VERSION' is not the package's '$VERSION'"; exit 1; }

# lintian: errors and warnings fail the check unless their tag is accepted.
# Informational tags (I:) are shown, not failed on.
command -v lintian >/dev/null || { echo "lintian is not installed (scripts/setup installs it)"; exit 1; }
ACCEPTED_TAGS="$(grep -v '^\s*#' "$ACCEPTED" | grep -v '^\s*$' | paste -sd, - || true)"
echo "lintian $(lintian --version | awk '{print $2}'); accepted (installer/lintian-accepted.txt): ${ACCEPTED_TAGS:-none}"
status=0
lintian --display-info --fail-on error,warning --suppress-tags-from-file "$ACCEPTED" "$DEB" \
  2>"$WORK/lintian.err" || status=$?
# Its stderr, less the note that it runs as root (CI containers).
grep -v 'running with root privileges is not recommended' "$WORK/lintian.err" >&2 || true
if [ "$status" -ne 0 ]; then
  echo "lintian: errors or warnings above; fix them, or accept a tag with its reason in $ACCEPTED"
  exit 1
fi
echo "lintian: no errors, no warnings beyond the accepted tags"
echo "package OK"
