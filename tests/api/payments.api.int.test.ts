import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseJpeg } from '../support/house-image.ts';
import type { StripeServer } from '../support/stripe-server.ts';
import { startStripeTestApp, type StripeTestApp } from '../support/stripe-test-app.ts';
import { signIn, type TestApp } from '../support/test-app.ts';

/**
 * Buying renders against a local server speaking Stripe's API, with webhook deliveries signed
 * by the SDK's own test-header function. Money must never be counted twice: whatever the
 * number, timing and order of deliveries, a succeeded intent credits its user 3 renders once.
 */
const WEBHOOK_SECRET = 'whsec_curbhue_test';

let app: StripeTestApp;
let t: TestApp;
let stripe: StripeServer;

beforeAll(async () => {
  app = await startStripeTestApp(WEBHOOK_SECRET, { BETA_TESTER_EMAILS: 'beta@example.com' });
  ({ t, stripe } = app);
});
afterAll(async () => app?.stop());

const user = async (email: string) => {
  const agent = request.agent(t.server);
  await signIn(agent, email);
  const id: string = (await agent.get('/api/auth/user')).body.id;
  return {
    agent,
    id,
    remaining: async () => (await agent.get('/api/auth/user')).body.remainingRenders as number,
  };
};

/** Checkout: POST /api/create-payment-intent, and the intent Stripe made for it. */
const checkout = async (agent: request.Agent) => {
  const res = await agent.post('/api/create-payment-intent');
  expect(res.status, res.text).toBe(200);
  const intent = stripe.intentByClientSecret(res.body.clientSecret);
  expect(intent).toBeDefined();
  return intent!;
};

const deliver = (payload: string, signature?: string) => {
  const req = request(t.app).post('/api/stripe/webhook').set('Content-Type', 'application/json');
  return (signature === undefined ? req : req.set('Stripe-Signature', signature)).send(payload);
};
const deliverSigned = (payload: string) => deliver(payload, stripe.sign(payload, WEBHOOK_SECRET));

const settled = async () => t.services.runner.waitFor(await t.services.store.headPosition());
const eventsOf = (type: string, paymentIntentId: string) =>
  t.services
    .db('events')
    .where({ type })
    .whereRaw("data->>'paymentIntentId' = ?", [paymentIntentId]);
const eventCount = async () => Number((await t.services.db('events').count({ n: '*' }))[0]!.n);

describe('POST /api/create-payment-intent', () => {
  it('when a user checks out, then Stripe gets a 500-cent USD intent for 3 renders with the user id and an idempotency key, and it is recorded', async () => {
    const buyer = await user('buyer@example.com');
    const before = stripe.calls.length;

    const intent = await checkout(buyer.agent);
    const again = await buyer.agent.post('/api/create-payment-intent');

    const [create] = stripe.calls.slice(before).filter((c) => c.method === 'POST');
    expect(create).toMatchObject({
      path: '/v1/payment_intents',
      authorization: 'Bearer sk_test_curbhue',
      form: {
        amount: '500',
        currency: 'usd',
        description: '3 Additional Renders',
        'metadata[userId]': buyer.id,
        'automatic_payment_methods[enabled]': 'true',
      },
    });
    expect(create!.idempotencyKey).toContain(buyer.id);
    // A second checkout before paying gets the same intent back (same key), not a second charge.
    expect(again.body.clientSecret).toBe(intent.client_secret);
    const recorded = await eventsOf('PaymentIntentCreated', intent.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0].stream_name).toBe(`purchase-${intent.id}`);
    expect(recorded[0].data).toEqual({
      userId: buyer.id,
      paymentIntentId: intent.id,
      amount: 500,
      currency: 'usd',
      renders: 3,
      mode: 'stripe',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('when a beta tester checks out, then 400 says they need nothing, and Stripe is not asked', async () => {
    const beta = await user('beta@example.com');
    const before = stripe.calls.length;
    const events = await eventCount();

    const res = await beta.agent.post('/api/create-payment-intent');

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Beta testers have unlimited renders: there is nothing to purchase',
    );
    expect(stripe.calls.length).toBe(before);
    expect(await eventCount()).toBe(events);
  });

  it('when signed out, then 401', async () => {
    expect((await request(t.app).post('/api/create-payment-intent')).status).toBe(401);
  });

  it('serves the publishable key at run time', async () => {
    const res = await request(t.app).get('/api/payments/config');
    expect(res.body).toEqual({ mode: 'stripe', publishableKey: 'pk_test_curbhue' });
  });
});

describe('POST /api/stripe/webhook and the return to the dashboard', () => {
  it('when a succeeded intent is delivered 5 times, concurrently and out of order with a failure and the return check, then it credits exactly 3 renders', async () => {
    const buyer = await user('five-times@example.com');
    expect(await buyer.remaining()).toBe(1);
    const intent = await checkout(buyer.agent);
    // First the card was declined, then another card went through.
    const failed = stripe.event('payment_intent.payment_failed', stripe.fail(intent.id));
    const succeeded = stripe.event('payment_intent.succeeded', stripe.succeed(intent.id));

    const results = await Promise.all([
      deliverSigned(succeeded),
      buyer.agent.post('/api/payments/confirm').send({ paymentIntentId: intent.id }),
      deliverSigned(succeeded),
      deliverSigned(failed),
      deliverSigned(succeeded),
      deliverSigned(succeeded),
      buyer.agent.post('/api/payments/confirm').send({ paymentIntentId: intent.id }),
      deliverSigned(succeeded),
      deliverSigned(failed),
    ]);
    await settled();

    expect(results.map((r) => r.status)).toEqual(Array(9).fill(200));
    expect(results[1]!.body).toMatchObject({ status: 'succeeded' });
    expect(await buyer.remaining()).toBe(4);
    expect(await eventsOf('PaymentSucceeded', intent.id)).toHaveLength(1);
    const credits = await eventsOf('RendersPurchased', intent.id);
    expect(credits.map((e: { data: unknown }) => e.data)).toEqual([
      { userId: buyer.id, paymentIntentId: intent.id, count: 3, purchasedAt: expect.any(String) },
    ]);
    const failures = await eventsOf('PaymentFailed', intent.id);
    expect(failures.map((e: { data: { reason: string } }) => e.data.reason)).toEqual([
      'Your card was declined.',
    ]);
    const purchase = await t.services
      .db('purchases')
      .where({ payment_intent_id: intent.id })
      .first();
    expect(purchase).toMatchObject({ status: 'succeeded', renders_credited: 3, failures: 1 });
  });

  it('when the browser returns before any webhook, then the return check alone credits, and the later webhook adds nothing', async () => {
    const buyer = await user('early-return@example.com');
    const intent = await checkout(buyer.agent);
    stripe.succeed(intent.id);

    const confirm = await buyer.agent
      .post('/api/payments/confirm')
      .send({ paymentIntentId: intent.id });
    const afterReturn = await buyer.remaining();
    const late = await deliverSigned(stripe.event('payment_intent.succeeded', intent));
    await settled();

    expect(confirm.body).toMatchObject({ status: 'succeeded', paymentIntentId: intent.id });
    expect(afterReturn).toBe(4);
    expect(late.status).toBe(200);
    expect(await buyer.remaining()).toBe(4);
  });

  it("when the return check finds the card declined, then it says so with Stripe's message and credits nothing", async () => {
    const buyer = await user('declined@example.com');
    const intent = await checkout(buyer.agent);
    stripe.fail(intent.id, 'Your card has insufficient funds.');

    const confirm = await buyer.agent
      .post('/api/payments/confirm')
      .send({ paymentIntentId: intent.id });

    expect(confirm.body).toEqual({
      status: 'failed',
      paymentIntentId: intent.id,
      message: 'Your card has insufficient funds.',
    });
    expect(await buyer.remaining()).toBe(1);
  });

  it('when a signature is forged, stale or missing, then 400 and nothing changes', async () => {
    const buyer = await user('forged@example.com');
    const intent = await checkout(buyer.agent);
    const payload = stripe.event('payment_intent.succeeded', stripe.succeed(intent.id));
    const events = await eventCount();

    const forged = await deliver(payload, stripe.sign(payload, 'whsec_someone_else'));
    const stale = await deliver(
      payload,
      stripe.sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600),
    );
    const missing = await deliver(payload);
    const tampered = await deliver(
      payload.replace('"amount":500', '"amount":50'),
      stripe.sign(payload, WEBHOOK_SECRET),
    );
    await settled();

    for (const res of [forged, stale, missing, tampered]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid Stripe signature');
    }
    expect(await eventCount()).toBe(events);
    expect(await buyer.remaining()).toBe(1);
  });

  it('when an intent of another amount or currency succeeds, then it credits nothing', async () => {
    const buyer = await user('other-amounts@example.com');
    const events = await eventCount();
    const dearer = stripe.addIntent({
      amount: 1000,
      currency: 'usd',
      metadata: { userId: buyer.id },
    });
    const euros = stripe.addIntent({
      amount: 500,
      currency: 'eur',
      metadata: { userId: buyer.id },
    });

    const results = await Promise.all(
      [dearer, euros].map((i) =>
        deliverSigned(stripe.event('payment_intent.succeeded', stripe.succeed(i.id))),
      ),
    );
    await settled();

    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await eventCount()).toBe(events);
    expect(await buyer.remaining()).toBe(1);
  });

  it("when another user's intent succeeds, then that user alone is credited, and nobody else can confirm it", async () => {
    const alice = await user('alice@example.com');
    const bob = await user('bob@example.com');
    const bobsIntent = await checkout(bob.agent);
    stripe.succeed(bobsIntent.id);

    const snoop = await alice.agent
      .post('/api/payments/confirm')
      .send({ paymentIntentId: bobsIntent.id });
    const delivered = await deliverSigned(stripe.event('payment_intent.succeeded', bobsIntent));
    await settled();

    expect(snoop.status).toBe(404);
    expect(delivered.status).toBe(200);
    expect(await bob.remaining()).toBe(4);
    expect(await alice.remaining()).toBe(1);
  });

  it('when a payment is refunded after one of its 3 renders was spent, then the 2 unused are taken back, once', async () => {
    const buyer = await user('refund@example.com');
    const photo = await buyer.agent
      .post('/api/ai/analyze-image')
      .attach('image', await houseJpeg(), 'house.jpg');
    const render = () =>
      buyer.agent
        .post('/api/renders')
        .send({ schemeId: 'classic-repose-gray', beforeImageUrl: photo.body.imageUrl });
    expect((await render()).status).toBe(200); // the free render
    const intent = await checkout(buyer.agent);
    await deliverSigned(stripe.event('payment_intent.succeeded', stripe.succeed(intent.id)));
    await settled();
    expect(await buyer.remaining()).toBe(3);
    expect((await render()).status).toBe(200);
    expect(await buyer.remaining()).toBe(2);

    const refund = stripe.event('charge.refunded', stripe.refundedCharge(intent.id));
    const results = await Promise.all([deliverSigned(refund), deliverSigned(refund)]);
    await settled();

    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await buyer.remaining()).toBe(0);
    const revoked = await eventsOf('PurchasedRendersRevoked', intent.id);
    expect(revoked.map((e: { data: { count: number } }) => e.data.count)).toEqual([2]);
    expect(await eventsOf('PaymentRefunded', intent.id)).toHaveLength(1);
    // A late success delivery after the refund gives nothing back.
    await deliverSigned(stripe.event('payment_intent.succeeded', intent));
    await settled();
    expect(await buyer.remaining()).toBe(0);
    const purchase = await t.services
      .db('purchases')
      .where({ payment_intent_id: intent.id })
      .first();
    expect(purchase).toMatchObject({
      status: 'refunded',
      renders_credited: 3,
      renders_revoked: 2,
      amount_refunded: 500,
    });
  });
});
