/** The three paintable surfaces, in display order. */
export const SURFACES = ['body', 'trim', 'accent'] as const;
export type Surface = (typeof SURFACES)[number];

/** One choosable colour (SPEC §3 Colour option). */
export type ColorOption = { hex: string; code: string; name?: string };

/** The colour options of a scheme: one list per surface. */
export type ColorOptions = Record<Surface, ColorOption[]>;

/** Current selections: an index into each surface's list. */
export type ColorSelection = Record<Surface, number>;

export type ColorSelectionType = 'swap' | 'all';

type SchemeFields = {
  /** In the UI, custom scheme ids carry the 'custom-' prefix. */
  id: string;
  name: string | null;
  schemeCode: string;
  /** null when the server sends none; grouped as 'Other'. */
  category: string | null;
  manufacturer: string;
  isHoaApproved: boolean;
  colorSelectionType: ColorSelectionType | null;
  /** A hex or a comma-separated list of hexes, one per option. */
  bodyColor: string;
  trimColor: string;
  accentColor: string;
  /** A code (e.g. 'SW 7015') or a comma-separated list of codes. */
  bodyColorCode: string;
  trimColorCode: string;
  accentColorCode: string;
  /** A name or a comma-separated list of names. */
  bodyColorName: string | null;
  trimColorName: string | null;
  accentColorName: string | null;
};

/** A predefined (catalogue) paint scheme. */
export type PaintScheme = SchemeFields & { isCustom: false };

/** A user's custom (HOA) scheme. */
export type CustomScheme = SchemeFields & {
  isCustom: true;
  bodyColorSelection: number;
  trimColorSelection: number;
  accentColorSelection: number;
  documentId: string | null;
  userId: string | null;
  isValidated: boolean;
};

export type Scheme = PaintScheme | CustomScheme;

/** What the panel tells its parent when a scheme is chosen (SPEC §3 Scheme inputs). */
export type SchemeChoice = {
  schemeId: string;
  schemeName: string;
  manufacturer: string;
  isCustom: boolean;
};
