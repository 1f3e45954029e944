"""A synthetic uint16 scan of 512 x 512 x N voxels (N from the size in GiB):
balls of brighter tissue every 128 voxels on a darker background, with
seeded noise per slice, 1 mm voxels. Written a slab (or page) at a time, so
it never needs the memory it fills; for the block-wise and larger-than-memory
benchmarks. OUT ending in .ome.tif: an OME-TIFF (BigTIFF) written page by
page by tifffile; otherwise an uncompressed MetaImage.
    /usr/bin/python3 bench/python/big_scan.py OUT.mha|OUT.ome.tif GIB
"""
import sys

import numpy as np


def big_slice(z):
    y = np.arange(512)[:, None]
    xx = np.arange(512)[None, :]
    d = ((xx % 128 - 64) ** 2 + (y % 128 - 64) ** 2 + ((z % 128) - 64) ** 2)
    return (np.where(d < 40 ** 2, 900, 300) + np.random.default_rng(z).normal(0, 30, (512, 512)).astype(np.int16)).astype(np.uint16)


def write_big_scan(path, gib):
    depth = int(round(gib * 2**30 / (512 * 512 * 2)))
    if path.endswith(".ome.tif"):
        import tifffile
        tifffile.imwrite(path, (big_slice(z) for z in range(depth)), shape=(depth, 512, 512), dtype="uint16",
                         ome=True, bigtiff=True, metadata={"axes": "ZYX", "PhysicalSizeX": 1, "PhysicalSizeXUnit": "mm",
                                                           "PhysicalSizeY": 1, "PhysicalSizeYUnit": "mm",
                                                           "PhysicalSizeZ": 1, "PhysicalSizeZUnit": "mm"})
        return depth
    with open(path, "wb") as f:  # MetaImage header, then the voxels
        f.write((f"ObjectType = Image\nNDims = 3\nBinaryData = True\nBinaryDataByteOrderMSB = False\n"
                 f"CompressedData = False\nElementSpacing = 1 1 1\nDimSize = 512 512 {depth}\n"
                 f"ElementType = MET_USHORT\nElementDataFile = LOCAL\n").encode())
        for first in range(0, depth, 64):
            slab = np.stack([big_slice(z) for z in range(first, min(depth, first + 64))])
            f.write(slab.tobytes())
    return depth


if __name__ == "__main__":
    print(write_big_scan(sys.argv[1], float(sys.argv[2])))
