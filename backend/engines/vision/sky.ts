/**
 * Sky halo trim: on street photos the networks often paint a thin band of sky just above the
 * rooflines as main body. The sky the networks did leave out is flood-filled from the top edge
 * (smooth, blue or bright overcast pixels labelled "other"), and the fill may then continue into
 * body pixels that look like that same sky, for at most a few pixels: a thin halo is taken back,
 * while a pale wall under a white sky keeps all but its top few pixels. Through clearly blue
 * pixels the fill goes on without a depth limit, so a patch of blue sky between two houses or
 * under a tree painted as body is taken back whole.
 */
import type { LabPlanes } from './features';

/** Largest distance (fraction of the long side) the sky may reach into the body: 8 px at 320. */
export const SKY_HALO_DEPTH = 0.025;

/** b* at or below which a sky pixel is clearly blue (no depth limit between two of them). */
const CLEARLY_BLUE_B = -15;

/** Largest CIELAB distance between neighbouring sky pixels, and from the sky into the body. */
const SKY_STEP = 4;
const HALO_STEP = 3;

/** Blue sky (b* well below zero, not purple) or a bright, nearly grey overcast sky / cloud. */
function skyLike(L: number, a: number, b: number): boolean {
  if (L < 50) return false;
  if (b <= -6 && a < 10) return true;
  return L >= 75 && Math.hypot(a, b) <= 10;
}

/**
 * Relabels as "other" (0) the body pixels (label 1) reached by the sky flood fill; returns their
 * indices. `labels` is changed in place (0 other, 1 body, 2 trim, 3 accent).
 */
export function trimSkyHalo(planes: LabPlanes, labels: Uint8Array): number[] {
  const { w, h, L, a, b } = planes;
  const maxDepth = Math.max(1, Math.round(SKY_HALO_DEPTH * Math.max(w, h)));
  const n = w * h;
  const state = new Uint8Array(n); // 1 sky, 2 halo taken from the body
  const depth = new Uint32Array(n);
  const look = (i: number): boolean => skyLike(L[i] ?? 0, a[i] ?? 0, b[i] ?? 0);
  const blue = (i: number): boolean => (b[i] ?? 0) <= CLEARLY_BLUE_B && (a[i] ?? 0) < 10;
  const dist = (i: number, j: number): number =>
    Math.hypot((L[i] ?? 0) - (L[j] ?? 0), (a[i] ?? 0) - (a[j] ?? 0), (b[i] ?? 0) - (b[j] ?? 0));
  const queue: number[] = [];
  for (let x = 0; x < w; x++) {
    if (labels[x] === 0 && look(x)) {
      state[x] = 1;
      queue.push(x);
    }
  }
  const halo: number[] = [];
  for (let head = 0; head < queue.length; head++) {
    const i = queue[head] ?? 0;
    const x = i % w;
    const next = [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w];
    for (const j of next) {
      if (j < 0 || j >= n || state[j] || !look(j)) continue;
      const d = dist(i, j);
      if (labels[j] === 0) {
        // the sky itself never continues out of a halo pixel
        if (state[i] === 1 && d < SKY_STEP) {
          state[j] = 1;
          queue.push(j);
        }
      } else if (
        labels[j] === 1 &&
        d < HALO_STEP &&
        ((depth[i] ?? 0) < maxDepth || (blue(i) && blue(j)))
      ) {
        state[j] = 2;
        depth[j] = (depth[i] ?? 0) + 1;
        queue.push(j);
        halo.push(j);
      }
    }
  }
  for (const i of halo) labels[i] = 0;
  return halo;
}
