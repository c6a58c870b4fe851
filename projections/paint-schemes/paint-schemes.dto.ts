/** A paint scheme as GET /api/paint-schemes serves it (SPEC §3). */
export type PaintSchemeDto = {
  id: string;
  name: string;
  schemeCode: string;
  category: string;
  manufacturer: string;
  isHoaApproved: boolean;
  colorSelectionType: 'swap' | 'all' | null;
  bodyColor: string;
  bodyColorCode: string;
  bodyColorName: string | null;
  trimColor: string;
  trimColorCode: string;
  trimColorName: string | null;
  accentColor: string;
  accentColorCode: string;
  accentColorName: string | null;
};
