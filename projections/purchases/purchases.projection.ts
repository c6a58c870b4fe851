import { defineProjection } from '../../backend/core/projection.ts';
import type {
  PurchaseEvent,
  PurchasedRendersRevoked,
  RendersPurchased,
} from '../../modules/billing/index.ts';

type Handled = PurchaseEvent | RendersPurchased | PurchasedRendersRevoked;

/**
 * purchases: one row per payment intent, with its status and what it credited and took back.
 * Times come from the events. Credits and revocations arrive from the allowance's stream, so
 * they set their counts (a replay sets the same value) instead of guarding by revision.
 */
export const purchasesProjection = defineProjection<Handled>({
  name: 'purchases',
  canHandle: [
    'PaymentIntentCreated',
    'PaymentSucceeded',
    'PaymentFailed',
    'PaymentRefunded',
    'RendersPurchased',
    'PurchasedRendersRevoked',
  ],
  tables: ['purchases'],
  handle: async (trx, event) => {
    const revision = event.streamRevision;
    const id = event.data.paymentIntentId;
    const fresh = () => trx('purchases').where({ payment_intent_id: id });
    const newer = () => fresh().andWhere('last_revision', '<', revision);
    switch (event.type) {
      case 'PaymentIntentCreated':
      case 'PaymentSucceeded': {
        const d = event.data;
        const created = event.type === 'PaymentIntentCreated';
        const row = {
          payment_intent_id: id,
          user_id: d.userId,
          amount: d.amount,
          currency: d.currency,
          renders: d.renders,
          ...(created
            ? { mode: event.data.mode, status: 'created', created_at: event.data.createdAt }
            : { status: 'succeeded', succeeded_at: event.data.succeededAt }),
          last_revision: revision,
        };
        // The intent's own record may be missing (lost between Stripe and us): success makes it.
        await trx('purchases')
          .insert(row)
          .onConflict('payment_intent_id')
          .merge(
            created
              ? ['mode', 'created_at', 'last_revision']
              : ['status', 'succeeded_at', 'last_revision'],
          )
          .where('purchases.last_revision', '<', revision);
        return;
      }
      case 'PaymentFailed':
        await newer().update({
          status: trx.raw("CASE WHEN status = 'created' THEN 'failed' ELSE status END"),
          failure_reason: event.data.reason,
          failures: trx.raw('failures + 1'),
          last_revision: revision,
        });
        return;
      case 'PaymentRefunded':
        await newer().update({
          status: event.data.fullyRefunded ? 'refunded' : trx.raw('status'),
          amount_refunded: event.data.amountRefunded,
          refunded_at: event.data.refundedAt,
          last_revision: revision,
        });
        return;
      case 'RendersPurchased':
        await fresh().update({ renders_credited: event.data.count });
        return;
      case 'PurchasedRendersRevoked':
        await fresh().update({ renders_revoked: event.data.count });
        return;
    }
  },
});
