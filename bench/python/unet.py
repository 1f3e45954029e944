"""The same nnU-Net-style plain U-Net as core/engine/nn/UNet.cpp, in PyTorch,
for side-by-side benchmarks. Built from the same config.json network section
(kernel sizes and strides in x, y, z order; tensors are N, C, Z, Y, X)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


def zyx(triple, dims):
    return [triple[1], triple[0]] if dims == 2 else [triple[2], triple[1], triple[0]]


class ConvNormAct(nn.Module):
    def __init__(self, dims, cin, cout, kernel, stride):
        super().__init__()
        conv = nn.Conv3d if dims == 3 else nn.Conv2d
        norm = nn.InstanceNorm3d if dims == 3 else nn.InstanceNorm2d
        self.conv = conv(cin, cout, kernel, stride, padding=[k // 2 for k in kernel], bias=False)
        self.norm = norm(cout, eps=1e-5, affine=True)

    def forward(self, x):
        return F.leaky_relu(self.norm(self.conv(x)), 0.01, inplace=True)


class PlainUNet(nn.Module):
    def __init__(self, net, in_channels, classes):
        super().__init__()
        d = net["dimensions"]
        feats = [min(net["base_features"] * 2 ** s, net["max_features"]) for s in range(len(net["strides_xyz"]))]
        conv = nn.Conv3d if d == 3 else nn.Conv2d
        tconv = nn.ConvTranspose3d if d == 3 else nn.ConvTranspose2d
        self.encoder = nn.ModuleList()
        cin = in_channels
        for s, f in enumerate(feats):
            k, st = zyx(net["kernel_sizes_xyz"][s], d), zyx(net["strides_xyz"][s], d)
            blocks = [ConvNormAct(d, cin if b == 0 else f, f, k, st if b == 0 else [1] * d)
                      for b in range(net["blocks_per_stage"])]
            self.encoder.append(nn.Sequential(*blocks))
            cin = f
        self.up, self.decoder, self.heads = nn.ModuleList(), nn.ModuleList(), nn.ModuleList()
        for s in range(len(feats) - 2, -1, -1):
            st, k = zyx(net["strides_xyz"][s + 1], d), zyx(net["kernel_sizes_xyz"][s], d)
            self.up.append(tconv(feats[s + 1], feats[s], st, st, bias=False))
            self.decoder.append(nn.Sequential(ConvNormAct(d, 2 * feats[s], feats[s], k, [1] * d),
                                              ConvNormAct(d, feats[s], feats[s], k, [1] * d)))
            self.heads.append(conv(feats[s], classes, 1))
        self.deep_supervision = net["deep_supervision"]

    def forward(self, x):
        skips = []
        for stage in self.encoder:
            x = stage(x)
            skips.append(x)
        outputs = []
        n = len(self.decoder)
        for i in range(n):
            x = self.up[i](x)
            x = torch.cat([x, skips[-2 - i]], 1)
            x = self.decoder[i](x)
            if (self.training and self.deep_supervision) or i == n - 1:
                outputs.append(self.heads[i](x))
        return outputs[::-1]


def deep_supervision_weights(levels):
    w = [0.5 ** i for i in range(levels)]
    if levels > 1:
        w[-1] = 0.0
    s = sum(w)
    return [x / s for x in w]


def dice_ce_loss(logits, target):
    x = logits.float()
    loss = F.cross_entropy(x, target[:, 0])
    p = torch.softmax(x, 1)
    onehot = torch.zeros_like(p).scatter_(1, target, 1.0)
    dims = [0] + list(range(2, x.dim()))
    inter = (p * onehot).sum(dims)
    den = p.sum(dims) + onehot.sum(dims)
    dice = (2 * inter + 1e-5) / (den + 1e-5).clamp_min(1e-8)
    return loss + (1 - dice[1:].mean())


def deep_supervision_loss(outputs, target, weights):
    total = 0
    tf = target.float()
    for o, w in zip(outputs, weights):
        if w == 0:
            continue
        t = target if o.shape[2:] == target.shape[2:] else F.interpolate(tf, size=o.shape[2:], mode="nearest").long()
        total = total + w * dice_ce_loss(o, t)
    return total
