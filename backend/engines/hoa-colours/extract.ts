// Second pass: each entry resolved against the catalogue, aliases turned into stated
// equivalents, and the same colour named twice (an FAQ and the list) kept once.
import type { ExtractedColour } from '../../ports/colour-extractor.ts';
import { compactName, type CatalogueLookup } from './catalogue-lookup.ts';
import { collectEntries, type Entry } from './entries.ts';
import { equivalentsOf } from './equivalents.ts';
import { resolveCandidate } from './resolve.ts';

const MAX_DESCRIPTION = 200;

function describe(entry: Entry): string {
  const text = entry.description
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:.]*(?:\b(?:or|and)\b)?[\s,;:.]*$/i, '')
    .trim();
  return text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1)}…` : text;
}

function toColour(entry: Entry, lookup: CatalogueLookup): ExtractedColour | undefined {
  const description = describe(entry);
  if (!entry.candidate) {
    const name = entry.nameWords.join(' ');
    return entry.value && name
      ? { name, code: '', rgb: entry.value.hex, description, equivalents: [] }
      : undefined;
  }
  const resolved = resolveCandidate(entry.candidate, entry, lookup);
  if (!resolved) return undefined;
  const rgb = resolved.hex ?? entry.value?.hex;
  return {
    name: resolved.name,
    code: resolved.code,
    ...(rgb ? { rgb } : {}),
    ...(resolved.manufacturer ? { manufacturer: resolved.manufacturer } : {}),
    description,
    equivalents: [],
  };
}

/** Colours that are the same paint: same brand and code, or (no code) same name and value. */
export const keyOf = (c: ExtractedColour) =>
  c.code ? `${c.manufacturer ?? ''}|${c.code}` : `name|${compactName(c.name)}|${c.rgb ?? ''}`;

/** The approved colours in a document's text, each with its equivalents in other brands. */
export function extractColours(text: string, lookup: CatalogueLookup): ExtractedColour[] {
  const out = new Map<string, ExtractedColour>();
  for (const entry of collectEntries(text)) {
    const colour = toColour(entry, lookup);
    if (!colour) continue;
    const key = keyOf(colour);
    const seen = out.get(key);
    if (seen) {
      if (!seen.name && colour.name) seen.name = colour.name;
      continue;
    }
    if (colour.rgb) colour.equivalents = equivalentsOf(colour, entry.aliases, lookup);
    out.set(key, colour);
  }
  return [...out.values()];
}
