#!/usr/bin/python3
"""MONAI bundles as models (issue 70, item 4). Bundles are written here the
way MONAI's model zoo ships them (configs/metadata.json, configs/inference.json
in MONAI's config syntax with "@" references and "$" expressions in entries
SegStudio does not need, models/model.ts from torch.jit.script), and
`segstudio-cli predict --model BUNDLE` must equal this test's own numpy/torch
implementation of what MONAI does with them (MONAI itself is not in Debian):
- Orientationd("RAS") on a scan stored "PSL" (nibabel's as_closest_canonical),
  ScaleIntensityRanged with clip, CropForegroundd with a margin, the
  SlidingWindowInferer (MONAI's window starts, Gaussian centred on
  (roi - 1) / 2 with sigma roi / 8 floored at 1e-3, logits averaged), a
  softmax, Invertd back onto the scan and argmax: the labels voxel for voxel
  and the probabilities inside the crop within 1e-4 (the network sees
  x-first windows, as MONAI's arrays are);
- mode "constant", NormalizeIntensityd and no orientation, and a 2D bundle:
  the same;
- 2D bundles with Orientationd (MONAI keeps the codes' first two letters):
  "RAS" on an NIfTI slice stored LP (the file's affine), and "PL" on a PNG
  (PILReader's identity affine, columns first): the same;
- a one-channel sigmoid bundle with AsDiscreted(threshold 0.5): the same;
- a bundle whose Spacingd really resamples (MONAI's grid: the first voxel
  centre kept; linear there, the crop on the resampled grid, probabilities
  linear back as Invertd(nearest_interp=False)): the same; and with MONAI's
  default Invertd (nearest_interp true) after AsDiscreted, taken back by
  nearest neighbour: the same.
Refused, exit 2, naming the file and what: a transform SegStudio does not
reproduce, windows padded other than with 0, Spacingd(align_corners), a
label map inverted linearly, LoadImaged(as_closest_canonical),
EnsureChannelFirstd(channel_dim=0), a 2D Orientationd whose first two letters leave the R/L-A/P plane,
a LoadImaged that puts rows first (reverse_indexing), a YAML configuration
with a Python tag, a Python expression where a value is needed, a bundle without
models/model.ts, a YAML-only bundle, and a module the user has not trusted. The CT bundle written as
inference.yaml (PyYAML) runs as its JSON does.

usage: monai_bundle.py SEGSTUDIO_CLI WORK_FOLDER
Exit 77 (CTest: skipped) when numpy, nibabel, torch, PIL or yaml is missing."""
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cli_check import require, run  # noqa: E402

np, nib, torch, PIL, _ = require("numpy", "nibabel", "torch", "PIL", "yaml")
from PIL import Image  # noqa: E402
from monai_fixtures import LOAD, SOFTMAX_POST, write_bundle as write_bundle_in  # noqa: E402

CLI, WORK = sys.argv[1], sys.argv[2]
shutil.rmtree(WORK, ignore_errors=True)
os.makedirs(WORK)
os.environ["SEGSTUDIO_TRUST_FILE"] = os.path.join(WORK, "trusted-models.json")  # never the user's
torch.set_num_threads(1)


def write_bundle(name, *args, **kwargs):
    return write_bundle_in(WORK, name, *args, **kwargs)


def ct_scan(name, shape, zooms, axes_to_ras, seed):
    """A CT-like volume (air, a body ellipsoid, a bright organ) stored with the
    voxel axes mapped to RAS axes by `axes_to_ras` (signed: 1-based, negative
    for a flipped axis). Returns (path, data as stored)."""
    rng = np.random.default_rng(seed)
    grid = np.meshgrid(*[np.linspace(-1, 1, n) for n in shape], indexing="ij")
    body = sum((g / r) ** 2 for g, r in zip(grid, (0.8, 0.7, 0.9))) < 1
    organ = sum(((g - c) / r) ** 2 for g, c, r in zip(grid, (0.25, -0.1, 0.2), (0.3, 0.25, 0.35))) < 1
    data = np.where(body, 40.0, -1000.0) + np.where(organ, 120.0, 0.0) + rng.normal(0, 25, shape)
    affine = np.zeros((4, 4))
    for axis, target in enumerate(axes_to_ras):
        affine[abs(target) - 1, axis] = np.sign(target) * zooms[axis]
    affine[:3, 3] = (12.5, -30.0, 7.25)
    affine[3, 3] = 1
    path = os.path.join(WORK, name + ".nii.gz")
    nib.save(nib.Nifti1Image(data.astype(np.float32), affine), path)
    return path, data.astype(np.float32)


def monai_starts(size, roi, overlap):
    if size <= roi:
        return [0]
    interval = max(1, int(roi * (1 - overlap)))
    starts, start = [], 0
    while True:
        starts.append(min(start, size - roi))
        if start + roi >= size:
            return starts
        start += interval


def monai_importance(roi, gaussian):
    if not gaussian:
        return torch.ones(roi, dtype=torch.float64)
    weights = torch.ones((), dtype=torch.float64)
    for n in roi:
        x = torch.arange(n, dtype=torch.float64) - (n - 1) / 2.0
        weights = weights[..., None] * torch.exp(-x ** 2 / (2 * (n / 8.0) ** 2))
    return weights.clamp_min(max(weights.min().item(), 1e-3))


def monai_sliding_window(network, image, roi, overlap, gaussian):
    """image: (C, *spatial) x-first; MONAI's sliding_window_inference (pad to
    the roi, half before; windows; importance-weighted mean of the logits)."""
    spatial = image.shape[1:]
    pads = [max(r - s, 0) for r, s in zip(roi, spatial)]
    padding = []
    for p in reversed(pads):
        padding += [p // 2, p - p // 2]
    padded = torch.nn.functional.pad(image, padding)
    weights = monai_importance(roi, gaussian)
    total = None
    norm = torch.zeros(padded.shape[1:], dtype=torch.float64)
    starts = [monai_starts(s, r, overlap) for s, r in zip(padded.shape[1:], roi)]
    for corner in np.array(np.meshgrid(*starts, indexing="ij")).reshape(len(roi), -1).T:
        window = tuple(slice(int(c), int(c) + r) for c, r in zip(corner, roi))
        with torch.no_grad():
            out = network(padded[(slice(None),) + window][None].float())[0].double()
        if total is None:
            total = torch.zeros((out.shape[0],) + tuple(padded.shape[1:]), dtype=torch.float64)
        total[(slice(None),) + window] += out * weights
        norm[window] += weights
    logits = total / norm
    crop = tuple(slice(p // 2, p // 2 + s) for p, s in zip(pads, spatial))
    return logits[(slice(None),) + crop]


def to_ras(img):
    canonical = nib.as_closest_canonical(img)
    return canonical, np.asarray(canonical.dataobj, dtype=np.float32)


def from_ras(array, img, canonical):
    """A (C, X, Y, Z) array on the canonical grid back onto `img`'s axes."""
    transform = nib.orientations.ornt_transform(nib.io_orientation(canonical.affine), nib.io_orientation(img.affine))
    return np.stack([nib.orientations.apply_orientation(a, transform) for a in array])


def linear_along(x, axis, positions):
    """x sampled at `positions` (index units) along `axis`, linearly, the
    border value beyond the last voxel (MONAI's padding_mode "border")."""
    n = x.shape[axis]
    positions = np.clip(positions, 0, n - 1)
    low = np.minimum(np.floor(positions).astype(int), n - 1)
    high = np.minimum(low + 1, n - 1)
    weight = (positions - low).reshape([-1 if a == axis else 1 for a in range(x.ndim)])
    return np.take(x, low, axis=axis) * (1 - weight) + np.take(x, high, axis=axis) * weight


def monai_spacing(x, zooms, pixdim, offset=0):
    """Spacingd: the first voxel centre kept, round((n - 1) * s / t) + 1
    voxels, linear along every axis (arrays may lead with `offset` channel axes)."""
    for a, (s, t) in enumerate(zip(zooms, pixdim)):
        n = x.shape[offset + a]
        m = int(round((n - 1) * s / t)) + 1
        x = linear_along(x, offset + a, np.arange(m) * t / s)
    return x


def invert_spacing(x, zooms, pixdim, shape, offset=1, nearest=False):
    """Invertd of Spacingd: back onto the grid of `shape`, linearly
    (nearest_interp false) or by nearest neighbour (MONAI's default; ties to
    even, the border voxel beyond the last)."""
    for a, (s, t) in enumerate(zip(zooms, pixdim)):
        positions = np.arange(shape[a]) * s / t
        if nearest:
            x = np.take(x, np.clip(np.rint(positions).astype(int), 0, x.shape[offset + a] - 1), axis=offset + a)
        else:
            x = linear_along(x, offset + a, positions)
    return x


def oriented_2d(path, steps):
    """A 2D image as LoadImaged and a 2D Orientationd give it to MONAI, with
    nibabel's orientation functions as MONAI calls them: (array, undo), where
    undo takes a (C, X, Y) array on the oriented grid back onto the image's.
    PILReader (a .png): columns first, the identity affine. NibabelReader:
    MONAI's to_affine_nd(2, affine), the x and y rows and columns."""
    if path.endswith(".png"):
        data = np.asarray(Image.open(path), dtype=np.float32).T
        affine = np.eye(3)
    else:
        img = nib.load(path)
        data = np.asarray(img.dataobj, dtype=np.float32).reshape(img.shape[:2])
        affine = np.eye(3)
        affine[:2, :2], affine[:2, 2] = img.affine[:2, :2], img.affine[:2, 3]
    source = nib.io_orientation(affine)
    target = nib.orientations.axcodes2ornt(steps["orient2d"][:2])
    forward = nib.orientations.ornt_transform(source, target)
    back = nib.orientations.ornt_transform(target, source)
    undo = lambda a: np.stack([nib.orientations.apply_orientation(c, back) for c in a])  # noqa: E731
    return nib.orientations.apply_orientation(data, forward), undo


def reference(path, network, steps):
    """What MONAI does with the bundle: (labels, probabilities with NaN where
    they come from outside the crop)."""
    if "orient2d" in steps:
        data, undo = oriented_2d(path, steps)
    else:
        img = nib.load(path)
        canonical, data = to_ras(img) if steps.get("orient") else (img, np.asarray(img.dataobj, dtype=np.float32))
        zooms = [float(z) for z in canonical.header.get_zooms()[:3]]
    if data.ndim == 3 and steps.get("dims") == 2:
        data = data[:, :, 0]
    x = data.astype(np.float64)
    oriented_shape = x.shape
    if "pixdim" in steps:
        x = monai_spacing(x, zooms, steps["pixdim"])
    if "range" in steps:
        a_min, a_max, b_min, b_max = steps["range"]
        x = np.clip((x - a_min) / (a_max - a_min) * (b_max - b_min) + b_min, b_min, b_max)
    if steps.get("zscore"):
        x = (x - x.mean()) / x.std()
    box = tuple(slice(0, n) for n in x.shape)
    if "crop_margin" in steps:
        where = np.argwhere(x > 0)
        m = steps["crop_margin"]
        box = tuple(slice(max(lo - m, 0), min(hi + 1 + m, n)) for lo, hi, n in zip(where.min(0), where.max(0), x.shape))
    logits = monai_sliding_window(network, torch.from_numpy(x[box])[None], steps["roi"], steps["overlap"], steps["gaussian"])
    probabilities = (torch.sigmoid(logits) if steps.get("sigmoid") else torch.softmax(logits, 0)).numpy()
    padded = np.zeros((probabilities.shape[0],) + x.shape)
    inside = np.zeros((1,) + x.shape)
    padded[(slice(None),) + box] = probabilities
    inside[(slice(None),) + box] = 1
    if "pixdim" in steps:
        nearest = steps.get("nearest", False)
        padded = invert_spacing(padded, zooms, steps["pixdim"], oriented_shape, nearest=nearest)
        inside = invert_spacing(inside, zooms, steps["pixdim"], oriented_shape, nearest=nearest)
    labels = (padded[0] > 0.5).astype(np.int64)[None] if steps.get("sigmoid") else padded.argmax(0)[None]
    full = np.where(inside > 0.999, padded, np.nan)
    if steps.get("orient"):
        full, labels = from_ras(full, img, canonical), from_ras(labels, img, canonical)
    if "orient2d" in steps:
        full, labels = undo(full), undo(labels)
    return labels[0], full


def predict(bundle, scan, name, *extra):
    out = os.path.join(WORK, name + "_labels.nii.gz")
    result = run(CLI, "predict", "--model", bundle, "--input", scan, "--output", out, "--probabilities", "--threads", "1",
                 "--trust-model", *extra)
    labels = np.asarray(nib.load(out).dataobj)
    probabilities = np.asarray(nib.load(out.replace(".nii.gz", "_probabilities.nii.gz")).dataobj)
    probabilities = probabilities.reshape(labels.shape[:3] + (-1,))
    return labels.reshape(labels.shape[:3]), np.moveaxis(probabilities, -1, 0), result.stdout


def check_parity(what, bundle, network, scan, steps, sigmoid_labels=False):
    labels, probabilities, stdout = predict(bundle, scan, what)
    if "MONAI bundle" not in stdout:
        sys.exit(f"FAIL: {what}: predict did not describe the bundle:\n{stdout}")
    expected, reference_probabilities = reference(scan, network, steps)
    expected = expected.reshape(labels.shape)
    mismatched = int((labels != expected).sum())
    counts = np.bincount(expected.ravel(), minlength=2)
    if (counts[:2] < 0.02 * expected.size).any():
        sys.exit(f"FAIL: {what}: the reference labels are degenerate ({counts}); the check would prove nothing")
    if mismatched:
        sys.exit(f"FAIL: {what}: {mismatched} of {labels.size} labels differ from MONAI's pipeline written in numpy")
    inside = ~np.isnan(reference_probabilities)
    got = probabilities.reshape(reference_probabilities.shape)
    error = float(np.abs(got[inside] - reference_probabilities[inside]).max())
    if error > 1e-4:
        sys.exit(f"FAIL: {what}: probabilities differ by {error:.2e} (more than 1e-4)")
    print(f"ok: {what}: {labels.size} labels equal, probabilities within {error:.1e} "
          f"(class counts {np.bincount(expected.ravel()).tolist()})")


# 1. A CT bundle like spleen_ct_segmentation's: RAS, identity spacing, clipped range, crop, Gaussian windows.
zooms = (0.8, 1.5, 2.0)
scan, _ = ct_scan("ct_psl", (34, 30, 26), zooms, (-2, 3, -1), seed=1)   # i -> P, j -> S, k -> L
canonical_zooms = [float(np.float32(z)) for z in nib.as_closest_canonical(nib.load(scan)).header.get_zooms()]
ct_pre = LOAD + [
    {"_target_": "Orientationd", "keys": "image", "axcodes": "RAS"},
    {"_target_": "Spacingd", "keys": ["image"], "pixdim": canonical_zooms, "mode": "bilinear"},
    {"_target_": "ScaleIntensityRanged", "keys": "image", "a_min": -200, "a_max": 300, "b_min": 0.0, "b_max": 1.0,
     "clip": True},
    {"_target_": "CropForegroundd", "keys": "image", "source_key": "image", "margin": 2},
    {"_target_": "EnsureTyped", "keys": "image", "dtype": "$torch.float32"},
]
ct_inferer = {"_target_": "SlidingWindowInferer", "roi_size": [16, 16, 16], "sw_batch_size": 4, "overlap": 0.5,
              "mode": "gaussian"}
bundle, network = write_bundle("ct_bundle", 3, 3, ct_pre, ct_inferer, SOFTMAX_POST)
check_parity("CT bundle, PSL scan", bundle, network, scan,
             {"orient": True, "range": (-200, 300, 0.0, 1.0), "crop_margin": 2, "roi": (16, 16, 16), "overlap": 0.5,
              "gaussian": True})

# 2. An MRI bundle: no orientation, z-score, constant blending, overlap 0.25, keys as a reference.
mri_scan, _ = ct_scan("mri_las", (28, 33, 19), (1.0, 1.2, 2.5), (-1, 2, 3), seed=2)
mri_zooms = [float(np.float32(z)) for z in nib.load(mri_scan).header.get_zooms()]
mri_pre = LOAD + [{"_target_": "Spacingd", "keys": "image", "pixdim": mri_zooms},
                  {"_target_": "NormalizeIntensityd", "keys": "image"}]
bundle, network = write_bundle("mri_bundle", 3, 3, mri_pre,
                               {"_target_": "SlidingWindowInferer", "roi_size": [12, 16, 8], "overlap": 0.25},
                               SOFTMAX_POST, seed=5)
check_parity("MRI bundle, constant windows", bundle, network, mri_scan,
             {"zscore": True, "roi": (12, 16, 8), "overlap": 0.25, "gaussian": False})

# 3. A 2D bundle on one slice (x-first windows in 2D).
slice_path = os.path.join(WORK, "slice.nii.gz")
slice_data = nib.load(mri_scan).get_fdata(dtype=np.float32)[:, :, 9:10]
nib.save(nib.Nifti1Image(slice_data, np.diag([1.0, 1.2, 2.5, 1])), slice_path)
bundle, network = write_bundle("slice_bundle", 2, 3, LOAD + [{"_target_": "NormalizeIntensityd", "keys": "image"}],
                               {"_target_": "SlidingWindowInferer", "roi_size": [16, 12], "overlap": 0.5, "mode": "gaussian"},
                               SOFTMAX_POST, seed=9)
check_parity("2D bundle", bundle, network, slice_path,
             {"dims": 2, "zscore": True, "roi": (16, 12), "overlap": 0.5, "gaussian": True})

# 3b. 2D bundles with Orientationd, which MONAI cuts to the image's two axes:
# "RAS" on a slice stored x -> L, y -> P (NibabelReader: the file's affine),
# and "PL" on a PNG (PILReader: the identity affine, whatever ITK says of a
# PNG), which swaps the axes and flips both.
lp_slice = os.path.join(WORK, "slice_lp.nii.gz")
nib.save(nib.Nifti1Image(slice_data, np.diag([-1.0, -1.2, 2.5, 1])), lp_slice)
oriented_pre = LOAD + [{"_target_": "Orientationd", "keys": "image", "axcodes": "RAS"},
                       {"_target_": "NormalizeIntensityd", "keys": "image"}]
bundle, network = write_bundle("slice_ras_bundle", 2, 3, oriented_pre,
                               {"_target_": "SlidingWindowInferer", "roi_size": [16, 12], "overlap": 0.5, "mode": "gaussian"},
                               SOFTMAX_POST, seed=9)
check_parity("2D bundle, Orientationd RAS on an LP slice", bundle, network, lp_slice,
             {"dims": 2, "orient2d": "RAS", "zscore": True, "roi": (16, 12), "overlap": 0.5, "gaussian": True})
png_path = os.path.join(WORK, "slice.png")
pixels = slice_data[:, :, 0]
pixels = np.round(255 * (pixels - pixels.min()) / (pixels.max() - pixels.min()))
Image.fromarray(pixels.T.astype(np.uint8)).save(png_path)  # PIL arrays are rows first
png_pre = [dict(t) for t in oriented_pre]
png_pre[2]["axcodes"] = "PL"
bundle, network = write_bundle("png_bundle", 2, 3, png_pre,
                               {"_target_": "SlidingWindowInferer", "roi_size": [12, 16], "overlap": 0.5, "mode": "gaussian"},
                               SOFTMAX_POST, seed=13)
check_parity("2D bundle, Orientationd PL on a PNG", bundle, network, png_path,
             {"dims": 2, "orient2d": "PL", "zscore": True, "roi": (12, 16), "overlap": 0.5, "gaussian": True})

# 3c. The CT bundle written as inference.yaml (PyYAML's block style), as some zoo bundles ship: the same.
bundle, network = write_bundle("yaml_bundle", 3, 3, ct_pre, ct_inferer, SOFTMAX_POST, yaml=True)
check_parity("CT bundle as inference.yaml", bundle, network, scan,
             {"orient": True, "range": (-200, 300, 0.0, 1.0), "crop_margin": 2, "roi": (16, 16, 16), "overlap": 0.5,
              "gaussian": True})

# 4. One sigmoid channel, thresholded.
sigmoid_post = [{"_target_": "Activationsd", "keys": "pred", "sigmoid": True},
                {"_target_": "AsDiscreted", "keys": "pred", "threshold": 0.5}]
bundle, network = write_bundle("sigmoid_bundle", 3, 1, mri_pre,
                               {"_target_": "SlidingWindowInferer", "roi_size": [16, 16, 16], "overlap": 0.5,
                                "mode": "gaussian"}, sigmoid_post, seed=11)
with torch.no_grad():  # one output: the organ where intensity rises along the first axis
    network.second.weight.copy_(torch.tensor([[1.0, 4.0, 0.0, 0.5]]).reshape(network.second.weight.shape))
    network.second.bias.fill_(-0.3)
torch.jit.script(network).save(os.path.join(bundle, "models", "model.ts"))
check_parity("sigmoid bundle", bundle, network, mri_scan,
             {"zscore": True, "roi": (16, 16, 16), "overlap": 0.5, "gaussian": True, "sigmoid": True})

# 5. Spacingd that resamples (MONAI's grid, there and back linearly), then the crop on the resampled grid.
coarse_pre = [dict(t) for t in ct_pre]
coarse_pixdim = [z * 1.3 for z in canonical_zooms]
coarse_pre[3]["pixdim"] = coarse_pixdim
bundle, network = write_bundle("coarse_bundle", 3, 3, coarse_pre, ct_inferer, SOFTMAX_POST)
check_parity("CT bundle resampling to 1.3x its spacing", bundle, network, scan,
             {"orient": True, "pixdim": coarse_pixdim, "range": (-200, 300, 0.0, 1.0), "crop_margin": 2,
              "roi": (16, 16, 16), "overlap": 0.5, "gaussian": True})

# 5b. The same with MONAI's default Invertd (nearest_interp true) after AsDiscreted, as wholeBody_ct_segmentation
# writes it: the label map (and here the probabilities) taken back by nearest neighbour.
nearest_post = [SOFTMAX_POST[0], SOFTMAX_POST[2], dict(SOFTMAX_POST[1], nearest_interp=True), SOFTMAX_POST[3]]
bundle, network = write_bundle("coarse_nearest_bundle", 3, 3, coarse_pre, ct_inferer, nearest_post)
check_parity("CT bundle resampling, Invertd by nearest neighbour", bundle, network, scan,
             {"orient": True, "pixdim": coarse_pixdim, "range": (-200, 300, 0.0, 1.0), "crop_margin": 2,
              "roi": (16, 16, 16), "overlap": 0.5, "gaussian": True, "nearest": True})


# 6. Refusals: exit 2, naming the file and what.
def refused(what, bundle, needles, *extra):
    result = run(CLI, "predict", "--model", bundle, "--input", scan, "--output", os.path.join(WORK, "never.nii.gz"),
                 *extra, expect=2)
    message = result.stdout + result.stderr
    for needle in needles:
        if needle not in message:
            sys.exit(f"FAIL: {what}: the refusal does not say '{needle}':\n{message}")
    if os.path.exists(os.path.join(WORK, "never.nii.gz")):
        sys.exit(f"FAIL: {what}: a label map was written")
    print(f"ok: {what} refused: {message.strip().splitlines()[-1][:160]}")


bundle, _ = write_bundle("resized_bundle", 3, 3, ct_pre + [{"_target_": "Resized", "keys": "image",
                                                             "spatial_size": [64, 64, 64]}], ct_inferer, SOFTMAX_POST)
refused("an unknown transform", bundle, ["inference.json", "Resized", "preprocessing.transforms[7]"], "--trust-model")
expression_pre = [dict(t) for t in ct_pre]
expression_pre[3]["pixdim"] = "$[1.5, 1.5, 2.0]"
bundle, _ = write_bundle("expression_bundle", 3, 3, expression_pre, ct_inferer, SOFTMAX_POST)
refused("a Python expression", bundle, ["inference.json", "pixdim", "Python"], "--trust-model")
bundle, _ = write_bundle("no_module_bundle", 3, 3, ct_pre, ct_inferer, SOFTMAX_POST, module=False)
refused("a bundle without model.ts", bundle, ["model.ts", "model.pt"], "--trust-model")
bad_yaml, _ = write_bundle("bad_yaml_bundle", 3, 3, ct_pre, ct_inferer, SOFTMAX_POST, yaml=True)
with open(os.path.join(bad_yaml, "configs", "inference.yaml"), "a") as f:
    f.write("extra: !!python/object/apply:os.system ['touch pwned']\n")
refused("a YAML bundle with a Python tag", bad_yaml, ["inference.yaml", "python/object", "safe_load"], "--trust-model")
through_s = [dict(t) for t in oriented_pre]
through_s[2]["axcodes"] = "RSA"
bundle, _ = write_bundle("slice_rs_bundle", 2, 3, through_s, {"_target_": "SlidingWindowInferer", "roi_size": [16, 12]},
                         SOFTMAX_POST)
refused("a 2D Orientationd through S", bundle, ["inference.json", "axcodes", "R/L", "A/P"], "--trust-model")
rows_first = [dict(t) for t in oriented_pre]
rows_first[0].update({"reader": "PILReader", "reverse_indexing": False})
bundle, _ = write_bundle("rows_first_bundle", 2, 3, rows_first, {"_target_": "SlidingWindowInferer", "roi_size": [16, 12]},
                         SOFTMAX_POST)
refused("a reader that puts rows first", bundle, ["inference.json", "reverse_indexing"], "--trust-model")
bundle, _ = write_bundle("replicate_bundle", 3, 3, ct_pre, dict(ct_inferer, padding_mode="replicate"), SOFTMAX_POST)
refused("windows padded by replication", bundle, ["inference.json", "inferer.padding_mode", "constant"], "--trust-model")
corners_pre = [dict(t) for t in coarse_pre]
corners_pre[3]["align_corners"] = True
bundle, _ = write_bundle("corners_bundle", 3, 3, corners_pre, ct_inferer, SOFTMAX_POST)
refused("Spacingd with align_corners", bundle, ["inference.json", "align_corners"], "--trust-model")
canonical_pre = [dict(t) for t in ct_pre]
canonical_pre[0]["as_closest_canonical"] = True
bundle, _ = write_bundle("canonical_load_bundle", 3, 3, canonical_pre, ct_inferer, SOFTMAX_POST)
refused("a reader setting that reorients", bundle, ["inference.json", "as_closest_canonical"], "--trust-model")
channels_first = [dict(t) for t in ct_pre]
channels_first[1]["channel_dim"] = 0
bundle, _ = write_bundle("channels_first_bundle", 3, 3, channels_first, ct_inferer, SOFTMAX_POST)
refused("channels on the first axis", bundle, ["inference.json", "channel_dim"], "--trust-model")
labels_linear = [SOFTMAX_POST[0], SOFTMAX_POST[2], SOFTMAX_POST[1], SOFTMAX_POST[3]]
bundle, _ = write_bundle("labels_linear_bundle", 3, 3, coarse_pre, ct_inferer, labels_linear)
refused("a label map inverted linearly", bundle, ["inference.json", "nearest_interp", "fractional"], "--trust-model")
bundle, _ = write_bundle("untrusted_bundle", 3, 3, ct_pre, ct_inferer, SOFTMAX_POST, seed=21)
refused("an untrusted module", bundle, ["model.ts", "--trust-model"])
print("PASS: MONAI bundles")
