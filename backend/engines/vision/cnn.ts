/**
 * Forward pass of the small facade U-Net trained by train/train_cnn.py (NHWC, typed arrays).
 * Input: stage-1 feature maps; output: softmax over the 12 CMP classes per pixel.
 * Encoder: 2x2 average pooling + 3x3 convs (zero padding) down to 1/32; decoder: nearest 2x
 * upsampling, skip concatenation and 1x1 convs. The input is zero-padded to a multiple of 32.
 */
interface LayerJson {
  inp: number;
  out: number;
  w: number[];
  b: number[];
}
export interface CnnJson {
  inputs: number;
  classes: number;
  mean: number[];
  std: number[];
  layers: Record<string, LayerJson>;
  /** Log-biases for the other/body/trim/accent decision (train/calibrate.py). */
  groupBias?: number[];
}

interface Tensor {
  h: number;
  w: number;
  c: number;
  d: Float32Array;
}
interface Layer {
  inp: number;
  out: number;
  /** transposed weights, out x inp */
  wT: Float32Array;
  b: Float32Array;
}

function pool(t: Tensor): Tensor {
  const h = t.h >> 1;
  const w = t.w >> 1;
  const { c } = t;
  const d = new Float32Array(h * w * c);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const o = (y * w + x) * c;
      const i00 = (2 * y * t.w + 2 * x) * c;
      const i10 = i00 + t.w * c;
      for (let k = 0; k < c; k++) {
        d[o + k] =
          0.25 *
          ((t.d[i00 + k] ?? 0) +
            (t.d[i00 + c + k] ?? 0) +
            (t.d[i10 + k] ?? 0) +
            (t.d[i10 + c + k] ?? 0));
      }
    }
  }
  return { h, w, c, d };
}

/** Nearest 2x upsampling of a, concatenated channel-wise with skip b (b has 2x a's size). */
function upCat(a: Tensor, b: Tensor): Tensor {
  const c = a.c + b.c;
  const d = new Float32Array(b.h * b.w * c);
  for (let y = 0; y < b.h; y++) {
    for (let x = 0; x < b.w; x++) {
      const o = (y * b.w + x) * c;
      d.set(
        a.d.subarray(((y >> 1) * a.w + (x >> 1)) * a.c, ((y >> 1) * a.w + (x >> 1) + 1) * a.c),
        o,
      );
      d.set(b.d.subarray((y * b.w + x) * b.c, (y * b.w + x + 1) * b.c), o + a.c);
    }
  }
  return { h: b.h, w: b.w, c, d };
}

/** Convolution (k = 1 or 3, zero padding). Weights are stored transposed: wT[o * K + k]. */
function conv(t: Tensor, L: Layer, k: 1 | 3, relu: boolean): Tensor {
  const { h, w, c } = t;
  const src = t.d;
  const O = L.out;
  const K = L.inp;
  const wT = L.wT;
  const bias = L.b;
  const d = new Float32Array(h * w * O);
  const patch = new Float32Array(K);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let p: Float32Array;
      if (k === 1) {
        p = src.subarray((y * w + x) * c, (y * w + x + 1) * c);
      } else {
        patch.fill(0);
        for (let dy = -1; dy <= 1; dy++) {
          const yy = y + dy;
          if (yy < 0 || yy >= h) continue;
          for (let dx = -1; dx <= 1; dx++) {
            const xx = x + dx;
            if (xx < 0 || xx >= w) continue;
            const ib = (yy * w + xx) * c;
            patch.set(src.subarray(ib, ib + c), ((dy + 1) * 3 + (dx + 1)) * c);
          }
        }
        p = patch;
      }
      const ob = (y * w + x) * O;
      // four output channels at a time (O is a multiple of 4 in this network)
      for (let o = 0; o < O; o += 4) {
        const w0 = o * K;
        const w1 = w0 + K;
        const w2 = w1 + K;
        const w3 = w2 + K;
        let s0 = bias[o] as number;
        let s1 = bias[o + 1] as number;
        let s2 = bias[o + 2] as number;
        let s3 = bias[o + 3] as number;
        for (let kk = 0; kk < K; kk++) {
          const v = p[kk] as number;
          s0 += v * (wT[w0 + kk] as number);
          s1 += v * (wT[w1 + kk] as number);
          s2 += v * (wT[w2 + kk] as number);
          s3 += v * (wT[w3 + kk] as number);
        }
        d[ob + o] = relu && s0 < 0 ? 0 : s0;
        d[ob + o + 1] = relu && s1 < 0 ? 0 : s1;
        d[ob + o + 2] = relu && s2 < 0 ? 0 : s2;
        d[ob + o + 3] = relu && s3 < 0 ? 0 : s3;
      }
    }
  }
  return { h, w, c: O, d };
}

export class FacadeCnn {
  readonly inputs: number;
  readonly classes: number;
  readonly groupBias: [number, number, number, number];
  private readonly mean: Float32Array;
  private readonly invStd: Float32Array;
  private readonly L: Record<string, Layer>;

  constructor(json: CnnJson) {
    this.inputs = json.inputs;
    this.classes = json.classes;
    const gb = json.groupBias ?? [];
    this.groupBias = [gb[0] ?? 0, gb[1] ?? 0, gb[2] ?? 0, gb[3] ?? 0];
    this.mean = Float32Array.from(json.mean);
    this.invStd = Float32Array.from(json.std, (s) => 1 / (s > 1e-6 ? s : 1));
    this.L = {};
    for (const [name, l] of Object.entries(json.layers)) {
      if (l.w.length !== l.inp * l.out || l.out % 4 !== 0)
        throw new Error(`cnn layer ${name}: bad shape`);
      const wT = new Float32Array(l.inp * l.out);
      for (let i = 0; i < l.inp; i++)
        for (let o = 0; o < l.out; o++) wT[o * l.inp + i] = l.w[i * l.out + o] ?? 0;
      this.L[name] = { inp: l.inp, out: l.out, wT, b: Float32Array.from(l.b) };
    }
  }

  private layer(name: string): Layer {
    const l = this.L[name];
    if (!l) throw new Error(`cnn layer ${name} missing`);
    return l;
  }

  /** features: pixel-major (w*h x inputs). Returns pixel-major softmax (w*h x classes). */
  predict(features: Float32Array, w: number, h: number): Float32Array {
    const F = this.inputs;
    const H = Math.ceil(h / 32) * 32;
    const W = Math.ceil(w / 32) * 32;
    const x0: Tensor = { h: H, w: W, c: F, d: new Float32Array(H * W * F) };
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = (y * w + x) * F;
        const o = (y * W + x) * F;
        for (let k = 0; k < F; k++)
          x0.d[o + k] = ((features[i + k] ?? 0) - (this.mean[k] ?? 0)) * (this.invStd[k] ?? 1);
      }
    }
    const e1 = conv(pool(x0), this.layer('e1'), 3, true);
    const e2 = conv(pool(e1), this.layer('e2'), 3, true);
    const e3 = conv(pool(e2), this.layer('e3'), 3, true);
    const e4 = conv(pool(e3), this.layer('e4'), 3, true);
    const e4b = conv(e4, this.layer('e4b'), 3, true);
    const e5 = conv(pool(e4b), this.layer('e5'), 3, true);
    const d4 = conv(upCat(e5, e4b), this.layer('d4'), 1, true);
    const d3 = conv(upCat(d4, e3), this.layer('d3'), 1, true);
    const d2 = conv(upCat(d3, e2), this.layer('d2'), 1, true);
    const d1 = conv(upCat(d2, e1), this.layer('d1'), 1, true);
    const hh = conv(upCat(d1, x0), this.layer('h'), 1, true);
    const lg = conv(hh, this.layer('out'), 1, false);
    const C = this.classes;
    const out = new Float32Array(w * h * C);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = (y * W + x) * C;
        const o = (y * w + x) * C;
        let mx = -Infinity;
        for (let c = 0; c < C; c++) mx = Math.max(mx, lg.d[i + c] ?? 0);
        let s = 0;
        for (let c = 0; c < C; c++) {
          const e = Math.exp((lg.d[i + c] ?? 0) - mx);
          out[o + c] = e;
          s += e;
        }
        for (let c = 0; c < C; c++) out[o + c] = (out[o + c] ?? 0) / s;
      }
    }
    return out;
  }
}
