"""A Python copy of dynamic_network_architectures' PlainConvUNet and
ResidualEncoderUNet (BasicBlockD), with their module names, so the state
dicts written here have the keys nnU-Net's checkpoints have; and nnU-Net's
sliding-window inference (Gaussian importance, step 0.5, mirroring over the
allowed axes). Written from the architectures' definitions for
nnunet_import.py; not nnU-Net's code."""
import itertools

import numpy as np
import torch
from torch import nn


def conv_op(dims):
    return nn.Conv3d if dims == 3 else nn.Conv2d


class ConvDropoutNormReLU(nn.Module):
    def __init__(self, dims, cin, cout, kernel, stride, bias, nonlin=True):
        super().__init__()
        kernel = list(kernel) if isinstance(kernel, (list, tuple)) else [kernel] * dims
        self.conv = conv_op(dims)(cin, cout, kernel, stride, padding=[(k - 1) // 2 for k in kernel], bias=bias)
        self.norm = (nn.InstanceNorm3d if dims == 3 else nn.InstanceNorm2d)(cout, eps=1e-5, affine=True)
        ops = [self.conv, self.norm]
        if nonlin:
            self.nonlin = nn.LeakyReLU(inplace=True)
            ops.append(self.nonlin)
        self.all_modules = nn.Sequential(*ops)

    def forward(self, x):
        return self.all_modules(x)


class StackedConvBlocks(nn.Module):
    def __init__(self, n, dims, cin, cout, kernel, stride, bias):
        super().__init__()
        self.convs = nn.Sequential(ConvDropoutNormReLU(dims, cin, cout, kernel, stride, bias),
                                   *[ConvDropoutNormReLU(dims, cout, cout, kernel, 1, bias) for _ in range(1, n)])

    def forward(self, x):
        return self.convs(x)


class BasicBlockD(nn.Module):
    def __init__(self, dims, cin, cout, kernel, stride, bias):
        super().__init__()
        self.conv1 = ConvDropoutNormReLU(dims, cin, cout, kernel, stride, bias)
        self.conv2 = ConvDropoutNormReLU(dims, cout, cout, kernel, 1, bias, nonlin=False)
        self.nonlin2 = nn.LeakyReLU(inplace=True)
        strided = any(s != 1 for s in (stride if isinstance(stride, (list, tuple)) else [stride]))
        if strided or cin != cout:
            ops = []
            if strided:
                ops.append((nn.AvgPool3d if dims == 3 else nn.AvgPool2d)(stride, stride))
            if cin != cout:
                ops.append(ConvDropoutNormReLU(dims, cin, cout, 1, 1, False, nonlin=False))
            self.skip = nn.Sequential(*ops)
        else:
            self.skip = nn.Identity()

    def forward(self, x):
        residual = self.skip(x)
        return self.nonlin2(self.conv2(self.conv1(x)) + residual)


class StackedResidualBlocks(nn.Module):
    def __init__(self, n, dims, cin, cout, kernel, stride, bias):
        super().__init__()
        self.blocks = nn.Sequential(BasicBlockD(dims, cin, cout, kernel, stride, bias),
                                    *[BasicBlockD(dims, cout, cout, kernel, 1, bias) for _ in range(1, n)])

    def forward(self, x):
        return self.blocks(x)


class Encoder(nn.Module):
    def __init__(self, dims, cin, kw, residual):
        super().__init__()
        f, k, s = kw["features_per_stage"], kw["kernel_sizes"], kw["strides"]
        bias = kw["conv_bias"]
        if residual:
            self.stem = StackedConvBlocks(1, dims, cin, f[0], k[0], 1, bias)
            cin = f[0]
            stages = []
            for i in range(len(f)):
                stages.append(StackedResidualBlocks(kw["n_blocks_per_stage"][i], dims, cin, f[i], k[i], s[i], bias))
                cin = f[i]
        else:
            self.stem = None
            stages = []
            for i in range(len(f)):
                stages.append(nn.Sequential(StackedConvBlocks(kw["n_conv_per_stage"][i], dims, cin, f[i], k[i], s[i], bias)))
                cin = f[i]
        self.stages = nn.Sequential(*stages)
        self.output_channels, self.strides, self.kernel_sizes, self.conv_bias = f, s, k, bias

    def forward(self, x):
        if self.stem is not None:
            x = self.stem(x)
        skips = []
        for stage in self.stages:
            x = stage(x)
            skips.append(x)
        return skips


class Decoder(nn.Module):
    def __init__(self, dims, encoder, classes, n_conv):
        super().__init__()
        self.encoder = encoder
        transp = nn.ConvTranspose3d if dims == 3 else nn.ConvTranspose2d
        stages, transpconvs, seg_layers = [], [], []
        n = len(encoder.output_channels)
        for s in range(1, n):
            below, skip = encoder.output_channels[-s], encoder.output_channels[-(s + 1)]
            stride = encoder.strides[-s]
            transpconvs.append(transp(below, skip, stride, stride, bias=encoder.conv_bias))
            stages.append(StackedConvBlocks(n_conv[s - 1], dims, 2 * skip, skip, encoder.kernel_sizes[-(s + 1)], 1,
                                            encoder.conv_bias))
            seg_layers.append(conv_op(dims)(skip, classes, 1, 1, 0, bias=True))
        self.stages, self.transpconvs, self.seg_layers = nn.ModuleList(stages), nn.ModuleList(transpconvs), nn.ModuleList(seg_layers)

    def forward(self, skips):
        x = skips[-1]
        for s in range(len(self.stages)):
            x = self.stages[s](torch.cat((self.transpconvs[s](x), skips[-(s + 2)]), 1))
        return self.seg_layers[-1](x)


class UNet(nn.Module):
    def __init__(self, dims, cin, classes, kw, residual):
        super().__init__()
        self.encoder = Encoder(dims, cin, kw, residual)
        self.decoder = Decoder(dims, self.encoder, classes, kw["n_conv_per_stage_decoder"])

    def forward(self, x):
        return self.decoder(self.encoder(x))


def randomise(network, seed):
    """Weights away from their defaults (norm affines, biases), so each one matters."""
    g = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for name, p in network.named_parameters():
            if "norm" in name:
                p.copy_((1.0 if name.endswith("weight") else 0.0) + 0.3 * torch.randn(p.shape, generator=g))
            elif name.endswith("bias"):
                p.copy_(0.2 * torch.randn(p.shape, generator=g))
    return network


def steps(size, patch, step=0.5):
    """nnU-Net's window starts along one axis."""
    n = int(np.ceil((size - patch) / (patch * step))) + 1
    if n == 1:
        return [0]
    stride = (size - patch) / (n - 1)
    return [int(np.round(stride * i)) for i in range(n)]


def gaussian(patch):
    from scipy.ndimage import gaussian_filter
    tmp = np.zeros(patch)
    tmp[tuple(p // 2 for p in patch)] = 1
    g = gaussian_filter(tmp, [p / 8 for p in patch], 0, mode="constant", cval=0)
    g = g / g.max()
    g[g == 0] = g[g != 0].min()
    return torch.from_numpy(g).float()


def sliding_window_logits(network, image, patch, mirror_axes):
    """image: (C, Z, Y, X) float32 tensor; patch: 3 or 2 values (2D: slice by slice).
    Axes shorter than the patch are padded with zeros, half before (nnU-Net's
    pad_nd_image), and the padding dropped from the result."""
    network.eval()
    dims = len(patch)
    spatial = list(image.shape[1:])
    short = [max(0, p - s) for p, s in zip(patch, spatial[-dims:])]
    if any(short):
        pads = []
        for missing in reversed(short):  # torch's pad lists the last axis first
            pads += [missing // 2, missing - missing // 2]
        padded = torch.nn.functional.pad(image, pads)
        logits = sliding_window_logits(network, padded, patch, mirror_axes)
        keep = tuple(slice(m // 2, m // 2 + s) for m, s in zip(short, spatial[-dims:]))
        return logits[(slice(None),) * (1 + 3 - dims) + keep]
    spatial = image.shape[1:] if dims == 3 else image.shape[2:]
    g = gaussian(patch)
    classes = None
    out = n = None
    starts = [steps(s, p) for s, p in zip(spatial, patch)]
    slices = range(image.shape[1]) if dims == 2 else [None]
    combos = [c for i in range(len(mirror_axes)) for c in itertools.combinations([a + 2 for a in mirror_axes], i + 1)]
    with torch.no_grad():
        for z in slices:
            for corner in itertools.product(*starts):
                window = tuple(slice(c, c + p) for c, p in zip(corner, patch))
                x = (image[(slice(None),) + window] if dims == 3 else image[(slice(None), z) + window])[None]
                y = network(x)
                for axes in combos:
                    y += torch.flip(network(torch.flip(x, axes)), axes)
                y = y[0] / (len(combos) + 1)
                if out is None:
                    classes = y.shape[0]
                    out = torch.zeros((classes,) + tuple(image.shape[1:]))
                    n = torch.zeros(tuple(image.shape[1:]))
                target = window if dims == 3 else (z,) + window
                out[(slice(None),) + target] += y * g
                n[target] += g
    return out / n
