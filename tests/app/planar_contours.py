"""Rasterising RT Structure Set contours the way PS3.3 C.8.8.6 reads them,
written here independently of SegStudio for the DICOM tests: the union of a
slice's CLOSED_PLANAR regions, then each CLOSEDPLANAR_XOR region toggled (a
region: the pixel centres inside its contour by the even-odd crossing rule)."""
import numpy as np


def region(points, ny, nx):
    """Pixel centres (j, i) inside the closed contour `points` ((i, j) pairs)."""
    jj, ii = np.mgrid[0:ny, 0:nx]
    inside = np.zeros((ny, nx), bool)
    for (xa, ya), (xb, yb) in zip(points, np.roll(points, -1, axis=0)):
        straddles = (ya <= jj) != (yb <= jj)
        with np.errstate(divide="ignore", invalid="ignore"):
            x_at = xa + (jj - ya) * (xb - xa) / (yb - ya)
        inside ^= straddles & (ii < x_at)
    return inside


def slice_mask(contours, ny, nx):
    """contours: [(points, is_xor)] of one slice."""
    mask = np.zeros((ny, nx), bool)
    for points, xor in contours:
        if not xor:
            mask |= region(points, ny, nx)
    for points, xor in contours:
        if xor:
            mask ^= region(points, ny, nx)
    return mask
