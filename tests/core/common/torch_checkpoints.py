#!/usr/bin/python3
"""Writes torch.save files for tst_torchcheckpoint with Debian's PyTorch:
one like nnU-Net's checkpoint_final.pth (tensors of several types and
views, numpy scalars and arrays, a torch.device) with its expected values in
expected.json, and hostile or damaged ones that must be refused without
running anything.
    torch_checkpoints.py OUT_DIR
"""
import collections
import json
import os
import pickle
import struct
import sys
import zipfile

import numpy as np
import torch

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
torch.manual_seed(7)

weights = collections.OrderedDict()
weights["encoder.conv.weight"] = torch.randn(2, 3, 3, 3)
weights["half"] = torch.randn(5).half()
weights["bf16"] = torch.randn(4).bfloat16()
weights["double"] = torch.randn(3, 2, dtype=torch.float64)
base = torch.randn(4, 6)
weights["view"] = base[1:, ::2].t()  # a non-contiguous view with an offset
weights["empty"] = torch.zeros(0, 3)
checkpoint = {
    "network_weights": weights,
    "trainer_name": "nnUNetTrainer",
    "inference_allowed_mirroring_axes": (0, 1, 2),
    "init_args": {"device": torch.device("cuda", 0), "fold": 0, "configuration": "3d_fullres"},
    "logging": {"mean_fg_dice": [np.float64(0.5), np.float64(0.75)], "ema": np.float32(0.25), "epochs": np.int64(7)},
    "flags": [True, None, 1.5, -3, 2 ** 40, "text", b"raw"],
    "array": np.arange(6, dtype=np.float32).reshape(2, 3),
}
torch.save(checkpoint, os.path.join(out, "weights.pth"))
expected = {name: {"sizes": list(t.shape), "values": t.double().flatten().tolist()} for name, t in weights.items()}
with open(os.path.join(out, "expected.json"), "w") as f:
    json.dump(expected, f)


class Evil:
    """Python's unpickler would run os.system while loading this."""

    def __reduce__(self):
        return (os.system, ("touch " + os.path.join(out, "EVIL_RAN"),))


torch.save({"network_weights": Evil()}, os.path.join(out, "evil.pth"))

data = open(os.path.join(out, "weights.pth"), "rb").read()
open(os.path.join(out, "truncated.pth"), "wb").write(data[: len(data) // 2])


def rewrite(name, change):
    """Copies weights.pth, letting `change(entry_name, bytes)` alter each record."""
    with zipfile.ZipFile(os.path.join(out, "weights.pth")) as src, zipfile.ZipFile(
            os.path.join(out, name), "w", zipfile.ZIP_STORED) as dst:
        for info in src.infolist():
            dst.writestr(info.filename, change(info.filename, src.read(info.filename)))


# A storage record shorter than the storage its tensors view.
rewrite("short_record.pth", lambda n, b: b[:8] if n.endswith("/data/0") else b)

# A record whose directory entry claims more bytes than the whole file.
data = bytearray(open(os.path.join(out, "weights.pth"), "rb").read())
at = 0
while True:
    at = data.find(b"PK\x01\x02", at)
    assert at >= 0
    name_length = struct.unpack_from("<H", data, at + 28)[0]
    if data[at + 46: at + 46 + name_length].endswith(b"/data/0"):
        struct.pack_into("<II", data, at + 20, 0x7FFFFFF0, 0x7FFFFFF0)
        break
    at += 4
open(os.path.join(out, "oversized.pth"), "wb").write(bytes(data))


def pickle_archive(name, payload):
    with zipfile.ZipFile(os.path.join(out, name), "w", zipfile.ZIP_STORED) as z:
        z.writestr("archive/data.pkl", payload)
        z.writestr("archive/version", "3\n")


loop = []
loop.append(loop)
pickle_archive("self_reference.pth", pickle.dumps(loop, protocol=2))
deep = []
for _ in range(150):
    deep = [deep]
pickle_archive("deep.pth", pickle.dumps(deep, protocol=2))
pickle_archive("subprocess.pth", pickle.dumps({"w": __import__("subprocess").Popen}, protocol=2))
