#!/usr/bin/python3
"""Export a train_unet.py checkpoint to ONNX (opset 13, dynamic H/W; H, W must be multiples of 32).
  /usr/bin/python3 export_onnx.py [/tmp/torchseg/best.pt] [/tmp/torchseg/unet.onnx]
Input 'image': float32 N x 3 x H x W, RGB in [0,1]. Output 'logits': N x 4 x H x W (other, body, trim, accent).
"""
import sys, os, torch
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from train_unet import UNet

ck = sys.argv[1] if len(sys.argv) > 1 else '/tmp/torchseg/best.pt'
out = sys.argv[2] if len(sys.argv) > 2 else '/tmp/torchseg/unet.onnx'
torch.set_num_threads(2)
m = UNet()
sd = torch.load(ck, map_location='cpu')
m.load_state_dict(sd['model'])
m.eval()
print('checkpoint it', sd.get('it'), 'val iou', sd.get('iou'))
x = torch.rand(1, 3, 320, 224)
torch.onnx.export(m, x, out, opset_version=13, input_names=['image'], output_names=['logits'],
                  dynamic_axes={'image': {0: 'n', 2: 'h', 3: 'w'}, 'logits': {0: 'n', 2: 'h', 3: 'w'}},
                  do_constant_folding=True)
print('wrote', out, os.path.getsize(out), 'bytes')
