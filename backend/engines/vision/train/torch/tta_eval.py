#!/usr/bin/python3
"""Validation IoU of a checkpoint (held-out cmp-train split of train_unet.py, or the raw scene
folder of export_val_scenes.py) at several working sizes, with and without mirror averaging and
multi-size averaging: which test-time set-up the app should use.
  /usr/bin/python3 tta_eval.py CKPT [--scenes /tmp/torchseg/val-scenes]
"""
import argparse, os, sys
import numpy as np
import torch
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from train_unet import LUT, group_probs, load, model_for, split

ap = argparse.ArgumentParser()
ap.add_argument('ckpt')
ap.add_argument('--scenes', default='')
ap.add_argument('--sizes', default='256,320,384,448,512')
a = ap.parse_args()
torch.set_num_threads(1)
sd = torch.load(a.ckpt, map_location='cpu')
model = model_for(sd['model'])
model.load_state_dict(sd['model'])
model.eval()
if a.scenes:
    val = load(a.scenes)
else:
    val, _ = split(load('/tmp/torchseg/data'))
sizes = [int(s) for s in a.sizes.split(',')]


setups = {f'{s}': [(s, False)] for s in sizes}
setups.update({f'{s}+flip': [(s, True)] for s in sizes})
setups['320+448 flip'] = [(320, True), (448, True)]
setups['256+384+512 flip'] = [(256, True), (384, True), (512, True)]
setups['320+512 flip'] = [(320, True), (512, True)]
acc = {k: [np.zeros(4), np.zeros(4)] for k in setups}
for _, rgb, lab in val:
    cache = {}
    lab = LUT[lab]
    for k, parts in setups.items():
        p = sum(cache.setdefault(pt, group_probs(model, rgb, *pt)) for pt in parts) / len(parts)
        pred = p.argmax(0).numpy()
        for c in range(4):
            acc[k][0][c] += np.sum((pred == c) & (lab == c))
            acc[k][1][c] += np.sum(((pred == c) | (lab == c)) & (lab != 255))
for k, (i, u) in acc.items():
    iou = i / np.maximum(u, 1)
    print(f'{k:>18}: other {iou[0]:.3f} body {iou[1]:.3f} trim {iou[2]:.3f} accent {iou[3]:.3f}', flush=True)
