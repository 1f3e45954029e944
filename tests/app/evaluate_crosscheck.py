#!/usr/bin/python3
"""Cross-checks `segstudio-cli evaluate` against an independent computation
with numpy/scipy, following MONAI's definitions: surface voxels are the mask
minus its binary erosion (6-connectivity, outside the grid counts as
background; axes one voxel long are squeezed first, so a 2D image's
surface is its contours); directed distances by scipy's exact Euclidean distance
transform with the voxel spacing; HD95 is the larger of the two directed
95th percentiles (numpy.percentile, linear); normalised surface Dice counts
the surface voxels of both within the tolerance. Then microscopy: 2D
ImageJ TIFFs at 0.325 µm evaluated without --tolerance use one pixel
(0.325 µm) and print the table in µm.

usage: evaluate_crosscheck.py SEGSTUDIO_CLI WORK_FOLDER
Exit 77 (CTest: skipped) when numpy, scipy or nibabel is missing."""
import json
import os
import subprocess
import sys

try:
    import nibabel
    import numpy as np
    from scipy import ndimage
except ImportError as missing:
    print(f"SKIP: {missing} (install python3-numpy python3-scipy python3-nibabel)")
    sys.exit(77)

TOLERANCE_MM = 1.5
PIXEL_UM = 0.325


def surface(mask):
    structure = ndimage.generate_binary_structure(mask.ndim, 1)
    return mask & ~ndimage.binary_erosion(mask, structure=structure, border_value=0)


def directed(from_mask, to_mask, spacing):
    kept = [axis for axis, length in enumerate(from_mask.shape) if length > 1]
    squeeze = tuple(axis for axis in range(from_mask.ndim) if axis not in kept)
    from_mask, to_mask = from_mask.squeeze(squeeze), to_mask.squeeze(squeeze)
    distance_to = ndimage.distance_transform_edt(~surface(to_mask), sampling=[spacing[a] for a in kept])
    return distance_to[surface(from_mask)]


def reference_metrics(pred, ref, spacing, tolerance_mm=TOLERANCE_MM):
    tp = np.sum(pred & ref)
    fp = np.sum(pred & ~ref)
    fn = np.sum(~pred & ref)
    dice = 2 * tp / (2 * tp + fp + fn) if tp + fp + fn else float("nan")
    if not pred.any() or not ref.any():
        return dice, float("nan"), (float("nan") if not pred.any() and not ref.any() else 0.0)
    a, b = directed(pred, ref, spacing), directed(ref, pred, spacing)
    hd95 = max(np.percentile(a, 95), np.percentile(b, 95))
    nsd = (np.sum(a <= tolerance_mm) + np.sum(b <= tolerance_mm)) / (len(a) + len(b))
    return dice, hd95, nsd


def blobs(shape, rng, labels):
    grid = np.indices(shape).astype(float)
    out = np.zeros(shape, np.uint8)
    for label in labels:
        centre = [rng.uniform(0.3, 0.7) * s for s in shape]
        radii = [rng.uniform(0.12, 0.3) * s for s in shape]
        inside = sum(((grid[i] - centre[i]) / radii[i]) ** 2 for i in range(3) if shape[i] > 1) <= 1
        inside &= rng.random(shape) > 0.03  # ragged surfaces
        out[inside] = label
    return out


def evaluate(cli, pred_dir, ref_dir, base, options=()):
    """Runs `segstudio-cli evaluate`; its output and <base>.json (None when it failed)."""
    out = subprocess.run([cli, "evaluate", "--pred", pred_dir, "--gt", ref_dir, *options, "--out", base],
                         capture_output=True, text=True)
    if out.returncode != 0:
        print(out.stdout, out.stderr)
        return out, None
    with open(base + ".json") as f:
        return out, json.load(f)


def main():
    cli, work = sys.argv[1], sys.argv[2]
    pred_dir, ref_dir = os.path.join(work, "pred"), os.path.join(work, "ref")
    os.makedirs(pred_dir, exist_ok=True)
    os.makedirs(ref_dir, exist_ok=True)
    rng = np.random.default_rng(2026)
    spacing = (0.8, 0.8, 2.5)
    expected = {}
    for case in range(8):
        shape = (40, 36, 14) if case < 6 else (64, 48, 1)  # cases 6 and 7: 2D images
        pred, ref = blobs(shape, rng, [1, 2, 4]), blobs(shape, rng, [1, 2, 4])
        if case == 5:
            pred[pred == 4] = 0  # a label the prediction misses
        affine = np.diag(list(spacing) + [1.0])
        name = f"case{case}.nii.gz"
        nibabel.save(nibabel.Nifti1Image(pred, affine), os.path.join(pred_dir, name))
        nibabel.save(nibabel.Nifti1Image(ref, affine), os.path.join(ref_dir, name))
        for label in (1, 2, 4):
            expected[(f"case{case}", label)] = reference_metrics(pred == label, ref == label, spacing)
    out, result = evaluate(cli, pred_dir, ref_dir, os.path.join(work, "evaluation"), ("--tolerance", str(TOLERANCE_MM)))
    if result is None:
        return 1
    failures, compared = 0, 0
    for case in result["cases"]:
        for m in case["labels"]:
            dice, hd95, nsd = expected[(case["case"], m["label"])]
            for name, want in (("dice", dice), ("hd95_mm", hd95), ("surface_dice", nsd)):
                got = m[name]
                got = float("nan") if got is None else got
                compared += 1
                same = (np.isnan(want) and np.isnan(got)) or abs(want - got) <= 1e-4 * max(1.0, abs(want))
                if not same:
                    failures += 1
                    print(f"MISMATCH {case['case']} label {m['label']} {name}: segstudio {got} scipy {want}")
    print(f"{compared - failures} passed, {failures} failed")
    return 1 if failures or compared != 8 * 3 * 3 or microscopy(cli, work) else 0


def microscopy(cli, work):
    """Failures of the micrometre check (0 when it passes)."""
    import tifffile
    pred_dir, ref_dir = os.path.join(work, "pred_um"), os.path.join(work, "ref_um")
    os.makedirs(pred_dir, exist_ok=True)
    os.makedirs(ref_dir, exist_ok=True)
    rng = np.random.default_rng(7)
    pred, ref = blobs((1, 48, 64), rng, [1])[0], blobs((1, 48, 64), rng, [1])[0]
    for folder, image in ((pred_dir, pred), (ref_dir, ref)):
        tifffile.imwrite(os.path.join(folder, "cells.tif"), image, imagej=True,
                         resolution=(1 / PIXEL_UM, 1 / PIXEL_UM), metadata={"unit": "um", "axes": "YX"})
    spacing_mm = (PIXEL_UM / 1000, PIXEL_UM / 1000, PIXEL_UM / 1000)
    dice, hd95, nsd = reference_metrics(pred[np.newaxis] == 1, ref[np.newaxis] == 1, spacing_mm, PIXEL_UM / 1000)
    out, result = evaluate(cli, pred_dir, ref_dir, os.path.join(work, "um"))
    if result is None:
        return 1
    m = result["cases"][0]["labels"][0]
    failures = 0
    for name, want, got in (("surface_tolerance_mm", PIXEL_UM / 1000, result["surface_tolerance_mm"]),
                            ("dice", dice, m["dice"]), ("hd95_mm", hd95, m["hd95_mm"]),
                            ("surface_dice", nsd, m["surface_dice"])):
        if abs(want - got) > 1e-4 * max(abs(want), 1e-6):
            failures += 1
            print(f"MISMATCH micrometres {name}: segstudio {got} scipy {want}")
    if "HD95 µm" not in out.stdout or f"NSD@{PIXEL_UM:g}µm" not in out.stdout:
        failures += 1
        print("the table is not in µm:\n" + out.stdout)
    print(f"micrometres: {failures} of 5 checks failed; HD95 {hd95 * 1000:.3f} µm, NSD {nsd:.4f}")
    return failures


if __name__ == "__main__":
    sys.exit(main())
