import { defineProjection } from '../../backend/core/projection.ts';
import { allowanceEventTypes, type AllowanceEvent } from '../../modules/billing/index.ts';

/** allowances: each user's render credits. */
export const allowancesProjection = defineProjection<
  AllowanceEvent['type'],
  AllowanceEvent['data']
>({
  name: 'allowances',
  canHandle: allowanceEventTypes,
  tables: ['allowances'],
  handle: async (trx, event) => {
    const revision = event.streamRevision;
    switch (event.type) {
      case 'FreeRendersGranted':
        await trx('allowances')
          .insert({
            user_id: event.data.userId,
            remaining_renders: event.data.count,
            free_renders_granted: event.data.count,
            last_revision: revision,
          })
          .onConflict('user_id')
          .ignore();
        return;
    }
  },
});
