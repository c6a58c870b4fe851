#!/usr/bin/python3
"""Static int8 quantization of a U-Net's convolutions (all but the last, which sums
class probabilities into groups) in onnxruntime's QDQ format, so that the
runtime runs them as integer convolutions (QLinearConv: about 1.5x faster on two cores).

  /usr/bin/python3 quantize_int8.py probe MODEL.onnx PROBE.onnx POINTS.json
      a copy of MODEL whose outputs also include every convolution's input and (after its ReLU)
      output, the tensors to quantize; POINTS.json lists them and the training images (cmp-train
      without the held-out split of train_unet.py) that quant-ranges.ts measures them on
  npx tsx quant-ranges.ts PROBE.onnx POINTS.json RANGES.json
  /usr/bin/python3 quantize_int8.py build MODEL.onnx RANGES.json OUT.onnx

Weights: per output channel, symmetric, 7 bits (-63..63) so that CPUs without VNNI, whose u8 x s8
instructions saturate 16-bit sums, compute the same as those with it. Activations: uint8 over the
measured range. Biases: int32 at the input scale times the weight scale. A ReLU in front of a
quantize step with zero point 0 is folded away by onnxruntime. Everything else stays float.
"""
import json
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

WEIGHT_MAX = 63


def consumers(g):
    out = {}
    for n in g.node:
        for i in n.input:
            out.setdefault(i, []).append(n)
    return out


def int8_convs(g):
    """The convolutions to quantize: all but the one summing the class probabilities into groups
    (it writes the graph's output; 1/255 steps would show in probabilities)."""
    outs = {o.name for o in g.output}
    return [n for n in g.node if n.op_type == 'Conv' and n.output[0] not in outs]


def quant_points(g):
    """Tensors to quantize: each int8 Conv's input and output (after the ReLU that follows it)."""
    cons, points = consumers(g), []
    for n in int8_convs(g):
        out = n.output[0]
        after = cons.get(out, [])
        if len(after) == 1 and after[0].op_type == 'Relu':
            out = after[0].output[0]
        for t in (n.input[0], out):
            if t not in points:
                points.append(t)
    return points


def probe(src, dst, points_path):
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from train_unet import load, split  # noqa: E402  (torch only needed for this step)
    m = onnx.load(src)
    g = m.graph
    points = quant_points(g)
    outs = {o.name for o in g.output}
    for t in points:
        if t not in outs:
            g.output.append(helper.make_tensor_value_info(t, TensorProto.FLOAT, None))
    onnx.save(m, dst)
    val = {name for name, _, _ in split(load('/tmp/torchseg/data'))[0]}
    train = sorted(e['name'] for e in json.load(open('/tmp/torchseg/data/index.json'))
                   if e['name'] not in val)
    json.dump({'points': points, 'images': train}, open(points_path, 'w'))
    print(len(points), 'tensors to measure;', len(train), 'training images listed')


def build(src, ranges_path, dst):
    m = onnx.load(src)
    g = m.graph
    ranges = json.load(open(ranges_path))
    inits = {i.name: i for i in g.initializer}
    producer = {o: n for n in g.node for o in n.output}
    cons = consumers(g)
    added_inits, added_nodes, dq_of = [], [], {}

    def weight(name):
        """float32 value of a weight given directly or through Cast(float16 initializer)."""
        if name in inits:
            return numpy_helper.to_array(inits[name]).astype(np.float32)
        p = producer.get(name)
        if p is not None and p.op_type == 'Cast' and p.input[0] in inits:
            return numpy_helper.to_array(inits[p.input[0]]).astype(np.float32)
        raise KeyError(name)

    def const(name, arr):
        added_inits.append(numpy_helper.from_array(arr, name))
        return name

    def act_params(t):
        lo, hi = ranges[t]
        lo, hi = min(lo, 0.0), max(hi, 0.0)
        scale = max((hi - lo) / 255.0, 1e-8)
        return np.float32(scale), np.uint8(np.clip(round(-lo / scale), 0, 255))

    def qdq(t):
        """Quantize -> dequantize on tensor t (once); returns the dequantized tensor's name."""
        if t not in dq_of:
            s, z = act_params(t)
            sn, zn = const(t + '_qs', np.array(s)), const(t + '_qz', np.array(z))
            added_nodes.append(helper.make_node('QuantizeLinear', [t, sn, zn], [t + '_q']))
            added_nodes.append(helper.make_node('DequantizeLinear', [t + '_q', sn, zn], [t + '_dq']))
            dq_of[t] = t + '_dq'
        return dq_of[t]

    def dequantized(name, q, scale, axis_len):
        zero = np.zeros(axis_len, dtype=q.dtype)
        args = [const(name + '_q', q), const(name + '_s', scale), const(name + '_z', zero)]
        added_nodes.append(helper.make_node('DequantizeLinear', args, [name + '_dq'], axis=0))
        return name + '_dq'

    convs = int8_convs(g)
    for i, n in enumerate(convs):
        key = n.name or f'conv{i}'
        xs, _ = act_params(n.input[0])
        W = weight(n.input[1])
        ws = np.maximum(np.abs(W.reshape(W.shape[0], -1)).max(axis=1) / WEIGHT_MAX, 1e-12)
        ws = ws.astype(np.float32)
        Wq = np.clip(np.round(W / ws[:, None, None, None]), -WEIGHT_MAX, WEIGHT_MAX).astype(np.int8)
        n.input[1] = dequantized(key + '_w', Wq, ws, W.shape[0])
        if len(n.input) > 2 and n.input[2]:
            bs = (xs * ws).astype(np.float32)
            Bq = np.round(weight(n.input[2]) / bs).astype(np.int32)
            n.input[2] = dequantized(key + '_b', Bq, bs, W.shape[0])
    rewire = {t: qdq(t) for t in quant_points(g)}
    for n in g.node:
        for k, i in enumerate(n.input):
            if i in rewire:
                n.input[k] = rewire[i]
    g.initializer.extend(added_inits)
    # topological order, then drop what nothing reads any more (the float16 weights and casts)
    ready = {i.name for i in g.input} | {i.name for i in g.initializer} | {''}
    ordered, pending = [], list(g.node) + added_nodes
    while pending:
        rest = [n for n in pending if not all(i in ready for i in n.input)]
        for n in pending:
            if n not in rest:
                ordered.append(n)
                ready.update(n.output)
        if len(rest) == len(pending):
            raise RuntimeError(f'cannot order node {rest[0].name} {list(rest[0].input)}')
        pending = rest
    read = {i for n in ordered for i in n.input} | {o.name for o in g.output}
    ordered = [n for n in ordered if n.op_type != 'Cast' or n.output[0] in read]
    read = {i for n in ordered for i in n.input}
    kept = [i for i in g.initializer if i.name in read]
    del g.node[:]
    g.node.extend(ordered)
    del g.initializer[:]
    g.initializer.extend(kept)
    onnx.checker.check_model(m)
    onnx.save(m, dst)
    print('wrote', dst, 'with', len(convs), 'int8 convolutions')


if __name__ == '__main__':
    cmd, *args = sys.argv[1:]
    {'probe': probe, 'build': build}[cmd](*args)
