#!/usr/bin/python3
"""Fine-tuning an imported nnU-Net model (issue 70, item 5):
`segstudio-cli train DATASET --init-from RESULTS_FOLDER` on a user's dataset
whose scans lie at another spacing than the model's.
- The cache is preprocessed as the model's own preprocessing: its spacing,
  nnU-Net's resampling, its CT normalisation with the clip and z-score of the
  data it was trained on (plans.json), not the user's dataset's.
- The run keeps the model's network and patch and starts from its weights:
  with a learning rate of 1e-8, the fine-tuned run's probabilities on a new
  scan equal those of `predict --model RESULTS_FOLDER/fold_0` within 1e-4
  (a results folder starts from its first fold); `--init-from
  RESULTS_FOLDER/fold_1` starts from that fold: its probabilities equal
  fold_1's, not fold_0's.
- `compare` scores the imported model and the fine-tuned one on the same
  cases (here, equal Dice).
- A dataset with other labels gets a new output head: the run trains, its
  model has the dataset's classes, and the plan says so.
- A dataset with another number of channels is refused, naming plans.json.
The nnU-Net folder is written with Debian's PyTorch by nnunet_fixtures.py.

usage: nnunet_finetune.py SEGSTUDIO_CLI WORK_FOLDER
Exit 77 (CTest: skipped) when numpy, nibabel or torch is missing."""
import json
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cli_check import require, run  # noqa: E402

np, nib, _ = require("numpy", "nibabel", "torch")
from nnunet_fixtures import FOREGROUND, LABELS, write_results  # noqa: E402

CLI, WORK = sys.argv[1], sys.argv[2]
SPACING_XYZ = (1.0, 1.0, 2.5)  # the user's scans; the model's voxels are 0.8 x 0.8 x 3.0 mm
SHAPE_XYZ = (40, 36, 24)


def write_case(folder, case, rng, channels=1, labels=(1, 2)):
    """A CT-like case: an ellipsoid organ with a lesion inside, in HU with noise."""
    grid = np.indices(SHAPE_XYZ).astype(float)
    centre = [rng.uniform(0.4, 0.6) * s for s in SHAPE_XYZ]
    distance = sum(((grid[a] - centre[a]) / (0.3 * SHAPE_XYZ[a])) ** 2 for a in range(3))
    label = np.zeros(SHAPE_XYZ, np.uint8)
    label[distance <= 1] = labels[0]
    if len(labels) > 1:
        label[distance <= 0.3] = labels[1]
    hu = np.where(label == 0, -80.0, np.where(label == labels[0], 90.0, 160.0)) + rng.normal(0, 25, SHAPE_XYZ)
    affine = np.diag(list(SPACING_XYZ) + [1.0])
    for c in range(channels):
        nib.save(nib.Nifti1Image(hu.astype(np.float32), affine), os.path.join(folder, "imagesTr", f"{case}_{c:04d}.nii.gz"))
    nib.save(nib.Nifti1Image(label, affine), os.path.join(folder, "labelsTr", case + ".nii.gz"))


def write_dataset(name, labels, channels=1, cases=4, seed=0):
    root = os.path.join(WORK, name)
    os.makedirs(os.path.join(root, "imagesTr"))
    os.makedirs(os.path.join(root, "labelsTr"))
    rng = np.random.default_rng(seed)
    values = sorted(v for v in labels.values() if v)
    for i in range(cases):
        write_case(root, f"case_{i:03d}", rng, channels, values)
    json.dump({"channel_names": {str(c): "CT" for c in range(channels)}, "labels": labels, "numTraining": cases,
               "file_ending": ".nii.gz"}, open(os.path.join(root, "dataset.json"), "w"))
    return root


def train(dataset, model, name):
    config = os.path.join(WORK, "finetune.json")
    json.dump({"epochs": 1, "iterations_per_epoch": 2, "batch_size": 1, "precision": "fp32", "seed": 3,
               "optimizer": {"learning_rate": 1e-8, "warmup_epochs": 0}}, open(config, "w"))
    out = os.path.join(WORK, name)
    printed = run(CLI, "train", dataset, "--init-from", model, "--config", config, "--cache", out + "-cache", "--out", out)
    return out, printed.stdout


def probabilities(model, scan, name):
    out = os.path.join(WORK, name + ".nii.gz")
    run(CLI, "predict", "--model", model, "--input", scan, "--output", out, "--probabilities", "--precision", "fp32",
        "--no-tta", "--no-postprocessing", "--threads", "2")
    return np.asarray(nib.load(out.replace(".nii.gz", "_probabilities.nii.gz")).dataobj)


def main():
    shutil.rmtree(WORK, ignore_errors=True)
    os.makedirs(WORK)
    model, config, _ = write_results(WORK, "Dataset901_Phantom", 3, False, "CTNormalization", folds=(0, 1))
    failures = []

    dataset = write_dataset("mine", LABELS)
    run_folder, printed = train(dataset, model, "finetuned")
    if "preprocessing as the imported model does" not in printed:
        failures.append("train does not say it preprocesses as the model: " + printed[-800:])
    cache = json.load(open(os.path.join(run_folder + "-cache", "cache.json")))["preprocessing"]
    want_spacing = config["spacing"][::-1]
    if not np.allclose(cache["target_spacing_xyz"], want_spacing):
        failures.append(f"cache spacing {cache['target_spacing_xyz']}, the model's {want_spacing}")
    channel = cache["channels"][0]
    p = FOREGROUND["0"]
    want = {"normalization": "ct", "clip_low": p["percentile_00_5"], "clip_high": p["percentile_99_5"], "mean": p["mean"],
            "std": p["std"]}
    for key, value in want.items():
        if channel[key] != value:
            failures.append(f"cache normalisation {key} {channel[key]}, the model's {value}")
    packaged = json.load(open(os.path.join(run_folder, "model", "model.json")))
    if packaged["patch_size_xyz"] != config["patch_size"][::-1]:
        failures.append(f"fine-tuned patch {packaged['patch_size_xyz']}, the model's {config['patch_size'][::-1]}")

    rng = np.random.default_rng(9)
    test = os.path.join(WORK, "test")
    os.makedirs(os.path.join(test, "imagesTr"))
    os.makedirs(os.path.join(test, "labelsTr"))
    write_case(test, "scan", rng)
    scan = os.path.join(test, "imagesTr", "scan_0000.nii.gz")
    imported = probabilities(os.path.join(model, "fold_0"), scan, "imported")
    tuned = probabilities(run_folder, scan, "tuned")
    difference = float(np.abs(imported - tuned).max())
    print(f"probabilities of the imported and the fine-tuned model (learning rate 1e-8): largest difference {difference:.2e}")
    if imported.shape != tuned.shape or difference > 1e-4:
        failures.append(f"fine-tuned probabilities differ from the imported model's by {difference:.2e}")

    fold_1 = os.path.join(model, "fold_1")
    fold_1_run, _ = train(dataset, fold_1, "finetuned_fold_1")
    imported_1 = probabilities(fold_1, scan, "imported_fold_1")
    tuned_1 = probabilities(fold_1_run, scan, "tuned_fold_1")
    to_own, to_first = float(np.abs(imported_1 - tuned_1).max()), float(np.abs(imported - tuned_1).max())
    print(f"fine-tuned from fold_1: {to_own:.2e} from fold_1's probabilities, {to_first:.2e} from fold_0's")
    if to_own > 1e-4 or to_first < 1e-2:
        failures.append(f"--init-from fold_1 did not start from fold_1 ({to_own:.2e} from it, {to_first:.2e} from fold_0)")

    compared = os.path.join(WORK, "compare.json")
    run(CLI, "compare", os.path.join(model, "fold_0"), run_folder, "--out", compared, expect=(0, 1))  # the run's cache and validation cases
    scores = json.load(open(compared))
    baseline, candidate = scores["baseline"]["mean_dice"], scores["candidate"]["mean_dice"]
    print(f"compare: imported {baseline:.4f}, fine-tuned {candidate:.4f}")
    if abs(baseline - candidate) > 1e-3:
        failures.append(f"compare: imported {baseline}, fine-tuned {candidate} with a learning rate of 1e-8")

    other = write_dataset("kidneys", {"background": 0, "kidney": 1}, seed=1)
    other_run, printed = train(other, model, "newhead")
    if "new output head" not in printed:
        failures.append("train does not say the head is new: " + printed[-800:])
    packaged = json.load(open(os.path.join(other_run, "model", "model.json")))
    if packaged["preprocessing"]["label_values"] != [0, 1]:
        failures.append(f"new head: label values {packaged['preprocessing']['label_values']}")
    if probabilities(other_run, scan, "newhead").reshape(-1, 2).shape[1] != 2:
        failures.append("new head: not two classes")

    two = write_dataset("twochannels", LABELS, channels=2, cases=2, seed=2)
    refused = run(CLI, "train", two, "--init-from", model, "--epochs", "1", "--out", os.path.join(WORK, "refused"), expect=2)
    if "plans.json" not in refused.stderr or "channel" not in refused.stderr:
        failures.append("two channels: " + refused.stderr)

    for failure in failures:
        print("FAIL: " + failure)
    print("PASS" if not failures else f"{len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
