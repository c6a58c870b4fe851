import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../backend/core/logger.ts';
import { newId } from '../../backend/core/ids.ts';
import { ORPHAN_AFTER_MS, reconcileCreditsJob } from '../../jobs/reconcile-credits/index.ts';
import { handleAllowanceCommand } from '../../modules/billing/index.ts';
import { listOrphanCredits } from '../../projections/render-credits/index.ts';
import { signIn, startTestApp, type TestApp } from '../support/test-app.ts';

describe('reconcile-credits job', () => {
  let t: TestApp;
  let agent: request.Agent;
  let userId: string;

  const runJobAt = async (at: Date) => {
    const job = reconcileCreditsJob({
      store: t.services.store,
      clock: () => at,
      logger: createLogger('silent'),
      findOrphanCredits: (olderThan) => listOrphanCredits(t.services.db, olderThan),
    });
    await job.handler({}, { jobId: newId(), retryCount: 0, isLastAttempt: true });
    await t.services.runner.waitFor(await t.services.store.headPosition());
  };

  beforeAll(async () => {
    t = await startTestApp();
    agent = request.agent(t.server);
    await signIn(agent, 'crashed@example.com');
    userId = (await agent.get('/api/auth/user')).body.id;
    // The process died after spending the credit and before requesting the render.
    const spent = await handleAllowanceCommand(t.services.store, userId, {
      type: 'SpendRenderCredit',
      data: { userId, renderId: newId() },
      metadata: { now: new Date().toISOString(), userId },
    });
    await t.services.runner.waitFor(spent.position);
  });
  afterAll(async () => t.stop());

  it('when the credit was spent moments ago, then it is left alone (the render may be starting)', async () => {
    await runJobAt(new Date());

    expect((await agent.get('/api/auth/user')).body.remainingRenders).toBe(0);
  });

  it('when a credit was spent minutes ago for a render that never started, then it is given back once', async () => {
    const later = new Date(Date.now() + ORPHAN_AFTER_MS + 60_000);

    await runJobAt(later);
    await runJobAt(later);

    expect((await agent.get('/api/auth/user')).body.remainingRenders).toBe(1);
    const refunds = await t.services
      .db('events')
      .where({ type: 'RenderCreditRefunded' })
      .whereRaw("data->>'userId' = ?", [userId]);
    expect(refunds).toHaveLength(1);
    expect(refunds[0].data.reason).toBe('the render was never started');
  });
});
