// Paint colour catalogue: nearest-colour lookup (CIEDE2000) and code lookup.
import { BENJAMIN_MOORE, brandKey, catalogueKey, parseCode } from './codes.ts';
import { parseHex } from './hex.ts';
import { deltaE2000, hexToLab, type Lab } from './lab.ts';

export type PaintColour = { brand: string; code: string; name: string; hex: string };

export type PaintMatch = { colour: PaintColour; deltaE: number };

export type NearestOptions = {
  /** Restrict to these brands (matched case/punctuation-insensitively; 'SW'/'BM' aliases work). */
  brands?: readonly string[];
};

type Entry = { colour: PaintColour; lab: Lab; brand: string };

/** 'SW 7015 Repose Gray'. */
export function describePaint(c: Pick<PaintColour, 'code' | 'name'>): string {
  return c.name ? `${c.code} ${c.name}` : c.code;
}

export class PaintIndex {
  private readonly entries: readonly Entry[];
  private readonly byCode = new Map<string, Entry[]>();

  constructor(colours: readonly PaintColour[]) {
    this.entries = colours.map((c) => {
      const hex = parseHex(c.hex);
      const colour = { ...c, hex };
      return { colour, lab: hexToLab(hex), brand: brandKey(c.brand) };
    });
    for (const e of this.entries) {
      const key = catalogueKey(e.colour.code);
      const list = this.byCode.get(key);
      if (list) list.push(e);
      else this.byCode.set(key, [e]);
    }
  }

  get size(): number {
    return this.entries.length;
  }

  all(): PaintColour[] {
    return this.entries.map((e) => e.colour);
  }

  /** Closest colours by CIEDE2000, best first. Throws InvalidHexError on a bad hex. */
  rank(hex: string, opts: NearestOptions & { limit?: number } = {}): PaintMatch[] {
    const lab = hexToLab(hex);
    const brands = opts.brands?.map(brandKey);
    const matches: PaintMatch[] = [];
    for (const e of this.entries) {
      if (brands && !brands.includes(e.brand)) continue;
      matches.push({ colour: e.colour, deltaE: deltaE2000(lab, e.lab) });
    }
    matches.sort((x, y) => x.deltaE - y.deltaE);
    return opts.limit === undefined ? matches : matches.slice(0, opts.limit);
  }

  /** Closest colour, or null when the (filtered) catalogue is empty. */
  nearest(hex: string, opts: NearestOptions = {}): PaintMatch | null {
    const lab = hexToLab(hex);
    const brands = opts.brands?.map(brandKey);
    let best: PaintMatch | null = null;
    for (const e of this.entries) {
      if (brands && !brands.includes(e.brand)) continue;
      const deltaE = deltaE2000(lab, e.lab);
      if (best === null || deltaE < best.deltaE) best = { colour: e.colour, deltaE };
    }
    return best;
  }

  /**
   * Look a colour up by code: 'SW 7015', 'sw7015', 'SW-7015 Repose Gray', 'HC-172', 'hc 172',
   * 'BM HC-172', '2121-70', 'BM 2121-70'. A 'BM' prefix restricts to Benjamin Moore; a bare
   * 4-digit number that is not a known code falls back to 'SW' + digits.
   */
  findByCode(code: string, opts: { brand?: string } = {}): PaintColour | undefined {
    const parsed = parseCode(code);
    const wanted = opts.brand
      ? brandKey(opts.brand)
      : parsed?.bmPrefix
        ? brandKey(BENJAMIN_MOORE)
        : undefined;
    const pick = (key: string): PaintColour | undefined =>
      this.byCode.get(key)?.find((e) => wanted === undefined || e.brand === wanted)?.colour;
    if (!parsed) return pick(catalogueKey(code));
    return (
      pick(parsed.key) ??
      (/^\d{4}$/.test(parsed.key) ? pick(`SW${parsed.key}`) : undefined) ??
      (parsed.rest === '' ? undefined : pick(catalogueKey(code)))
    );
  }
}
