import express, { Router } from 'express';
import type { Logger } from 'pino';
import type { RouteDeps } from '../../backend/core/http.ts';
import {
  WebhookSignatureError,
  type PaymentWebhookEvent,
  type PaymentWebhookVerifier,
} from '../../backend/ports/payments.ts';
import {
  recordFailedPayment,
  recordRefund,
  settleSucceededPayment,
  type PaymentsDeps,
} from './payments.service.ts';

export type StripeWebhookDeps = Pick<RouteDeps, 'store' | 'clock' | 'waitForProjections'> & {
  verifier: PaymentWebhookVerifier;
  logger: Logger;
};

const handle = async (deps: PaymentsDeps, event: PaymentWebhookEvent) => {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return settleSucceededPayment(deps, event.intent, 'webhook');
    case 'payment_intent.payment_failed':
      return recordFailedPayment(deps, event.intent, event.id);
    case 'charge.refunded':
      return recordRefund(deps, event.charge);
    case 'other':
      return { position: -1 };
  }
};

/**
 * POST /api/stripe/webhook, mounted before the JSON parser: the signature is over the raw bytes.
 * A bad, stale or missing signature is a 400 and nothing is written; a delivery we could not
 * record is a 5xx, so Stripe delivers it again (every path is idempotent).
 */
export const stripeWebhookRoutes = (deps: StripeWebhookDeps): Router => {
  const router = Router();
  router.post(
    '/api/stripe/webhook',
    express.raw({ type: () => true, limit: '1mb' }),
    async (req, res) => {
      let event: PaymentWebhookEvent;
      try {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        event = deps.verifier.verify(body, req.get('stripe-signature'));
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        deps.logger.warn({ requestId: req.id, reason: error.message }, 'stripe webhook refused');
        res.status(400).json({ message: 'Invalid Stripe signature' });
        return;
      }
      const { position } = await handle(deps, event);
      deps.logger.info(
        { requestId: req.id, stripeEvent: event.id, type: event.type, position },
        'stripe webhook',
      );
      res.json({ received: true });
    },
  );
  return router;
};
