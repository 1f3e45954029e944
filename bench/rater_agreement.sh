#!/bin/bash
# Times `segstudio-cli agree` on the bundled sample (resources/sample/
# hippocampus: 4 MRI cases, labels 1 and 2) with three simulated raters:
# the reference eroded, dilated (one voxel, 6-connected) and shifted by one
# voxel along x. Both consensus methods; prints the summary and the time per
# case and writes bench/results/rater_agreement.json.
# usage: bench/rater_agreement.sh [build/bin/segstudio-cli] [work folder]
set -euo pipefail
CLI=${1:-build/bin/segstudio-cli}
WORK=${2:-/tmp/segstudio-agree-bench}
rm -rf "$WORK" && mkdir -p "$WORK" bench/results
cp -r resources/sample/hippocampus "$WORK/dataset"
/usr/bin/python3 - "$WORK/dataset" <<'PY'
import glob, os, sys
import numpy as np, nibabel as nib
from scipy import ndimage
root = sys.argv[1]
cross = ndimage.generate_binary_structure(3, 1)
for path in sorted(glob.glob(os.path.join(root, "labelsTr", "*.nii.gz"))):
    image = nib.load(path)
    labels = np.asarray(image.dataobj).astype(np.uint8)
    raters = {"eroded": np.zeros_like(labels), "dilated": np.zeros_like(labels), "shifted": np.roll(labels, 1, axis=0)}
    for label in (1, 2):
        mask = labels == label
        raters["eroded"][ndimage.binary_erosion(mask, cross)] = label
        raters["dilated"][ndimage.binary_dilation(mask, cross) & (raters["dilated"] == 0)] = label
    for name, volume in raters.items():
        os.makedirs(os.path.join(root, "raters", name, "labelsTr"), exist_ok=True)
        nib.save(nib.Nifti1Image(volume, image.affine), os.path.join(root, "raters", name, "labelsTr", os.path.basename(path)))
PY
results="["
for method in staple vote; do
    start=$(date +%s.%N)
    "$CLI" agree "$WORK/dataset" --method "$method" --output "$WORK/$method.csv" 2>/dev/null
    seconds=$(echo "$(date +%s.%N) - $start" | bc)
    cases=$(/usr/bin/python3 -c "import json; print(len(json.load(open('$WORK/$method.json'))['cases']))")
    per_case=$(printf '%.3f' "$(echo "scale=4; $seconds / $cases" | bc)")
    seconds=$(printf '%.3f' "$seconds")
    printf 'agree --method %-6s %d cases: %.2f s, %.3f s per case (whole command)\n\n' "$method" "$cases" "$seconds" "$per_case"
    results+="{\"method\":\"$method\",\"cases\":$cases,\"seconds\":$seconds,\"seconds_per_case\":$per_case},"
done
echo "${results%,}]" > bench/results/rater_agreement.json
echo "Wrote bench/results/rater_agreement.json"
