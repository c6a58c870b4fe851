import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awaitRenderOutcome, RENDER_FAILURES } from '../../modules/renders/index.ts';
import { houseJpeg } from '../support/house-image.ts';
import { failingRenderer, heldFailingRenderer } from '../support/renderers.ts';
import { signIn, startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A failed render gives its credit back along two paths: the route refunds when it sees the
 * failure while the request waits, and the refund-failed-render reactor refunds on RenderFailed
 * (whenever it comes). Each is tested here with the other one out of play, with an engine that
 * really runs and fails.
 */
const CRASH = 'the paint engine crashed';
/** What the refund records: the plain reason (the engine's own words stay in the logs). */
const REFUND_REASON = RENDER_FAILURES.engineFailed;

const renderWithFreeCredit = async (t: TestApp, email: string) => {
  const agent = request.agent(t.server);
  await signIn(agent, email);
  const userId: string = (await agent.get('/api/auth/user')).body.id;
  const photo = await agent
    .post('/api/ai/analyze-image')
    .attach('image', await houseJpeg(), 'house.jpg');
  expect(photo.status).toBe(200);
  expect((await agent.get('/api/auth/user')).body.remainingRenders).toBe(1);
  const render = await agent
    .post('/api/renders')
    .send({ schemeId: 'classic-repose-gray', beforeImageUrl: photo.body.imageUrl });
  return { agent, userId, render };
};

const eventsOf = (t: TestApp, userId: string, type: string) =>
  t.services.db('events').where({ type }).whereRaw("data->>'userId' = ?", [userId]);

describe("a render whose engine fails while the request waits (the route's refund alone)", () => {
  let t: TestApp;
  const engine = failingRenderer(CRASH);

  beforeAll(async () => {
    t = await startTestApp(
      {},
      { renderer: engine.renderer, omitReactors: ['refund-failed-render'] },
    );
  });
  afterAll(async () => t.stop());

  it('when the engine fails, then the request answers 500 and the next read shows the credit back', async () => {
    const { agent, userId, render } = await renderWithFreeCredit(t, 'unlucky@example.com');

    expect(render.status).toBe(500);
    expect(render.body.message).toContain('Failed to create visualization');
    expect(engine.calls).toHaveLength(1);
    expect((await agent.get('/api/auth/user')).body.remainingRenders).toBe(1);
    const refunds = await eventsOf(t, userId, 'RenderCreditRefunded');
    expect(refunds.map((e: { data: { reason: string } }) => e.data.reason)).toEqual([
      REFUND_REASON,
    ]);
  });
});

describe('a render that fails after the request stopped waiting (the refund reactor alone)', () => {
  let t: TestApp;
  const engine = heldFailingRenderer(CRASH);

  beforeAll(async () => {
    t = await startTestApp({}, { renderer: engine.renderer, renderWaitMs: 300 });
  });
  afterAll(async () => {
    engine.release();
    await t.stop();
  });

  it('when the engine fails later, then the credit comes back once, without any request', async () => {
    const { agent, userId, render } = await renderWithFreeCredit(t, 'patient@example.com');
    expect(render.status).toBe(503);
    expect(render.body.message).toContain('taking longer than expected');
    expect((await agent.get('/api/auth/user')).body.remainingRenders).toBe(0);
    const [requested] = await eventsOf(t, userId, 'RenderRequested');

    engine.release();
    const outcome = await awaitRenderOutcome(t.services.store, requested.data.renderId, 60_000);
    const [failed] = await eventsOf(t, userId, 'RenderFailed');
    await t.services.runner.waitFor(failed.global_position); // the reactor ran on RenderFailed
    await t.services.runner.waitFor(await t.services.store.headPosition());

    expect(outcome.status).toBe('failed');
    expect(engine.calls).toHaveLength(1);
    expect((await agent.get('/api/auth/user')).body.remainingRenders).toBe(1);
    const refunds = await eventsOf(t, userId, 'RenderCreditRefunded');
    expect(refunds.map((e: { data: { reason: string } }) => e.data.reason)).toEqual([
      REFUND_REASON,
    ]);
  });
});
