/**
 * Readers for the labelled facade folders used by training and evaluation
 * (CMP palette PNGs and LabelMeFacade RGB PNGs). Not used at runtime.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, basename } from 'node:path';
import sharp from 'sharp';

export type DatasetKind = 'cmp' | 'labelmefacade';

/**
 * CMP class index -> paint group (1 body = facade; 2 trim = cornice, sill, molding, pillar;
 * 3 accent = door, blind); every other class is 0 (not paint).
 */
export const CMP_GROUP: Readonly<Record<number, number>> = {
  2: 1,
  5: 2,
  6: 2,
  10: 2,
  11: 2,
  4: 3,
  8: 3,
};

interface ClassEntry {
  index?: number;
  name: string;
  rgb: [number, number, number];
}

export interface Dataset {
  kind: DatasetKind;
  dir: string;
  names: string[];
  /** class id -> class name (cmp: 1..12, labelmefacade: 0..8 in classmap order). */
  classNames: Map<number, string>;
  rgbToId: Map<number, number>;
}

export function openDataset(dir: string): Dataset {
  const cmPath = join(dir, 'classmap.json');
  if (!existsSync(cmPath)) throw new Error(`${dir} has no classmap.json`);
  const cm = JSON.parse(readFileSync(cmPath, 'utf8')) as { classes: ClassEntry[] };
  const kind: DatasetKind = cm.classes.every((c) => typeof c.index === 'number')
    ? 'cmp'
    : 'labelmefacade';
  const classNames = new Map<number, string>();
  const rgbToId = new Map<number, number>();
  cm.classes.forEach((c, i) => {
    const id = kind === 'cmp' ? (c.index ?? 0) : i;
    classNames.set(id, c.name);
    rgbToId.set((c.rgb[0] << 16) | (c.rgb[1] << 8) | c.rgb[2], id);
  });
  const names = readdirSync(join(dir, 'images'))
    .filter((f) => /\.(jpe?g|png)$/i.test(f))
    .map((f) => basename(f).replace(/\.[^.]+$/, ''))
    .filter((n) => existsSync(join(dir, 'labels', `${n}.png`)))
    .sort();
  return { kind, dir, names, classNames, rgbToId };
}

export function imagePath(ds: Dataset, name: string): string {
  const jpg = join(ds.dir, 'images', `${name}.jpg`);
  return existsSync(jpg) ? jpg : join(ds.dir, 'images', `${name}.png`);
}

/**
 * Class-id map of a label PNG. sharp expands palette / 16-bit PNGs to 8-bit RGB exactly,
 * so every palette colour maps back to its index losslessly; unknown colours are an error.
 */
export async function readLabel(
  ds: Dataset,
  name: string,
): Promise<{ ids: Uint8Array; width: number; height: number }> {
  const { data, info } = await sharp(join(ds.dir, 'labels', `${name}.png`))
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const n = info.width * info.height;
  const ids = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const key = ((data[i * 3] ?? 0) << 16) | ((data[i * 3 + 1] ?? 0) << 8) | (data[i * 3 + 2] ?? 0);
    const id = ds.rgbToId.get(key);
    if (id === undefined) throw new Error(`${name}: colour ${key.toString(16)} not in classmap`);
    ids[i] = id;
  }
  return { ids, width: info.width, height: info.height };
}

/** Nearest-neighbour resize of a class-id map. */
export function resizeIds(ids: Uint8Array, w: number, h: number, W: number, H: number): Uint8Array {
  const out = new Uint8Array(W * H);
  for (let y = 0; y < H; y++) {
    const sy = Math.min(h - 1, Math.floor(((y + 0.5) * h) / H));
    for (let x = 0; x < W; x++) {
      const sx = Math.min(w - 1, Math.floor(((x + 0.5) * w) / W));
      out[y * W + x] = ids[sy * w + sx] ?? 0;
    }
  }
  return out;
}

/** One image of a raw-array folder (prep-data.mjs / export-synth.ts: index.json, NAME.rgb, NAME.lab). */
export interface RawEntry {
  name: string;
  w: number;
  h: number;
}

/** A raw-array folder's index, or undefined when `dir` is not one. */
export function rawIndex(dir: string): RawEntry[] | undefined {
  const path = join(dir, 'index.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as RawEntry[]) : undefined;
}

/** A raw-array image's packed RGB pixels. */
export function rawRgb(dir: string, e: RawEntry): { rgb: Uint8Array; w: number; h: number } {
  return { rgb: new Uint8Array(readFileSync(join(dir, `${e.name}.rgb`))), w: e.w, h: e.h };
}

/** A raw-array image's labels as CMP class indices (1..12; 0 where unlabelled). */
export function rawCmpIds(dir: string, e: RawEntry): Uint8Array {
  return new Uint8Array(readFileSync(join(dir, `${e.name}.lab`))).map((v) =>
    v === 255 ? 0 : v + 1,
  );
}
