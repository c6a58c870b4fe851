import { defineProjection } from '../../backend/core/projection.ts';
import type { RenderCreditRefunded, RenderCreditSpent } from '../../modules/billing/index.ts';

/** render_credits: each credit spent on a render, and whether it came back. */
export const renderCreditsProjection = defineProjection<RenderCreditSpent | RenderCreditRefunded>({
  name: 'render-credits',
  canHandle: ['RenderCreditSpent', 'RenderCreditRefunded'],
  tables: ['render_credits'],
  handle: async (trx, event) => {
    if (event.type === 'RenderCreditSpent') {
      const { renderId, userId, spentAt } = event.data;
      await trx('render_credits')
        .insert({ render_id: renderId, user_id: userId, spent_at: spentAt })
        .onConflict('render_id')
        .ignore();
      return;
    }
    await trx('render_credits')
      .where({ render_id: event.data.renderId })
      .update({ refunded_at: event.data.refundedAt });
  },
});
