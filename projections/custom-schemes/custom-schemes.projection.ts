import { defineProjection } from '../../backend/core/projection.ts';
import {
  customSchemeEventTypes,
  type CustomSchemeEvent,
} from '../../modules/custom-schemes/index.ts';

/** custom_schemes: each user's HOA schemes and their chosen options. */
export const customSchemesProjection = defineProjection<CustomSchemeEvent>({
  name: 'custom-schemes',
  canHandle: customSchemeEventTypes,
  tables: ['custom_schemes'],
  handle: async (trx, event) => {
    const revision = event.streamRevision;
    if (event.type === 'CustomSchemeCreated') {
      const d = event.data;
      await trx('custom_schemes')
        .insert({
          id: d.schemeId,
          user_id: d.userId,
          document_id: d.documentId,
          name: d.name,
          scheme_code: d.schemeCode,
          manufacturer: d.manufacturer,
          body_color: d.bodyColor,
          body_color_code: d.bodyColorCode,
          body_color_name: d.bodyColorName,
          trim_color: d.trimColor,
          trim_color_code: d.trimColorCode,
          trim_color_name: d.trimColorName,
          accent_color: d.accentColor,
          accent_color_code: d.accentColorCode,
          accent_color_name: d.accentColorName,
          created_at: d.createdAt,
          last_revision: revision,
        })
        .onConflict('id')
        .ignore();
      return;
    }
    if (event.type === 'CustomSchemeColorsSelected') {
      const d = event.data;
      await trx('custom_schemes')
        .where({ id: d.schemeId })
        .andWhere('last_revision', '<', revision)
        .update({
          ...(d.body !== undefined ? { body_color_selection: d.body } : {}),
          ...(d.trim !== undefined ? { trim_color_selection: d.trim } : {}),
          ...(d.accent !== undefined ? { accent_color_selection: d.accent } : {}),
          last_revision: revision,
        });
    }
  },
});
