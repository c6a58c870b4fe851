import { Router } from 'express';
import { z } from 'zod';
import {
  AppError,
  NotFoundError,
  ServiceUnavailableError,
  ValidationError,
} from '../../backend/core/errors.ts';
import { parseWith, requireUser, type AuthUser, type RouteDeps } from '../../backend/core/http.ts';
import type { PaymentGateway, PaymentIntentInfo } from '../../backend/ports/payments.ts';
import { purchaseCount } from './billing.decider.ts';
import { settleSucceededPayment } from './payments.service.ts';
import { RENDER_PACK } from './purchase.decider.ts';
import { getAllowance, getPurchase, handlePurchaseCommand } from './purchase.handler.ts';

/**
 * How renders are bought here: through Stripe (keys set), simulated (test mode: no keys,
 * outside production), or not at all (production without keys: `gateway` absent).
 */
export type PaymentsSetup = {
  gateway?: PaymentGateway;
  publishableKey?: string;
};
export type PaymentsRoutesDeps = RouteDeps & { payments: PaymentsSetup };

export const BETA_TESTERS_BUY_NOTHING =
  'Beta testers have unlimited renders: there is nothing to purchase';
export const PURCHASING_UNAVAILABLE =
  'Purchasing renders is not available right now: card payments are not configured';

const PaymentIntentBody = z.object({
  paymentIntentId: z
    .string({ error: 'paymentIntentId is required' })
    .regex(/^pi_[A-Za-z0-9_]{1,200}$/, 'paymentIntentId must be a payment intent id'),
});

const gatewayOf = (deps: PaymentsRoutesDeps): PaymentGateway => {
  if (!deps.payments.gateway) throw new ServiceUnavailableError(PURCHASING_UNAVAILABLE);
  return deps.payments.gateway;
};

/** The provider failed us: a plain message for the user, the provider's own words in the log. */
const fromProvider = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(502, 'The card payment provider could not be reached', String(error));
  }
};

/** An intent for this user's next purchase; the same one again until that purchase succeeds. */
const createIntent = async (deps: PaymentsRoutesDeps, user: AuthUser) => {
  const gateway = gatewayOf(deps);
  for (let attempt = 0; ; attempt++) {
    const allowance = await getAllowance(deps.store, user.id);
    const intent = await fromProvider(() =>
      gateway.createIntent({
        amount: RENDER_PACK.amount,
        currency: RENDER_PACK.currency,
        description: RENDER_PACK.description,
        metadata: { userId: user.id },
        idempotencyKey: `curbhue-renders-${user.id}-${purchaseCount(allowance)}`,
      }),
    );
    // Paid already (its credit not seen yet): credit it, then the next key gives a new intent.
    if (intent.status !== 'succeeded' || attempt > 0) return intent;
    await settleSucceededPayment(deps, intent, 'checkout');
  }
};

export const paymentsRoutes = (deps: PaymentsRoutesDeps): Router => {
  const router = Router();

  /** What /checkout shows: Stripe's form with this key, the test-mode notice, or neither. */
  router.get('/api/payments/config', (_req, res) => {
    const { gateway, publishableKey } = deps.payments;
    if (gateway?.mode === 'stripe') res.json({ mode: 'stripe', publishableKey });
    else if (gateway) res.json({ mode: 'test' });
    else res.json({ mode: 'unavailable', message: PURCHASING_UNAVAILABLE });
  });

  router.post('/api/create-payment-intent', async (req, res) => {
    const user = requireUser(req);
    if (user.betaTester) throw new ValidationError(BETA_TESTERS_BUY_NOTHING);
    const intent = await createIntent(deps, user);
    const result = await handlePurchaseCommand(
      deps.store,
      intent.id,
      {
        type: 'RecordPaymentIntent',
        data: {
          userId: user.id,
          paymentIntentId: intent.id,
          amount: intent.amount,
          currency: intent.currency,
          renders: RENDER_PACK.renders,
          mode: gatewayOf(deps).mode,
        },
        metadata: { now: deps.clock().toISOString(), userId: user.id },
      },
      { retries: 10 },
    );
    await deps.waitForProjections(result.position);
    res.json({ clientSecret: intent.clientSecret });
  });

  /** The caller's own purchase, or 404 (another user's intent is not found, not forbidden). */
  const ownPurchase = async (user: AuthUser, paymentIntentId: string) => {
    const purchase = await getPurchase(deps.store, paymentIntentId);
    if (!purchase.created || purchase.userId !== user.id)
      throw new NotFoundError('Payment not found');
    return purchase;
  };

  const settled = async (intent: PaymentIntentInfo, source: 'return' | 'test') => {
    const { position } = await settleSucceededPayment(deps, intent, source);
    await deps.waitForProjections(position);
    return { status: 'succeeded' as const, paymentIntentId: intent.id };
  };

  /**
   * The browser is back on /dashboard with ?payment_intent=…: ask the provider, and credit now
   * if it succeeded (the webhook may come later; both issue the same commands).
   */
  router.post('/api/payments/confirm', async (req, res) => {
    const user = requireUser(req);
    const { paymentIntentId } = parseWith(PaymentIntentBody, req.body);
    await ownPurchase(user, paymentIntentId);
    const gateway = gatewayOf(deps);
    const intent = await fromProvider(() => gateway.retrieveIntent(paymentIntentId));
    if (intent.status === 'succeeded') {
      res.json(await settled(intent, 'return'));
      return;
    }
    if (intent.status === 'processing') {
      res.json({ status: 'processing', paymentIntentId });
      return;
    }
    res.json({
      status: 'failed',
      paymentIntentId,
      message: intent.lastPaymentError ?? 'The payment was not completed.',
    });
  });

  /** Test mode's 'Complete Purchase': the simulated intent succeeds, through the same commands. */
  router.post('/api/payments/test/complete', async (req, res) => {
    const user = requireUser(req);
    if (deps.payments.gateway?.mode !== 'test') throw new NotFoundError();
    const { paymentIntentId } = parseWith(PaymentIntentBody, req.body);
    const purchase = await ownPurchase(user, paymentIntentId);
    const { amount, currency } = purchase.created!;
    res.json(
      await settled(
        {
          id: paymentIntentId,
          amount,
          currency,
          status: 'succeeded',
          metadata: { userId: user.id },
          clientSecret: null,
        },
        'test',
      ),
    );
  });

  return router;
};
