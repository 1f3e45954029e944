"""Training-step throughput of the same U-Net, batch and optimizer in PyTorch
(eager, and torch.compile where PyTorch >= 2 offers it), for side-by-side
comparison with segstudio-bench-train --synthetic. Prints one JSON object.

    python3 train_step.py --config RUN/config.json [--device cpu|cuda]
        [--precision fp32|tf32|fp16|bf16] [--compile] [--channels-last]
"""
import argparse
import contextlib
import json
import resource
import statistics
import time

import torch

from unet import PlainUNet, deep_supervision_loss, deep_supervision_weights


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--config", required=True)
    p.add_argument("--device", default="cpu")
    p.add_argument("--precision", default="fp32")
    p.add_argument("--steps", type=int, default=20)
    p.add_argument("--warmup", type=int, default=3)
    p.add_argument("--threads", type=int, default=0)
    p.add_argument("--batch", type=int, default=0)
    p.add_argument("--classes", type=int, default=3)
    p.add_argument("--compile", action="store_true")
    p.add_argument("--channels-last", action="store_true")
    a = p.parse_args()
    cfg = json.load(open(a.config))
    if a.threads:
        torch.set_num_threads(a.threads)
    elif cfg.get("threads"):
        torch.set_num_threads(cfg["threads"])
    device = torch.device(a.device)
    net_cfg = cfg["network"]
    batch = a.batch or cfg["batch_size"]
    px, py, pz = cfg["patch_size_xyz"]
    spatial = [py, px] if net_cfg["dimensions"] == 2 else [pz, py, px]
    if a.precision == "tf32":
        torch.backends.cuda.matmul.allow_tf32 = True
        torch.backends.cudnn.allow_tf32 = True
    else:
        torch.backends.cuda.matmul.allow_tf32 = False
        torch.backends.cudnn.allow_tf32 = False
    torch.backends.cudnn.benchmark = True
    net = PlainUNet(net_cfg, 1, a.classes).to(device)
    fmt = torch.channels_last_3d if net_cfg["dimensions"] == 3 else torch.channels_last
    if a.channels_last:
        net = net.to(memory_format=fmt)
    model = torch.compile(net) if a.compile else net
    weights = deep_supervision_weights(len(net.decoder))
    opt_kw = {"foreach": True} if device.type == "cuda" and torch.__version__ >= "2" else {}
    opt = torch.optim.SGD(net.parameters(), lr=0.01, momentum=0.99, nesterov=True, weight_decay=3e-5, **opt_kw)
    dtype = {"fp16": torch.float16, "bf16": torch.bfloat16}.get(a.precision)
    # torch.amp.GradScaler(device) from PyTorch 2.3 on; torch.cuda.amp's is deprecated there.
    if hasattr(torch, "amp") and hasattr(torch.amp, "GradScaler"):
        scaler = torch.amp.GradScaler(device.type, enabled=a.precision == "fp16")
    else:
        scaler = torch.cuda.amp.GradScaler(enabled=a.precision == "fp16")
    x = torch.randn(batch, 1, *spatial, device=device)
    y = torch.randint(0, a.classes, (batch, 1, *spatial), device=device)
    if a.channels_last:
        x = x.contiguous(memory_format=fmt)

    def step():
        # fp32: no autocast context at all (CPU autocast accepts only bf16).
        with torch.autocast(device.type, dtype=dtype) if dtype is not None else contextlib.nullcontext():
            loss = deep_supervision_loss(model(x), y, weights)
        opt.zero_grad(set_to_none=True)
        scaler.scale(loss).backward()
        scaler.unscale_(opt)
        torch.nn.utils.clip_grad_norm_(net.parameters(), 12)
        scaler.step(opt)
        scaler.update()

    def sync():
        if device.type == "cuda":
            torch.cuda.synchronize()

    for _ in range(a.warmup):
        step()
    sync()
    if device.type == "cuda":
        torch.cuda.reset_peak_memory_stats()
    times = []
    for _ in range(a.steps):
        t = time.perf_counter()
        step()
        sync()
        times.append(time.perf_counter() - t)
    med = statistics.median(times)
    voxels = batch
    for s in spatial:
        voxels *= s
    print(json.dumps({
        "implementation": "pytorch-compile" if a.compile else "pytorch-eager",
        "torch": torch.__version__, "device": str(device), "precision": a.precision,
        "threads": torch.get_num_threads(), "channels_last": a.channels_last, "batch": batch,
        "median_step_ms": med * 1000, "samples_per_s": batch / med, "mvoxels_per_s": voxels / med / 1e6,
        "peak_device_bytes": torch.cuda.max_memory_allocated() if device.type == "cuda" else 0,
        "peak_resident_bytes": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024,
    }))


if __name__ == "__main__":
    main()
