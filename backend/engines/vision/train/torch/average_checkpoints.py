#!/usr/bin/python3
"""Average the weights of several train_unet.py checkpoints (the last ones of a run, taken while the
learning rate decays) and report the validation IoU of each input and of the average.
  /usr/bin/python3 average_checkpoints.py OUT.pt IN1.pt IN2.pt ... [--data /tmp/torchseg/data]
"""
import argparse, os, sys
import torch
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from train_unet import model_for, load, split, validate

ap = argparse.ArgumentParser()
ap.add_argument('out')
ap.add_argument('inputs', nargs='+')
ap.add_argument('--data', default='/tmp/torchseg/data')
ap.add_argument('--nval', type=int, default=30)
a = ap.parse_args()
torch.set_num_threads(2)
data = load(a.data)
val, _ = split(data, a.nval)
sds = [torch.load(p, map_location='cpu')['model'] for p in a.inputs]
avg = {}
for k, v in sds[0].items():
    avg[k] = sum(sd[k].double() for sd in sds).div(len(sds)).to(v.dtype) if v.is_floating_point() else v
model = model_for(sds[0])
for p, sd in zip(a.inputs, sds):
    model.load_state_dict(sd)
    print(os.path.basename(p), validate(model, val).round(3), flush=True)
model.load_state_dict(avg)
iou = validate(model, val)
print('average', iou.round(3), flush=True)
torch.save({'model': avg, 'it': 'average of ' + ', '.join(os.path.basename(p) for p in a.inputs), 'iou': iou.tolist()}, a.out)
