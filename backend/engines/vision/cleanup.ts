import { boxMean } from './features';

/**
 * Removes speckle from the surface labels (0 other, 1 body, 2 trim, 3 accent) and zeroes the
 * soft masks of what it removes:
 *   removeSmallComponents: per surface, connected regions (4-connected) below a fraction of the
 *   image;
 *   removeStrayRegions: painted regions (body, trim and accents together) below a fraction of the
 *   image that lie farther than a few pixels from every larger painted region.
 */

/**
 * Connected regions (4-connected) of the pixels where `inside` holds, neighbours joined when
 * `same(i, j)`: a region id per pixel (-1 outside) and each region's size.
 */
function components(
  w: number,
  h: number,
  inside: (i: number) => boolean,
  same: (i: number, j: number) => boolean,
): { id: Int32Array; sizes: number[] } {
  const n = w * h;
  const id = new Int32Array(n).fill(-1);
  const sizes: number[] = [];
  const stack = new Int32Array(n);
  for (let start = 0; start < n; start++) {
    if (id[start] !== -1 || !inside(start)) continue;
    const c = sizes.length;
    let top = 0;
    let size = 0;
    stack[top++] = start;
    id[start] = c;
    while (top > 0) {
      const i = stack[--top] as number;
      size++;
      const x = i % w;
      const nb = [
        x > 0 ? i - 1 : -1,
        x < w - 1 ? i + 1 : -1,
        i >= w ? i - w : -1,
        i + w < n ? i + w : -1,
      ];
      for (const j of nb) {
        if (j >= 0 && id[j] === -1 && inside(j) && same(i, j)) {
          id[j] = c;
          stack[top++] = j;
        }
      }
    }
    sizes.push(size);
  }
  return { id, sizes };
}

function clear(labels: Uint8Array, masks: Uint8Array[], i: number): void {
  for (const m of masks) m[i] = 0;
  labels[i] = 0;
}

/** Per surface: regions smaller than `minFraction[surface - 1]` of the image become "other". */
export function removeSmallComponents(
  labels: Uint8Array,
  masks: Uint8Array[],
  w: number,
  h: number,
  minFraction: readonly number[],
): void {
  const { id, sizes } = components(
    w,
    h,
    (i) => (labels[i] ?? 0) > 0,
    (i, j) => labels[i] === labels[j],
  );
  const n = w * h;
  for (let i = 0; i < n; i++) {
    const c = id[i] ?? -1;
    if (c < 0) continue;
    if ((sizes[c] ?? 0) < (minFraction[(labels[i] ?? 1) - 1] ?? 0) * n) clear(labels, masks, i);
  }
}

/**
 * Painted regions (any surface, joined) smaller than `minFraction` of the image are removed unless
 * some pixel of theirs lies within `reach` pixels (square neighbourhood) of a larger painted
 * region: a wall piece between two windows stays, a fleck on a shrub goes.
 */
export function removeStrayRegions(
  labels: Uint8Array,
  masks: Uint8Array[],
  w: number,
  h: number,
  minFraction: number,
  reach: number,
): void {
  const n = w * h;
  const { id, sizes } = components(
    w,
    h,
    (i) => (labels[i] ?? 0) > 0,
    () => true,
  );
  const large = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const c = id[i] ?? -1;
    if (c >= 0 && (sizes[c] ?? 0) >= minFraction * n) large[i] = 1;
  }
  // a large region's pixel in the (2 reach + 1)^2 square around: its box mean is above zero
  // (exact, the box sums are whole numbers)
  const near = boxMean(large, w, h, reach);
  const kept = new Uint8Array(sizes.length);
  for (let i = 0; i < n; i++) if ((id[i] ?? -1) >= 0 && (near[i] ?? 0) > 0) kept[id[i] ?? 0] = 1;
  for (let i = 0; i < n; i++) if ((id[i] ?? -1) >= 0 && !kept[id[i] ?? 0]) clear(labels, masks, i);
}
