/** Representative current colour of a surface: per-channel median in Lab of confident pixels. */
import { labToHex, type Lab } from './lab';
import type { LabPlanes } from './features';

function median(values: Float32Array, count: number): number {
  const v = values.subarray(0, count).sort();
  return count % 2
    ? (v[(count - 1) >> 1] ?? 0)
    : ((v[count / 2 - 1] ?? 0) + (v[count / 2] ?? 0)) / 2;
}

/** Median Lab over pixels with mask >= threshold (falls back to >= 128). Undefined if too few. */
export function surfaceLab(planes: LabPlanes, mask: Uint8Array, minPixels = 20): Lab | undefined {
  for (const thr of [230, 128]) {
    const n = planes.L.length;
    const L = new Float32Array(n);
    const a = new Float32Array(n);
    const b = new Float32Array(n);
    let k = 0;
    for (let i = 0; i < n; i++) {
      if ((mask[i] ?? 0) >= thr) {
        L[k] = planes.L[i] ?? 0;
        a[k] = planes.a[i] ?? 0;
        b[k] = planes.b[i] ?? 0;
        k++;
      }
    }
    if (k >= minPixels) return { L: median(L, k), a: median(a, k), b: median(b, k) };
  }
  return undefined;
}

export function surfaceHex(planes: LabPlanes, mask: Uint8Array): string | undefined {
  const lab = surfaceLab(planes, mask);
  return lab ? labToHex(lab) : undefined;
}
