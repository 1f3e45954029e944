#!/bin/bash
# Surfaces of a label map too large to read whole (issue 71): a uint8
# MetaImage of 1024x1024x640 voxels (0.4 x 0.4 x 0.6 mm, 671 MB; 2.7 GB as
# the float32 rows the slab reader gives), 31 seeded ellipsoids. `mesh`
# streams it in slabs of about 256 MB (the default above 2 GB); for
# comparison, one slab of all 640 rows (--slab-rows 640: the whole map as
# float32 rows at once). Prints wall time and peak memory (GNU time) of
# each; writes bench/results/surface_slabs.json.
# usage: bench/surface_slabs.sh [build/bin/segstudio-cli] [work folder]
set -euo pipefail
CLI=${1:-build/bin/segstudio-cli}
WORK=${2:-/tmp/segstudio-surface-slabs}
mkdir -p "$WORK" bench/results
MAP="$WORK/big_labels.mha"
if [ ! -f "$MAP" ]; then
/usr/bin/python3 - "$MAP" <<'PY'
import sys
import numpy as np
rng = np.random.default_rng(71)
shape_zyx, spacing_zyx = (640, 1024, 1024), np.array([0.6, 0.4, 0.4])
labels = np.zeros(shape_zyx, np.uint8)
for label in range(1, 32):
    radii = rng.uniform(8, 90, 3) if label < 28 else rng.uniform(3, 8, 3)
    centre = rng.uniform(radii + 5, np.array(shape_zyx) * spacing_zyx - radii - 5)
    box = [slice(max(0, int((c - r) / s) - 1), min(n, int((c + r) / s) + 2)) for c, r, s, n in zip(centre, radii, spacing_zyx, shape_zyx)]
    grid = np.ogrid[tuple(box)]
    inside = sum(((g * s - c) / r) ** 2 for g, s, c, r in zip(grid, spacing_zyx, centre, radii)) <= 1
    region = labels[tuple(box)]
    region[inside & (region == 0)] = label
with open(sys.argv[1], "wb") as f:
    f.write(("ObjectType = Image\nNDims = 3\nBinaryData = True\nBinaryDataByteOrderMSB = False\n"
             "CompressedData = False\nTransformMatrix = 1 0 0 0 1 0 0 0 1\nOffset = 0 0 0\n"
             "ElementSpacing = 0.4 0.4 0.6\nDimSize = 1024 1024 640\nElementType = MET_UCHAR\n"
             "ElementDataFile = LOCAL\n").encode())
    f.write(labels.tobytes())
PY
fi
results="["
for mode in slabs one-slab; do
    extra=()
    [ "$mode" = one-slab ] && extra=(--slab-rows 640)
    /usr/bin/time -f "%e %M" -o "$WORK/time.txt" "$CLI" --json mesh --label "$MAP" --output "$WORK/$mode" "${extra[@]}" > "$WORK/$mode.json"
    read -r seconds kib < "$WORK/time.txt"
    summary=$(/usr/bin/python3 -c "
import json; r = json.loads(open('$WORK/$mode.json').read().splitlines()[-1]); s = r['surfaces']
print(r['slab_rows'], len(s), sum(x['triangles'] for x in s), all(x['closed'] for x in s))")
    read -r rows count triangles closed <<< "$summary"
    printf '%-8s slab rows %-4s %2s surfaces, %9s triangles, closed %-5s %7.1f s, peak %6.0f MB\n' \
        "$mode" "$rows" "$count" "$triangles" "$closed" "$seconds" "$((kib / 1024))"
    results+="{\"mode\":\"$mode\",\"slab_rows\":$rows,\"surfaces\":$count,\"triangles\":$triangles,\"seconds\":$seconds,\"peak_mb\":$((kib / 1024))},"
done
echo "${results%,}]" > bench/results/surface_slabs.json
