/**
 * Multi-label Potts energy minimisation by alpha-expansion (Boykov, Veksler & Zabih), each move a
 * minimum s-t cut found by Dinic's max-flow. Small graphs only (a photo's superpixels).
 */

/** A flow network with float capacities; edges are stored in pairs (edge, its reverse). */
class FlowNet {
  private readonly head: Int32Array;
  private to: number[] = [];
  private cap: number[] = [];
  private next: number[] = [];
  constructor(private readonly n: number) {
    this.head = new Int32Array(n).fill(-1);
  }
  /** An edge u→v with capacity c, and v→u with capacity r. */
  add(u: number, v: number, c: number, r = 0): void {
    this.to.push(v, u);
    this.cap.push(c, r);
    this.next.push(this.head[u] ?? -1, this.head[v] ?? -1);
    this.head[u] = this.to.length - 2;
    this.head[v] = this.to.length - 1;
  }
  /** Max flow from s to t; afterwards `sourceSide` marks the nodes the source still reaches. */
  maxflow(s: number, t: number): Uint8Array {
    const { n, to, cap, next, head } = this;
    const level = new Int32Array(n);
    const it = new Int32Array(n);
    const queue = new Int32Array(n);
    const bfs = (): boolean => {
      level.fill(-1);
      level[s] = 0;
      let qh = 0;
      let qt = 0;
      queue[qt++] = s;
      while (qh < qt) {
        const u = queue[qh++] ?? 0;
        for (let e = head[u] ?? -1; e >= 0; e = next[e] ?? -1) {
          const v = to[e] ?? 0;
          if ((cap[e] ?? 0) > 1e-9 && (level[v] ?? 0) < 0) {
            level[v] = (level[u] ?? 0) + 1;
            queue[qt++] = v;
          }
        }
      }
      return (level[t] ?? -1) >= 0;
    };
    const dfs = (u: number, f: number): number => {
      if (u === t) return f;
      for (; (it[u] ?? -1) >= 0; it[u] = next[it[u] ?? 0] ?? -1) {
        const e = it[u] ?? 0;
        const v = to[e] ?? 0;
        if ((cap[e] ?? 0) > 1e-9 && (level[v] ?? 0) === (level[u] ?? 0) + 1) {
          const d = dfs(v, Math.min(f, cap[e] ?? 0));
          if (d > 0) {
            cap[e] = (cap[e] ?? 0) - d;
            cap[e ^ 1] = (cap[e ^ 1] ?? 0) + d;
            return d;
          }
        }
      }
      return 0;
    };
    while (bfs()) {
      it.set(head);
      for (let f = dfs(s, Infinity); f > 0; f = dfs(s, Infinity));
    }
    const side = new Uint8Array(n);
    for (let i = 0; i < n; i++) side[i] = (level[i] ?? -1) >= 0 ? 1 : 0;
    return side;
  }
}

export interface PottsProblem {
  /** Number of nodes and labels. */
  nodes: number;
  labels: number;
  /** unary[node * labels + label]. */
  unary: Float64Array;
  /** Undirected edges (a[k], b[k]) with weight w[k] paid when their labels differ. */
  a: Int32Array;
  b: Int32Array;
  w: Float64Array;
}

/** Total energy of a labelling. */
function energy(p: PottsProblem, f: Uint8Array): number {
  let e = 0;
  for (let i = 0; i < p.nodes; i++) e += p.unary[i * p.labels + (f[i] ?? 0)] ?? 0;
  for (let k = 0; k < p.a.length; k++) if (f[p.a[k] ?? 0] !== f[p.b[k] ?? 0]) e += p.w[k] ?? 0;
  return e;
}

/** Alpha-expansion from `init` until no move lowers the energy (at most `sweeps` sweeps). */
export function alphaExpansion(p: PottsProblem, init: Uint8Array, sweeps = 3): Uint8Array {
  const f = init.slice();
  const L = p.labels;
  let best = energy(p, f);
  for (let sweep = 0; sweep < sweeps; sweep++) {
    let improved = false;
    for (let alpha = 0; alpha < L; alpha++) {
      const S = p.nodes;
      const T = S + 1;
      const net = new FlowNet(S + 2);
      // x = 1 (sink side) takes alpha; x = 0 keeps the current label
      const c0 = new Float64Array(S);
      const c1 = new Float64Array(S);
      for (let i = 0; i < S; i++) {
        const fi = f[i] ?? 0;
        c1[i] = p.unary[i * L + alpha] ?? 0;
        c0[i] = fi === alpha ? (c1[i] ?? 0) : (p.unary[i * L + fi] ?? 0);
      }
      for (let k = 0; k < p.a.length; k++) {
        const s = p.a[k] ?? 0;
        const t = p.b[k] ?? 0;
        const w = p.w[k] ?? 0;
        const fs = f[s] ?? 0;
        const ft = f[t] ?? 0;
        const A = fs !== ft ? w : 0;
        const B = fs !== alpha ? w : 0; // s keeps, t takes alpha
        const C = alpha !== ft ? w : 0; // s takes alpha, t keeps
        // E = A + (C - A) x_s + (D - C) x_t + (B + C - A - D)(1 - x_s) x_t, D = 0
        c1[s] = (c1[s] ?? 0) + (C - A);
        c1[t] = (c1[t] ?? 0) - C;
        const pair = B + C - A;
        if (pair > 0) net.add(s, t, pair);
      }
      for (let i = 0; i < S; i++) {
        const d = (c1[i] ?? 0) - (c0[i] ?? 0);
        if (d > 0) net.add(S, i, d);
        else if (d < 0) net.add(i, T, -d);
      }
      const side = net.maxflow(S, T);
      const g = f.slice();
      for (let i = 0; i < S; i++) if (!side[i]) g[i] = alpha;
      const e = energy(p, g);
      if (e < best - 1e-9) {
        best = e;
        f.set(g);
        improved = true;
      }
    }
    if (!improved) break;
  }
  return f;
}
