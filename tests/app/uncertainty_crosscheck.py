#!/usr/bin/python3
"""Cross-checks `segstudio-cli predict --uncertainty` against numpy/scipy.

Trains a small model on CT phantoms (0.7 x 0.7 x 5 mm, labels 0, 1, 2, 4:
the prediction is resampled back, classes become label values), predicts a folder of scans with --probabilities and
--uncertainty, and checks, independently of SegStudio's code:
- the entropy map equals scipy.stats.entropy of the written probabilities,
  divided by log(K), voxel for voxel;
- the label map (--no-postprocessing) is the argmax of those probabilities;
- worklist.json's mean uncertainty per case is the mean over the predicted
  structure and its 6-connected one-voxel shell (scipy binary_dilation), and
  the cases are ranked by it, highest first;
- block by block (--block-rows 3, MetaImage out, read here with numpy):
  the same labels and entropy maps as one pass, and the worklist's means
  computed the same way from those files;
- with --tta the disagreement map lies in [0, 1] and, but for a few voxels,
  is no larger than the entropy of the averaged prediction (mutual
  information <= entropy of the mean probabilities).

usage: uncertainty_crosscheck.py SEGSTUDIO_CLI WORK_FOLDER
Exit 77 (CTest: skipped) when numpy, scipy or nibabel is missing."""
import json
import os
import shutil
import subprocess
import sys

try:
    import nibabel
    import numpy as np
    from scipy import ndimage, stats
except ImportError as missing:
    print(f"SKIP: {missing} (install python3-numpy python3-scipy python3-nibabel)")
    sys.exit(77)


def run(*args):
    result = subprocess.run(list(args), capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"FAIL: {' '.join(args)} exited {result.returncode}\n{result.stdout}\n{result.stderr}")
    return result.stdout


def load(path):
    return np.asarray(nibabel.load(path).dataobj)


def load_metaimage(path):
    """An uncompressed MetaImage (.mha) as an (x, y, z) array, read with numpy alone."""
    with open(path, "rb") as f:
        header = {}
        while True:
            key, _, value = f.readline().decode().partition("=")
            header[key.strip()] = value.strip()
            if key.strip() == "ElementDataFile":
                break
        assert header.get("CompressedData", "False") == "False", f"{path}: compressed"
        dtype = {"MET_UCHAR": np.uint8, "MET_SHORT": np.int16, "MET_USHORT": np.uint16,
                 "MET_INT": np.int32, "MET_FLOAT": np.float32}[header["ElementType"]]
        size = [int(v) for v in header["DimSize"].split()]
        data = np.frombuffer(f.read(), dtype=dtype)
    assert data.size == np.prod(size), f"{path}: {data.size} values for {size}"
    return data.reshape(size[::-1]).transpose()


def check_blockwise(cli, run_dir, scans, one_pass, out):
    """Block-wise prediction has no automatic mirroring and no postprocessing: one pass without them too."""
    run(cli, "predict", "--model", run_dir, "--input", scans, "--output", one_pass, "--no-tta", "--no-postprocessing",
        "--uncertainty", "--threads", "1")
    run(cli, "predict", "--model", run_dir, "--input", scans, "--output", out, "--format", "metaimage",
        "--block-rows", "3", "--no-tta", "--uncertainty", "--threads", "1")
    with open(os.path.join(out, "worklist.json")) as f:
        worklist = json.load(f)
    for entry in worklist["cases"]:
        case = entry["case"]
        labels = load_metaimage(os.path.join(out, case + ".mha"))
        u = load_metaimage(os.path.join(out, case + "_uncertainty.mha")).astype(np.float64)
        assert entry["uncertainty"].endswith(case + "_uncertainty.mha"), entry["uncertainty"]
        assert np.array_equal(labels, load(os.path.join(one_pass, case + ".nii.gz"))), f"{case}: block-wise labels differ"
        worst = np.abs(u - load(os.path.join(one_pass, case + "_uncertainty.nii.gz"))).max()
        assert worst < 1e-5, f"{case}: block-wise entropy differs from one pass by {worst}"
        structure = labels != 0
        region = ndimage.binary_dilation(structure, structure=ndimage.generate_binary_structure(3, 1))
        mean = u[region].mean() if structure.any() else 0.0
        assert abs(mean - entry["mean_uncertainty"]) < 1e-4, f"{case}: block-wise mean {entry['mean_uncertainty']} != {mean}"
        assert entry["structure_voxels"] == int(structure.sum()), case
    return len(worklist["cases"])


def main():
    cli, work = sys.argv[1], sys.argv[2]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    dataset, config = os.path.join(work, "data"), os.path.join(work, "config.json")
    run(cli, "phantom", "--kind", "ct", "--cases", "6", "--size", "40", "40", "12", "--out", dataset)
    with open(config, "w") as f:
        json.dump({"epochs": 6, "iterations_per_epoch": 10, "threads": 1,
                   "network": {"base_features": 8, "max_features": 32}, "validation": {"interval_epochs": 6}}, f)
    run_dir = os.path.join(work, "run")
    run(cli, "train", dataset, "--config", config, "--cache", os.path.join(work, "cache"), "--out", run_dir)
    with open(os.path.join(run_dir, "model", "model.json")) as f:
        label_values = np.array(json.load(f)["preprocessing"]["label_values"])
    scans = os.path.join(dataset, "imagesTr")
    out = os.path.join(work, "pred")
    run(cli, "predict", "--model", run_dir, "--input", scans, "--output", out, "--probabilities", "--uncertainty", "--no-postprocessing",
        "--threads", "1")
    with open(os.path.join(out, "worklist.json")) as f:
        worklist = json.load(f)
    assert worklist["measure"] == "entropy", worklist["measure"]
    means = []
    for entry in worklist["cases"]:
        case = entry["case"]
        labels = load(os.path.join(out, case + ".nii.gz"))
        # NIfTI vector images are (x, y, z, 1, K).
        p = load(os.path.join(out, case + "_probabilities.nii.gz")).astype(np.float64).reshape(labels.shape + (-1,))
        u = load(os.path.join(out, case + "_uncertainty.nii.gz")).astype(np.float64)
        k = p.shape[-1]
        expected = stats.entropy(np.moveaxis(p, -1, 0), axis=0) / np.log(k)
        worst = np.abs(expected - u).max()
        assert worst < 1e-4, f"{case}: entropy differs by {worst}"
        assert np.array_equal(label_values[np.argmax(p, axis=-1)], labels), f"{case}: labels are not the argmax"
        structure = labels != 0
        region = ndimage.binary_dilation(structure, structure=ndimage.generate_binary_structure(3, 1))
        mean = u[region].mean() if structure.any() else 0.0
        assert abs(mean - entry["mean_uncertainty"]) < 1e-4, f"{case}: mean {entry['mean_uncertainty']} != {mean}"
        assert entry["structure_voxels"] == int(structure.sum()), case
        means.append((structure.any(), mean))
    ranked = sorted(means, key=lambda m: (m[0], -m[1]))
    assert means == ranked, f"worklist not ranked: {means}"
    blockwise = check_blockwise(cli, run_dir, scans, os.path.join(work, "pred-no-tta"), os.path.join(work, "pred-blocks"))

    tta = os.path.join(work, "pred-tta")
    run(cli, "predict", "--model", run_dir, "--input", scans, "--output", tta, "--tta", "--probabilities",
        "--uncertainty", "--threads", "1")
    for entry in json.load(open(os.path.join(tta, "worklist.json")))["cases"]:
        d = load(entry["uncertainty"]).astype(np.float64)
        p = load(os.path.join(tta, entry["case"] + "_probabilities.nii.gz")).astype(np.float64).reshape(d.shape + (-1,))
        entropy = stats.entropy(np.moveaxis(p, -1, 0), axis=0) / np.log(p.shape[-1])
        assert d.min() >= 0 and d.max() <= 1, entry["case"]
        assert d.max() > 0, f"{entry['case']}: mirrored copies agree everywhere (untrained model?)"
        # The mutual information is bounded by the entropy of the copies'
        # mean probabilities; the written probabilities are the softmax of
        # their mean logits (nnU-Net's convention), whose entropy can be a
        # little lower where the copies disagree. So the bound holds almost
        # everywhere, not voxel for voxel.
        excess = d - entropy
        beyond = float((excess > 0.02).mean())
        assert beyond < 0.005, f"{entry['case']}: disagreement exceeds the entropy in {beyond:.2%} of the voxels"
        assert excess.max() < 0.25, f"{entry['case']}: disagreement exceeds the entropy by {excess.max()}"
    print(f"OK: {len(means)} cases, entropy and ranking match scipy; {blockwise} block by block match one pass; "
          "disagreement within bounds")


if __name__ == "__main__":
    main()
