"""MONAI bundles written the way MONAI's model zoo ships them, for the
tests (monai_bundle.py, tst_worklist): configs/metadata.json,
configs/inference.json in MONAI's config syntax ("@" references, "$"
expressions in entries SegStudio does not read), models/model.ts from
torch.jit.script, and a LICENSE.

Run as a program: writes an MRI bundle (RAS, a coarser Spacingd,
NormalizeIntensityd, CropForegroundd, Gaussian windows) into FOLDER and
prints the bundle's path; with "png" after FOLDER, a 2D bundle whose
Orientationd ("PL") turns a PNG as PILReader sees it, and prints the
bundle's path and the PNG's (a seeded 37 x 29 phantom), a line each."""
import json
import os
import sys

import torch


class Net(torch.nn.Module):
    """Logits that depend on intensity and on its slope along the array's
    first and last axes: a flipped or transposed window changes them."""

    def __init__(self, dims, classes, seed):
        super().__init__()
        conv = torch.nn.Conv3d if dims == 3 else torch.nn.Conv2d
        self.first = conv(1, 4, 3, padding=1)
        self.second = conv(4, classes, 1)
        generator = torch.Generator().manual_seed(seed)
        with torch.no_grad():
            w = torch.zeros_like(self.first.weight)
            centre = (1,) * dims
            w[(0, 0) + centre] = 1.0                              # intensity
            w[(1, 0) + (0,) + (1,) * (dims - 1)] = -1.0           # slope along the first axis
            w[(1, 0) + (2,) + (1,) * (dims - 1)] = 1.0
            w[(2, 0) + (1,) * (dims - 1) + (0,)] = -1.0           # slope along the last axis
            w[(2, 0) + (1,) * (dims - 1) + (2,)] = 1.0
            w[3, 0] = 1.0 / 3 ** dims                            # local mean
            self.first.weight.copy_(w + 0.05 * torch.randn(w.shape, generator=generator))
            self.first.bias.zero_()
            mix = torch.tensor([[-2.0, 0, 0, 0.5], [2.0, 3.0, 0, -0.5], [0.5, 0, 4.0, 1.0]])[:classes]
            self.second.weight.copy_(mix.reshape(self.second.weight.shape) + 0.05 * torch.randn(
                self.second.weight.shape, generator=generator))
            self.second.bias.copy_(torch.tensor([0.5, -0.6, -1.2])[:classes])

    def forward(self, x):
        return self.second(torch.tanh(self.first(x)))


def write_bundle(work, name, dims, classes, preprocessing, inferer, postprocessing, seed=3, yaml=False, module=True):
    """A bundle folder in `work`; returns (folder, network)."""
    folder = os.path.join(work, name)
    os.makedirs(os.path.join(folder, "configs"))
    os.makedirs(os.path.join(folder, "models"))
    network = Net(dims, classes, seed).eval()
    if module:
        torch.jit.script(network).save(os.path.join(folder, "models", "model.ts"))
    names = {"0": "background", "1": "body", "2": "organ"} if classes > 1 else {"0": "organ"}
    metadata = {
        "schema": "https://github.com/Project-MONAI/MONAI-extra-test-data/releases/download/0.8.1/meta_schema_20220324.json",
        "version": "0.1.0", "name": name, "task": "test bundle",
        "network_data_format": {
            "inputs": {"image": {"type": "image", "num_channels": 1, "spatial_shape": [16] * dims,
                                 "dtype": "float32", "channel_def": {"0": "image"}}},
            "outputs": {"pred": {"type": "image", "format": "segmentation", "num_channels": classes,
                                 "spatial_shape": [16] * dims, "dtype": "float32",
                                 "channel_def": {k: v for k, v in names.items() if int(k) < classes}}}}}
    with open(os.path.join(folder, "configs", "metadata.json"), "w") as f:
        json.dump(metadata, f, indent=2)
    inference = {
        "imports": ["$import glob", "$import os"],
        "bundle_root": ".",
        "image_key": "image",
        "output_dir": "$@bundle_root + '/eval'",
        "device": "$torch.device('cuda:0' if torch.cuda.is_available() else 'cpu')",
        "datalist": "$list(sorted(glob.glob(@bundle_root + '/*.nii.gz')))",
        "network_def": {"_target_": "UNet", "spatial_dims": dims},
        "network": "$@network_def.to(@device)",
        "preprocessing": {"_target_": "Compose", "transforms": preprocessing},
        "inferer": inferer,
        "postprocessing": {"_target_": "Compose", "transforms": postprocessing},
        "evaluator": {"_target_": "SupervisedEvaluator", "device": "@device", "inferer": "@inferer"},
    }
    with open(os.path.join(folder, "configs", "inference.yaml" if yaml else "inference.json"), "w") as f:
        if yaml:  # as the zoo's YAML bundles are written: PyYAML, block style, a comment
            import yaml as pyyaml
            f.write("# written by monai_fixtures.py\n")
            pyyaml.safe_dump(inference, f, sort_keys=False)
        else:
            json.dump(inference, f, indent=2)
    with open(os.path.join(folder, "LICENSE"), "w") as f:
        f.write("Test weights: no licence terms.\n")
    return folder, network


LOAD = [{"_target_": "LoadImaged", "keys": "@image_key"}, {"_target_": "EnsureChannelFirstd", "keys": "image"}]
SOFTMAX_POST = [{"_target_": "Activationsd", "keys": "pred", "softmax": True},
                {"_target_": "Invertd", "keys": "pred", "transform": "@preprocessing", "orig_keys": "image",
                 "nearest_interp": False},
                {"_target_": "AsDiscreted", "keys": "pred", "argmax": True},
                {"_target_": "SaveImaged", "keys": "pred", "output_dir": "@output_dir", "output_dtype": "$numpy.uint8"}]




if __name__ == "__main__":
    torch.set_num_threads(1)
    os.makedirs(sys.argv[1], exist_ok=True)
    if sys.argv[2:] == ["png"]:
        import numpy as np
        from PIL import Image
        rng = np.random.default_rng(4)
        rows, columns = np.mgrid[0:29, 0:37]
        disc = (rows - 12) ** 2 + (columns - 22) ** 2 < 60
        pixels = np.clip(40 + 2 * columns + 120 * disc + rng.normal(0, 8, rows.shape), 0, 255).astype(np.uint8)
        png = os.path.join(sys.argv[1], "phantom.png")
        Image.fromarray(pixels).save(png)
        pre = LOAD + [{"_target_": "Orientationd", "keys": "image", "axcodes": "PL"},
                      {"_target_": "NormalizeIntensityd", "keys": "image"}]
        bundle, _ = write_bundle(sys.argv[1], "png_bundle", 2, 3, pre,
                                 {"_target_": "SlidingWindowInferer", "roi_size": [12, 16], "overlap": 0.5,
                                  "mode": "gaussian"}, SOFTMAX_POST, seed=13)
        print(bundle)
        print(png)
        sys.exit(0)
    mri = LOAD + [{"_target_": "Orientationd", "keys": "image", "axcodes": "RAS"},
                  {"_target_": "Spacingd", "keys": "image", "pixdim": [1.3, 1.3, 1.3], "mode": "bilinear"},
                  {"_target_": "NormalizeIntensityd", "keys": "image", "nonzero": False},
                  {"_target_": "CropForegroundd", "keys": "image", "source_key": "image", "margin": 1}]
    bundle, _ = write_bundle(sys.argv[1], "mri_bundle", 3, 3, mri,
                             {"_target_": "SlidingWindowInferer", "roi_size": [16, 16, 8], "overlap": 0.5,
                              "mode": "gaussian"}, SOFTMAX_POST)
    print(bundle)
