#!/usr/bin/env bash
# Label statistics time (issue 34): nibabel writes a CT-sized case (int16,
# NX x NY x NZ, uncompressed NIfTI) and a label map with 5 labels (boxes
# and a sphere); `segstudio-cli stats` computes every label's statistics
# (two passes: sums, then deviations). Prints segstudio's compute seconds
# (reading excluded, from its --json) beside numpy's on the same arrays
# (np.bincount for counts, sums and squared deviations; bounding boxes and
# centroids left out, so numpy does less), checks that both agree, and
# writes bench/results/label_statistics.json.
#   bench/label_statistics.sh [NX NY NZ]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLI="$ROOT/build/bin/segstudio-cli"
OUT="$ROOT/bench/results"
mkdir -p "$OUT"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
NX="${1:-512}"; NY="${2:-512}"; NZ="${3:-300}"
/usr/bin/python3 - "$WORK" "$NX" "$NY" "$NZ" <<'PY'
import nibabel, numpy as np, sys
work, nx, ny, nz = sys.argv[1], *map(int, sys.argv[2:])
rng = np.random.default_rng(34)
ct = rng.integers(-1000, 1500, size=(nx, ny, nz), dtype=np.int16)
labels = np.zeros((nx, ny, nz), np.uint8)
for v in range(1, 5):
    labels[v * nx // 6:(v + 1) * nx // 6, ny // 4:3 * ny // 4, nz // 5:4 * nz // 5] = v
x, y, z = np.ogrid[:nx, :ny, :nz]
labels[(x - nx / 2) ** 2 + (y - ny / 5) ** 2 + (z - nz / 2) ** 2 < (nx / 10) ** 2] = 5
affine = np.diag([0.8, 0.8, 1.5, 1.0])
nibabel.save(nibabel.Nifti1Image(ct, affine), work + "/ct.nii")
nibabel.save(nibabel.Nifti1Image(labels, affine), work + "/labels.nii")
PY
"$CLI" --json stats --labels "$WORK/labels.nii" --image "$WORK/ct.nii" --output "$WORK/stats.csv" > "$WORK/stats.jsonl"
/usr/bin/python3 - "$WORK" "$NX" "$NY" "$NZ" "$OUT/label_statistics.json" <<'PY'
import csv, json, nibabel, numpy as np, sys, time
work, out = sys.argv[1], sys.argv[5]
size = list(map(int, sys.argv[2:5]))
ct = np.asarray(nibabel.load(work + "/ct.nii").dataobj).astype(np.float64)
labels = np.asarray(nibabel.load(work + "/labels.nii").dataobj)
start = time.perf_counter()
flat, values = labels.ravel(), ct.ravel()
count = np.bincount(flat, minlength=6)
mean = np.bincount(flat, weights=values, minlength=6) / np.maximum(count, 1)
sd = np.sqrt(np.bincount(flat, weights=(values - mean[flat]) ** 2, minlength=6) / np.maximum(count, 1))
numpy_seconds = time.perf_counter() - start
result = [json.loads(line) for line in open(work + "/stats.jsonl")][-1]
for row in csv.DictReader(open(work + "/stats.csv")):
    v = int(row["label"])
    assert int(row["voxels"]) == count[v], row
    assert abs(float(row["c0_mean"]) - mean[v]) < 1e-6 * max(1, abs(mean[v])), row
    assert abs(float(row["c0_sd"]) - sd[v]) < 1e-6 * sd[v], row
record = {"size": size, "labels": 5, "channels": 1, "segstudio_compute_s": round(result["seconds"]["compute"], 3),
          "segstudio_read_s": round(result["seconds"]["read"], 3), "numpy_bincount_s": round(numpy_seconds, 3)}
print(json.dumps(record))
json.dump(record, open(out, "w"))
PY
