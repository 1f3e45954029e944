#!/usr/bin/python3
"""Scans and what nnU-Net v2's default preprocessor makes of them, for
tst_nnunetpreprocessing: written here from nnU-Net's definitions with
numpy, scipy and scikit-image (not nnU-Net's code): crop to the non-zero
box, normalise (CTNormalization with the plans' percentiles, mean and std;
ZScoreNormalization inside the filled non-zero mask), new shape =
round(shape * spacing / target), then resample_data_or_seg_to_shape:
skimage.transform.resize(order 3, mode "edge", anti_aliasing False), with an
anisotropic axis resampled separately by map_coordinates(order 0, mode
"nearest") after in-plane resizes of each slice.
    nnunet_preprocessing.py OUT_DIR
(nnU-Net's steps: tests/support/nnunet_reference.py.)
Writes <case>.nii.gz (nibabel, RAS), <case>.json (target spacing xyz,
scheme, properties, reference size xyz) and <case>.raw (float32, x fastest)."""
import json
import os
import sys

import nibabel as nib
import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "support"))
from nnunet_reference import preprocess  # noqa: E402

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
rng = np.random.default_rng(20261205)


def body(shape, spacing):
    """A rounded body (an ellipsoid), zero outside, with a hole of zeros inside."""
    grid = np.meshgrid(*[(np.arange(n) - (n - 1) / 2) * s for n, s in zip(shape, spacing)], indexing="ij")
    extent = [0.42 * n * s for n, s in zip(shape, spacing)]
    inside = sum((g / e) ** 2 for g, e in zip(grid, extent)) <= 1
    hole = sum((g / (0.15 * e)) ** 2 for g, e in zip(grid, extent)) <= 1
    return inside & ~hole


cases = {
    # CT: 2.5 mm slices of 0.7 mm pixels onto 3 x 0.8 x 0.8 (z resampled separately), CT normalisation.
    "ct_anisotropic": dict(shape=(30, 70, 64), spacing=(2.5, 0.7, 0.7), target=(3.0, 0.8, 0.8), scheme="CTNormalization",
                           values=lambda s: rng.normal(40, 300, s)),
    # MRI: 1.2 x 1 x 1 mm onto 1.5 mm isotropic (every axis cubic), z-scores inside the mask.
    "mri_isotropic": dict(shape=(40, 50, 45), spacing=(1.2, 1.0, 1.0), target=(1.5, 1.5, 1.5), scheme="ZScoreNormalization",
                          values=lambda s: rng.gamma(4.0, 60.0, s)),
    # MRI, thick slices upsampled: 4 mm onto 1 mm (the target decides nothing; the source is anisotropic).
    "mri_thick_slices": dict(shape=(12, 48, 40), spacing=(4.0, 0.9, 0.9), target=(1.0, 1.0, 1.0), scheme="ZScoreNormalization",
                             values=lambda s: rng.gamma(3.0, 80.0, s)),
}
properties = {"percentile_00_5": -200.0, "percentile_99_5": 350.0, "mean": 60.0, "std": 110.0}
for name, c in cases.items():
    zyx = c["values"](c["shape"]).astype(np.float32)
    zyx[np.abs(zyx) < 1e-3] = 1.0
    zyx[~body(c["shape"], c["spacing"])] = 0
    sz, sy, sx = c["spacing"]
    nib.save(nib.Nifti1Image(np.transpose(zyx, (2, 1, 0)), np.diag([-sx, -sy, sz, 1.0])), os.path.join(out, name + ".nii.gz"))
    reference, _ = preprocess(zyx, c["spacing"], c["target"], c["scheme"], properties)
    reference.astype("<f4").tofile(os.path.join(out, name + ".raw"))
    json.dump({"target_spacing_xyz": list(c["target"][::-1]), "scheme": c["scheme"], "properties": properties,
               "size_xyz": list(reference.shape[::-1])}, open(os.path.join(out, name + ".json"), "w"))
