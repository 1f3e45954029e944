#!/usr/bin/python3
"""Cross-checks `segstudio-cli stats` against numpy on data shaped like what
users bring, reading every input with an independent library:
- a two-channel CT-like case (int16 HU and a float32 channel holding NaN),
  anisotropic spacing, a permuted and flipped direction, labels 1, 3 and 7
  named by the dataset.json of an MSD-layout folder (one name has a comma);
  centroids from nibabel's RAS affine turned into LPS;
- a 2D OME-TIFF EM image (0.25 µm pixels, tifffile) with an instance map of
  300 ids: areas in µm², centroids in µm;
- bad inputs: a label map on another grid, a fractional label, a CSV path
  that would replace an image; each exits 2 naming the file and reason.
SD is the population SD (numpy's default); NaN is left out of a channel.

usage: label_statistics_crosscheck.py SEGSTUDIO_CLI WORK_FOLDER
Exit 77 (CTest: skipped) when numpy, nibabel or tifffile is missing."""
import csv
import json
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cli_check import require, run  # noqa: E402

np, nibabel, tifffile = require("numpy", "nibabel", "tifffile")
CLI, WORK = sys.argv[1], sys.argv[2]
shutil.rmtree(WORK, ignore_errors=True)
rng = np.random.default_rng(20261127)


def read_csv(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def close(a, b, what, rel=1e-7, tol=1e-6):
    if not abs(float(a) - float(b)) <= tol + rel * abs(float(b)):
        sys.exit(f"FAIL: {what}: segstudio {a}, numpy {b}")


def expect_channel(row, c, values, what):
    finite = values[np.isfinite(values)]
    close(row[f"c{c}_mean"], finite.mean(), f"{what} c{c} mean")
    close(row[f"c{c}_sd"], finite.std(), f"{what} c{c} sd")
    close(row[f"c{c}_min"], finite.min(), f"{what} c{c} min")
    close(row[f"c{c}_max"], finite.max(), f"{what} c{c} max")


# --- Case 1: two-channel anisotropic CT-like case in an MSD folder ---------
folder = os.path.join(WORK, "Task01_Organs")
for sub in ("imagesTr", "labelsTr"):
    os.makedirs(os.path.join(folder, sub))
shape = (40, 36, 14)
spacing = (0.8, 0.7, 3.0)
# Voxel axes permuted and flipped: i runs towards anterior, j towards the
# patient's left, k towards superior; origin off zero.
affine = np.array([[0, -spacing[1], 0, 30.0],
                   [spacing[0], 0, 0, -55.0],
                   [0, 0, spacing[2], 12.5],
                   [0, 0, 0, 1]])
ct = rng.integers(-1000, 1500, size=shape).astype(np.int16)
other = rng.normal(100.0, 25.0, size=shape).astype(np.float32)
labels = np.zeros(shape, np.uint8)
labels[5:20, 4:30, 2:9] = 1
labels[22:35, 10:20, 6:13] = 3
labels[30:38, 25:33, 0:3] = 7
other[labels == 3] = np.where(rng.random(int((labels == 3).sum())) < 0.05, np.nan, other[labels == 3])
for name, data in (("organs_001_0000", ct), ("organs_001_0001", other)):
    nibabel.save(nibabel.Nifti1Image(data, affine), os.path.join(folder, "imagesTr", name + ".nii.gz"))
label_path = os.path.join(folder, "labelsTr", "organs_001.nii.gz")
nibabel.save(nibabel.Nifti1Image(labels, affine), label_path)
json.dump({"name": "Organs", "modality": {"0": "CT", "1": "MR"},
           "labels": {"0": "background", "1": "liver", "3": "tumour, left", "7": "cyst"},
           "numTraining": 1, "training": [{"image": "./imagesTr/organs_001.nii.gz", "label": "./labelsTr/organs_001.nii.gz"}]},
          open(os.path.join(folder, "dataset.json"), "w"))

out = os.path.join(WORK, "organs.csv")
run(CLI, "stats", "--labels", label_path, "--image", os.path.join(folder, "imagesTr", "organs_001_0000.nii.gz"),
    "--image", os.path.join(folder, "imagesTr", "organs_001_0001.nii.gz"), "--output", out)
rows = read_csv(out)
assert [r["label"] for r in rows] == ["1", "3", "7"], rows
assert "centroid_lps_x_mm" in rows[0] and "volume_ml" in rows[0], list(rows[0])
for row in rows:
    value = int(row["label"])
    mask = labels == value
    what = f"organs label {value}"
    assert row["name"] == {1: "liver", 3: "tumour, left", 7: "cyst"}[value], row["name"]
    assert int(row["voxels"]) == mask.sum(), what
    close(row["volume_ml"], mask.sum() * np.prod(spacing) / 1000.0, what + " volume")
    expect_channel(row, 0, ct[mask].astype(np.float64), what)
    expect_channel(row, 1, other[mask].astype(np.float64), what)
    index = np.argwhere(mask)
    for axis, letter in enumerate("ijk"):
        assert int(row[f"bbox_min_{letter}"]) == index[:, axis].min(), what + " bbox"
        assert int(row[f"bbox_max_{letter}"]) == index[:, axis].max(), what + " bbox"
    ras = affine @ np.append(index.mean(axis=0), 1.0)
    for axis, world in zip("xyz", (-ras[0], -ras[1], ras[2])):
        close(row[f"centroid_lps_{axis}_mm"], world, f"{what} centroid {axis}", rel=1e-6, tol=1e-4)

# Without a scan: sizes, boxes and centroids only.
bare = os.path.join(WORK, "bare.csv")
run(CLI, "stats", "--labels", label_path, "--output", bare)
assert not any(key.startswith("c0_") for key in read_csv(bare)[0]), "channel columns without a scan"

# --- Case 2: a 2D EM image, 0.25 µm pixels, 300 instances ------------------
em_shape = (256, 320)
em = rng.integers(0, 4000, size=em_shape).astype(np.uint16)
ids = np.zeros(em_shape, np.uint16)
n = 0
for y in range(4, 250, 17):
    for x in range(4, 310, 16):
        if n == 300:
            break
        n += 1
        ids[y:y + 8 + n % 5, x:x + 6 + n % 7] = n
meta = {"axes": "YX", "PhysicalSizeX": 0.25, "PhysicalSizeY": 0.25}
em_path, ids_path = os.path.join(WORK, "em.ome.tif"), os.path.join(WORK, "em_ids.ome.tif")
tifffile.imwrite(em_path, em, photometric="minisblack", metadata=meta)
tifffile.imwrite(ids_path, ids, photometric="minisblack", metadata=meta)
out = os.path.join(WORK, "em.csv")
printed = run(CLI, "stats", "--labels", ids_path, "--image", em_path, "--output", out).stdout
assert "µm²" in printed and "LPS" not in printed, printed[:500]
rows = read_csv(out)
assert len(rows) == 300 and "area_um2" in rows[0] and "centroid_x_um" in rows[0], list(rows[0])
for row in rows:
    value = int(row["label"])
    mask = ids == value
    what = f"EM instance {value}"
    assert int(row["voxels"]) == mask.sum(), what
    close(row["area_um2"], mask.sum() * 0.0625, what + " area")
    expect_channel(row, 0, em[mask].astype(np.float64), what)
    yx = np.argwhere(mask).mean(axis=0)
    close(row["centroid_x_um"], yx[1] * 0.25, what + " centroid x", tol=1e-3)
    close(row["centroid_y_um"], yx[0] * 0.25, what + " centroid y", tol=1e-3)
    assert int(row["bbox_min_i"]) == np.argwhere(mask)[:, 1].min(), what

# --- Bad inputs: exit 2, the file and the reason named ---------------------
other_grid = os.path.join(WORK, "other_grid.nii.gz")
nibabel.save(nibabel.Nifti1Image(labels[:, :, :10], affine), other_grid)
refused = run(CLI, "stats", "--labels", other_grid, "--image", os.path.join(folder, "imagesTr", "organs_001_0000.nii.gz"),
              expect=2).stderr
assert "other_grid.nii.gz" in refused and "grid" in refused, refused
fractional = os.path.join(WORK, "fractional.nii.gz")
nibabel.save(nibabel.Nifti1Image(labels.astype(np.float32) * 0.5, affine), fractional)
refused = run(CLI, "stats", "--labels", fractional, expect=2).stderr
assert "fractional.nii.gz" in refused, refused
before = open(label_path, "rb").read()
refused = run(CLI, "stats", "--labels", label_path, "--output", label_path, expect=2).stderr
assert "CSV" in refused and open(label_path, "rb").read() == before, refused
print("label statistics agree with numpy: 3 labels x 2 channels (CT, NaN), 300 EM instances; bad inputs refused")
