#!/usr/bin/python3
"""Grow from seeds on the shared hippocampus dataset (segstudio-cli grow).

For the first N cases: seeds of a ball of radius sqrt(2) voxels at each
structure's centre, background seeds on the outline of both structures'
bounding box widened by 3 voxels in the three orthogonal slices through their
centre; then corrective strokes (3x3 voxels in one slice, the true label, at
a random wrongly labelled voxel). Prints the mean Dice per structure after 0,
5 and 10 strokes.
  /usr/bin/python3 bench/python/grow_hippocampus.py [--cases 20]
"""
import argparse
import glob
import os
import subprocess
import tempfile

import nibabel as nib
import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BACKGROUND = 9


def first_seeds(labels):
    seeds = np.zeros(labels.shape, np.uint8)
    x, y, z = np.ogrid[:labels.shape[0], :labels.shape[1], :labels.shape[2]]
    for label in (1, 2):
        c = np.argwhere(labels == label).mean(0).round().astype(int)
        seeds[((x - c[0]) ** 2 + (y - c[1]) ** 2 + (z - c[2]) ** 2 <= 2) & (labels == label)] = label
    fg = np.argwhere(labels > 0)
    lo = np.maximum(fg.min(0) - 3, 0)
    hi = np.minimum(fg.max(0) + 3, np.array(labels.shape) - 1)
    c = fg.mean(0).round().astype(int)
    for axis in range(3):
        outer = [slice(lo[a], hi[a] + 1) for a in range(3)]
        inner = [slice(lo[a] + 1, hi[a]) for a in range(3)]
        outer[axis] = inner[axis] = c[axis]
        ring = np.zeros(labels.shape, bool)
        ring[tuple(outer)] = True
        ring[tuple(inner)] = False
        seeds[ring & (labels == 0)] = BACKGROUND
    return seeds


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cases", type=int, default=20)
    parser.add_argument("--cli", default=os.path.join(ROOT, "build/bin/segstudio-cli"))
    parser.add_argument("--data", default=os.path.join(ROOT, "../shared/data/hippocampus"))
    args = parser.parse_args()
    rng = np.random.default_rng(1)
    dice = {k: {1: [], 2: []} for k in (0, 5, 10)}
    work = tempfile.mkdtemp(prefix="grow-hippocampus-")
    seeds_file, out_file = os.path.join(work, "seeds.nii.gz"), os.path.join(work, "out.nii.gz")
    for label_file in sorted(glob.glob(args.data + "/labelsTr/*.nii.gz"))[: args.cases]:
        image_file = os.path.join(args.data, "imagesTr", os.path.basename(label_file))
        header = nib.load(label_file)
        labels = np.asarray(header.dataobj).astype(int)
        seeds = first_seeds(labels)
        for stroke in range(11):
            nib.save(nib.Nifti1Image(seeds, header.affine), seeds_file)
            subprocess.run([args.cli, "grow", "--image", image_file, "--seeds", seeds_file, "--output", out_file,
                            "--background-seed", str(BACKGROUND)], check=True, capture_output=True)
            grown = np.asarray(nib.load(out_file).dataobj)
            if stroke in dice:
                for label in (1, 2):
                    t, g = labels == label, grown == label
                    dice[stroke][label].append(2 * (t & g).sum() / (t.sum() + g.sum()))
            wrong = np.argwhere(grown != labels)
            if len(wrong) == 0:
                continue
            p = wrong[rng.integers(len(wrong))]
            patch = tuple(slice(max(p[a] - 1, 0), p[a] + 2) if a < 2 else slice(p[a], p[a] + 1) for a in range(3))
            true = labels[tuple(p)]
            seeds[patch] = np.where((labels[patch] == true) & (seeds[patch] == 0),
                                    BACKGROUND if true == 0 else true, seeds[patch])
    for stroke in (0, 5, 10):
        print("strokes %2d: " % stroke + "  ".join(
            "structure %d mean Dice %.3f" % (label, np.mean(dice[stroke][label])) for label in (1, 2)))


if __name__ == "__main__":
    main()
