import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeServer } from '../support/stripe-server.ts';
import { startStripeTestApp, type StripeTestApp } from '../support/stripe-test-app.ts';
import { signIn, type TestApp } from '../support/test-app.ts';

/**
 * The same Stripe webhook delivered many times at once over real sockets (Stripe retries, and
 * several deliveries can be in flight together): the purchase is credited exactly once.
 */
const WEBHOOK_SECRET = 'whsec_curbhue_reliability';
const DELIVERIES = 40;

let app: StripeTestApp;
let t: TestApp;
let stripe: StripeServer;

beforeAll(async () => {
  app = await startStripeTestApp(WEBHOOK_SECRET);
  ({ t, stripe } = app);
});
afterAll(async () => app?.stop());

describe('the same Stripe webhook delivered concurrently', () => {
  it(`when one succeeded intent is delivered ${DELIVERIES} times at once, then it credits 3 renders once`, async () => {
    const buyer = request.agent(t.server);
    await signIn(buyer, 'storm@example.com');
    const before: number = (await buyer.get('/api/auth/user')).body.remainingRenders;
    const checkout = await buyer.post('/api/create-payment-intent');
    expect(checkout.status, checkout.text).toBe(200);
    const intent = stripe.intentByClientSecret(checkout.body.clientSecret)!;
    const payload = stripe.event('payment_intent.succeeded', stripe.succeed(intent.id));

    const answers = await Promise.all(
      Array.from({ length: DELIVERIES }, () =>
        fetch(`${t.baseUrl}/api/stripe/webhook`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Stripe-Signature': stripe.sign(payload, WEBHOOK_SECRET),
          },
          body: payload,
        }).then((r) => r.status),
      ),
    );
    await t.services.runner.waitFor(await t.services.store.headPosition());

    const count = async (type: string) =>
      Number(
        (
          await t.services
            .db('events')
            .where({ type })
            .whereRaw("data->>'paymentIntentId' = ?", [intent.id])
            .count({ n: '*' })
        )[0]!.n,
      );
    expect(answers).toEqual(Array(DELIVERIES).fill(200));
    expect(await count('PaymentSucceeded')).toBe(1);
    expect(await count('RendersPurchased')).toBe(1);
    expect((await buyer.get('/api/auth/user')).body.remainingRenders).toBe(before + 3);
  });
});
