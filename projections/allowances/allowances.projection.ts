import { defineProjection } from '../../backend/core/projection.ts';
import { allowanceEventTypes, type AllowanceEvent } from '../../modules/billing/index.ts';

/** allowances: each user's render credits. */
export const allowancesProjection = defineProjection<AllowanceEvent>({
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
      case 'RenderCreditSpent':
      case 'RenderCreditRefunded': {
        const spent = event.type === 'RenderCreditSpent';
        await trx('allowances')
          .where({ user_id: event.data.userId })
          .andWhere('last_revision', '<', revision)
          .update({
            remaining_renders: trx.raw('remaining_renders + ?', [spent ? -1 : 1]),
            renders_spent: trx.raw('renders_spent + ?', [spent ? 1 : -1]),
            last_revision: revision,
          });
        return;
      }
      case 'RendersPurchased':
      case 'PurchasedRendersRevoked': {
        const { count } = event.data;
        const bought = event.type === 'RendersPurchased';
        await trx('allowances')
          .where({ user_id: event.data.userId })
          .andWhere('last_revision', '<', revision)
          .update({
            remaining_renders: trx.raw('remaining_renders + ?', [bought ? count : -count]),
            ...(bought
              ? { renders_purchased: trx.raw('renders_purchased + ?', [count]) }
              : { renders_revoked: trx.raw('renders_revoked + ?', [count]) }),
            last_revision: revision,
          });
        return;
      }
    }
  },
});
