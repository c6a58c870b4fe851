/** A colour of an HOA document as the builder uses it (SPEC §3 Extracted colour). */
export type DocumentColor = {
  name: string;
  code: string;
  /** #RRGGBB, or null when the document gave none. */
  rgb: string | null;
  manufacturer: string | null;
};

/** The builder's form (SPEC §2): colour fields hold an option's value. */
export type SchemeForm = {
  name: string;
  manufacturer: string;
  bodyColor: string;
  trimColor: string;
  accentColor: string;
};

/** SPEC §3: the custom scheme creation payload. */
export type CreateCustomSchemePayload = {
  name: string;
  schemeCode: string;
  bodyColor: string;
  bodyColorCode: string;
  trimColor: string;
  trimColorCode: string;
  accentColor: string;
  accentColorCode: string;
  manufacturer: string;
};
