#!/usr/bin/python3
"""Instance segmentation end to end with segstudio-cli, checked independently:
phantoms of touching cells (2D, 16-bit PNG label maps; 3D, NIfTI) train an
instance model with no extra flag (dataset.json "instances": true), predict
held-out cases (PNG in -> PNG out, one id per cell) and evaluate them. The
instance metrics are recomputed here with numpy/scipy as StarDist's
matching does (IoU matrix, scipy's linear_sum_assignment, a match where
IoU >= threshold, counts pooled over the cases) and must equal evaluate's;
AP@0.5 (TP / (TP + FP + FN)) must reach 0.9 on the held-out cases; every
predicted id must be one connected object.

usage: instances_cli.py SEGSTUDIO_CLI WORK_FOLDER
Exit 77 (CTest: skipped) when numpy, scipy or nibabel is missing."""
import json
import os
import shutil
import struct
import sys
import zlib

import cli_check

nibabel, np, ndimage, optimize = cli_check.require("nibabel", "numpy", "scipy.ndimage", "scipy.optimize")

CLI, WORK = sys.argv[1], sys.argv[2]
THRESHOLDS = (0.5, 0.75)


def run(*arguments, expect=0):
    result = cli_check.run(CLI, *arguments, expect=expect)
    return result.stdout + result.stderr


def read_png(path):
    """Greyscale 8/16-bit, non-interlaced PNG (what ITK writes), decoded here."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    at, idat = 8, b""
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert colour == 0 and interlace == 0 and depth in (8, 16), (path, colour, depth)
        elif kind == b"IDAT":
            idat += body
        at += 12 + length
    raw = zlib.decompress(idat)
    step = depth // 8
    stride = width * step
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - step] if i >= step else 0
            up, corner = previous[i], previous[i - step] if i >= step else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(line))
        previous = line
    return np.frombuffer(b"".join(rows), dtype=">u2" if depth == 16 else np.uint8).reshape(height, width).astype(np.int64)


def read_labels(path):
    return read_png(path) if path.endswith(".png") else np.asarray(nibabel.load(path).dataobj).astype(np.int64)


def matching(pred, ref):
    """StarDist's matching: objects are ids > 0; IoU matrix; optimal assignment."""
    p_ids, r_ids = np.unique(pred[pred > 0]), np.unique(ref[ref > 0])
    overlap = np.zeros((len(p_ids), len(r_ids)))
    p_index = {v: i for i, v in enumerate(p_ids)}
    r_index = {v: i for i, v in enumerate(r_ids)}
    both = (pred > 0) & (ref > 0)
    pairs, counts = np.unique(np.stack([pred[both], ref[both]]), axis=1, return_counts=True)
    for (a, b), n in zip(pairs.T, counts):
        overlap[p_index[a], r_index[b]] = n
    p_size = np.array([np.sum(pred == v) for v in p_ids])
    r_size = np.array([np.sum(ref == v) for v in r_ids])
    iou = overlap / (p_size[:, None] + r_size[None, :] - overlap)
    counts = {}
    for t in THRESHOLDS:
        if iou.size == 0:
            counts[t] = 0
            continue
        ok = iou >= t
        rows, cols = optimize.linear_sum_assignment(-(ok.astype(float) + iou / (2 * max(1, ok.sum()))))
        counts[t] = int(np.sum(ok[rows, cols]))
    return len(p_ids), len(r_ids), counts


def check_kind(kind, size, held_out, ending):
    root, test = os.path.join(WORK, kind), os.path.join(WORK, kind + "-test")
    run("phantom", "--kind", kind, "--cases", "8", "--seed", "3", "--size", *size, "--out", root)
    run("phantom", "--kind", kind, "--cases", str(held_out), "--seed", "1000", "--size", *size, "--out", test)
    config = os.path.join(WORK, "short.json")
    with open(config, "w") as f:
        json.dump({"epochs": 10, "iterations_per_epoch": 12, "seed": 3, "validation": {"interval_epochs": 5}}, f)
    run_folder = os.path.join(WORK, kind + "-run")
    run("train", root, "--config", config, "--cache", os.path.join(WORK, kind + "-cache"), "--out", run_folder)
    model = json.load(open(os.path.join(run_folder, "model", "model.json")))
    assert model["preprocessing"].get("instances") is True, model["preprocessing"]
    assert model["preprocessing"]["label_values"] == [0, 1, 2], model["preprocessing"]
    predictions = os.path.join(WORK, kind + "-predictions")
    run("predict", "--model", run_folder, "--input", os.path.join(test, "imagesTr"), "--output", predictions)
    out = os.path.join(WORK, kind + "-evaluation")
    printed = run("evaluate", "--pred", predictions, "--gt", os.path.join(test, "labelsTr"), "--out", out)
    print(printed)
    reported = json.load(open(out + ".json"))

    totals = {"predicted": 0, "reference": 0, **{t: 0 for t in THRESHOLDS}}
    for case in reported["cases"]:
        name = os.path.basename(case["reference"])
        assert name.endswith(ending), name
        pred = read_labels(os.path.join(predictions, name))
        ref = read_labels(os.path.join(test, "labelsTr", name))
        n_pred, n_ref, matched = matching(pred, ref)
        mine = case["instances"]
        assert (mine["predicted_objects"], mine["reference_objects"]) == (n_pred, n_ref), (name, mine, n_pred, n_ref)
        for t, entry in zip(THRESHOLDS, mine["matching"]):
            assert entry["iou_threshold"] == t and entry["true_positives"] == matched[t], (name, t, entry, matched)
        for v in np.unique(pred[pred > 0]):  # one id, one connected object
            _, pieces = ndimage.label(pred == v)
            assert pieces == 1, f"{name}: id {v} is {pieces} pieces"
        totals["predicted"] += n_pred
        totals["reference"] += n_ref
        for t in THRESHOLDS:
            totals[t] += matched[t]
    pooled = reported["instances"]
    assert pooled["predicted_objects"] == totals["predicted"] and pooled["reference_objects"] == totals["reference"]
    # References kept apart from their images, with the dataset.json beside
    # them: still instances (they were scored as label values before).
    apart = os.path.join(WORK, kind + "-references")
    shutil.copytree(os.path.join(test, "labelsTr"), apart)
    shutil.copy(os.path.join(test, "dataset.json"), apart)
    run("evaluate", "--pred", predictions, "--gt", apart, "--out", out + "-apart")
    assert json.load(open(out + "-apart.json"))["instances"] == pooled, "references apart: not scored as instances"
    ap = totals[0.5] / (totals["predicted"] + totals["reference"] - totals[0.5])
    assert abs(pooled["matching"][0]["average_precision"] - ap) < 1e-9, (pooled, ap)
    print(f"{kind}: {totals['reference']} cells held out, AP@0.5 {ap:.3f}, "
          f"AP@0.75 {pooled['matching'][1]['average_precision']:.3f}")
    assert ap >= 0.9, f"{kind}: AP@0.5 {ap:.3f} < 0.9"


shutil.rmtree(WORK, ignore_errors=True)
os.makedirs(WORK)
check_kind("cells2d", ["128", "128", "1"], 4, ".png")
check_kind("cells3d", ["48", "48", "32"], 3, ".nii.gz")

# An instance dataset declares one object label; anything else is refused with the reason.
bad = os.path.join(WORK, "cells2d-test")
dataset = json.load(open(os.path.join(bad, "dataset.json")))
dataset["labels"]["nucleus"] = 2
json.dump(dataset, open(os.path.join(bad, "dataset.json"), "w"))
refused = run("dataset", "check", bad, expect=2)  # 2: bad input
assert "an instance dataset declares" in refused, refused
print("PASS")
