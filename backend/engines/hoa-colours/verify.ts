// What another reader (an AI model) says a document names is kept only when it is grounded:
// its code is written in the document, or the catalogue has that code under that name and the
// name is written in the document; a colour given by name and hex needs its name in the text.
import type { ColourClaim, ExtractedColour } from '../../ports/colour-extractor.ts';
import { brandsNamed } from './brands.ts';
import { compactName, type CatalogueLookup } from './catalogue-lookup.ts';
import { findCandidates } from './code-patterns.ts';
import { equivalentsOf } from './equivalents.ts';
import { keyOf } from './extract.ts';
import { nameSimilarity } from './names.ts';
import { resolveCandidate } from './resolve.ts';

const HEX = /^#[0-9A-F]{6}$/;

/** Every code-like key written in the text ('SW7015' also as '7015'). */
function codesIn(text: string): Set<string> {
  const keys = new Set<string>();
  for (const line of text.split('\n'))
    for (const c of findCandidates(line)) {
      keys.add(c.key);
      if (c.kind === 'sw') keys.add(c.key.slice(2));
    }
  return keys;
}

/** The document's text with only letters and digits, to look words and numbers up in. */
const searchable = (text: string) => ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;

const written = (haystack: string, needle: string) => {
  const n = searchable(needle).trim();
  return n !== '' && haystack.includes(` ${n} `);
};

export function verifyClaim(
  claim: ColourClaim,
  text: string,
  lookup: CatalogueLookup,
): ExtractedColour | undefined {
  const haystack = searchable(text);
  const name = claim.name.trim();
  const description = claim.description?.trim() || [claim.code, name].filter(Boolean).join(' ');
  const hex = claim.hex?.toUpperCase();
  if (!claim.code.trim()) {
    if (!hex || !HEX.test(hex) || !written(haystack, name)) return undefined;
    return {
      name,
      code: '',
      rgb: hex,
      description,
      equivalents: equivalentsOf({ rgb: hex }, [], lookup),
    };
  }
  const candidate = findCandidates(claim.code.trim())[0];
  if (!candidate) return undefined;
  const resolved = resolveCandidate(
    candidate,
    {
      nameWords: name.split(/\s+/).filter(Boolean),
      entryBrands: claim.manufacturer ? brandsNamed(claim.manufacturer) : [],
      codeColumn: true,
      after: '',
    },
    lookup,
  );
  if (!resolved) return undefined;
  const inText = codesIn(text);
  const codeInText = inText.has(candidate.key) || inText.has(candidate.key.replace(/^SW/, ''));
  const nameConfirmed =
    resolved.hex !== undefined &&
    nameSimilarity(name, resolved.name) >= 0.8 &&
    written(haystack, name);
  if (!codeInText && !nameConfirmed) return undefined;
  const rgb = resolved.hex ?? (hex && HEX.test(hex) ? hex : undefined);
  const colour: ExtractedColour = {
    name: resolved.name || name,
    code: resolved.code,
    ...(rgb ? { rgb } : {}),
    ...(resolved.manufacturer ? { manufacturer: resolved.manufacturer } : {}),
    description,
    equivalents: [],
  };
  colour.equivalents = equivalentsOf(colour, [], lookup);
  return colour;
}

/** The offline colours, then the others' that the offline reading lacks (offline wins on a code). */
export function mergeColours(
  offline: readonly ExtractedColour[],
  extra: readonly ExtractedColour[],
): ExtractedColour[] {
  const seen = new Set(offline.map(keyOf));
  const names = new Set(offline.filter((c) => !c.code).map((c) => compactName(c.name)));
  const out = [...offline];
  for (const colour of extra) {
    if (seen.has(keyOf(colour)) || (!colour.code && names.has(compactName(colour.name)))) continue;
    seen.add(keyOf(colour));
    out.push(colour);
  }
  return out;
}
