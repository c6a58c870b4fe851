import { defineProjection } from '../../backend/core/projection.ts';
import type { SchemeCatalogueInitialized } from '../../modules/catalogue/index.ts';

type Scheme = SchemeCatalogueInitialized['data']['schemes'][number];

const toRow = (s: Scheme, i: number, revision: number) => ({
  id: s.id,
  name: s.name,
  scheme_code: s.schemeCode,
  category: s.category,
  manufacturer: s.manufacturer,
  is_hoa_approved: s.isHoaApproved,
  color_selection_type: s.colorSelectionType ?? null,
  body_color: s.bodyColor,
  body_color_code: s.bodyColorCode,
  body_color_name: s.bodyColorName ?? null,
  trim_color: s.trimColor,
  trim_color_code: s.trimColorCode,
  trim_color_name: s.trimColorName ?? null,
  accent_color: s.accentColor,
  accent_color_code: s.accentColorCode,
  accent_color_name: s.accentColorName ?? null,
  sort_order: i,
  last_revision: revision,
});

/** paint_schemes: the current predefined schemes (a new catalogue version replaces the old one). */
export const paintSchemesProjection = defineProjection<SchemeCatalogueInitialized>({
  name: 'paint-schemes',
  canHandle: ['SchemeCatalogueInitialized'],
  tables: ['paint_schemes'],
  handle: async (trx, event) => {
    const revision = event.streamRevision;
    const stale = await trx('paint_schemes').where('last_revision', '>=', revision).first();
    if (stale) return;
    await trx('paint_schemes').delete();
    const rows = event.data.schemes.map((s, i) => toRow(s, i, revision));
    if (rows.length) await trx('paint_schemes').insert(rows);
  },
});
