#!/usr/bin/env python3
"""Train the small facade U-Net (numpy only) on maps written by extract-maps.ts.

  python3 backend/engines/vision/train/train_cnn.py /tmp/vision-maps backend/engines/vision/model/cnn.json

Input: stage-1 feature maps (F channels, standardised). Encoder: 2x2 average pooling + 3x3 convs
down to 1/32; decoder: nearest 2x upsampling + skip concat + 1x1 convs; 12 CMP classes out.
cnn.ts implements the same forward pass (zero padding to a multiple of 32, NHWC).
The last VAL images are held out for reporting only.
"""
import argparse, json, time
import numpy as np

ENC = [('e1', 24), ('e2', 32), ('e3', 48), ('e4', 64)]
GROUPS = {'body': [1], 'trim': [4, 5, 9, 10], 'accent': [3, 7]}


def init_params(F, C, rng):
    P = {}
    def conv(name, k, cin, cout):
        P[name + '.w'] = (rng.normal(0, np.sqrt(2 / (k * k * cin)), (k * k * cin, cout))).astype(np.float32)
        P[name + '.b'] = np.zeros(cout, np.float32)
    conv('e1', 3, F, 24); conv('e2', 3, 24, 32); conv('e3', 3, 32, 48); conv('e4', 3, 48, 64)
    conv('e4b', 3, 64, 64); conv('e5', 3, 64, 64)
    conv('d4', 1, 128, 48); conv('d3', 1, 96, 32); conv('d2', 1, 64, 32); conv('d1', 1, 56, 24)
    conv('h', 1, 24 + F, 24); conv('out', 1, 24, C)
    return P


def pool(x):
    N, H, W, C = x.shape
    return x.reshape(N, H // 2, 2, W // 2, 2, C).mean((2, 4))


def pool_b(g):
    return np.repeat(np.repeat(g, 2, 1), 2, 2) * 0.25


def up(x):
    return np.repeat(np.repeat(x, 2, 1), 2, 2)


def up_b(g):
    N, H, W, C = g.shape
    return g.reshape(N, H // 2, 2, W // 2, 2, C).sum((2, 4))


def conv3(x, w, b):
    N, H, W, C = x.shape
    xp = np.pad(x, ((0, 0), (1, 1), (1, 1), (0, 0)))
    cols = np.concatenate([xp[:, dy:dy + H, dx:dx + W, :] for dy in range(3) for dx in range(3)], -1)
    y = cols.reshape(-1, 9 * C) @ w + b
    return y.reshape(N, H, W, -1), cols


def conv3_b(g, cols, w, xshape):
    N, H, W, C = xshape
    g2 = g.reshape(-1, g.shape[-1])
    gw = cols.reshape(-1, 9 * C).T @ g2
    gb = g2.sum(0)
    gc = (g2 @ w.T).reshape(N, H, W, 9, C)
    gxp = np.zeros((N, H + 2, W + 2, C), np.float32)
    k = 0
    for dy in range(3):
        for dx in range(3):
            gxp[:, dy:dy + H, dx:dx + W, :] += gc[:, :, :, k, :]
            k += 1
    return gxp[:, 1:-1, 1:-1, :], gw, gb


def conv1(x, w, b):
    sh = x.shape
    return (x.reshape(-1, sh[-1]) @ w + b).reshape(sh[:-1] + (-1,))


def conv1_b(g, x, w):
    x2 = x.reshape(-1, x.shape[-1])
    g2 = g.reshape(-1, g.shape[-1])
    return (g2 @ w.T).reshape(x.shape), x2.T @ g2, g2.sum(0)


def forward(P, x, keep=True):
    c = {}
    relu = lambda z: np.maximum(z, 0)
    c['x0'] = x
    c['p1'] = pool(x)
    z, c['e1.cols'] = conv3(c['p1'], P['e1.w'], P['e1.b']); c['e1'] = relu(z)
    c['p2'] = pool(c['e1'])
    z, c['e2.cols'] = conv3(c['p2'], P['e2.w'], P['e2.b']); c['e2'] = relu(z)
    c['p3'] = pool(c['e2'])
    z, c['e3.cols'] = conv3(c['p3'], P['e3.w'], P['e3.b']); c['e3'] = relu(z)
    c['p4'] = pool(c['e3'])
    z, c['e4.cols'] = conv3(c['p4'], P['e4.w'], P['e4.b']); c['e4'] = relu(z)
    z, c['e4b.cols'] = conv3(c['e4'], P['e4b.w'], P['e4b.b']); c['e4b'] = relu(z)
    c['p5'] = pool(c['e4b'])
    z, c['e5.cols'] = conv3(c['p5'], P['e5.w'], P['e5.b']); c['e5'] = relu(z)
    c['c4'] = np.concatenate([up(c['e5']), c['e4b']], -1); c['d4'] = relu(conv1(c['c4'], P['d4.w'], P['d4.b']))
    c['c3'] = np.concatenate([up(c['d4']), c['e3']], -1); c['d3'] = relu(conv1(c['c3'], P['d3.w'], P['d3.b']))
    c['c2'] = np.concatenate([up(c['d3']), c['e2']], -1); c['d2'] = relu(conv1(c['c2'], P['d2.w'], P['d2.b']))
    c['c1'] = np.concatenate([up(c['d2']), c['e1']], -1); c['d1'] = relu(conv1(c['c1'], P['d1.w'], P['d1.b']))
    c['c0'] = np.concatenate([up(c['d1']), x], -1); c['h'] = relu(conv1(c['c0'], P['h.w'], P['h.b']))
    logits = conv1(c['h'], P['out.w'], P['out.b'])
    return logits, c


def backward(P, c, g):
    G = {}
    gh, G['out.w'], G['out.b'] = conv1_b(g, c['h'], P['out.w'])
    gh = gh * (c['h'] > 0)
    gc0, G['h.w'], G['h.b'] = conv1_b(gh, c['c0'], P['h.w'])
    gd1 = up_b(gc0[..., :24]) * (c['d1'] > 0)
    gc1, G['d1.w'], G['d1.b'] = conv1_b(gd1, c['c1'], P['d1.w'])
    ge1_skip = gc1[..., 32:]
    gd2 = up_b(gc1[..., :32]) * (c['d2'] > 0)
    gc2, G['d2.w'], G['d2.b'] = conv1_b(gd2, c['c2'], P['d2.w'])
    ge2_skip = gc2[..., 32:]
    gd3 = up_b(gc2[..., :32]) * (c['d3'] > 0)
    gc3, G['d3.w'], G['d3.b'] = conv1_b(gd3, c['c3'], P['d3.w'])
    ge3_skip = gc3[..., 48:]
    gd4 = up_b(gc3[..., :48]) * (c['d4'] > 0)
    gc4, G['d4.w'], G['d4.b'] = conv1_b(gd4, c['c4'], P['d4.w'])
    ge4b = gc4[..., 64:]
    ge5 = up_b(gc4[..., :64]) * (c['e5'] > 0)
    gp5, G['e5.w'], G['e5.b'] = conv3_b(ge5, c['e5.cols'], P['e5.w'], c['p5'].shape)
    ge4b = (ge4b + pool_b(gp5)) * (c['e4b'] > 0)
    ge4, G['e4b.w'], G['e4b.b'] = conv3_b(ge4b, c['e4b.cols'], P['e4b.w'], c['e4'].shape)
    ge4 = ge4 * (c['e4'] > 0)
    gp4, G['e4.w'], G['e4.b'] = conv3_b(ge4, c['e4.cols'], P['e4.w'], c['p4'].shape)
    ge3 = (ge3_skip + pool_b(gp4)) * (c['e3'] > 0)
    gp3, G['e3.w'], G['e3.b'] = conv3_b(ge3, c['e3.cols'], P['e3.w'], c['p3'].shape)
    ge2 = (ge2_skip + pool_b(gp3)) * (c['e2'] > 0)
    gp2, G['e2.w'], G['e2.b'] = conv3_b(ge2, c['e2.cols'], P['e2.w'], c['p2'].shape)
    ge1 = (ge1_skip + pool_b(gp2)) * (c['e1'] > 0)
    _, G['e1.w'], G['e1.b'] = conv3_b(ge1, c['e1.cols'], P['e1.w'], c['p1'].shape)
    return G


def pad32(x, y):
    H, W = x.shape[:2]
    Hp, Wp = -(-H // 32) * 32, -(-W // 32) * 32
    xp = np.zeros((Hp, Wp, x.shape[2]), np.float32); xp[:H, :W] = x
    yp = np.full((Hp, Wp), 255, np.uint8); yp[:H, :W] = y
    return xp, yp


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('data'); ap.add_argument('out')
    ap.add_argument('--epochs', type=int, default=12)
    ap.add_argument('--lr', type=float, default=2e-3)
    ap.add_argument('--crop', type=int, default=160)
    ap.add_argument('--batch', type=int, default=8)
    ap.add_argument('--wpow', type=float, default=0.25)
    ap.add_argument('--val', type=int, default=30, help='held-out source images')
    ap.add_argument('--seed', type=int, default=0)
    ap.add_argument('--init', default='', help='start from these JSON weights (fine-tuning)')
    a = ap.parse_args()
    Xs, Ys, items = [], [], []
    for di, path in enumerate(a.data.split(',')):  # several map sets may be combined
        meta = json.load(open(path + '.json'))
        F = meta['F']
        total = sum(it['w'] * it['h'] for it in meta['items'])
        Xs.append(np.memmap(path + '.f32', dtype=np.float32, mode='r', shape=(total, F)))
        Ys.append(np.memmap(path + '.u8', dtype=np.uint8, mode='r', shape=(total,)))
        items += [dict(it, ds=di) for it in meta['items']]
    X, Y = Xs[0], Ys[0]
    names = sorted({it['name'].split('#')[0] for it in items if it['name'].startswith('cmp_')})
    val_names = set(names[-a.val:])
    train = [it for it in items if it['name'].split('#')[0] not in val_names]
    val = [it for it in items if it['name'].endswith('#0') and it['name'].split('#')[0] in val_names]
    total = X.shape[0]
    idx = np.random.default_rng(1).choice(total, 400000, replace=False); idx.sort()
    mean = X[idx].mean(0); std = X[idx].std(0) + 1e-6
    if a.init:  # keep the input normalisation the initial weights were trained with
        ji = json.load(open(a.init)); mean = np.array(ji['mean'], np.float32); std = np.array(ji['std'], np.float32)
    C = 12
    freq = np.bincount(Y[idx], minlength=C) / len(idx)
    cw = ((freq + 1e-3) ** -a.wpow).astype(np.float32); cw /= (cw * freq).sum()
    cw = np.append(cw, 0).astype(np.float32)  # index 12 = ignore
    rng = np.random.default_rng(a.seed)
    P = init_params(F, C, rng)
    if a.init:
        P = load_params(a.init)
    M1 = {k: np.zeros_like(v) for k, v in P.items()}; M2 = {k: np.zeros_like(v) for k, v in P.items()}
    load = lambda it: (((np.asarray(Xs[it['ds']][it['offset']:it['offset'] + it['w'] * it['h']]) - mean) / std).reshape(it['h'], it['w'], F).astype(np.float16),
                       np.asarray(Ys[it['ds']][it['offset']:it['offset'] + it['w'] * it['h']]).reshape(it['h'], it['w']))
    cache = [load(it) for it in train]
    S = a.crop
    steps = len(train) // a.batch
    tot_steps = steps * a.epochs
    t = 0
    for ep in range(a.epochs):
        t0 = time.time(); perm = rng.permutation(len(train)); ls = 0.0
        for s in range(steps):
            xb = np.zeros((a.batch, S, S, F), np.float32); yb = np.full((a.batch, S, S), 255, np.uint8)
            for bi, k in enumerate(perm[s * a.batch:(s + 1) * a.batch]):
                x, y = cache[k]
                H, W = y.shape
                oy = rng.integers(0, max(1, H - S + 1)); ox = rng.integers(0, max(1, W - S + 1))
                cx = x[oy:oy + S, ox:ox + S]; cy = y[oy:oy + S, ox:ox + S]
                if rng.random() < 0.5: cx = cx[:, ::-1]; cy = cy[:, ::-1]
                xb[bi, :cx.shape[0], :cx.shape[1]] = cx; yb[bi, :cy.shape[0], :cy.shape[1]] = cy
            logits, cache_f = forward(P, xb)
            z = logits - logits.max(-1, keepdims=True)
            p = np.exp(z); p /= p.sum(-1, keepdims=True)
            yi = np.where(yb == 255, 12, yb).astype(np.int64)
            w = cw[yi]; wn = w.sum() + 1e-6
            yc = np.minimum(yi, 11)
            lp = np.take_along_axis(p, yc[..., None], -1)[..., 0]
            ls += float(-(w * np.log(lp + 1e-9)).sum() / wn)
            g = p
            np.put_along_axis(g, yc[..., None], np.take_along_axis(g, yc[..., None], -1) - 1, -1)
            g *= (w / wn)[..., None]
            G = backward(P, cache_f, g.astype(np.float32))
            t += 1
            lr = a.lr * 0.5 * (1 + np.cos(np.pi * t / tot_steps))
            for k in P:
                gk = G[k] + 1e-5 * P[k]
                M1[k] = 0.9 * M1[k] + 0.1 * gk; M2[k] = 0.999 * M2[k] + 0.001 * gk * gk
                P[k] -= lr * (M1[k] / (1 - 0.9 ** t)) / (np.sqrt(M2[k] / (1 - 0.999 ** t)) + 1e-8)
        inter = np.zeros(3); union = np.zeros(3); correct = 0; n = 0
        for it in val:
            x, y = load(it); xp, yp = pad32(x.astype(np.float32), y)
            lg, _ = forward(P, xp[None]); pr = lg[0]
            pr = np.exp(pr - pr.max(-1, keepdims=True)); pr /= pr.sum(-1, keepdims=True)
            gp = np.stack([pr[..., g].sum(-1) for g in GROUPS.values()], -1)
            pred = np.concatenate([1 - gp.sum(-1, keepdims=True), gp], -1).argmax(-1)
            tr = np.zeros_like(yp, dtype=np.int64)
            for gi, gg in enumerate(GROUPS.values()): tr[np.isin(yp, gg)] = gi + 1
            m = yp != 255
            for gi in range(3):
                inter[gi] += ((pred == gi + 1) & (tr == gi + 1) & m).sum(); union[gi] += (((pred == gi + 1) | (tr == gi + 1)) & m).sum()
            correct += ((pred == tr) & m).sum(); n += m.sum()
        iou = inter / np.maximum(union, 1)
        print(f'epoch {ep} loss {ls / steps:.4f} val body {iou[0]:.3f} trim {iou[1]:.3f} accent {iou[2]:.3f} acc {correct / n:.3f} ({time.time() - t0:.0f}s)', flush=True)
        save(P, F, C, mean, std, a.out)


def load_params(path):
    j = json.load(open(path))
    P = {}
    for n, l in j['layers'].items():
        P[n + '.w'] = np.array(l['w'], np.float32).reshape(l['inp'], l['out'])
        P[n + '.b'] = np.array(l['b'], np.float32)
    return P


def save(P, F, C, mean, std, out):
    r = lambda arr: [float(f'{v:.5g}') for v in np.asarray(arr).ravel()]
    layers = {k.split('.')[0]: None for k in P}
    for name in layers:
        w = P[name + '.w']
        layers[name] = {'inp': int(w.shape[0]), 'out': int(w.shape[1]), 'w': r(w), 'b': r(P[name + '.b'])}
    json.dump({'inputs': F, 'classes': C, 'mean': r(mean), 'std': r(std), 'layers': layers}, open(out, 'w'))


if __name__ == '__main__':
    main()
