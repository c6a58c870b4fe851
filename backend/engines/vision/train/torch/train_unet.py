#!/usr/bin/python3
"""Compact depthwise-separable U-Net for house-surface segmentation.

Predicts the 12 CMP classes (index - 1) and, since the fifth session, ROOF (the generated scenes'
roof planes); body / trim / accent / other are sums of their softmax probabilities (GROUP), and
the loss has a term on those groups as well as on the classes. Older 12-class checkpoints still
load (model_for, grouped).

Data: ONLY ../shared/data/facades/cmp-train (beside the checkout), decoded by prep-data.mjs into /tmp/torchseg/data,
plus procedurally generated street scenes (sky / roof / ground / trees) into which CMP facades
are pasted on the fly. Never train on facades/cmp or facades/labelmefacade (evaluation only).

  /usr/bin/python3 train_unet.py --minutes 27 [--data /tmp/torchseg/data] [--out /tmp/torchseg]
"""
import argparse, json, math, os, time, random
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

NC = 13  # CMP classes (index - 1) and ROOF
IGN = 255
ROOF = 12  # roof planes of the generated scenes (CMP has no roofs); group other
# group of each CMP class: 0 other (background, window, balcony, deco, shop), 1 body (facade),
# 2 trim (cornice, sill, molding, pillar), 3 accent (door, blind)
GROUP = [0, 1, 0, 3, 2, 2, 0, 3, 0, 2, 2, 0, 0]
G = torch.zeros(NC, 4)
for c, g in enumerate(GROUP):
    G[c, g] = 1
LUT = np.array(GROUP + [IGN] * (256 - NC), np.uint8)
LUT[IGN] = IGN


# ----------------------------------------------------------------------------- model
class DS(nn.Module):
    """depthwise 3x3 (stride s) + BN + ReLU + pointwise 1x1 + BN + ReLU"""

    def __init__(self, cin, cout, stride=1):
        super().__init__()
        self.dw = nn.Conv2d(cin, cin, 3, stride, 1, groups=cin, bias=False)
        self.b1 = nn.BatchNorm2d(cin)
        self.pw = nn.Conv2d(cin, cout, 1, bias=False)
        self.b2 = nn.BatchNorm2d(cout)

    def forward(self, x):
        return F.relu(self.b2(self.pw(F.relu(self.b1(self.dw(x))))))


class Stage(nn.Module):
    def __init__(self, cin, cout, stride, n=2):
        super().__init__()
        layers = [DS(cin, cout, stride)] + [DS(cout, cout) for _ in range(n - 1)]
        self.body = nn.Sequential(*layers)

    def forward(self, x):
        return self.body(x)


class UNet(nn.Module):
    """Input: N x 3 x H x W float RGB in [0,1], H and W multiples of 32. Output: logits N x 4 x H x W."""

    def __init__(self, ch=(32, 64, 112, 176, 256), nc=NC):
        super().__init__()
        self.register_buffer('mean', torch.tensor([0.485, 0.456, 0.406]).view(1, 3, 1, 1))
        self.register_buffer('std', torch.tensor([0.229, 0.224, 0.225]).view(1, 3, 1, 1))
        self.stem = nn.Sequential(nn.Conv2d(3, ch[0], 3, 2, 1, bias=False), nn.BatchNorm2d(ch[0]), nn.ReLU())  # /2
        self.e1 = Stage(ch[0], ch[1], 2)  # /4
        self.e2 = Stage(ch[1], ch[2], 2, 3)  # /8
        self.e3 = Stage(ch[2], ch[3], 2, 3)  # /16
        self.e4 = Stage(ch[3], ch[4], 2, 3)  # /32
        # context: global pooling branch
        self.ctx = nn.Sequential(nn.Conv2d(ch[4], ch[4], 1), nn.ReLU())
        self.d3 = Stage(ch[4] + ch[3], ch[3], 1)
        self.d2 = Stage(ch[3] + ch[2], ch[2], 1)
        self.d1 = Stage(ch[2] + ch[1], ch[1], 1)
        self.d0 = Stage(ch[1] + ch[0], ch[0], 1)
        self.head = nn.Conv2d(ch[0], nc, 1)

    def forward(self, x):
        x = (x - self.mean) / self.std
        s0 = self.stem(x)
        s1 = self.e1(s0)
        s2 = self.e2(s1)
        s3 = self.e3(s2)
        s4 = self.e4(s3)
        s4 = s4 + self.ctx(s4.mean(dim=(2, 3), keepdim=True))
        up = lambda a, b: F.interpolate(a, size=b.shape[2:], mode='bilinear', align_corners=False)
        y = self.d3(torch.cat([up(s4, s3), s3], 1))
        y = self.d2(torch.cat([up(y, s2), s2], 1))
        y = self.d1(torch.cat([up(y, s1), s1], 1))
        y = self.d0(torch.cat([up(y, s0), s0], 1))
        y = self.head(y)
        return F.interpolate(y, size=x.shape[2:], mode='bilinear', align_corners=False)


class Basic(nn.Module):
    """ResNet basic block: 3x3 conv (stride s) + BN + ReLU + 3x3 conv + BN, plus the shortcut."""

    def __init__(self, cin, cout, stride=1):
        super().__init__()
        self.c1 = nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
        self.b1 = nn.BatchNorm2d(cout)
        self.c2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
        self.b2 = nn.BatchNorm2d(cout)
        self.sc = None
        if stride != 1 or cin != cout:
            self.sc = nn.Sequential(nn.Conv2d(cin, cout, 1, stride, bias=False), nn.BatchNorm2d(cout))

    def forward(self, x):
        y = self.b2(self.c2(F.relu(self.b1(self.c1(x)))))
        return F.relu(y + (x if self.sc is None else self.sc(x)))


def conv_bn(cin, cout):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, 1, 1, bias=False), nn.BatchNorm2d(cout), nn.ReLU())


class ResUNet(nn.Module):
    """Half-width ResNet-18 encoder (trained from scratch) with a U-Net decoder. Same interface as UNet."""

    def __init__(self, ch=(32, 64, 128, 192, 256), dec=(160, 96, 64, 32), nc=NC):
        super().__init__()
        self.register_buffer('mean', torch.tensor([0.485, 0.456, 0.406]).view(1, 3, 1, 1))
        self.register_buffer('std', torch.tensor([0.229, 0.224, 0.225]).view(1, 3, 1, 1))
        self.stem = nn.Sequential(nn.Conv2d(3, ch[0], 3, 2, 1, bias=False), nn.BatchNorm2d(ch[0]), nn.ReLU(), conv_bn(ch[0], ch[0]))  # /2
        self.e1 = nn.Sequential(Basic(ch[0], ch[1], 2), Basic(ch[1], ch[1]))  # /4
        self.e2 = nn.Sequential(Basic(ch[1], ch[2], 2), Basic(ch[2], ch[2]))  # /8
        self.e3 = nn.Sequential(Basic(ch[2], ch[3], 2), Basic(ch[3], ch[3]))  # /16
        self.e4 = nn.Sequential(Basic(ch[3], ch[4], 2), Basic(ch[4], ch[4]))  # /32
        self.ctx = nn.Sequential(nn.Conv2d(ch[4], ch[4], 1), nn.ReLU())
        self.d3 = conv_bn(ch[4] + ch[3], dec[0])
        self.d2 = conv_bn(dec[0] + ch[2], dec[1])
        self.d1 = conv_bn(dec[1] + ch[1], dec[2])
        self.d0 = conv_bn(dec[2] + ch[0], dec[3])
        self.head = nn.Conv2d(dec[3], nc, 1)

    forward = UNet.forward


def model_for(state_dict):
    """The architecture a checkpoint's weights belong to (ResUNet's blocks have a 'c1' conv) and its
    number of classes (12 before ROOF was added, 13 since)."""
    nc = state_dict['head.weight'].shape[0]
    return ResUNet(nc=nc) if 'e1.0.c1.weight' in state_dict else UNet(nc=nc)


def grouped(logits):
    """other / body / trim / accent probabilities from a model's class logits (12 or 13 classes)."""
    return torch.einsum('nchw,cg->nghw', logits.softmax(1), G[:logits.shape[1]])


# ----------------------------------------------------------------------------- data
def load(data):
    idx = json.load(open(os.path.join(data, 'index.json')))
    out = []
    for e in idx:
        rgb = np.fromfile(os.path.join(data, e['name'] + '.rgb'), np.uint8).reshape(e['h'], e['w'], 3)
        lab = np.fromfile(os.path.join(data, e['name'] + '.lab'), np.uint8).reshape(e['h'], e['w'])
        out.append((e['name'], rgb, lab))
    return out


def rs_img(a, h, w):  # HxWx3 uint8/float -> float32 HxWx3 in [0,1]
    t = torch.from_numpy(np.ascontiguousarray(a)).permute(2, 0, 1)[None].float()
    return F.interpolate(t, size=(h, w), mode='bilinear', align_corners=False)[0].permute(1, 2, 0).numpy() / (255.0 if a.dtype == np.uint8 else 1.0)


def rs_lab(l, h, w):
    H, W = l.shape
    ys = np.minimum(H - 1, ((np.arange(h) + 0.5) * H / h).astype(int))
    xs = np.minimum(W - 1, ((np.arange(w) + 0.5) * W / w).astype(int))
    return l[ys][:, xs]


def lowfreq(h, w, cells, rng):
    g = rng.random((1, 1, cells + 1, cells + 1)).astype(np.float32)
    return F.interpolate(torch.from_numpy(g), size=(h, w), mode='bicubic', align_corners=True)[0, 0].numpy()


def rand_crop(rgb, lab, S, rng):
    """random scale / aspect crop of a facade to S x S; out-of-image area = ignore."""
    H, W = lab.shape
    long = S * rng.uniform(0.85, 2.2)
    s = long / max(H, W)
    ar = math.exp(rng.uniform(-0.2, 0.2))
    h, w = max(8, int(H * s * ar)), max(8, int(W * s / ar))
    im = rs_img(rgb, h, w)
    lb = rs_lab(lab, h, w)
    oimg = np.zeros((S, S, 3), np.float32) + rng.random(3).astype(np.float32)
    olab = np.full((S, S), IGN, np.uint8)
    y0 = rng.integers(min(0, h - S), max(0, h - S) + 1)
    x0 = rng.integers(min(0, w - S), max(0, w - S) + 1)
    # source region [y0, y0+S) clipped
    sy0, sy1 = max(0, y0), min(h, y0 + S)
    sx0, sx1 = max(0, x0), min(w, x0 + S)
    oimg[sy0 - y0:sy1 - y0, sx0 - x0:sx1 - x0] = im[sy0:sy1, sx0:sx1]
    olab[sy0 - y0:sy1 - y0, sx0 - x0:sx1 - x0] = lb[sy0:sy1, sx0:sx1]
    return oimg, olab


def scene(rgb, lab, S, rng, roofs='house'):
    """Paste a facade into a procedural street scene (sky, clouds, roof, ground, trees, bushes).
    roofs='house': US house roofs (house_roof) and trees behind the house; 'simple': the flat gable
    or hip shape of the first sessions, labelled background (the held-out val-scenes folder)."""
    u = rng.uniform
    img = np.zeros((S, S, 3), np.float32)
    out = np.zeros((S, S), np.uint8)
    hz = int(S * u(0.6, 0.97))
    yy = np.linspace(0, 1, S, dtype=np.float32)[:, None, None]
    if rng.random() < 0.35:
        top = np.array([u(0.65, 0.9)] * 3) + rng.normal(0, 0.02, 3)
    else:
        top = np.array([u(0.25, 0.55), u(0.45, 0.7), u(0.75, 1.0)])
    bot = np.clip(top + u(0.05, 0.25), 0, 1)
    sky = top * (1 - yy) + bot * yy
    cl = np.clip(lowfreq(S, S, 5, rng) - 0.5, 0, 1)[:, :, None] * 2 * u(0, 1)
    sky = sky * (1 - cl) + cl * u(0.8, 1.0)
    img[:] = sky
    mats = [([0.2, 0.4, 0.12], 0.15), ([0.35, 0.35, 0.35], 0.05), ([0.6, 0.58, 0.55], 0.05), ([0.5, 0.45, 0.38], 0.12)]
    base, tex = mats[rng.integers(len(mats))]
    base = np.clip(np.array(base) * u(0.6, 1.4) + rng.normal(0, 0.03, 3), 0, 1)
    gn = (lowfreq(S, S, S // 4, rng) - 0.5)[:, :, None] * tex
    img[hz:] = np.clip(base + gn[hz:], 0, 1)
    # trees behind the house, where roofs and walls meet foliage instead of sky
    if roofs == 'house':
        for _ in range(rng.integers(0, 3) if rng.random() < 0.5 else 0):
            tree(img, out, S, u(-0.1, 1.1) * S, u(0.1, 0.6) * hz, rng)
    # facade
    H, W = lab.shape
    s = min(S * u(0.45, 1.0) / W, hz * u(0.6, 1.0) / H)
    fw, fh = max(8, int(W * s)), max(8, int(H * s))
    fx = int(u(0, max(1, S - fw)))
    fy = min(S - fh, int(hz - fh + u(-0.03, 0.08) * S))
    im = rs_img(rgb, fh, fw)
    lb = rs_lab(lab, fh, fw)
    y0 = max(0, fy)
    img[y0:fy + fh, fx:fx + fw] = im[y0 - fy:]
    out[y0:fy + fh, fx:fx + fw] = lb[y0 - fy:]
    # roof above the facade (a roof, a front gable or both, with fascia and eave shadow)
    if rng.random() < 0.75 and fy > 4:
        if roofs == 'house':
            house_roof(img, out, im, lb, fx, fy, fw, fh, rng)
        else:
            simple_roof(img, out, fx, fy, fw, fh, rng)
    # trees / bushes (other)
    for _ in range(rng.integers(0, 4)):
        tree(img, out, S, u(-0.1, 1.1) * S, u(0.2, 1.0) * S, rng)
    return img, out


def tree(img, out, S, cx, cy, rng):
    """A leafy blob (tree or bush) centred at (cx, cy), labelled background."""
    u = rng.uniform
    rx, ry = u(0.05, 0.3) * S, u(0.05, 0.35) * S
    Y, X = np.ogrid[:S, :S]
    n = lowfreq(S, S, 8, rng)
    m = ((X - cx) / rx) ** 2 + ((Y - cy) / ry) ** 2 < 0.7 + 0.6 * n
    col = np.array([u(0.05, 0.3), u(0.15, 0.45), u(0.02, 0.2)])
    tex = (lowfreq(S, S, S // 3, rng) - 0.5)[:, :, None] * 0.25
    img[m] = np.clip(col + tex[m], 0, 1)
    out[m] = 0


def simple_roof(img, out, fx, fy, fw, fh, rng):
    """A flat-coloured gable or hip roof shape with course lines above the facade, background."""
    u = rng.uniform
    S = img.shape[0]
    rh = min(fy, int(fh * u(0.15, 0.6)))
    over = fw * u(0, 0.08)
    hip = rng.random() < 0.5
    col = np.array([u(0.1, 0.4)] * 3) if rng.random() < 0.6 else np.array([u(0.4, 0.6), u(0.2, 0.3), u(0.15, 0.25)])
    course = u(2, 6)
    for y in range(fy - rh, fy):
        t = (y - (fy - rh)) / rh
        half = (fw / 2 - (1 - t) * fw * 0.3 + over * t) if hip else (fw / 2 + over) * t
        a, b = max(0, int(fx + fw / 2 - half)), min(S, int(fx + fw / 2 + half))
        if b > a:
            stripe = -0.04 if (y % course) < 1 else 0
            img[y, a:b] = np.clip(col + stripe + rng.normal(0, 0.02, (b - a, 1)), 0, 1)
            out[y, a:b] = 0


def roof_colour(rng, wall):
    """Asphalt grey or black, brown, terracotta, or (1 in 5) a colour close to the wall's own."""
    u, r = rng.uniform, rng.random()
    if r < 0.4:
        v = u(0.08, 0.4)
        return np.array([v, v, v * u(0.95, 1.1)])
    if r < 0.6:
        v = u(0.15, 0.45)
        return np.array([v * 1.2, v, v * 0.8])
    if r < 0.8:
        return np.array([u(0.45, 0.7), u(0.22, 0.4), u(0.12, 0.25)])
    return np.clip(wall * u(0.75, 1.1) + rng.normal(0, 0.03, 3), 0, 1)


def shingles(h, w, col, rng):
    """h x w x 3 roof covering: courses with staggered tabs, tab-to-tab shade and grain."""
    u = rng.uniform
    course, tabw = u(2, 6), u(2.5, 4)
    yy, xx = np.mgrid[:h, :w].astype(np.float32)
    row = np.floor(yy / course)
    tab = np.floor((xx + (row % 2) * course * 1.5) / (course * tabw))
    hs = np.sin(row * 12.9898 + tab * 78.233 + u(0, 100)) * 43758.5453
    shade = (hs - np.floor(hs) - 0.5) * u(0.03, 0.12)
    shade = shade + np.where(yy % course < 1, -u(0.02, 0.08), 0) + rng.normal(0, u(0.01, 0.04), (h, w))
    return np.clip(col + shade[..., None], 0, 1).astype(np.float32)


def house_roof(img, out, im, lb, fx, fy, fw, fh, rng):
    """Draws a house roof on a facade whose top edge is at row fy: a side-gable or hip roof over the
    whole width, a front gable (wall triangle framed by thin roof edges) or both, each roof plane
    shaded on its own; a fascia (trim) along the eaves and the eave's shadow on the wall below.
    Roof pixels are labelled ROOF, the gable's wall facade (its texture is the facade's own wall
    colour with lap lines), the fascia cornice."""
    u = rng.uniform
    S = img.shape[0]
    wallpx = im[lb == 1]
    wall = wallpx.mean(0) if len(wallpx) > 50 else im.reshape(-1, 3).mean(0)
    col = roof_colour(rng, wall)
    sheet = shingles(S, S, col, rng)
    trimc = np.array([u(0.8, 0.97)] * 3) if rng.random() < 0.7 else np.clip(wall * u(0.5, 1.2), 0, 1)
    Y, X = np.mgrid[:S, :S].astype(np.float32)
    over = fw * u(0.01, 0.08)
    cx = fx + fw / 2
    kind = rng.choice(['side', 'hip', 'gable', 'combo'], p=[0.25, 0.3, 0.2, 0.25])
    eave = np.zeros((S, S), bool)  # where the fascia goes (just under the roof's lower edge)
    fas = max(1, int(fh * u(0.012, 0.035)))
    if kind != 'gable':
        rh = min(fy, fh * u(0.15, 0.6))
        t = (Y - (fy - rh)) / max(rh, 1)  # 0 at the ridge, 1 at the eaves
        half_e = fw / 2 + over
        inset = fw * u(0.15, 0.4) if kind in ('hip', 'combo') else fw * u(0, 0.03)
        half = half_e - (1 - t) * inset
        m = (t >= 0) & (t < 1) & (np.abs(X - cx) < half)
        f = np.ones((S, S), np.float32)
        ends = np.abs(X - cx) > half_e - inset  # hip ends: planes facing sideways
        f[ends] = u(0.55, 1.3)
        f = f * (1 + (t - 0.5) * u(-0.2, 0.2))
        img[m] = np.clip(sheet[m] * f[m][:, None] * u(0.8, 1.15), 0, 1)
        out[m] = ROOF
        eave |= (Y >= fy) & (Y < fy + fas) & (np.abs(X - cx) < half_e)
    if kind in ('gable', 'combo'):
        gw = fw * (u(0.3, 0.65) if kind == 'combo' else 1.0) + 2 * over
        gx = cx if kind == 'gable' else u(fx + gw / 2 - over, fx + fw - gw / 2 + over)
        base = fy + (fh * u(0.05, 0.3) if kind == 'combo' else 0)
        gh = min(base, gw * u(0.25, 0.6))
        slope = gh / (gw / 2)
        top = base - gh + slope * np.abs(X - gx)  # the rake: roof edge line
        band = gw * u(0.02, 0.06)
        in_tri = (Y >= top) & (Y < base) & (np.abs(X - gx) < gw / 2)
        rake = in_tri & (Y < top + band)
        fascia = in_tri & ~rake & (Y < top + band + fas)
        wallm = in_tri & ~rake & ~fascia
        lap = max(2.0, fh * u(0.01, 0.03))
        wtex = np.clip(wall * u(0.85, 1.1) + np.where(Y % lap < 1, -0.05, 0)[..., None]
                       + rng.normal(0, 0.01, (S, S, 1)), 0, 1)
        img[wallm] = wtex[wallm]
        out[wallm] = 1
        if rng.random() < 0.4:  # gable vent or attic window
            vw, vh = gw * u(0.08, 0.15), gh * u(0.15, 0.3)
            vy = base - gh * u(0.35, 0.55)
            v = wallm & (np.abs(X - gx) < vw / 2) & (np.abs(Y - vy) < vh / 2)
            img[v] = np.clip(u(0.05, 0.3) + rng.normal(0, 0.02, (int(v.sum()), 3)), 0, 1)
            out[v] = 2
        img[rake] = np.clip(sheet[rake] * u(0.6, 1.2), 0, 1)
        out[rake] = ROOF
        img[fascia] = trimc
        out[fascia] = 4
        eave &= ~in_tri
    if eave.any():
        img[eave] = trimc
        out[eave] = 4
        shadow = np.zeros_like(eave)
        for k in range(fas, fas * int(rng.integers(2, 6))):
            shadow |= np.roll(eave, k, axis=0)
        shadow &= (out != ROOF) & ~eave
        img[shadow] *= u(0.55, 0.9)


def lighting(img, rng):
    """Uneven light across the picture: a smooth gain field (sun on one wall, shade on the next,
    vignetting) times an optional straight shadow edge."""
    S0, S1 = img.shape[:2]
    u = rng.uniform
    gain = 1 + (lowfreq(S0, S1, int(rng.integers(1, 4)), rng) - 0.5) * u(0.4, 1.2)
    if rng.random() < 0.4:
        yy, xx = np.mgrid[:S0, :S1].astype(np.float32)
        a = u(0, 2 * math.pi)
        d = np.cos(a) * (xx - u(0, S1)) + np.sin(a) * (yy - u(0, S0))
        gain = gain * np.where(d > 0, u(0.35, 0.75), 1.0)
    return img * gain[:, :, None].astype(np.float32)


def colour_jitter(img, rng, light=0.0):
    u = rng.uniform
    if rng.random() < light:
        img = lighting(img, rng)
    img = img * np.array([u(0.8, 1.2), u(0.8, 1.2), u(0.8, 1.2)], np.float32)  # white balance
    g = img.mean(2, keepdims=True)
    img = g + (img - g) * u(0.4, 1.5)  # saturation
    m = img.mean()
    img = (img - m) * u(0.6, 1.4) + m * u(0.6, 1.4)  # contrast / brightness
    img = np.clip(img, 0, 1) ** u(0.7, 1.4)  # gamma
    if rng.random() < 0.3:
        img = img + rng.normal(0, u(0.005, 0.04), img.shape).astype(np.float32)
    return np.clip(img, 0, 1).astype(np.float32)


def batch(train, synth, B, S, rng, p_synth=0.2, light=0.0):
    xs, ys = [], []
    for _ in range(B):
        from_synth = synth and rng.random() < p_synth
        pool = synth if from_synth else train
        _, rgb, lab = pool[rng.integers(len(pool))]
        if rng.random() < 0.5:
            rgb, lab = rgb[:, ::-1], lab[:, ::-1]
        if not from_synth and rng.random() < 0.4:
            im, lb = scene(rgb, lab, S, rng)
        else:
            im, lb = rand_crop(rgb, lab, S, rng)
        im = colour_jitter(im, rng, light)
        if rng.random() < 0.2:  # blur
            t = torch.from_numpy(im).permute(2, 0, 1)[None]
            k = torch.tensor([1., 2., 1.]) / 4
            k2 = (k[:, None] * k[None, :]).expand(3, 1, 3, 3)
            im = F.conv2d(t, k2, padding=1, groups=3)[0].permute(1, 2, 0).numpy()
        xs.append(np.ascontiguousarray(im.transpose(2, 0, 1)))
        ys.append(np.ascontiguousarray(lb))
    return torch.from_numpy(np.stack(xs)), torch.from_numpy(np.stack(ys).astype(np.int64))


def to32(n):
    return max(32, int(round(n / 32)) * 32)


def split(data, nval=30):
    """The fixed held-out split of cmp-train: (validation, training) images."""
    order = list(range(len(data)))
    random.Random(1234).shuffle(order)
    return [data[i] for i in order[:nval]], [data[i] for i in order[nval:]]


@torch.no_grad()
def group_probs(model, rgb, long=320, flip=False):
    """other / body / trim / accent probabilities (4 x H x W) of an H x W x 3 image, run at long side
    `long` and resized back; `flip` averages with the mirror image, as the app does."""
    H, W = rgb.shape[:2]
    s = long / max(H, W)
    h, w = to32(H * s), to32(W * s)
    x = torch.from_numpy(rs_img(rgb, h, w).transpose(2, 0, 1).copy())[None]
    if flip:
        x = torch.cat([x, x.flip(3)])
    p = grouped(model(x))
    if flip:
        p = 0.5 * (p[:1] + p[1:].flip(3))
    return F.interpolate(p, size=(H, W), mode='bilinear', align_corners=False)[0]


def validate(model, val, long=320):
    model.eval()
    inter = np.zeros(4); union = np.zeros(4)
    for _, rgb, lab in val:
        p = group_probs(model, rgb, long).argmax(0).numpy()
        lab = LUT[lab]
        for c in range(4):
            inter[c] += np.sum((p == c) & (lab == c))
            union[c] += np.sum((p == c) | (lab == c))
    model.train()
    return inter / np.maximum(union, 1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--data', default='/tmp/torchseg/data')
    ap.add_argument('--out', default='/tmp/torchseg')
    ap.add_argument('--minutes', type=float, default=27)
    ap.add_argument('--size', type=int, default=256)
    ap.add_argument('--batch', type=int, default=8)
    ap.add_argument('--lr', type=float, default=3e-3)
    ap.add_argument('--nval', type=int, default=30)
    ap.add_argument('--bench', type=int, default=0)
    ap.add_argument('--synth', default='/tmp/torchseg/synth')
    ap.add_argument('--init', default='')
    ap.add_argument('--warmup', type=int, default=100)
    ap.add_argument('--arch', default='ds', choices=['ds', 'res'])
    ap.add_argument('--seed', type=int, default=0)
    ap.add_argument('--light', type=float, default=0.0, help='share of samples given uneven lighting')
    a = ap.parse_args()
    torch.set_num_threads(2)
    torch.manual_seed(a.seed)
    rng = np.random.default_rng(a.seed)
    data = load(a.data)
    synth = load(a.synth) if a.synth and os.path.exists(os.path.join(a.synth, 'index.json')) else []
    val, train = split(data, a.nval)
    json.dump([v[0] for v in val], open(os.path.join(a.out, 'val_names.json'), 'w'))
    labs = np.concatenate([t[2].ravel() for t in train])
    freq = np.bincount(labs, minlength=256)[:NC].astype(float) + 1
    freq /= freq.sum()
    wts = 1 / np.sqrt(freq)
    wts[ROOF] = wts[0]  # roofs occur only in generated scenes: weighted as background
    wts = wts / wts.mean()
    gfreq = np.bincount(LUT[labs], minlength=256)[:4].astype(float)
    gfreq /= gfreq.sum()
    gw = 1 / np.sqrt(gfreq)
    gw = gw / gw.mean()
    print('train', len(train), 'val', len(val), 'synth', len(synth), 'class weights', wts.round(2), 'group weights', gw.round(2), flush=True)
    model = UNet() if a.arch == 'ds' else ResUNet()
    if a.init:
        model.load_state_dict(torch.load(a.init)['model'])
    print('params', sum(p.numel() for p in model.parameters()), flush=True)
    opt = torch.optim.AdamW(model.parameters(), lr=a.lr, weight_decay=1e-4)
    ce12 = nn.CrossEntropyLoss(weight=torch.tensor(wts, dtype=torch.float32), ignore_index=IGN)
    nll4 = nn.NLLLoss(weight=torch.tensor(gw, dtype=torch.float32), ignore_index=IGN)
    lut_t = torch.from_numpy(LUT.astype(np.int64))

    def crit(logits, y):
        pg = grouped(logits).contiguous().clamp_min(1e-6).log()
        return ce12(logits, y) + nll4(pg, lut_t[y])

    T = a.minutes * 60
    t0 = time.time(); last_val = t0; it = 0; best = -1; tdata = 0; lsum = 0
    while True:
        el = time.time() - t0
        if el > T or (a.bench and it == a.bench):
            break
        warm = min(1.0, (it + 1) / a.warmup)
        lr = a.lr * warm * 0.5 * (1 + math.cos(math.pi * min(1, el / T)))
        for g in opt.param_groups:
            g['lr'] = lr
        td = time.time()
        x, y = batch(train, synth, a.batch, a.size, rng, light=a.light)
        tdata += time.time() - td
        loss = crit(model(x), y)
        opt.zero_grad(); loss.backward(); opt.step()
        lsum += loss.item(); it += 1
        if it % 25 == 0:
            print(f'it {it} t {el:.0f}s loss {lsum / 25:.3f} lr {lr:.5f} data {tdata / it:.2f}s/it total {el / it:.2f}s/it', flush=True)
            lsum = 0
        if time.time() - last_val > 150 or time.time() - t0 > T:
            last_val = time.time()
            iou = validate(model, val)
            score = iou[1] + iou[2] + iou[3]
            print(f'VAL it {it}: other {iou[0]:.3f} body {iou[1]:.3f} trim {iou[2]:.3f} accent {iou[3]:.3f}', flush=True)
            torch.save({'model': model.state_dict(), 'it': it, 'iou': iou.tolist()}, os.path.join(a.out, 'last.pt'))
            if score > best:
                best = score
                torch.save({'model': model.state_dict(), 'it': it, 'iou': iou.tolist()}, os.path.join(a.out, 'best.pt'))
                print('  saved best', flush=True)
    iou = validate(model, val)
    print(f'FINAL it {it}: other {iou[0]:.3f} body {iou[1]:.3f} trim {iou[2]:.3f} accent {iou[3]:.3f}', flush=True)
    torch.save({'model': model.state_dict(), 'it': it, 'iou': iou.tolist()}, os.path.join(a.out, 'last.pt'))
    if iou[1] + iou[2] + iou[3] > best:
        torch.save({'model': model.state_dict(), 'it': it, 'iou': iou.tolist()}, os.path.join(a.out, 'best.pt'))
        print('  saved best', flush=True)


if __name__ == '__main__':
    main()
