/**
 * Removes speckle: connected components (4-connected) of a surface label smaller than a
 * fraction of the image are relabelled "other" and their soft mask is zeroed.
 */
export function removeSmallComponents(
  labels: Uint8Array,
  masks: Uint8Array[],
  w: number,
  h: number,
  minFraction: readonly number[],
): void {
  const n = w * h;
  const seen = new Uint8Array(n);
  const stack = new Int32Array(n);
  const comp = new Int32Array(n);
  for (let start = 0; start < n; start++) {
    const lab = labels[start] ?? 0;
    if (lab === 0 || seen[start]) continue;
    let top = 0;
    let size = 0;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const i = stack[--top] as number;
      comp[size++] = i;
      const x = i % w;
      const nb = [
        x > 0 ? i - 1 : -1,
        x < w - 1 ? i + 1 : -1,
        i >= w ? i - w : -1,
        i + w < n ? i + w : -1,
      ];
      for (const j of nb) {
        if (j >= 0 && !seen[j] && labels[j] === lab) {
          seen[j] = 1;
          stack[top++] = j;
        }
      }
    }
    if (size >= (minFraction[lab - 1] ?? 0) * n) continue;
    const m = masks[lab - 1];
    for (let k = 0; k < size; k++) {
      const i = comp[k] as number;
      labels[i] = 0;
      if (m) m[i] = 0;
    }
  }
}
