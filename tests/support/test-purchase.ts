import type request from 'supertest';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/**
 * Buys 3 renders for the signed-in user in test mode, the way /checkout does with no Stripe keys:
 * POST /api/create-payment-intent, then 'Complete Purchase' (POST /api/payments/test/complete).
 */
export const completeTestPurchase = async (_t: TestApp, user: request.Agent): Promise<void> => {
  const intent = await user.post('/api/create-payment-intent').expect(200);
  const clientSecret = String((intent.body as { clientSecret: string }).clientSecret);
  const paymentIntentId = clientSecret.split('_secret_')[0]!;
  const done = await user.post('/api/payments/test/complete').send({ paymentIntentId });
  expect(done.status).toBe(200);
};
