// Precision and recall of extracted colours against a document's truth: a code matches the same
// code of the same brand; a colour given only by name and hex matches by hex or a close name.
import type { ExtractedColour } from '../../ports/colour-extractor.ts';
import { brandKey } from '../../engines/colour/index.ts';
import { nameSimilarity } from '../../engines/hoa-colours/index.ts';
import type { Truth } from './code-styles.ts';

export type Score = { tp: number; fp: number; fn: number; misses: string[]; extras: string[] };

const codeKey = (code: string) => code.toUpperCase().replace(/[\s-]+/g, '');

function matches(t: Truth, c: ExtractedColour): boolean {
  if (t.code) {
    if (!c.code || codeKey(c.code) !== codeKey(t.code)) return false;
    return (
      !t.manufacturer || !c.manufacturer || brandKey(t.manufacturer) === brandKey(c.manufacturer)
    );
  }
  return !c.code && (c.rgb === t.hex || nameSimilarity(c.name, t.name) >= 0.8);
}

export function scoreDocument(truth: readonly Truth[], found: readonly ExtractedColour[]): Score {
  const used = new Set<number>();
  const misses: string[] = [];
  for (const t of truth) {
    const i = found.findIndex((c, k) => !used.has(k) && matches(t, c));
    if (i >= 0) used.add(i);
    else misses.push(`${t.code || t.hex} ${t.name}`);
  }
  const extras = found
    .filter((_, k) => !used.has(k))
    .map((c) => `${c.code || c.rgb} ${c.name} «${c.description}»`);
  return { tp: used.size, fp: extras.length, fn: misses.length, misses, extras };
}

export const addScores = (a: Score, b: Score): Score => ({
  tp: a.tp + b.tp,
  fp: a.fp + b.fp,
  fn: a.fn + b.fn,
  misses: [...a.misses, ...b.misses],
  extras: [...a.extras, ...b.extras],
});

export const emptyScore = (): Score => ({ tp: 0, fp: 0, fn: 0, misses: [], extras: [] });

export const precision = (s: Score) => (s.tp + s.fp === 0 ? 1 : s.tp / (s.tp + s.fp));
export const recall = (s: Score) => (s.tp + s.fn === 0 ? 1 : s.tp / (s.tp + s.fn));
