#!/usr/bin/python3
"""A CT series of NX x NY x NZ int16 slices written by pydicom into OUT/series,
and a label map on its grid with 4 labels (spheres) written by nibabel as
OUT/labels.nii.gz. For bench/dicom_seg.sh.
usage: dicom_series_phantom.py OUT NX NY NZ"""
import os
import sys

import nibabel
import numpy as np
from pydicom.dataset import FileDataset, FileMetaDataset
from pydicom.uid import CTImageStorage, ExplicitVRLittleEndian, generate_uid

out, nx, ny, nz = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
spacing = np.array([0.8, 0.8, 1.5])
origin = np.array([-nx * 0.4, -ny * 0.4, 0.0])
series_dir = os.path.join(out, "series")
os.makedirs(series_dir, exist_ok=True)
study, series, frame = generate_uid(), generate_uid(), generate_uid()
rng = np.random.default_rng(1)
for k in range(nz):
    meta = FileMetaDataset()
    meta.MediaStorageSOPClassUID, meta.TransferSyntaxUID = CTImageStorage, ExplicitVRLittleEndian
    meta.MediaStorageSOPInstanceUID = sop = generate_uid()
    path = os.path.join(series_dir, f"{k:04d}.dcm")
    ds = FileDataset(path, {}, file_meta=meta, preamble=b"\0" * 128)
    ds.is_little_endian, ds.is_implicit_VR = True, False
    ds.SOPClassUID, ds.SOPInstanceUID, ds.Modality = CTImageStorage, sop, "CT"
    ds.PatientName, ds.PatientID, ds.StudyInstanceUID, ds.SeriesInstanceUID = "Bench^Seg", "BENCH", study, series
    ds.FrameOfReferenceUID, ds.StudyDate, ds.StudyTime, ds.SeriesNumber, ds.InstanceNumber = frame, "20260101", "1200", 1, k + 1
    ds.ImagePositionPatient = [f"{origin[0]:g}", f"{origin[1]:g}", f"{k * spacing[2]:g}"]
    ds.ImageOrientationPatient = ["1", "0", "0", "0", "1", "0"]
    ds.PixelSpacing, ds.SliceThickness = [f"{spacing[1]:g}", f"{spacing[0]:g}"], f"{spacing[2]:g}"
    ds.Rows, ds.Columns, ds.SamplesPerPixel, ds.PhotometricInterpretation = ny, nx, 1, "MONOCHROME2"
    ds.BitsAllocated, ds.BitsStored, ds.HighBit, ds.PixelRepresentation = 16, 16, 15, 1
    ds.RescaleIntercept, ds.RescaleSlope = 0, 1
    ds.PixelData = rng.integers(-100, 200, (ny, nx), dtype=np.int16).tobytes()
    ds.save_as(path, write_like_original=False)
z, y, x = np.ogrid[0:nz, 0:ny, 0:nx]
labels = np.zeros((nz, ny, nx), np.uint8)
for value, (cx, cy, cz, r) in enumerate([(0.3, 0.3, 0.3, 0.2), (0.7, 0.3, 0.5, 0.15), (0.5, 0.7, 0.6, 0.2), (0.5, 0.5, 0.8, 0.1)], 1):
    inside = ((x - cx * nx) * spacing[0]) ** 2 + ((y - cy * ny) * spacing[1]) ** 2 + ((z - cz * nz) * spacing[2]) ** 2 < (r * nx * spacing[0]) ** 2
    labels[inside] = value
lps = np.diag([*spacing, 1.0])
lps[:3, 3] = origin
ras = np.diag([-1.0, -1.0, 1.0, 1.0]) @ lps
image = nibabel.Nifti1Image(np.ascontiguousarray(labels.transpose(2, 1, 0)), ras)
image.set_qform(ras, code=1)
image.set_sform(ras, code=1)
nibabel.save(image, os.path.join(out, "labels.nii.gz"))
