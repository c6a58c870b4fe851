import type { CodeCandidate } from './code-patterns.ts';
import type { ColourValue } from './colour-values.ts';

/** A code (or colour value) found in a document, with the words the document wrote around it. */
export type Entry = {
  candidate?: CodeCandidate;
  value?: ColourValue;
  /** Name words written beside the code. */
  nameWords: string[];
  /** Brands the entry's own words name ('(Benjamin Moore)'). */
  entryBrands: string[];
  /** Brand of the table column or heading the entry sits under. */
  contextBrand?: string;
  /** The entry sits in a table column whose header says it holds codes. */
  codeColumn: boolean;
  /** Text right after the code (address and unit checks). */
  after: string;
  /** The document's own words for the colour (code, name, aliases, use). */
  description: string[];
  /** Texts that name the same colour another way ('2125 Wall Street'). */
  aliases: string[];
};
