"""A synthetic uint16 MetaImage of 512 x 512 x N voxels (N from the size in
GiB): balls of brighter tissue every 128 voxels on a darker background, with
seeded noise per slice. Written a slab at a time, so it never needs the
memory it fills; for the block-wise and larger-than-memory benchmarks.
    /usr/bin/python3 bench/python/big_scan.py OUT.mha GIB
"""
import sys

import numpy as np


def write_big_scan(path, gib):
    depth = int(round(gib * 2**30 / (512 * 512 * 2)))
    with open(path, "wb") as f:  # MetaImage header, then the voxels
        f.write((f"ObjectType = Image\nNDims = 3\nBinaryData = True\nBinaryDataByteOrderMSB = False\n"
                 f"CompressedData = False\nElementSpacing = 1 1 1\nDimSize = 512 512 {depth}\n"
                 f"ElementType = MET_USHORT\nElementDataFile = LOCAL\n").encode())
        y = np.arange(512)[:, None]
        xx = np.arange(512)[None, :]
        for first in range(0, depth, 64):
            rows = min(64, depth - first)
            slab = np.empty((rows, 512, 512), np.uint16)
            for r in range(rows):
                zz = first + r
                d = ((xx % 128 - 64) ** 2 + (y % 128 - 64) ** 2 + ((zz % 128) - 64) ** 2)
                slab[r] = np.where(d < 40 ** 2, 900, 300) + (np.random.default_rng(zz).normal(0, 30, (512, 512))).astype(np.int16)
            f.write(slab.tobytes())
    return depth


if __name__ == "__main__":
    print(write_big_scan(sys.argv[1], float(sys.argv[2])))
