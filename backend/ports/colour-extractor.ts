/** The closest colour in another imported brand (HOAs name one brand; homeowners buy another). */
export type ColourEquivalent = {
  manufacturer: string;
  code: string;
  name: string;
  hex: string;
  /** CIEDE2000 distance to the extracted colour. */
  deltaE: number;
};

/** One approved colour found in an HOA document (SPEC §3 "Extracted colour"). */
export type ExtractedColour = {
  name: string;
  /** In the catalogue's form: 'SW 2801', 'HC-172', '2125-30'; '' when the document gave none. */
  code: string;
  /** #RRGGBB, from the catalogue (or the document's own hex/RGB). */
  rgb?: string;
  manufacturer?: string;
  /** The document's own wording for this colour. */
  description: string;
  equivalents: ColourEquivalent[];
};

/** Finds the approved colours in a document's text (offline engine; OpenAI merged in when configured). */
export interface ColourExtractor {
  extract(text: string, options?: { signal?: AbortSignal }): Promise<ExtractedColour[]>;
}

/** A colour another reader (an AI model) says a document names, before it is checked. */
export type ColourClaim = {
  name: string;
  code: string;
  manufacturer?: string;
  description?: string;
  hex?: string;
};

/** Checks a claim against the paint catalogue and the document's text; undefined when unfounded. */
export type ColourVerifier = (
  claim: ColourClaim,
  text: string,
) => Promise<ExtractedColour | undefined>;
