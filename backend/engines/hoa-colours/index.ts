// Public surface of the HOA colour engine: the approved colours in an HOA document's text,
// offline, looked up in the paint catalogue, with their closest colours in other brands.
import type { ColourExtractor, ColourVerifier } from '../../ports/colour-extractor.ts';
import type { PaintIndex } from '../colour/index.ts';
import { catalogueLookup } from './catalogue-lookup.ts';
import { extractColours } from './extract.ts';
import { verifyClaim } from './verify.ts';

export { findCandidates, type CodeCandidate } from './code-patterns.ts';
export { findColourValues } from './colour-values.ts';
export { closestInOtherBrands, MAX_EQUIVALENTS } from './equivalents.ts';
export { nameSimilarity } from './names.ts';
export { mergeColours } from './verify.ts';

/** The offline extractor; `getIndex` gives the paint catalogue (the app's paintIndexProvider). */
export function createHoaColourExtractor(getIndex: () => Promise<PaintIndex>): ColourExtractor {
  return {
    extract: async (text, options = {}) => {
      options.signal?.throwIfAborted();
      return extractColours(text, catalogueLookup(await getIndex()));
    },
  };
}

/** Checks another reader's colours against the catalogue and the document (see verify.ts). */
export function createColourVerifier(getIndex: () => Promise<PaintIndex>): ColourVerifier {
  return async (claim, text) => verifyClaim(claim, text, catalogueLookup(await getIndex()));
}
