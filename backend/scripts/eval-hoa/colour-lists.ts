// Known colour lists for generated documents, drawn (seeded) from the full paint catalogue in
// the proportions HOA lists show: mostly Sherwin-Williams, then Benjamin Moore (letter series and
// numeric codes), a few other brands, and a few colours given only by name and hex.
import type { PaintColour } from '../../engines/colour/index.ts';
import { pick, type Rng } from './random.ts';

export type ListColour = PaintColour & { named?: boolean };

const OTHER_BRANDS = ['Behr', 'PPG', 'Valspar', 'Dunn-Edwards'];

/** `count` distinct colours; `named` ones keep only their name and hex. */
export function colourList(
  rng: Rng,
  catalogue: readonly PaintColour[],
  count: number,
): ListColour[] {
  const byBrand = (brand: string, test: (c: PaintColour) => boolean = () => true) =>
    catalogue.filter((c) => c.brand === brand && test(c));
  const pools: [weight: number, pool: PaintColour[], named?: boolean][] = [
    [0.55, byBrand('Sherwin-Williams')],
    [0.1, byBrand('Benjamin Moore', (c) => /^[A-Z]+-\d+$/.test(c.code))],
    [0.08, byBrand('Benjamin Moore', (c) => /^\d{4}-\d{2}$/.test(c.code))],
    [0.07, byBrand('Benjamin Moore', (c) => /^\d+$/.test(c.code))],
    [0.06, catalogue.filter((c) => OTHER_BRANDS.includes(c.brand) && /\d/.test(c.code))],
    [0.04, catalogue.filter((c) => c.brand === 'Farrow & Ball' || c.brand === 'Colorhouse'), true],
  ];
  const out: ListColour[] = [];
  const seen = new Set<string>();
  while (out.length < count) {
    let r = rng();
    let chosen = pools[0]!;
    for (const p of pools) {
      if (r < p[0]) {
        chosen = p;
        break;
      }
      r -= p[0];
    }
    const colour = pick(rng, chosen[1]);
    const key = `${colour.brand}|${colour.code}|${colour.name}`;
    if (seen.has(key) || (chosen[2] && !/^[A-Z][a-z]+(?: [A-Z][a-z]+)+$/.test(colour.name)))
      continue;
    seen.add(key);
    out.push(chosen[2] ? { ...colour, named: true } : colour);
  }
  return out;
}
