import { randomBytes } from 'node:crypto';
import http from 'node:http';
import Stripe from 'stripe';

export type StripeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  description: string | null;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string; type: string } | null;
  created: number;
};

export type StripeCall = {
  method: string;
  path: string;
  idempotencyKey?: string;
  authorization?: string;
  form: Record<string, string>;
};

/**
 * A local HTTP server speaking the part of Stripe's API CurbHue uses: create a PaymentIntent
 * (form-encoded, honouring Idempotency-Key as Stripe does) and retrieve one. The test moves an
 * intent along (`succeed`, `fail`) the way the browser's confirmation would, and builds webhook
 * deliveries signed with the SDK's own test-header function.
 */
export const startStripeServer = async () => {
  const intents = new Map<string, StripeIntent>();
  const byKey = new Map<string, string>();
  const calls: StripeCall[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      const path = (req.url ?? '').split('?')[0]!;
      calls.push({
        method: req.method ?? '',
        path,
        form,
        ...(idempotencyKey ? { idempotencyKey } : {}),
        ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
      });
      if (!req.headers.authorization?.startsWith('Bearer sk_'))
        return json(401, { error: { type: 'invalid_request_error', message: 'No API key' } });
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const replay = idempotencyKey && byKey.get(idempotencyKey);
        if (replay) return json(200, intents.get(replay));
        const intent = addIntent({
          amount: Number(form.amount),
          currency: form.currency ?? '',
          description: form.description ?? null,
          metadata: Object.fromEntries(
            Object.entries(form)
              .filter(([k]) => k.startsWith('metadata['))
              .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
          ),
        });
        if (idempotencyKey) byKey.set(idempotencyKey, intent.id);
        return json(200, intent);
      }
      const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && retrieve) {
        const intent = intents.get(decodeURIComponent(retrieve[1]!));
        if (intent) return json(200, intent);
        return json(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such payment_intent',
          },
        });
      }
      json(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
      });
    });
  });

  /** An intent as Stripe would hold it (also for intents made outside CurbHue). */
  const addIntent = (
    input: Pick<StripeIntent, 'amount' | 'currency' | 'metadata'> & Partial<StripeIntent>,
  ) => {
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const intent: StripeIntent = {
      id,
      object: 'payment_intent',
      description: null,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
      ...input,
    };
    intents.set(id, intent);
    return intent;
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const sdk = new Stripe('sk_test_signing', { telemetry: false });

  const intentOf = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`no intent ${id}`);
    return intent;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    intents,
    addIntent,
    intentByClientSecret: (secret: string) =>
      [...intents.values()].find((i) => i.client_secret === secret),
    /** The card was charged (what Stripe.js's confirmPayment leads to). */
    succeed: (id: string) =>
      Object.assign(intentOf(id), { status: 'succeeded', last_payment_error: null }),
    /** The card was declined: the intent waits for another payment method. */
    fail: (id: string, message = 'Your card was declined.') =>
      Object.assign(intentOf(id), {
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', message },
      }),
    /** A webhook delivery of `type` about `object`, as Stripe sends it. */
    event: (type: string, object: unknown) =>
      JSON.stringify({
        id: `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: structuredClone(object) },
      }),
    /** A charge of `intent`, refunded in full. */
    refundedCharge: (id: string) => {
      const intent = intentOf(id);
      return {
        id: `ch_${randomBytes(12).toString('hex')}`,
        object: 'charge',
        amount: intent.amount,
        amount_refunded: intent.amount,
        currency: intent.currency,
        payment_intent: intent.id,
        refunded: true,
        status: 'succeeded',
        metadata: intent.metadata,
      };
    },
    /** Stripe-Signature for `payload`, by the SDK's own test-header function. */
    sign: (payload: string, secret: string, timestamp?: number) =>
      sdk.webhooks.generateTestHeaderString({
        payload,
        secret,
        ...(timestamp !== undefined ? { timestamp } : {}),
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;
