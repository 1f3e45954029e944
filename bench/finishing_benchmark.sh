#!/bin/bash
# Times `segstudio-cli mesh` and each `segstudio-cli edit` operation on a
# CT-like label map: 512x512x300 voxels (0.78 x 0.78 x 1.5 mm), 31
# structures (seeded ellipsoids of 4 to 60 mm, some touching), uint8.
# Prints a table and writes bench/results/finishing.json.
# usage: bench/finishing_benchmark.sh [build/bin/segstudio-cli] [work folder]
set -euo pipefail
CLI=${1:-build/bin/segstudio-cli}
WORK=${2:-/tmp/segstudio-finishing-bench}
mkdir -p "$WORK" bench/results
/usr/bin/python3 - "$WORK/ct_labels.nii" <<'PY'
import sys
import numpy as np, nibabel as nib
rng = np.random.default_rng(31)
shape, spacing = (512, 512, 300), np.array([0.78, 0.78, 1.5])
labels = np.zeros(shape, np.uint8)
for label in range(1, 32):
    radii = rng.uniform(4, 60, 3) if label < 28 else rng.uniform(2, 6, 3)
    centre = rng.uniform(radii + 5, np.array(shape) * spacing - radii - 5)
    box = [slice(max(0, int((c - r) / s) - 1), min(n, int((c + r) / s) + 2)) for c, r, s, n in zip(centre, radii, spacing, shape)]
    grid = np.ogrid[tuple(box)]
    inside = sum(((g * s - c) / r) ** 2 for g, s, c, r in zip(grid, spacing, centre, radii)) <= 1
    region = labels[tuple(box)]
    region[inside & (region == 0)] = label
nib.save(nib.Nifti1Image(labels, np.diag([-0.78, -0.78, 1.5, 1])), sys.argv[1])
PY
MAP="$WORK/ct_labels.nii"
results="["
row() { printf '%-34s %8.2f s\n' "$1" "$2"; results+="{\"step\":\"$1\",\"seconds\":$2},"; }
start=$(date +%s.%N)
"$CLI" --json mesh --label "$MAP" --output "$WORK/meshes" --smooth > "$WORK/mesh.json"
row "mesh 31 labels, smoothed, STL" "$(echo "$(date +%s.%N) - $start" | bc)"
start=$(date +%s.%N)
"$CLI" --json mesh --label "$MAP" --output "$WORK/meshes_raw" > /dev/null
row "mesh 31 labels, staircase, STL" "$(echo "$(date +%s.%N) - $start" | bc)"
# The largest structure, so each operation works on the most voxels.
largest=$(/usr/bin/python3 -c "import json,sys; s=json.load(open('$WORK/mesh.json'))['surfaces']; print(max(s, key=lambda x: x['volume_mm3'])['label'])")
for op in "keep-largest" "remove-small --min-volume 100" "split" "grow --mm 3" "shrink --mm 3" "hollow --mm 2" \
          "median --mm 2" "opening --mm 2" "closing --mm 2" "gaussian --mm 1.5" "union --operand-label 2" "invert"; do
    # shellcheck disable=SC2086
    seconds=$("$CLI" --json edit "$MAP" --label "$largest" --operation $op --output "$WORK/edited.nii" |
              /usr/bin/python3 -c "import json,sys; print(json.loads(sys.stdin.read().splitlines()[-1])['seconds']['operation'])")
    row "edit $op (label $largest)" "$seconds"
done
echo "${results%,}]" > bench/results/finishing.json
echo "Wrote bench/results/finishing.json (operation seconds exclude reading and writing the map)"
