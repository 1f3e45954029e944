#!/usr/bin/python3
"""Checks `segstudio-cli mesh` against the truth and an independent reader,
on phantoms of known shape on an anisotropic grid (0.7 x 0.8 x 1.5 mm)
whose direction is rotated 30 degrees and flipped (determinant -1):
- a sphere of radius 14 mm and a torus (R 14 mm, r 6 mm): the enclosed
  volume within 2 % of the analytic one, the surface's centroid within half
  a voxel of the label's centroid in world mm, staircase and smoothed;
- every surface closed (each edge shared by two triangles, counted here
  from the STL's vertices);
- the STL bytes read with numpy, the PLY with VTK's Python reader (when
  Debian's python3-vtk9 is there): the same triangle count, bounds and
  volume as the report; RAS is LPS with x and y negated;
- a label touching the map's border still gives a closed surface, a 2D
  map gives a closed slab, decimation keeps the surface closed;
- bad inputs exit 2 naming the file.

usage: surface_mesh_crosscheck.py SEGSTUDIO_CLI WORK_FOLDER
Exit 77 (CTest: skipped) when numpy or nibabel is missing."""
import json
import math
import os
import shutil
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cli_check import require, run  # noqa: E402

np, nib = require("numpy", "nibabel")
CLI, WORK = sys.argv[1], sys.argv[2]
shutil.rmtree(WORK, ignore_errors=True)
os.makedirs(WORK)

shape = (120, 70, 40)
spacing = np.array([0.7, 0.8, 1.5])
theta = math.radians(30)
direction = np.array([[math.cos(theta), -math.sin(theta), 0], [math.sin(theta), math.cos(theta), 0], [0, 0, 1]]) @ np.diag([1, 1, -1])
origin = np.array([-20.0, 35.0, 10.0])  # LPS
index = np.stack(np.meshgrid(*[np.arange(n) for n in shape], indexing="ij"), -1).astype(float)
world = origin + (index * spacing) @ direction.T  # LPS mm of each voxel centre
centre = origin + direction @ (np.array(shape) / 2 * spacing)
half_voxel = 0.5 * float(np.linalg.norm(spacing))

labels = np.zeros(shape, np.uint8)
r_sphere = 14.0
sphere_centre = centre + direction @ np.array([-22.0, 0, 0])
labels[np.linalg.norm(world - sphere_centre, axis=-1) <= r_sphere] = 1
R, r = 14.0, 6.0
torus_centre = centre + direction @ np.array([20.0, 0, 0])
rel = (world - torus_centre) @ direction  # in the grid's axes, mm
ring = np.sqrt(rel[..., 0] ** 2 + rel[..., 2] ** 2) - R  # the torus lies in the i-k plane
labels[(ring ** 2 + rel[..., 1] ** 2 <= r * r) & (labels == 0)] = 2
labels[:6, :5, :] = 3  # touches three faces of the map
affine = np.eye(4)
affine[:3, :3] = direction * spacing
affine[:3, 3] = origin
MAP = os.path.join(WORK, "phantom.nii.gz")
nib.save(nib.Nifti1Image(labels, np.diag([-1, -1, 1, 1]) @ affine), MAP)
analytic = {1: 4 / 3 * math.pi * r_sphere ** 3, 2: 2 * math.pi ** 2 * R * r * r}


def read_stl(path):
    """Triangles (n, 3, 3) of a binary STL, read byte by byte."""
    with open(path, "rb") as f:
        data = f.read()
    if b"SPACE=LPS" not in data[:80]:
        sys.exit(f"FAIL: {path}: the header does not name the frame (SPACE=LPS): {data[:80]!r}")
    count = struct.unpack_from("<I", data, 80)[0]
    if len(data) != 84 + 50 * count:
        sys.exit(f"FAIL: {path}: {len(data)} bytes for {count} triangles")
    records = np.frombuffer(data, dtype=np.dtype([("n", "<f4", 3), ("v", "<f4", (3, 3)), ("a", "<u2")]), offset=84)
    return records["v"].astype(np.float64)


def volume_and_centroid(triangles):
    a, b, c = triangles[:, 0], triangles[:, 1], triangles[:, 2]
    v = np.einsum("ij,ij->i", a, np.cross(b, c)) / 6.0
    return v.sum(), (v[:, None] * (a + b + c) / 4.0).sum(0) / v.sum()


def closed(triangles):
    """Every edge (by vertex position) shared by exactly two triangles."""
    keys = np.round(triangles, 4).reshape(-1, 3)
    _, vertex = np.unique(keys, axis=0, return_inverse=True)
    vertex = vertex.reshape(-1, 3)
    edges = np.sort(np.concatenate([vertex[:, [0, 1]], vertex[:, [1, 2]], vertex[:, [2, 0]]]), axis=1)
    _, counts = np.unique(edges, axis=0, return_counts=True)
    return bool((counts == 2).all())


def mesh(*arguments, expect=0):
    result = run(CLI, "--json", "mesh", "--label", MAP, *arguments, expect=expect)
    return json.loads(result.stdout.strip().splitlines()[-1]) if expect == 0 else result


def check_surfaces(report, what, tolerance=0.02):
    for s in report["surfaces"]:
        label = s["label"]
        if not s["closed"]:
            sys.exit(f"FAIL: {what}: label {label} is not closed")
        if label in analytic:
            error = abs(s["volume_mm3"] - analytic[label]) / analytic[label]
            if error > tolerance:
                sys.exit(f"FAIL: {what}: label {label} encloses {s['volume_mm3']:.1f} mm3, analytic {analytic[label]:.1f}")
            truth = world[labels == label].mean(0)
            off = float(np.linalg.norm(np.array(s["centroid_mm"]) - truth))
            if off > half_voxel:
                sys.exit(f"FAIL: {what}: label {label}'s centroid is {off:.3f} mm from the label's (half a voxel {half_voxel:.3f})")
            print(f"ok {what} label {label}: volume {100 * error:.2f} % off, centroid {off:.3f} mm off")


for smooth in ([], ["--smooth"]):
    what = "smoothed" if smooth else "staircase"
    folder = os.path.join(WORK, what)
    report = mesh("--output", folder, "--format", "stl", *smooth)
    check_surfaces(report, what)
    for s, path in zip(report["surfaces"], report["files"]):
        triangles = read_stl(path)
        if len(triangles) != s["triangles"]:
            sys.exit(f"FAIL: {path}: {len(triangles)} triangles in the file, {s['triangles']} reported")
        lo, hi = triangles.reshape(-1, 3).min(0), triangles.reshape(-1, 3).max(0)
        if not (np.allclose(lo, s["bounds_min_mm"], atol=1e-3) and np.allclose(hi, s["bounds_max_mm"], atol=1e-3)):
            sys.exit(f"FAIL: {path}: bounds {lo} {hi}, reported {s['bounds_min_mm']} {s['bounds_max_mm']}")
        volume, centroid = volume_and_centroid(triangles)
        if abs(volume - s["volume_mm3"]) > 1e-3 * abs(s["volume_mm3"]) or not closed(triangles):
            sys.exit(f"FAIL: {path}: numpy's volume {volume:.2f} (reported {s['volume_mm3']:.2f}) or an open edge")
    print(f"ok {what}: numpy reads the same triangles, bounds and volumes from the STL files")

# Every label in one PLY, in RAS: read back with VTK's own Python reader.
lps = mesh("--output", os.path.join(WORK, "lps_all.stl"), "--smooth")
ras = mesh("--output", os.path.join(WORK, "all.ply"), "--smooth", "--coordinates", "ras")
if ras["coordinates"] != "RAS" or len(ras["files"]) != 1:
    sys.exit(f"FAIL: one RAS file expected, got {ras}")
for a, b in zip(lps["surfaces"], ras["surfaces"]):
    flip = np.array([-1, -1, 1])
    if not np.allclose(np.array(a["centroid_mm"]) * flip, b["centroid_mm"], atol=1e-6) or abs(a["volume_mm3"] - b["volume_mm3"]) > 1e-6 * a["volume_mm3"]:
        sys.exit(f"FAIL: RAS is not LPS with x and y negated: {a} vs {b}")
try:
    import vtk  # Debian's python3-vtk9: an independent reader of the PLY bytes
except ImportError:
    vtk = None
if vtk:
    reader = vtk.vtkPLYReader()
    reader.SetFileName(ras["files"][0])
    reader.Update()
    polydata = reader.GetOutput()
    total = sum(s["triangles"] for s in ras["surfaces"])
    if polydata.GetNumberOfPolys() != total:
        sys.exit(f"FAIL: VTK's PLY reader finds {polydata.GetNumberOfPolys()} triangles, {total} reported")
    bounds = polydata.GetBounds()
    lo = np.min([s["bounds_min_mm"] for s in ras["surfaces"]], axis=0)
    hi = np.max([s["bounds_max_mm"] for s in ras["surfaces"]], axis=0)
    if not np.allclose(bounds[0::2], lo, atol=1e-3) or not np.allclose(bounds[1::2], hi, atol=1e-3):
        sys.exit(f"FAIL: VTK's PLY bounds {bounds}, reported {lo} {hi}")
    print("ok VTK's PLY reader: the same triangle count and bounds in RAS")
else:
    print("note: python3-vtk9 not installed; the PLY was not read by a second reader")

decimated = mesh("--output", os.path.join(WORK, "decimated"), "--smooth", "--keep-fraction", "0.25", "--labels", "1")
full = next(s for s in lps["surfaces"] if s["label"] == 1)
s = decimated["surfaces"][0]
if not s["closed"] or s["triangles"] > 0.3 * full["triangles"] or abs(s["volume_mm3"] - analytic[1]) > 0.02 * analytic[1]:
    sys.exit(f"FAIL: decimation to a quarter: {s} (full {full['triangles']} triangles)")
print(f"ok decimated to {s['triangles']} of {full['triangles']} triangles, closed, volume within 2 %")

# A map larger than memory is streamed in slabs of z-rows, one row shared by
# neighbours (--slab-rows forces it here): the same surfaces as the whole
# map, triangle for triangle, smoothed or not, and the truth still holds.
for smooth in ([], ["--smooth"]):
    whole = mesh("--output", os.path.join(WORK, "whole"), *smooth)
    slabs = mesh("--output", os.path.join(WORK, "slabs"), "--slab-rows", "5", *smooth)
    if slabs.get("slab_rows") != 5 or whole.get("slab_rows") != 0:
        sys.exit(f"FAIL: slab rows reported {slabs.get('slab_rows')} and {whole.get('slab_rows')}")
    for a, b in zip(whole["surfaces"], slabs["surfaces"]):
        same = a["triangles"] == b["triangles"] and a["points"] == b["points"] and a["closed"] == b["closed"]
        if not same or abs(a["volume_mm3"] - b["volume_mm3"]) > 1e-6 * a["volume_mm3"] or \
                not np.allclose(a["bounds_min_mm"], b["bounds_min_mm"], atol=1e-6):
            sys.exit(f"FAIL: slabs of 5 rows give {b}, the whole map {a}")
    check_surfaces(slabs, "slabs" + (" smoothed" if smooth else ""))
    for path in slabs["files"]:
        if not closed(read_stl(path)):
            sys.exit(f"FAIL: {path}: an open edge where two slabs meet")
print("ok slabs of 5 rows: the whole map's surfaces, closed across the slabs' seams")
result = mesh("--output", os.path.join(WORK, "w"), "--slab-rows", "1", expect=2)
assert "slab rows" in result.stderr, result.stderr

# A 2D map: a closed slab one slice thick.
plane = os.path.join(WORK, "plane.nii.gz")
nib.save(nib.Nifti1Image(labels[:, :, 20:21], np.diag([-1, -1, 1, 1]) @ affine), plane)
result = run(CLI, "--json", "mesh", "--label", plane, "--output", os.path.join(WORK, "plane"))
if not all(s["closed"] for s in json.loads(result.stdout.strip().splitlines()[-1])["surfaces"]):
    sys.exit("FAIL: a 2D map's slab is not closed")
print("ok a 2D map gives closed slabs")

# Bad inputs.
result = mesh("--output", os.path.join(WORK, "x"), "--labels", "9", expect=2)
assert "phantom.nii.gz" in result.stderr and "label 9" in result.stderr, result.stderr
fractional = os.path.join(WORK, "fractional.nii.gz")
nib.save(nib.Nifti1Image(labels.astype(np.float32) * 0.5, affine), fractional)
result = run(CLI, "mesh", "--label", fractional, "--output", os.path.join(WORK, "y"), expect=2)
assert "fractional.nii.gz" in result.stderr, result.stderr
other_grid = os.path.join(WORK, "other_grid.nii.gz")
nib.save(nib.Nifti1Image(labels[:, :, :30], affine), other_grid)
result = mesh("--scan", other_grid, "--output", os.path.join(WORK, "z"), expect=2)
assert "other_grid.nii.gz" in result.stderr, result.stderr
print("PASS: surfaces match the truth and independent readers")
