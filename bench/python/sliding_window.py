"""A plain PyTorch eager sliding window with Gaussian weighting, the same
algorithm and settings as segstudio-bench-infer (core/engine/infer/
SlidingWindow.cpp): window starts spread evenly at the given overlap,
a Gaussian importance map (sigma = 1/8 of the patch, normalised to a
maximum of 1, zeros replaced by the smallest weight), batches of windows,
weighted logits summed on the volume's grid, divided by the summed weights,
softmax. The same U-Net (unet.py), randomly initialised, on a random
z-scored volume. Prints one JSON object, as segstudio-bench-infer does.

    /usr/bin/python3 sliding_window.py --config config.json --size X Y Z
        [--overlap 0.5] [--window-batch 4] [--precision fp32|bf16]
        [--threads N] [--repeats 3] [--tta]
"""
import argparse
import itertools
import json
import math
import statistics
import time

import torch

from unet import PlainUNet


def window_starts(size, patch, overlap):
    if size <= patch:
        return [0]
    target_step = max(1.0, patch * (1.0 - overlap))
    steps = math.ceil((size - patch) / target_step) + 1
    actual = (size - patch) / (steps - 1)
    return [round(actual * i) for i in range(steps)]


def gaussian_importance(patch):
    importance = torch.ones(1, dtype=torch.float64)
    for extent in patch:
        sigma = extent / 8.0
        coordinate = torch.arange(extent, dtype=torch.float64) - (extent - 1) / 2.0
        importance = importance.unsqueeze(-1) * torch.exp(-coordinate ** 2 / (2 * sigma * sigma))
    importance = importance.squeeze(0)
    importance = importance / importance.max()
    importance[importance == 0] = importance[importance > 0].min()
    return importance.float()


def predict(net, batch, tta):
    logits = net(batch)[0].float()
    if not tta:
        return logits
    axes = [2, 3, 4]
    count = 1
    for n in range(1, len(axes) + 1):
        for flip in itertools.combinations(axes, n):
            logits = logits + torch.flip(net(torch.flip(batch, flip))[0].float(), flip)
            count += 1
    return logits / count


def sliding_window(net, image, patch, overlap, window_batch, precision, tta):
    classes = net.heads[-1].out_channels
    _, Z, Y, X = image.shape
    windows = [(z, y, x) for z in window_starts(Z, patch[0], overlap)
               for y in window_starts(Y, patch[1], overlap)
               for x in window_starts(X, patch[2], overlap)]
    logits = torch.zeros(classes, Z, Y, X)
    weights = torch.zeros(1, Z, Y, X)
    importance = gaussian_importance(patch)
    autocast = torch.autocast("cpu", dtype=torch.bfloat16, enabled=precision == "bf16")
    with torch.no_grad(), autocast:
        for first in range(0, len(windows), window_batch):
            group = windows[first:first + window_batch]
            crops = torch.stack([image[:, z:z + patch[0], y:y + patch[1], x:x + patch[2]] for z, y, x in group])
            prediction = predict(net, crops, tta) * importance
            for i, (z, y, x) in enumerate(group):
                logits[:, z:z + patch[0], y:y + patch[1], x:x + patch[2]] += prediction[i]
                weights[:, z:z + patch[0], y:y + patch[1], x:x + patch[2]] += importance
    return torch.softmax(logits / weights, 0)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--config", required=True)
    p.add_argument("--size", type=int, nargs=3, required=True, metavar=("X", "Y", "Z"))
    p.add_argument("--overlap", type=float, default=0.5)
    p.add_argument("--window-batch", type=int, default=4)
    p.add_argument("--precision", default="fp32", choices=["fp32", "bf16"])
    p.add_argument("--threads", type=int, default=0)
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("--classes", type=int, default=3)
    p.add_argument("--tta", action="store_true")
    a = p.parse_args()
    cfg = json.load(open(a.config))
    if a.threads:
        torch.set_num_threads(a.threads)
    torch.manual_seed(0)
    net = PlainUNet(cfg["network"], 1, a.classes).eval()
    x, y, z = a.size
    px, py, pz = cfg["patch_size_xyz"]
    image = torch.randn(1, z, y, x)
    sliding_window(net, image[:, :min(z, 2 * pz)], (pz, py, px), a.overlap, a.window_batch, a.precision, a.tta)
    seconds = []
    for _ in range(a.repeats):
        start = time.perf_counter()
        sliding_window(net, image, (pz, py, px), a.overlap, a.window_batch, a.precision, a.tta)
        seconds.append(time.perf_counter() - start)
    median = statistics.median(seconds)
    print(json.dumps({"implementation": "pytorch-eager", "torch": torch.__version__, "device": "cpu",
                      "precision": a.precision, "threads": torch.get_num_threads(), "volume_xyz": a.size,
                      "patch_xyz": cfg["patch_size_xyz"], "overlap": a.overlap, "tta": a.tta,
                      "seconds": median, "mvoxels_per_s": x * y * z / median / 1e6}))


if __name__ == "__main__":
    main()
