// The ways documents write one colour: 'SW 7015 Repose Gray', 'SW7015', 'SW:7015', '#SW7015',
// 'Repose Gray (SW 7015)', 'Sherwin-Williams 7015', 'BM HC-172', 'HC 172', '1558 Field Stone
// (Benjamin Moore)', 'Behr PPU18-06 …', a named colour with its hex or RGB, a bare number under a
// brand heading; names sometimes in capitals or with a typo.
import { hexToRgb, type PaintColour } from '../../engines/colour/index.ts';
import { pick, type Rng } from './random.ts';

export type Truth = { code: string; manufacturer?: string; name: string; hex?: string };
export type Written = { text: string; code: string; name: string; truth: Truth };

const SW = 'Sherwin-Williams';
const BM = 'Benjamin Moore';
/** Real Benjamin Moore names have more words than the shared list keeps. */
const SECOND_WORDS = ['Gray', 'White', 'Blue', 'Green', 'Beige', 'Brown', 'Red', 'Mist'];

function typo(rng: Rng, name: string): string {
  const letters = [...name];
  const i = 2 + Math.floor(rng() * Math.max(1, letters.length - 3));
  if (!/[a-z]/.test(letters[i] ?? '')) return name;
  if (rng() < 0.5) letters.splice(i, 0, letters[i]!);
  else [letters[i], letters[i - 1]] = [letters[i - 1]!, letters[i]!];
  return letters.join('');
}

function docName(rng: Rng, c: PaintColour): string {
  let name = c.name;
  if (c.brand === BM && !name.includes(' ') && rng() < 0.5)
    name = `${name} ${pick(rng, SECOND_WORDS)}`;
  if (rng() < 0.08) name = typo(rng, name);
  if (rng() < 0.08) name = name.toUpperCase();
  return name;
}

function swStyles(num: string, name: string): string[] {
  return [
    `SW ${num} ${name}`,
    `SW${num} ${name}`,
    `SW:${num} ${name}`,
    `#SW${num} ${name}`,
    `SW-${num} ${name}`,
    `${name} (SW ${num})`,
    `${name} SW ${num}`,
    `Sherwin-Williams ${num} ${name}`,
    `SW ${num} - ${name}`,
    `${name} - SW${num}`,
  ];
}

function bmStyles(code: string, name: string): string[] {
  if (/^\d+$/.test(code))
    return [
      `${code} ${name} (Benjamin Moore)`,
      `BM ${code} ${name}`,
      `Benjamin Moore ${code} ${name}`,
      `${name} (Benjamin Moore ${code})`,
    ];
  const spaced = /^[A-Z]+-\d+$/.test(code) ? [`${code.replace('-', ' ')} ${name}`] : [];
  return [
    `BM ${code} ${name}`,
    `${code} ${name}`,
    `${name} ${code}`,
    `Benjamin Moore ${code} ${name}`,
    `${name} (BM ${code})`,
    ...spaced,
  ];
}

function namedValue(rng: Rng, c: PaintColour): Written {
  const { r, g, b } = hexToRgb(c.hex);
  const text = pick(rng, [
    `${c.name} ${c.hex}`,
    `${c.name} (RGB ${r}, ${g}, ${b})`,
    `${c.name}: hex ${c.hex.slice(1)}`,
  ]);
  return { text, code: '', name: c.name, truth: { code: '', name: c.name, hex: c.hex } };
}

/** One colour as a document writes it; `bare` when a heading or column names the brand. */
export function writeColour(
  rng: Rng,
  c: PaintColour & { named?: boolean },
  opts: { bare: boolean },
): Written {
  if (c.named) return namedValue(rng, c);
  const name = docName(rng, c);
  const truth: Truth = { code: c.code, manufacturer: c.brand, name: c.name };
  const num = c.brand === SW ? c.code.slice(3) : c.code;
  if (opts.bare) return { text: `${num} ${name}`, code: num, name, truth };
  const styles =
    c.brand === SW
      ? swStyles(num, name)
      : c.brand === BM
        ? bmStyles(c.code, name)
        : [`${c.brand} ${c.code} ${name}`, `${name} (${c.brand} ${c.code})`];
  return { text: pick(rng, styles), code: c.code, name, truth };
}
