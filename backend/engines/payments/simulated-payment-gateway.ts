import { deterministicId } from '../../core/ids.ts';
import { NotFoundError } from '../../core/errors.ts';
import type { PaymentGateway, PaymentIntentInfo } from '../../ports/payments.ts';

/** What the store knows of a simulated intent (test mode keeps its intents as events only). */
export type SimulatedIntentRecord = {
  amount: number;
  currency: string;
  userId: string;
  succeeded: boolean;
};

const clientSecretOf = (id: string) => `${id}_secret_simulated`;

/**
 * Test mode (no Stripe keys, outside production): intents that no card provider sees and no
 * card pays. An intent's id comes from the idempotency key, as Stripe gives the same intent back
 * for the same key; its status is whatever the purchase's stream says.
 */
export const simulatedPaymentGateway = (
  lookup: (id: string) => Promise<SimulatedIntentRecord | undefined>,
): PaymentGateway => ({
  mode: 'test',
  createIntent: async ({ amount, currency, metadata, idempotencyKey }) => {
    const id = `pi_test_${deterministicId('simulated-intent', idempotencyKey).replaceAll('-', '')}`;
    const known = await lookup(id);
    return {
      id,
      amount,
      currency,
      status: known?.succeeded ? 'succeeded' : 'requires_payment_method',
      metadata,
      clientSecret: clientSecretOf(id),
    };
  },
  retrieveIntent: async (id): Promise<PaymentIntentInfo> => {
    const known = await lookup(id);
    if (!known) throw new NotFoundError('Payment not found');
    return {
      id,
      amount: known.amount,
      currency: known.currency,
      status: known.succeeded ? 'succeeded' : 'requires_payment_method',
      metadata: { userId: known.userId },
      clientSecret: clientSecretOf(id),
    };
  },
});
