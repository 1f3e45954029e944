#!/usr/bin/python3
"""Writes OME-Zarr stores (OME-NGFF v0.4, Zarr v2) with python3-zarr (an
independent writer) for tst_omezarr: channels and z with blosc chunks and
three levels, a time series with nested chunk folders, zlib, nanometres and
a translation, a 2D image without units, an uncompressed store with a
scale on the whole image, and damaged stores. For each readable store it
writes <name>.raw, level 0's first time point in SegStudio's layout (z, y,
x, channel; C order), and cases.json with what a reader must report.

usage: write_ome_zarr.py OUTPUT_FOLDER
"""
import json
import os
import shutil
import sys

import numpy as np
import zarr
from numcodecs import Blosc, Zlib

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
rng = np.random.default_rng(20261202)
cases = []


def axis(name):
    kind = {"t": "time", "c": "channel"}.get(name, "space")
    entry = {"name": name, "type": kind}
    return entry


def store(name, data, axes, scales, units=None, translation=None, whole_scale=None, levels=1, channel_labels=None,
          **create):
    """data: level 0 in the order of `axes` (a string such as "czyx");
    scales: level 0's scale per axis; each further level halves y and x."""
    path = os.path.join(out, name)
    shutil.rmtree(path, ignore_errors=True)
    root = zarr.open_group(path, mode="w")
    datasets = []
    level = data
    for index in range(levels):
        root.create_dataset(str(index), data=level, **create)
        factor = [2 ** index if a in "yx" else 1 for a in axes]
        transforms = [{"type": "scale", "scale": [s * f for s, f in zip(scales, factor)]}]
        if translation:
            transforms.append({"type": "translation", "translation": translation})
        datasets.append({"path": str(index), "coordinateTransformations": transforms})
        level = level[tuple(slice(None, None, 2) if a in "yx" else slice(None) for a in axes)]
    described = []
    for a in axes:
        entry = axis(a)
        if entry["type"] == "space" and units:
            entry["unit"] = units
        described.append(entry)
    image = {"version": "0.4", "name": name, "axes": described, "datasets": datasets}
    if whole_scale:
        image["coordinateTransformations"] = [{"type": "scale", "scale": whole_scale}]
    root.attrs["multiscales"] = [image]
    if channel_labels:  # OME-NGFF's "omero" rendering block, as napari and OMERO write it
        root.attrs["omero"] = {"channels": [{"label": label, "color": "FFFFFF", "active": True}
                                            for label in channel_labels]}
    return path


def canonical(data, axes):
    """Level 0's first time point as z, y, x, c (C order)."""
    names = list(axes)
    if "t" in names:
        data = np.take(data, 0, axis=names.index("t"))
        names.remove("t")
    for a in "zyxc":
        if a not in names:
            data = data[..., np.newaxis]
            names.append(a)
    return np.ascontiguousarray(np.transpose(data, [names.index(a) for a in "zyxc"]))


def case(name, data, axes, expect, **write):
    store(name, data, axes, **write)
    volume = canonical(data, axes)
    with open(os.path.join(out, name + ".raw"), "wb") as raw:
        raw.write(volume.tobytes())
    z, y, x, c = volume.shape
    expect.update({"store": name, "format": "OME-Zarr", "size": [x, y, z], "components": c})
    cases.append(expect)


# The microscopy example: 2 channels x 24 planes at 0.325 x 0.325 x 2 µm, blosc (lz4, shuffle), 3 levels.
case("czyx_blosc.ome.zarr", rng.integers(0, 4000, size=(2, 24, 40, 50), dtype=np.uint16), "czyx",
     {"spacing_mm": [0.325e-3, 0.325e-3, 2e-3], "origin_mm": [0, 0, 0], "type": "uint16",
      "channel_names": ["DAPI", "GFP"]},
     scales=[1, 2.0, 0.325, 0.325], units="micrometer", levels=3, chunks=(1, 8, 16, 16), channel_labels=["DAPI", "GFP"],
     compressor=Blosc(cname="lz4", clevel=5, shuffle=Blosc.SHUFFLE))
# A time series (the first time point is read, with a warning), chunks in nested folders ("/"), zlib,
# float32, nanometres and a translation.
case("tczyx_nested.ome.zarr", rng.random((3, 2, 5, 20, 30), dtype=np.float32), "tczyx",
     {"spacing_mm": [100e-6, 100e-6, 300e-6], "origin_mm": [30e-6, 20e-6, 10e-6], "type": "float32",
      "warning": "3 time points"},
     scales=[1, 1, 300, 100, 100], units="nanometer", translation=[0, 0, 10, 20, 30], chunks=(1, 1, 2, 8, 8),
     compressor=Zlib(level=3), dimension_separator="/")
# A 2D picture without units: read as mm, with a warning.
case("yx_no_unit.ome.zarr", rng.integers(0, 255, size=(33, 26), dtype=np.uint8), "yx",
     {"spacing_mm": [0.5, 0.25, 0.5], "origin_mm": [0, 0, 0], "type": "uint8", "warning": "no unit"},
     scales=[0.25, 0.5], chunks=(10, 10))
# Uncompressed int16 CT-like volume in mm, with a scale on the whole image (multiplies the level's).
case("zyx_raw.ome.zarr", rng.integers(-1000, 1000, size=(7, 12, 9), dtype=np.int16), "zyx",
     {"spacing_mm": [0.8, 0.8, 5.0], "origin_mm": [0, 0, 0], "type": "int16"},
     scales=[2.5, 0.4, 0.4], units="millimeter", whole_scale=[2, 2, 2], chunks=(4, 5, 5), compressor=None)


def damaged(name, error, change):
    path = store(name, rng.integers(0, 100, size=(4, 16, 16), dtype=np.uint16), "zyx", scales=[1, 1, 1],
                 units="micrometer", chunks=(2, 8, 8), compressor=Zlib(level=1))
    change(path)
    cases.append({"store": name, "error": error})


def garble_chunk(path):
    with open(os.path.join(path, "0", "0.0.0"), "wb") as chunk:
        chunk.write(b"not a zlib stream" * 4)


def edit_attributes(path, edit):
    with open(os.path.join(path, ".zattrs")) as f:
        attributes = json.load(f)
    edit(attributes["multiscales"][0])
    with open(os.path.join(path, ".zattrs"), "w") as f:
        json.dump(attributes, f)


damaged("garbled_chunk.ome.zarr", "chunks", garble_chunk)
damaged("escaping_path.ome.zarr", "not a path inside the store",
        lambda p: edit_attributes(p, lambda m: m["datasets"][0].update(path="../outside")))
damaged("axes_mismatch.ome.zarr", "names 2 axes",
        lambda p: edit_attributes(p, lambda m: m.update(axes=m["axes"][1:])))
damaged("unknown_unit.ome.zarr", "a length unit",
        lambda p: edit_attributes(p, lambda m: m["axes"][2].update(unit="lightyear")))
# Finite values whose product is not: the whole image's scale times the level's translation.
damaged("overflowing_position.ome.zarr", "beyond the range of numbers",
        lambda p: edit_attributes(p, lambda m: (
            m["datasets"][0]["coordinateTransformations"].append({"type": "translation", "translation": [1e300] * 3}),
            m.update(coordinateTransformations=[{"type": "scale", "scale": [1e300] * 3}]))))

with open(os.path.join(out, "cases.json"), "w") as f:
    json.dump(cases, f, indent=1)
