#!/usr/bin/python3
"""Export a train_unet.py checkpoint to ONNX (opset 13, dynamic N/H/W; any H, W >= 32).
  /usr/bin/python3 export_onnx.py [/tmp/torchseg/best.pt] [/tmp/torchseg/unet.onnx]
Input 'image': float32 N x 3 x H x W, RGB in [0,1].
Output 'probs': float32 N x 4 x H x W, probabilities of other, body, trim, accent (the softmax over
the 12 CMP classes (and ROOF, in 13-class models) summed into those groups inside the graph).
"""
import sys, os, torch
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from train_unet import model_for, G

ck = sys.argv[1] if len(sys.argv) > 1 else '/tmp/torchseg/best.pt'
out = sys.argv[2] if len(sys.argv) > 2 else '/tmp/torchseg/unet.onnx'
torch.set_num_threads(2)


class Grouped(torch.nn.Module):
    def __init__(self, net):
        super().__init__()
        self.net = net
        nc = net.head.out_channels
        self.register_buffer('g', G[:nc].t().contiguous().view(4, nc, 1, 1))

    def forward(self, x):
        return torch.nn.functional.conv2d(self.net(x).softmax(1), self.g)


sd = torch.load(ck, map_location='cpu')
m = model_for(sd['model'])
m.load_state_dict(sd['model'])
m.eval()
print('checkpoint it', sd.get('it'), 'val iou', sd.get('iou'))
x = torch.rand(1, 3, 320, 240)
torch.onnx.export(Grouped(m).eval(), x, out, opset_version=13, input_names=['image'], output_names=['probs'],
                  dynamic_axes={'image': {0: 'n', 2: 'h', 3: 'w'}, 'probs': {0: 'n', 2: 'h', 3: 'w'}},
                  do_constant_folding=True)
print('wrote', out, os.path.getsize(out), 'bytes')
