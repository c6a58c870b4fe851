#!/usr/bin/env python3
"""Fit per-surface decision biases of model/cnn.json on held-out cmp-train images.

  python3 backend/engines/vision/train/calibrate.py /tmp/vision-maps3 backend/engines/vision/model/cnn.json

Groups the 12-class softmax into other/body/trim/accent, then searches log-biases added to the
group log-probabilities that maximise the mean IoU of body, trim and accent on the last VAL
source images (the same ones train_cnn.py held out). Writes "groupBias" into the JSON.
"""
import argparse, json
import numpy as np
from train_cnn import forward, pad32, GROUPS


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('data'); ap.add_argument('model')
    ap.add_argument('--val', type=int, default=30)
    a = ap.parse_args()
    j = json.load(open(a.model))
    P = {}
    for n, l in j['layers'].items():
        P[n + '.w'] = np.array(l['w'], np.float32).reshape(l['inp'], l['out']); P[n + '.b'] = np.array(l['b'], np.float32)
    mean = np.array(j['mean'], np.float32); std = np.array(j['std'], np.float32)
    meta = json.load(open(a.data + '.json')); F = meta['F']; items = meta['items']
    total = sum(it['w'] * it['h'] for it in items)
    X = np.memmap(a.data + '.f32', dtype=np.float32, mode='r', shape=(total, F))
    Y = np.memmap(a.data + '.u8', dtype=np.uint8, mode='r', shape=(total,))
    names = sorted({it['name'].split('#')[0] for it in items})
    val_names = set(names[-a.val:])
    val = [it for it in items if it['name'].endswith('#0') and it['name'].split('#')[0] in val_names]
    LP, T = [], []
    for it in val:
        sl = slice(it['offset'], it['offset'] + it['w'] * it['h'])
        x = ((np.asarray(X[sl]) - mean) / std).reshape(it['h'], it['w'], F)
        y = np.asarray(Y[sl]).reshape(it['h'], it['w'])
        xp, _ = pad32(x, y)
        lg = forward(P, xp[None])[0][0, :it['h'], :it['w']]
        p = np.exp(lg - lg.max(-1, keepdims=True)); p /= p.sum(-1, keepdims=True)
        gp = np.stack([p[..., g].sum(-1) for g in GROUPS.values()], -1)
        gp = np.concatenate([np.clip(1 - gp.sum(-1, keepdims=True), 0, 1), gp], -1)
        LP.append(np.log(gp.reshape(-1, 4) + 1e-6))
        t = np.zeros(y.size, np.int64)
        for gi, g in enumerate(GROUPS.values()): t[np.isin(y.ravel(), g)] = gi + 1
        T.append(t)
    LP = np.concatenate(LP); T = np.concatenate(T)

    def score(b):
        pred = (LP + b).argmax(1)
        ious = [((pred == k) & (T == k)).sum() / max(1, ((pred == k) | (T == k)).sum()) for k in (1, 2, 3)]
        return float(np.mean(ious)), ious

    b = np.zeros(4)
    print('before', score(b))
    for _ in range(3):
        for k in (1, 2, 3):
            best = max(np.arange(-1.5, 1.51, 0.1), key=lambda v: score(np.where(np.arange(4) == k, v, b))[0])
            b[k] = best
    print('after', score(b), 'bias', b.round(2).tolist())
    j['groupBias'] = [float(round(v, 3)) for v in b]
    json.dump(j, open(a.model, 'w'))


if __name__ == '__main__':
    main()
