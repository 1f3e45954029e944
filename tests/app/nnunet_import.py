#!/usr/bin/python3
"""nnU-Net v2 results folders as models (issue 70): folders written here with
Debian's PyTorch the way nnU-Net writes them (dataset.json, plans.json in
nnU-Net's schema, fold_k/checkpoint_final.pth holding nnU-Net's checkpoint
dict), with this test's own copy of PlainConvUNet and ResidualEncoderUNet
(nnunet_networks.py), in 3D and 2D, and plans with and without the
"architecture" entry (before nnU-Net 2.4). `segstudio-cli predict --model
RESULTS_FOLDER` must give:
- the labels of the Python sliding window (nnU-Net's steps, Gaussian and
  mirroring over inference_allowed_mirroring_axes) voxel for voxel, on scans
  at the model's spacing with no zero voxels (no crop, no resampling);
- logits within 1e-4 of the Python forward's largest logit, seen through
  the written probabilities (log p_k - log p_0 = z_k - z_0);
- CT normalisation with the plans' foreground percentiles, mean and std;
- on scans at other spacings (cropped, resampled as nnU-Net does, logits
  mapped back), the labels of nnU-Net's pipeline written with numpy, scipy
  and scikit-image (tests/support/nnunet_reference.py), and its softmax;
- the ensemble of two folds equal to the mean of their logits.
Refused, naming what: a checkpoint whose pickle calls os.system (nothing
runs), a cascade's second stage, a BatchNorm network, a trainer that is
not an nnUNetTrainer.

usage: nnunet_import.py SEGSTUDIO_CLI WORK_FOLDER
Exit 77 (CTest: skipped) when numpy, scipy, nibabel or torch is missing."""
import json
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cli_check import require, run  # noqa: E402

np, nib, torch, _, _ = require("numpy", "nibabel", "torch", "scipy.ndimage", "skimage.transform")
import nnunet_networks as nets  # noqa: E402
from nnunet_fixtures import FOREGROUND, write_results as write_results_in  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from nnunet_reference import preprocess, resample  # noqa: E402

CLI, WORK = sys.argv[1], sys.argv[2]
shutil.rmtree(WORK, ignore_errors=True)
os.makedirs(WORK)
torch.set_num_threads(2)
def write_results(name, *args, **kwargs):
    return write_results_in(WORK, name, *args, **kwargs)


def write_scan(name, shape_zyx, spacing_zyx, seed):
    """A CT-like scan without zero voxels; returns its path and its (Z, Y, X) values."""
    rng = np.random.default_rng(seed)
    zyx = rng.normal(60, 200, shape_zyx).astype(np.float32)
    zyx[np.abs(zyx) < 1] = 1  # no zeros: nothing is cropped
    affine = np.diag([-spacing_zyx[2], -spacing_zyx[1], spacing_zyx[0], 1.0])
    path = os.path.join(WORK, name + ".nii.gz")
    nib.save(nib.Nifti1Image(np.transpose(zyx, (2, 1, 0)), affine), path)
    return path, zyx


def normalise(zyx, scheme):
    if scheme == "CTNormalization":
        p = FOREGROUND["0"]
        return ((np.clip(zyx, p["percentile_00_5"], p["percentile_99_5"]) - p["mean"]) / p["std"]).astype(np.float32)
    return ((zyx - zyx.mean()) / max(zyx.std(), 1e-8)).astype(np.float32)


def predict(model, scan, out, *extra):
    run(CLI, "predict", "--model", model, "--input", scan, "--output", out, "--probabilities", "--precision", "fp32",
        "--threads", "2", *extra)
    labels = np.transpose(np.asarray(nib.load(out).dataobj), (2, 1, 0))
    probabilities = np.asarray(nib.load(out.replace(".nii.gz", "_probabilities.nii.gz")).dataobj)
    return labels, np.transpose(probabilities.reshape(probabilities.shape[:3] + (-1,)), (3, 2, 1, 0))


def check_parity(what, folder, config, networks, shape_zyx, mirror_flag, mirror_axes, scheme, seed):
    spacing = config["spacing"] if len(config["spacing"]) == 3 else [3.0] + config["spacing"]
    scan, zyx = write_scan(what, shape_zyx, spacing, seed)
    labels, probabilities = predict(folder, scan, os.path.join(WORK, what + "_labels.nii.gz"), mirror_flag)
    image = torch.from_numpy(normalise(zyx, scheme))[None]
    logits = sum(nets.sliding_window_logits(n, image, config["patch_size"], mirror_axes) for n in networks) / len(networks)
    reference = logits.argmax(0).numpy()
    mismatched = int((labels != reference).sum())
    largest = float(logits.abs().max())
    ours = np.log(np.maximum(probabilities, 1e-30))
    ours = ours - ours[:1]
    theirs = (logits - logits[:1]).numpy()
    error = float(np.abs(ours - theirs).max())
    print(f"{what}: {mismatched} of {reference.size} labels differ; largest logit {largest:.3f}, "
          f"logit difference {error:.2e} ({error / largest:.1e} of it)")
    if mismatched:
        sys.exit(f"FAIL: {what}: {mismatched} labels differ from the Python sliding window")
    if error > 1e-4 * largest:
        sys.exit(f"FAIL: {what}: logits differ by {error:.2e}, more than 1e-4 of the largest logit {largest:.3f}")


# 3D PlainConvUNet, CT normalisation, one window and several, with and without mirroring.
plain, plain_config, plain_nets = write_results("plain", 3, False, "CTNormalization")
check_parity("plain_one_window", plain, plain_config, plain_nets, (16, 32, 32), "--no-tta", (), "CTNormalization", 1)
check_parity("plain_windows_mirrored", plain, plain_config, plain_nets, (20, 40, 36), "--tta", (0, 1, 2), "CTNormalization", 2)
# ResidualEncoderUNet (pooled shortcuts), z-scores, mirroring over two axes only.
resenc, resenc_config, resenc_nets = write_results("resenc", 3, True, "ZScoreNormalization", mirror=(1, 2))
check_parity("resenc_windows", resenc, resenc_config, resenc_nets, (20, 40, 36), "--tta", (1, 2), "ZScoreNormalization", 3)
# 2D, slice by slice.
flat, flat_config, flat_nets = write_results("plain2d", 2, False, "ZScoreNormalization", mirror=(0, 1))
check_parity("plain_2d", flat, flat_config, flat_nets, (3, 40, 36), "--tta", (0, 1), "ZScoreNormalization", 4)
# Plans from before nnU-Net 2.4 (no "architecture"); two folds as one ensemble.
legacy, legacy_config, legacy_nets = write_results("legacy", 3, False, "CTNormalization", legacy=True, folds=(0, 1))
check_parity("legacy_two_folds", legacy, legacy_config, legacy_nets, (20, 40, 36), "--no-tta", (), "CTNormalization", 5)



def check_resampled(what, folder, config, networks, shape_zyx, spacing_zyx, seed, scheme="CTNormalization"):
    """A scan at another spacing, zero outside a body: nnU-Net's crop,
    normalisation and resampling (nnunet_reference.py), the sliding window,
    logits resampled back (order 1), argmax, pasted into the crop box."""
    rng = np.random.default_rng(seed)
    grid = np.meshgrid(*[(np.arange(n) - (n - 1) / 2) / (0.42 * n) for n in shape_zyx], indexing="ij")
    inside = sum(g ** 2 for g in grid) <= 1
    zyx = rng.normal(60, 200, shape_zyx).astype(np.float32)
    zyx[np.abs(zyx) < 1] = 1
    zyx[~inside] = 0
    scan = os.path.join(WORK, what + ".nii.gz")
    nib.save(nib.Nifti1Image(np.transpose(zyx, (2, 1, 0)), np.diag([-spacing_zyx[2], -spacing_zyx[1], spacing_zyx[0], 1.0])), scan)
    labels, probabilities = predict(folder, scan, os.path.join(WORK, what + "_labels.nii.gz"), "--no-tta")
    # A 2D configuration keeps each scan's own slice spacing.
    target = config["spacing"] if len(config["spacing"]) == 3 else [spacing_zyx[0]] + config["spacing"]
    image, box = preprocess(zyx, spacing_zyx, target, scheme, FOREGROUND["0"], use_mask=False)
    logits = sum(nets.sliding_window_logits(n, torch.from_numpy(image)[None], config["patch_size"], ()) for n in networks)
    logits = (logits / len(networks)).numpy()
    cropped = zyx[box].shape
    back = np.stack([resample(channel, cropped, target, spacing_zyx, order=1) for channel in logits])
    reference = np.zeros(shape_zyx, np.int64)
    reference[box] = back.argmax(0)
    softmax = np.exp(back - back.max(0))
    softmax /= softmax.sum(0)
    mismatched = int((labels != reference).sum())
    error = float(np.abs(probabilities[(slice(None),) + box] - softmax).max())
    print(f"{what}: preprocessed {image.shape[::-1]} (x, y, z) from {shape_zyx[::-1]}; {mismatched} of {reference.size} "
          f"labels differ; probabilities within {error:.2e}")
    if mismatched > reference.size * 1e-4:
        sys.exit(f"FAIL: {what}: {mismatched} labels differ from nnU-Net's pipeline")
    if error > 1e-4:
        sys.exit(f"FAIL: {what}: probabilities differ by {error:.2e}")


# Scans at other spacings: CT slices of 2.5 mm (z apart, the plans' 3 mm), and finer in-plane pixels.
check_resampled("plain_resampled_ct", plain, plain_config, plain_nets, (24, 56, 52), (2.5, 0.7, 0.7), 7)
check_resampled("legacy_resampled_isotropic", legacy, legacy_config, legacy_nets, (22, 40, 44), (2.2, 1.1, 0.9), 8)
check_resampled("plain_2d_resampled", flat, flat_config, flat_nets, (5, 44, 40), (2.0, 0.7, 0.7), 10, "ZScoreNormalization")

# Parts of one task (as TotalSegmentator's five results folders): one merged label map, part B's
# values shifted past part A's, part B winning where both found something.
part_a, _, _ = write_results("parts/Dataset901_PartA", 3, False, "CTNormalization")
part_b, _, _ = write_results("parts/Dataset902_PartB", 3, True, "CTNormalization", labels={"background": 0, "kidney": 1})
scan, _ = write_scan("parts_scan", (20, 40, 36), [3.0, 0.8, 0.8], 9)


def labels_of(model, name):
    out = os.path.join(WORK, name + ".nii.gz")
    run(CLI, "predict", "--model", model, "--input", scan, "--output", out, "--no-tta", "--threads", "2")
    return np.asarray(nib.load(out).dataobj)


merged, alone_a, alone_b = labels_of(os.path.join(WORK, "parts"), "parts"), labels_of(part_a, "a"), labels_of(part_b, "b")
expected = np.where(alone_b != 0, alone_b + 2, alone_a)
if not np.array_equal(merged, expected) or len(np.unique(merged)) < 3:
    sys.exit(f"FAIL: the merged parts differ from the parts alone in {int((merged != expected).sum())} voxels")
print(f"parts: merged label map equals part A, then part B's values + 2 where B found something "
      f"(values {sorted(int(v) for v in np.unique(merged))})")

# Refused, by name.
scan, _ = write_scan("refused", (16, 32, 32), [3.0, 0.8, 0.8], 6)


def refused(model, *needles):
    result = run(CLI, "predict", "--model", model, "--input", scan, "--output", os.path.join(WORK, "never.nii.gz"), expect=2)
    message = result.stderr + result.stdout
    for needle in needles:
        if needle not in message:
            sys.exit(f"FAIL: the refusal of {model} does not say '{needle}':\n{message}")
    print(f"refused {os.path.relpath(model, WORK)}: {message.strip().splitlines()[-1][:160]}")


class Evil:
    def __reduce__(self):
        return (os.system, ("touch " + os.path.join(WORK, "EVIL_RAN"),))


evil = os.path.join(WORK, "evil", os.path.basename(plain))
shutil.copytree(plain, evil)
torch.save({"network_weights": Evil(), "trainer_name": "nnUNetTrainer"}, os.path.join(evil, "fold_0", "checkpoint_final.pth"))
refused(evil, "posix.system", "checkpoint_final.pth")
if os.path.exists(os.path.join(WORK, "EVIL_RAN")):
    sys.exit("FAIL: the hostile checkpoint ran os.system")

cascade = os.path.join(WORK, "cascade", "nnUNetTrainer__nnUNetPlans__3d_cascade_fullres")
shutil.copytree(plain, cascade)
ck = torch.load(os.path.join(cascade, "fold_0", "checkpoint_final.pth"), weights_only=False) \
    if "weights_only" in torch.load.__code__.co_varnames else torch.load(os.path.join(cascade, "fold_0", "checkpoint_final.pth"))
ck["init_args"]["configuration"] = "3d_cascade_fullres"
torch.save(ck, os.path.join(cascade, "fold_0", "checkpoint_final.pth"))
refused(cascade, "previous_stage", "3d_lowres")

batchnorm = os.path.join(WORK, "batchnorm", os.path.basename(plain))
shutil.copytree(plain, batchnorm)
plans = json.load(open(os.path.join(batchnorm, "plans.json")))
plans["configurations"]["3d_fullres"]["architecture"]["arch_kwargs"]["norm_op"] = "torch.nn.modules.batchnorm.BatchNorm3d"
json.dump(plans, open(os.path.join(batchnorm, "plans.json"), "w"))
refused(batchnorm, "norm_op", "BatchNorm3d")

odd_patch = os.path.join(WORK, "oddpatch", os.path.basename(plain))
shutil.copytree(plain, odd_patch)
plans = json.load(open(os.path.join(odd_patch, "plans.json")))
plans["configurations"]["3d_fullres"]["patch_size"] = [16, 20, 32]  # 20 is no multiple of the strides' 8
json.dump(plans, open(os.path.join(odd_patch, "plans.json"), "w"))
refused(odd_patch, "patch_size", "multiple")

other, _, _ = write_results("othertrainer", 3, False, "CTNormalization", trainer="MyFancyTrainer")
refused(other, "MyFancyTrainer")
print("PASS")
