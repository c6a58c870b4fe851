import { defineProjection } from '../../backend/core/projection.ts';
import {
  schemeCatalogueEventTypes,
  type CatalogueScheme,
  type SchemeCatalogueEvent,
} from '../../modules/catalogue/index.ts';

const toRow = (s: CatalogueScheme, i: number, revision: number) => ({
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

/**
 * paint_schemes: the catalogue's current schemes. A new catalogue version replaces them all;
 * an admin's addition goes last, an edit keeps the scheme's place.
 */
export const paintSchemesProjection = defineProjection<SchemeCatalogueEvent>({
  name: 'paint-schemes',
  canHandle: schemeCatalogueEventTypes,
  tables: ['paint_schemes'],
  handle: async (trx, event) => {
    const revision = event.streamRevision;
    switch (event.type) {
      case 'SchemeCatalogueInitialized': {
        const stale = await trx('paint_schemes').where('last_revision', '>=', revision).first();
        if (stale) return;
        await trx('paint_schemes').delete();
        const rows = event.data.schemes.map((s, i) => toRow(s, i, revision));
        if (rows.length) await trx('paint_schemes').insert(rows);
        return;
      }
      case 'PaintSchemeAdded': {
        const last = await trx('paint_schemes')
          .max<{ max: number | null }>('sort_order as max')
          .first();
        await trx('paint_schemes')
          .insert(toRow(event.data.scheme, (last?.max ?? -1) + 1, revision))
          .onConflict('id')
          .ignore();
        return;
      }
      case 'PaintSchemeChanged': {
        const { sort_order: _keep, ...row } = toRow(event.data.scheme, 0, revision);
        await trx('paint_schemes')
          .where({ id: event.data.scheme.id })
          .andWhere('last_revision', '<', revision)
          .update(row);
        return;
      }
      case 'PaintSchemeRemoved':
        await trx('paint_schemes').where({ id: event.data.schemeId }).delete();
        return;
    }
  },
});
