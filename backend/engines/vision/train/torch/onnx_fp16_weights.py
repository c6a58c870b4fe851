#!/usr/bin/python3
"""Stores an ONNX model's float32 weights as float16 (half the file size) with a Cast back to
float32 in front of each, so the graph still computes in float32; onnxruntime folds the casts when
it loads the model.
  /usr/bin/python3 onnx_fp16_weights.py IN.onnx OUT.onnx
"""
import sys
import numpy as np
import onnx
from onnx import helper, numpy_helper, TensorProto

src, dst = sys.argv[1], sys.argv[2]
m = onnx.load(src)
g = m.graph
casts, inits = [], []
for t in g.initializer:
    a = numpy_helper.to_array(t)
    if t.data_type == TensorProto.FLOAT and a.size >= 64:
        half = numpy_helper.from_array(a.astype(np.float16), t.name + '_fp16')
        inits.append(half)
        casts.append(helper.make_node('Cast', [half.name], [t.name], to=TensorProto.FLOAT))
    else:
        inits.append(t)
del g.initializer[:]
g.initializer.extend(inits)
nodes = list(g.node)
del g.node[:]
g.node.extend(casts + nodes)
onnx.checker.check_model(m)
onnx.save(m, dst)
print('wrote', dst, 'with', len(casts), 'weights in float16')
