import type { Knex } from 'knex';
import { schemeColoursOf, type SchemeColourRow } from '../shared/scheme-colours.ts';

/** A custom (HOA) scheme as the API serves it (SPEC §3). */
export type CustomSchemeDto = ReturnType<typeof schemeColoursOf> & {
  id: string;
  name: string;
  schemeCode: string;
  category: string;
  manufacturer: string;
  isHoaApproved: true;
  colorSelectionType: null;
  bodyColorSelection: number;
  trimColorSelection: number;
  accentColorSelection: number;
  documentId: string;
  userId: string;
  isValidated: boolean;
  createdAt: string;
};

type Row = SchemeColourRow & {
  id: string;
  user_id: string;
  document_id: string;
  name: string;
  scheme_code: string;
  manufacturer: string;
  body_color_selection: number;
  trim_color_selection: number;
  accent_color_selection: number;
  is_validated: boolean;
  created_at: Date;
};

const toDto = (r: Row): CustomSchemeDto => ({
  id: r.id,
  name: r.name,
  schemeCode: r.scheme_code,
  category: 'Your HOA Schemes',
  manufacturer: r.manufacturer,
  isHoaApproved: true,
  colorSelectionType: null,
  ...schemeColoursOf(r),
  bodyColorSelection: r.body_color_selection,
  trimColorSelection: r.trim_color_selection,
  accentColorSelection: r.accent_color_selection,
  documentId: r.document_id,
  userId: r.user_id,
  isValidated: r.is_validated,
  createdAt: r.created_at.toISOString(),
});

/** Only the owner's schemes: every query filters by user id. */
export const listCustomSchemesByUser = async (
  db: Knex,
  userId: string,
): Promise<CustomSchemeDto[]> =>
  (
    await db('custom_schemes').where({ user_id: userId }).orderBy('created_at').select<Row[]>('*')
  ).map(toDto);
