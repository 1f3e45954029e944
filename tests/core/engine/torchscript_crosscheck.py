#!/usr/bin/python3
"""Loads a TorchScript module exported by SegStudio in Debian's PyTorch and
checks its logits on a fixed input against SegStudio's own (tst_torchscript).

usage: torchscript_crosscheck.py MODULE INPUT.f32 EXPECTED.f32 SHAPE CLASSES TOLERANCE PRECISION
  SHAPE       the input's shape, comma-separated (N,C,Z,Y,X or N,C,Y,X)
  TOLERANCE   largest allowed max|difference| / max|expected logit|
  PRECISION   fp32 or bf16: the dtype every parameter must have
Prints the measured difference; exit 0 when within the tolerance, 1 otherwise."""
import sys

import numpy as np
import torch


def main():
    module_path, input_path, expected_path, shape, classes, tolerance, precision = sys.argv[1:8]
    shape = [int(s) for s in shape.split(",")]
    classes, tolerance = int(classes), float(tolerance)
    module = torch.jit.load(module_path, map_location="cpu")
    module.eval()
    dtype = {"fp32": torch.float32, "bf16": torch.bfloat16}[precision]
    wrong = [name for name, p in module.named_parameters() if p.dtype != dtype]
    if wrong:
        sys.exit(f"FAIL: parameters not in {precision}: {wrong[:5]}")
    x = torch.from_numpy(np.fromfile(input_path, dtype=np.float32).reshape(shape))
    expected = torch.from_numpy(np.fromfile(expected_path, dtype=np.float32).reshape([shape[0], classes] + shape[2:]))
    with torch.no_grad():
        logits = module(x)
    if logits.dtype != torch.float32 or list(logits.shape) != list(expected.shape):
        sys.exit(f"FAIL: logits {logits.dtype} {list(logits.shape)}, expected float32 {list(expected.shape)}")
    relative = float((logits - expected).abs().max() / expected.abs().max())
    same_classes = float((logits.argmax(1) == expected.argmax(1)).float().mean())
    print(f"torch {torch.__version__}: max |difference| {relative:.2e} of the largest logit "
          f"(tolerance {tolerance:g}); same class in {100 * same_classes:.3f} % of voxels")
    if relative > tolerance:
        sys.exit(1)


if __name__ == "__main__":
    main()
