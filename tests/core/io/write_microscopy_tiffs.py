#!/usr/bin/python3
"""Writes microscopy TIFF files with tifffile (an independent writer) for
tst_microscopytiff: OME-TIFF in several dimension orders, tiled BigTIFF with
zlib, RGB pages (contiguous and separate planes), ImageJ hyperstacks, a plain
TIFF stack, tifffile's own (JSON) description
and a time series. For each file it writes <name>.raw, the voxels
in SegStudio's layout (z, y, x, channel; C order), and cases.json with what
a reader must report.

usage: write_microscopy_tiffs.py OUTPUT_FOLDER
"""
import json
import os
import sys

import numpy as np
import tifffile

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
rng = np.random.default_rng(20261127)
cases = []


def case(name, data, axes, canonical_axes, expect, **write):
    """data: array in `axes` as written; canonical_axes: its axes named from
    Z, Y, X, C (missing ones are added with size 1)."""
    path = os.path.join(out, name)
    tifffile.imwrite(path, data, **write)
    canonical = data
    names = list(canonical_axes)
    for axis in "ZYXC":
        if axis not in names:
            canonical = canonical[..., np.newaxis]
            names.append(axis)
    canonical = np.transpose(canonical, [names.index(a) for a in "ZYXC"])
    with open(path + ".raw", "wb") as raw:
        raw.write(np.ascontiguousarray(canonical).tobytes())
    z, y, x, c = canonical.shape
    expect.update({"file": name, "size": [x, y, z], "components": c, "axes": axes})
    cases.append(expect)


def u16(*shape):
    return rng.integers(0, 4000, size=shape, dtype=np.uint16)


# The example: 2 channels x 24 planes at 0.325 x 0.325 x 2 µm.
case("zcyx.ome.tif", u16(24, 2, 40, 50), "ZCYX", "ZCYX",
     {"format": "OME-TIFF", "spacing_mm": [0.325e-3, 0.325e-3, 2e-3], "type": "uint16",
      "channel_names": ["DAPI", "GFP"]},
     photometric="minisblack", metadata={"axes": "ZCYX", "PhysicalSizeX": 0.325, "PhysicalSizeY": 0.325,
                                         "PhysicalSizeZ": 2.0, "Channel": {"Name": ["DAPI", "GFP"]}})
# Channel-major planes (DimensionOrder XYZCT), signed 16-bit.
case("czyx.ome.tif", rng.integers(-900, 900, size=(3, 7, 21, 19), dtype=np.int16), "CZYX", "CZYX",
     {"format": "OME-TIFF", "spacing_mm": [0.5e-3, 0.25e-3, 1e-3], "type": "int16"},
     photometric="minisblack", metadata={"axes": "CZYX", "PhysicalSizeX": 0.5, "PhysicalSizeY": 0.25,
                                         "PhysicalSizeZ": 1.0})
# Tiled BigTIFF, zlib, tiles overhanging the edges, float32, units in nm.
case("tiled_bigtiff.ome.tif", rng.random((5, 2, 37, 45), dtype=np.float32), "ZCYX", "ZCYX",
     {"format": "OME-TIFF", "spacing_mm": [120e-6, 120e-6, 400e-6], "type": "float32"},
     photometric="minisblack", tile=(16, 16), bigtiff=True, compression="zlib",
     metadata={"axes": "ZCYX", "PhysicalSizeX": 120, "PhysicalSizeXUnit": "nm", "PhysicalSizeY": 120,
               "PhysicalSizeYUnit": "nm", "PhysicalSizeZ": 400, "PhysicalSizeZUnit": "nm"})
# A 2D RGB picture (one page, three samples per pixel).
case("rgb.ome.tif", rng.integers(0, 255, size=(30, 40, 3), dtype=np.uint8), "YXS", "YXC",
     {"format": "OME-TIFF", "spacing_mm": [0.5e-3, 0.5e-3, 0.5e-3], "type": "uint8"},
     photometric="rgb", metadata={"axes": "YXS", "PhysicalSizeX": 0.5, "PhysicalSizeY": 0.5})
# RGB stored as separate sample planes, zlib-compressed strips of 5 rows.
case("rgb_planar.ome.tif", rng.integers(0, 255, size=(3, 33, 26), dtype=np.uint8), "SYX", "CYX",
     {"format": "OME-TIFF", "spacing_mm": [1e-3, 1e-3, 1e-3], "type": "uint8"},
     photometric="rgb", planarconfig="separate", compression="zlib", rowsperstrip=5,
     metadata={"axes": "SYX", "PhysicalSizeX": 1.0, "PhysicalSizeY": 1.0})
# ImageJ hyperstack (Fiji's "Save As > Tiff"): channels fastest, then slices.
case("hyperstack_imagej.tif", u16(9, 2, 31, 27), "ZCYX", "ZCYX",
     {"format": "ImageJ TIFF", "spacing_mm": [0.2e-3, 0.2e-3, 1.5e-3], "type": "uint16"},
     imagej=True, resolution=(1 / 0.2, 1 / 0.2), metadata={"spacing": 1.5, "unit": "um", "axes": "ZCYX"})
# ImageJ 2D image with a micrometre scale ("\u00B5m" as ImageJ writes it).
case("plane_imagej.tif", rng.integers(0, 255, size=(25, 35), dtype=np.uint8), "YX", "YX",
     {"format": "ImageJ TIFF", "spacing_mm": [0.1e-3, 0.1e-3, 0.1e-3], "type": "uint8"},
     imagej=True, resolution=(10.0, 10.0), metadata={"unit": "\\u00B5m", "axes": "YX"})
# A plain multi-page TIFF (no OME-XML, ImageJ or tifffile description): its
# pages are the slices, and the header warns of the sizes it assumed.
case("plain_stack.tif", rng.integers(0, 255, size=(4, 12, 14), dtype=np.uint8), "ZYX", "ZYX",
     {"format": "TIFF", "spacing_mm": [1.0, 1.0, 1.0], "type": "uint8", "warning": "no physical pixel size"},
     photometric="minisblack", metadata=None)
case("plain_stack_resolution.tif", rng.integers(0, 4000, size=(5, 10, 9), dtype=np.uint16), "ZYX", "ZYX",
     {"format": "TIFF", "spacing_mm": [4e-3, 5e-3, 4e-3], "type": "uint16",
      "warning": "no distance between slices; read as the pixel width"},
     photometric="minisblack", metadata=None, resolution=(2500, 2000), resolutionunit="CENTIMETER")
# 32-bit integer label maps as scikit-image or Cellpose save them (ids over
# 65535): ITK's reader gave zeros; SegStudio's own reads them.
ids = np.zeros((40, 50), dtype=np.int32)
ids[3:12, 4:20], ids[20:35, 10:45], ids[0, 0] = 70000, 5, 123456789
case("labels_int32.tif", ids, "YX", "YX",
     {"format": "TIFF", "spacing_mm": [1.0, 1.0, 1.0], "type": "int32", "warning": "no physical pixel size"},
     photometric="minisblack", metadata=None)
case("labels_uint32_stack.tif", rng.integers(0, 2**32 - 1, size=(4, 12, 14), dtype=np.uint32), "ZYX", "ZYX",
     {"format": "TIFF", "spacing_mm": [4e-3, 5e-3, 4e-3], "type": "uint32",
      "warning": "no distance between slices; read as the pixel width"},
     photometric="minisblack", metadata=None, resolution=(2500, 2000), resolutionunit="CENTIMETER")
# tifffile's default description of a numpy stack (JSON "shape", optional
# "axes"; "spacing" and "unit" passed as metadata, as for ImageJ).
case("czyx_tifffile.tif", u16(2, 24, 40, 50), "CZYX", "CZYX",
     {"format": "tifffile TIFF", "spacing_mm": [0.325e-3, 0.325e-3, 2e-3], "type": "uint16"},
     photometric="minisblack", resolution=(1 / 0.325, 1 / 0.325),
     metadata={"axes": "CZYX", "spacing": 2.0, "unit": "um"})
# No axes: of the two leading axes the smaller is read as the channels, with a warning.
case("unnamed_tifffile.tif", rng.integers(0, 255, size=(11, 3, 20, 30), dtype=np.uint8), "ZCYX", "ZCYX",
     {"format": "tifffile TIFF", "spacing_mm": [0.25e-3, 0.25e-3, 1.5e-3], "type": "uint8",
      "warning": "read as ZCYX"},
     photometric="minisblack", resolution=(4.0, 4.0), metadata={"spacing": 1.5, "unit": "um"})
# A stack with a pixel size but no slice distance: the pixel width, with a warning.
case("no_spacing_tifffile.tif", rng.integers(0, 255, size=(6, 20, 30), dtype=np.uint8), "ZYX", "ZYX",
     {"format": "tifffile TIFF", "spacing_mm": [4e-3, 5e-3, 4e-3], "type": "uint8",
      "warning": "no distance between slices; read as the pixel width"},
     photometric="minisblack", resolution=(2500, 2000), resolutionunit="CENTIMETER")
# An unusable PhysicalSizeX: square pixels from PhysicalSizeY, with a warning.
case("negative_size.ome.tif", u16(4, 16, 18), "ZYX", "ZYX",
     {"format": "OME-TIFF", "spacing_mm": [0.5e-3, 0.5e-3, 2e-3], "type": "uint16",
      "warning": "not a positive number"},
     photometric="minisblack",
     metadata={"axes": "ZYX", "PhysicalSizeX": -0.5, "PhysicalSizeY": 0.5, "PhysicalSizeZ": 2.0})
tifffile.imwrite(os.path.join(out, "timeseries_tifffile.tif"), u16(3, 4, 10, 10), photometric="minisblack",
                 metadata={"axes": "TZYX"})
cases.append({"file": "timeseries_tifffile.tif", "error": "time points"})
# A time series: refused with a reason, not read as channels or slices.
path = os.path.join(out, "timeseries.ome.tif")
tifffile.imwrite(path, u16(3, 4, 10, 10), photometric="minisblack", metadata={"axes": "TZYX"})
cases.append({"file": "timeseries.ome.tif", "error": "3 time points"})

# OME-XML declaring more planes than the file has pages.
ome = ('<?xml version="1.0" encoding="UTF-8"?><OME xmlns="http://www.openmicroscopy.org/Schemas/OME/2016-06">'
       '<Image ID="Image:0"><Pixels ID="Pixels:0" DimensionOrder="XYZCT" Type="uint16" SizeX="10" SizeY="10" '
       'SizeC="1" SizeZ="5" SizeT="1"><Channel ID="Channel:0:0" SamplesPerPixel="1"/>'
       '<TiffData IFD="0" PlaneCount="5"/></Pixels></Image></OME>')
tifffile.imwrite(os.path.join(out, "missing_pages.ome.tif"), u16(2, 10, 10), description=ome, metadata=None,
                 photometric="minisblack")
cases.append({"file": "missing_pages.ome.tif", "error": "needs page 3 (counting from 1), but the file has only 2 pages"})
# Damaged files: a cut ImageJ stack (pages lost), and zlib tiles overwritten.
with open(os.path.join(out, "hyperstack_imagej.tif"), "rb") as f:
    whole = f.read()
with open(os.path.join(out, "cut_imagej.tif"), "wb") as f:
    f.write(whole[: len(whole) * 2 // 3])
cases.append({"file": "cut_imagej.tif", "error": "a cut file"})
with open(os.path.join(out, "tiled_bigtiff.ome.tif"), "rb") as f:
    whole = bytearray(f.read())
middle = len(whole) // 2
whole[middle:middle + 64] = b"\xff" * 64
with open(os.path.join(out, "broken_tiles.ome.tif"), "wb") as f:
    f.write(whole)
cases.append({"file": "broken_tiles.ome.tif", "error": "broken_tiles.ome.tif"})

with open(os.path.join(out, "cases.json"), "w") as f:
    json.dump(cases, f, indent=1)
