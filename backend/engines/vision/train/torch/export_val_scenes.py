#!/usr/bin/python3
"""Writes the held-out cmp-train validation facades (train_unet.py's split) pasted into procedural
street scenes (train_unet.scene: sky, roof, ground, trees), in prep-data.mjs's raw format, for
calibrate-unet.ts: the decision weights then have to hold on street-like photos too, not only on
rectified facades.
  /usr/bin/python3 export_val_scenes.py [OUT=/tmp/torchseg/val-scenes] [COPIES=3] [SIZE=512] [ROOFS=simple]
(SIZE: the scenes' side; 512 so that the networks' largest view has real detail. ROOFS: 'simple' for
the first sessions' flat roof shapes, 'house' for US house roofs: /tmp/torchseg/val-roofs)
"""
import json, os, sys
import numpy as np
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from train_unet import load, scene, split

out = sys.argv[1] if len(sys.argv) > 1 else '/tmp/torchseg/val-scenes'
copies = int(sys.argv[2]) if len(sys.argv) > 2 else 3
size = int(sys.argv[3]) if len(sys.argv) > 3 else 512
roofs = sys.argv[4] if len(sys.argv) > 4 else 'simple'
os.makedirs(out, exist_ok=True)
data = load('/tmp/torchseg/data')
rng = np.random.default_rng(777)
index = []
for name, rgb, lab in split(data)[0]:
    for k in range(copies):
        img, lb = scene(rgb, lab, size, rng, roofs)
        n = f'{name}_scene{k}'
        (np.clip(img, 0, 1) * 255 + 0.5).astype(np.uint8).tofile(os.path.join(out, n + '.rgb'))
        lb.astype(np.uint8).tofile(os.path.join(out, n + '.lab'))
        index.append({'name': n, 'w': size, 'h': size})
json.dump(index, open(os.path.join(out, 'index.json'), 'w'))
print('wrote', len(index), 'scenes to', out)
