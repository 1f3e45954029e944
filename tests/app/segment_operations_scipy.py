#!/usr/bin/python3
"""Cross-checks `segstudio-cli edit` (segment operations) against scipy.ndimage,
written here from the operations' definitions, on an anisotropic phantom
(0.7 x 0.9 x 2.0 mm, a rotated and flipped direction) read and written
with nibabel:
- islands (keep the largest, remove those under N mm3, split), face
  connectivity as scipy.ndimage.label's default;
- margin in mm (grow, shrink), hollow (inside, outside, centred), opening
  and closing, by exact Euclidean distances (distance_transform_edt with
  the spacing); binary median over round(mm / spacing) voxels per axis;
- logical operations with a label of another map and of the same map,
  invert, and masking a scan by a label;
- a 2D map (one slice).
Voxel for voxel, except the Gaussian: ITK's discrete Gaussian and scipy's
sampled one differ slightly, so voxels may differ only where scipy's
smoothed mask lies within 0.03 of the 0.5 threshold, and no more than
1 % of the label's voxels.
Every operation must leave other labels' voxels as they were; a locked
target or merged label, an unknown operation and an operand map on
another grid exit 2 naming the file.

usage: segment_operations_scipy.py SEGSTUDIO_CLI WORK_FOLDER
Exit 77 (CTest: skipped) when numpy, scipy or nibabel is missing."""
import math
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cli_check import require, run  # noqa: E402

np, nib, ndimage = require("numpy", "nibabel", "scipy.ndimage")
CLI, WORK = sys.argv[1], sys.argv[2]
shutil.rmtree(WORK, ignore_errors=True)
os.makedirs(WORK)
rng = np.random.default_rng(20261204)
SLACK = 1e-4  # mm: distances this close to the length count as within it (as in MaskMorphology.cpp)

spacing = np.array([0.7, 0.9, 2.0])
shape = (72, 64, 26)
theta = math.radians(20)
direction = np.array([[math.cos(theta), -math.sin(theta), 0], [math.sin(theta), math.cos(theta), 0], [0, 0, 1]]) @ np.diag([1, 1, -1])
affine = np.eye(4)
affine[:3, :3] = direction * spacing
affine[:3, 3] = [12.0, -40.0, 7.5]
affine = np.diag([-1, -1, 1, 1]) @ affine  # LPS -> RAS for NIfTI
index = np.stack(np.meshgrid(*[np.arange(n) for n in shape], indexing="ij"), -1) * spacing  # mm along the voxel axes


def ball(centre_mm, radius_mm):
    return np.linalg.norm(index - np.array(centre_mm), axis=-1) <= radius_mm


def save(name, array, dtype=np.int16):
    path = os.path.join(WORK, name)
    nib.save(nib.Nifti1Image(array.astype(dtype), affine), path)
    return path


def load(path):
    return np.asarray(nib.load(path).dataobj)


# Label 1: three islands of different sizes, one touching the border, with
# a dent and noise; label 2 touches label 1; label 3 lies apart (locked in
# one check); label 7 is a far-away blob.
labels = np.zeros(shape, np.int16)
labels[ball([22, 24, 24], 11) | ball([35, 30, 26], 7)] = 1
labels[ball([40, 14, 34], 4.5)] = 1
labels[ball([3, 3, 3], 3.2)] = 1
labels[(rng.random(shape) < 0.01) & ball([22, 24, 24], 14)] = 1
labels[ball([22, 24, 24], 3)] = 0  # a cavity
labels[ball([22, 40, 24], 6) & (labels == 0)] = 2
labels[ball([44, 48, 14], 5)] = 3
labels[ball([10, 50, 40], 4)] = 7
LABELS = save("labels.nii.gz", labels)
face = ndimage.generate_binary_structure(3, 1)


def edit(*arguments, name="out.nii.gz", expect=0):
    out = os.path.join(WORK, name)
    result = run(CLI, "edit", LABELS, "--output", out, *arguments, expect=expect)
    return (load(out) if expect == 0 else None), result


def distance_to(mask, sampling=spacing):
    """mm from each voxel centre to the nearest voxel centre of `mask`."""
    return ndimage.distance_transform_edt(~mask, sampling=sampling)


def grow(mask, mm):
    return mask | (distance_to(mask) <= mm + SLACK)


def shrink(mask, mm):
    return mask & ~(distance_to(~mask) <= mm + SLACK)


def write_back(before, label, new_mask, merged=None):
    """The contract: leaving the mask -> 0; joining -> only where 0 (or the merged label)."""
    out = before.copy()
    was = before == label
    out[was & ~new_mask] = 0
    joins = ~was & new_mask & ((before == 0) | ((before == merged) if merged else False))
    out[joins] = label
    return out


def expect_equal(got, want, what):
    differ = int((got != want).sum())
    if differ:
        where = np.argwhere(got != want)[:5].tolist()
        sys.exit(f"FAIL: {what}: {differ} voxels differ from scipy, first at {where}")
    print(f"ok {what}")


mask1 = labels == 1
islands, count = ndimage.label(mask1, structure=face)
sizes = ndimage.sum(mask1, islands, index=np.arange(1, count + 1))
# Largest first; equal sizes in the order of their first voxel, x fastest (Fortran order).
first = ndimage.minimum(np.arange(islands.size).reshape(shape, order="F"), islands, index=np.arange(1, count + 1))
order = np.lexsort((first, -sizes)) + 1
voxel_mm3 = float(np.prod(spacing))

got, _ = edit("--operation", "keep-largest", "--label", "1")
expect_equal(got, write_back(labels, 1, islands == order[0]), "keep-largest")

threshold = 60.0
kept = np.isin(islands, [k + 1 for k in range(count) if sizes[k] * voxel_mm3 >= threshold])
got, _ = edit("--operation", "remove-small", "--label", "1", "--min-volume", str(threshold))
expect_equal(got, write_back(labels, 1, kept), "remove-small")

got, result = edit("--operation", "split", "--label", "1", "--json")
want = labels.copy()
for rank, island in enumerate(order[1:]):
    want[islands == island] = labels.max() + 1 + rank
expect_equal(got, want, "split")

for op, fn in (("grow", grow), ("shrink", shrink)):
    for mm in (1.0, 2.5, 4.2):
        got, _ = edit("--operation", op, "--label", "1", "--mm", str(mm))
        expect_equal(got, write_back(labels, 1, fn(mask1, mm)), f"{op} {mm} mm")

t = 2.0
for side, want_mask in (("inside", mask1 & ~shrink(mask1, t)),
                        ("outside", grow(mask1, t) & ~mask1),
                        ("centred", grow(mask1, t / 2) & ~shrink(mask1, t / 2))):
    got, _ = edit("--operation", "hollow", "--label", "1", "--mm", str(t), "--shell", side)
    expect_equal(got, write_back(labels, 1, want_mask), f"hollow {side}")

got, _ = edit("--operation", "opening", "--label", "1", "--mm", "2")
expect_equal(got, write_back(labels, 1, grow(shrink(mask1, 2), 2)), "opening 2 mm")
got, _ = edit("--operation", "closing", "--label", "1", "--mm", "2")
expect_equal(got, write_back(labels, 1, shrink(grow(mask1, 2), 2)), "closing 2 mm")

mm = 1.8
radius = [int(round(mm / s)) for s in spacing]
median = ndimage.median_filter(mask1.astype(np.uint8), size=[2 * r + 1 for r in radius], mode="nearest").astype(bool)
got, _ = edit("--operation", "median", "--label", "1", "--mm", str(mm))
expect_equal(got, write_back(labels, 1, median), "median 1.8 mm")

sigma = 1.5
smoothed = ndimage.gaussian_filter(mask1.astype(float), sigma=sigma / spacing, mode="nearest", truncate=4.0)
got, _ = edit("--operation", "gaussian", "--label", "1", "--mm", str(sigma))
want = write_back(labels, 1, smoothed >= 0.5)
differ = got != want
if differ.any():
    if np.abs(smoothed[differ] - 0.5).max() >= 0.03 or differ.sum() > 0.01 * mask1.sum():
        sys.exit(f"FAIL: gaussian: {int(differ.sum())} voxels differ, up to "
                 f"{np.abs(smoothed[differ] - 0.5).max():.3f} from the threshold")
print(f"ok gaussian {sigma} mm ({int(differ.sum())} border voxels differ, within the stated tolerance)")

# Logical operations with label 5 of another map on the same grid.
other = np.zeros(shape, np.uint8)
other[ball([30, 26, 28], 9)] = 5
other[ball([26, 42, 24], 4)] = 5  # reaches into label 2
OTHER = save("other.nii.gz", other, np.uint8)
operand = other == 5
for op, want_mask in (("union", mask1 | operand), ("intersect", mask1 & operand), ("subtract", mask1 & ~operand)):
    got, _ = edit("--operation", op, "--label", "1", "--operand-map", OTHER, "--operand-label", "5")
    expect_equal(got, write_back(labels, 1, want_mask), f"{op} with another map")
got, _ = edit("--operation", "union", "--label", "1", "--operand-label", "2")
expect_equal(got, write_back(labels, 1, mask1 | (labels == 2), merged=2), "union with label 2 of the same map (merge)")
got, _ = edit("--operation", "invert", "--label", "1")
expect_equal(got, write_back(labels, 1, ~mask1), "invert")

# Mask a scan by a label.
scan = rng.normal(100, 20, shape).astype(np.float32)
SCAN = save("scan.nii.gz", scan, np.float32)
masked_path = os.path.join(WORK, "masked.nii.gz")
run(CLI, "edit", LABELS, "--operation", "mask", "--scan", SCAN, "--label", "1", "--value", "-1000", "--output", masked_path)
expect_equal(load(masked_path), np.where(mask1, scan, np.float32(-1000)), "mask the scan outside label 1")
run(CLI, "edit", LABELS, "--operation", "mask", "--scan", SCAN, "--label", "3", "--fill-inside", "--output", masked_path)
expect_equal(load(masked_path), np.where(labels == 3, np.float32(0), scan), "mask the scan inside label 3")

# A 2D map: distances in the plane only.
plane = labels[:, :, 12:13].copy()
PLANE = save("plane.nii.gz", plane)
out2d = os.path.join(WORK, "plane_out.nii.gz")
run(CLI, "edit", PLANE, "--operation", "grow", "--label", "1", "--mm", "2.1", "--output", out2d)
mask2d = plane[:, :, 0] == 1
grown2d = mask2d | (ndimage.distance_transform_edt(~mask2d, sampling=spacing[:2]) <= 2.1 + SLACK)
expect_equal(load(out2d)[:, :, 0], write_back(plane[:, :, 0], 1, grown2d), "grow 2.1 mm on a 2D map")

# Refusals: each exits 2 naming the file and the reason.
_, result = edit("--operation", "grow", "--label", "1", "--mm", "2", "--locked", "1", expect=2)
assert "locked" in result.stderr and "labels.nii.gz" in result.stderr, result.stderr
_, result = edit("--operation", "union", "--label", "1", "--operand-label", "2", "--locked", "2", expect=2)
assert "locked" in result.stderr, result.stderr
_, result = edit("--operation", "thicken", "--label", "1", expect=2)
assert "unknown operation" in result.stderr, result.stderr
_, result = edit("--operation", "grow", "--label", "9", "--mm", "1", expect=2)
assert "label 9" in result.stderr and "labels.nii.gz" in result.stderr, result.stderr
nib.save(nib.Nifti1Image(other[:, :, :20], affine), os.path.join(WORK, "short.nii.gz"))
_, result = edit("--operation", "union", "--operand-map", os.path.join(WORK, "short.nii.gz"), "--operand-label", "5", expect=2)
assert "short.nii.gz" in result.stderr, result.stderr
result = run(CLI, "edit", LABELS, "--operation", "mask", "--scan", SCAN, "--output", SCAN, expect=2)
assert "source" in result.stderr, result.stderr
print("PASS: segment operations equal scipy.ndimage")
