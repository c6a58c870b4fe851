/**
 * Randomised synthetic US-style house fronts with CMP class ids, for training augmentation:
 * lap siding / stucco / brick / shingle walls (facade), window casings and corner boards
 * (molding), frieze (cornice), sills, shutters (blind), entry and garage doors (door), glass
 * (window). Combined with scene.ts (roof, sky, ground, trees, cars) by extract-maps.ts.
 */
import { labToRgb, type Lab } from '../lab';
import { shingle, type Rand, type Scene } from './scene';

const ID = { facade: 2, window: 3, door: 4, cornice: 5, sill: 6, blind: 8, molding: 10 } as const;

/** `roofId`: class id of the porch roof (default 1, CMP background; see scene.ts ROOF_ID). */
export function synthFacade(rand: Rand, W: number, H: number, roofId = 1): Scene {
  const uni = (lo: number, hi: number): number => lo + (hi - lo) * rand();
  const rgb = new Uint8Array(W * H * 3);
  const ids = new Uint8Array(W * H);
  const put = (i: number, lab: Lab, id: number): void => {
    const [r, g, b] = labToRgb(lab);
    rgb[i * 3] = r;
    rgb[i * 3 + 1] = g;
    rgb[i * 3 + 2] = b;
    ids[i] = id;
  };
  const kind = Math.floor(uni(0, 4)); // 0 lap siding, 1 stucco, 2 brick, 3 shingle
  const body: Lab =
    kind === 2
      ? { L: uni(30, 55), a: uni(10, 28), b: uni(10, 25) }
      : { L: uni(35, 90), a: uni(-15, 15), b: uni(-20, 30) };
  const trim: Lab =
    rand() < 0.75
      ? { L: uni(85, 97), a: uni(-2, 2), b: uni(-2, 8) }
      : { L: uni(15, 45), a: uni(-8, 8), b: uni(-10, 10) };
  const accent: Lab = { L: uni(15, 60), a: uni(-30, 40), b: uni(-35, 35) };
  const board = Math.round(uni(3, 8));
  const light = uni(-8, 8);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const n = (rand() - 0.5) * (kind === 1 ? 5 : 3);
      let dl = light * (x / W - 0.5) + n;
      if (kind === 0) dl += y % board === 0 ? -8 : (y % board) * 0.5;
      if (kind === 2) dl += y % 5 === 0 || (x + (Math.floor(y / 5) % 2) * 6) % 12 === 0 ? 25 : 0;
      if (kind === 3) dl += y % 7 === 0 || (x + (Math.floor(y / 7) % 3) * 4) % 9 === 0 ? -7 : 0;
      put(y * W + x, { L: body.L + dl, a: body.a, b: body.b }, ID.facade);
    }
  }
  const rect = (
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    f: (x: number, y: number) => [Lab, number],
  ): void => {
    for (let y = Math.max(0, Math.round(y0)); y < Math.min(H, Math.round(y1)); y++) {
      for (let x = Math.max(0, Math.round(x0)); x < Math.min(W, Math.round(x1)); x++) {
        const [lab, id] = f(x, y);
        put(y * W + x, lab, id);
      }
    }
  };
  const tr = (): [Lab, number] => [
    { L: trim.L + (rand() - 0.5) * 3, a: trim.a, b: trim.b },
    ID.molding,
  ];
  const cw = Math.max(2, Math.round(W * uni(0.015, 0.03)));
  rect(0, 0, cw, H, tr);
  rect(W - cw, 0, W, H, tr);
  if (rand() < 0.7)
    rect(0, 0, W, Math.max(2, H * uni(0.03, 0.07)), () => [
      { L: trim.L, a: trim.a, b: trim.b },
      ID.cornice,
    ]);
  // windows in 1-2 storeys, optional shutters
  const floors = rand() < 0.5 ? 1 : 2;
  const cols = Math.floor(uni(2, 6));
  const shutters = rand() < 0.4;
  const garage = rand() < 0.45;
  const doorCol = Math.floor(uni(0, cols));
  for (let f = 0; f < floors; f++) {
    const fy0 = (H * f) / floors;
    const fh = H / floors;
    for (let c = 0; c < cols; c++) {
      const cxm = (W * (c + 0.5)) / cols;
      const ww = (W / cols) * uni(0.3, 0.5);
      const isDoor = f === floors - 1 && c === doorCol;
      if (isDoor) {
        const dw = garage ? (W / cols) * 0.85 : ww * 0.8;
        const dy0 = fy0 + fh * (garage ? 0.35 : 0.25);
        const ctr = cw * 0.8;
        rect(cxm - dw / 2 - ctr, dy0 - ctr, cxm + dw / 2 + ctr, H, tr);
        const panel = Math.max(4, Math.round((H - dy0) / (garage ? 4 : 3)));
        rect(cxm - dw / 2, dy0, cxm + dw / 2, H, (x, y) => [
          {
            L: accent.L + ((y - dy0) % panel < 1 ? -6 : 0) + (rand() - 0.5) * 2,
            a: accent.a,
            b: accent.b,
          },
          ID.door,
        ]);
        continue;
      }
      const wy0 = fy0 + fh * uni(0.2, 0.3);
      const wy1 = fy0 + fh * uni(0.65, 0.8);
      const ctr = cw * 0.7;
      rect(cxm - ww / 2 - ctr, wy0 - ctr, cxm + ww / 2 + ctr, wy1 + ctr, tr);
      rect(cxm - ww / 2 - ctr * 1.6, wy1 + ctr, cxm + ww / 2 + ctr * 1.6, wy1 + ctr * 2.2, () => [
        { L: trim.L - 4, a: trim.a, b: trim.b },
        ID.sill,
      ]);
      const refl = uni(0, 30);
      rect(cxm - ww / 2, wy0, cxm + ww / 2, wy1, (x, y) => {
        const mull = Math.abs(x - cxm) < ctr * 0.4 || Math.abs(y - (wy0 + wy1) / 2) < ctr * 0.3;
        if (mull) return tr();
        return [
          {
            L: 15 + refl * (1 - (y - wy0) / (wy1 - wy0)) + (rand() - 0.5) * 4,
            a: uni(-3, 0),
            b: uni(-10, -2),
          },
          ID.window,
        ];
      });
      if (shutters) {
        const sw = ww * 0.4;
        for (const sx of [cxm - ww / 2 - ctr - sw, cxm + ww / 2 + ctr]) {
          rect(sx, wy0 - ctr, sx + sw, wy1 + ctr, (x, y) => [
            { L: accent.L + (y % 3 === 0 ? -5 : 0), a: accent.a, b: accent.b },
            ID.blind,
          ]);
        }
      }
    }
  }
  // porch / lower roof band across part of the front (not paintable)
  if (floors === 2 && rand() < 0.5) {
    const ry0 = H * uni(0.42, 0.5);
    const ry1 = ry0 + H * uni(0.06, 0.14);
    const rx0 = W * uni(-0.05, 0.4);
    const rx1 = rx0 + W * uni(0.4, 1);
    const roof: Lab = { L: uni(25, 55), a: uni(-2, 8), b: uni(-3, 12) };
    const course = uni(2, 5);
    rect(rx0, ry0, rx1, ry1, (x, y) => [
      { L: roof.L + shingle(x, y, course, 3), a: roof.a, b: roof.b },
      roofId,
    ]);
    rect(rx0, ry1, rx1, ry1 + Math.max(2, cw * 0.8), tr);
  }
  return { w: W, h: H, rgb, ids };
}
