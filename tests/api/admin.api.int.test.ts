import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderHouse } from '../support/house-image.ts';
import { ADMIN_CALLS } from '../support/admin-calls.ts';
import { signIn, startTestApp, type TestApp } from '../support/test-app.ts';

describe('admin API', () => {
  let t: TestApp;
  let admin: request.Agent;
  let adminId: string;

  beforeAll(async () => {
    t = await startTestApp({ ADMIN_EMAILS: 'admin@example.com' });
    admin = request.agent(t.server);
    await signIn(admin, 'admin@example.com');
    adminId = (await admin.get('/api/auth/user')).body.id;
  });
  afterAll(async () => t.stop());

  it('when a signed-in user who is not an admin calls any /api/admin endpoint, then it is 403 with a clear message and nothing is written', async () => {
    const user = request.agent(t.server);
    await signIn(user, 'someone@example.com');
    const before = await t.services.db('events').count<{ n: string }[]>({ n: '*' });

    for (const [method, path, body] of ADMIN_CALLS) {
      const res = await user[method](path).send(body);
      expect([path, res.status]).toEqual([path, 403]);
      expect(res.body.message).toMatch(/^Admin access required/);
      const anonymous = await request(t.app)[method](path).send(body);
      expect([path, anonymous.status]).toEqual([path, 401]);
    }
    expect(await t.services.db('events').count<{ n: string }[]>({ n: '*' })).toEqual(before);
  });

  it("when an admin grants a user 2 renders and makes them a beta tester, then both are events with the admin's id and reason", async () => {
    const user = request.agent(t.server);
    await signIn(user, 'granted@example.com');
    const userId: string = (await user.get('/api/auth/user')).body.id;

    const found = await admin
      .get('/api/admin/users')
      .query({ filter: JSON.stringify({ q: 'granted@' }) });
    expect(found.body.map((u: { email: string }) => u.email)).toEqual(['granted@example.com']);
    expect(found.headers['content-range']).toBe('users 0-0/1');

    const grant = await admin
      .post(`/api/admin/users/${userId}/grant-renders`)
      .send({ count: 2, reason: 'Goodwill after a failed render' });
    expect(grant.status).toBe(200);
    expect(grant.body.remainingRenders).toBe(3);
    expect((await user.get('/api/auth/user')).body.remainingRenders).toBe(3);

    const beta = await admin
      .put(`/api/admin/users/${userId}/beta-tester`)
      .send({ betaTester: true, reason: 'Pilot customer' });
    expect(beta.body.betaTester).toBe(true);
    expect((await user.get('/api/auth/user')).body.betaTester).toBe(true);
    await admin
      .put(`/api/admin/users/${userId}/beta-tester`)
      .send({ betaTester: false, reason: 'Pilot over' });
    expect((await user.get('/api/auth/user')).body.betaTester).toBe(false);

    const events = await t.services
      .db('events')
      .whereIn('type', ['RendersGrantedByAdmin', 'BetaTesterSetByAdmin'])
      .whereRaw("data->>'userId' = ?", [userId])
      .orderBy('global_position')
      .select<{ type: string; data: Record<string, unknown> }[]>();
    expect(events.map((e) => [e.type, e.data.adminId, e.data.reason])).toEqual([
      ['RendersGrantedByAdmin', adminId, 'Goodwill after a failed render'],
      ['BetaTesterSetByAdmin', adminId, 'Pilot customer'],
      ['BetaTesterSetByAdmin', adminId, 'Pilot over'],
    ]);
  });

  it('when a grant has no reason or a bad count, then it is a 400 and nothing is written', async () => {
    const userId: string = (await admin.get('/api/auth/user')).body.id;
    const before = await t.services.db('events').count<{ n: string }[]>({ n: '*' });

    const noReason = await admin
      .post(`/api/admin/users/${userId}/grant-renders`)
      .send({ count: 2, reason: ' ' });
    const badCount = await admin
      .post(`/api/admin/users/${userId}/grant-renders`)
      .send({ count: 0, reason: 'x' });

    expect([noReason.status, noReason.body.message]).toEqual([400, 'A reason is required']);
    expect([badCount.status, badCount.body.message]).toEqual([
      400,
      'Count must be a whole number from 1 to 100',
    ]);
    expect(await t.services.db('events').count<{ n: string }[]>({ n: '*' })).toEqual(before);
  });

  it("when a user renders and is granted renders, then the statement's lines end at their renders left", async () => {
    const user = request.agent(t.server);
    await signIn(user, 'statement@example.com');
    const userId: string = (await user.get('/api/auth/user')).body.id;
    const render = await renderHouse(user);
    expect(render.status).toBe(200);
    await admin
      .post(`/api/admin/users/${userId}/grant-renders`)
      .send({ count: 2, reason: 'Thanks' });

    const statement = (await admin.get(`/api/admin/users/${userId}/statement`)).body;

    expect(
      statement.lines.map((l: { kind: string; change: number; balance: number }) => [
        l.kind,
        l.change,
        l.balance,
      ]),
    ).toEqual([
      ['granted', 1, 1],
      ['spent', -1, 0],
      ['granted', 2, 2],
    ]);
    expect(statement.lines[1].description).toMatch(/^Spent on render of '.+' \(completed\)$/);
    expect(statement.lines[2].description).toBe('Granted by admin admin@example.com: Thanks');
    expect(statement.closingBalance).toBe(2);
    expect(statement.remainingRenders).toBe(2);
    expect((await user.get('/api/auth/user')).body.remainingRenders).toBe(2);
    expect(statement.equal).toBe(true);

    const renders = await admin
      .get('/api/admin/renders')
      .query({ filter: JSON.stringify({ userId }) });
    expect(renders.body).toHaveLength(1);
    expect(renders.body[0]).toMatchObject({
      status: 'completed',
      userEmail: 'statement@example.com',
    });
    const image = await admin.get(renders.body[0].afterThumbnailUrl);
    expect(image.status).toBe(200);
  });

  it('when the audit log is filtered by user, type, stream and time, then only those events come back, newest first, with data and metadata', async () => {
    const user = request.agent(t.server);
    await signIn(user, 'audited@example.com');
    const userId: string = (await user.get('/api/auth/user')).body.id;
    await admin
      .post(`/api/admin/users/${userId}/grant-renders`)
      .send({ count: 1, reason: 'Audit me' });

    const all = await admin.get('/api/admin/events').query({
      filter: JSON.stringify({ userId }),
      sort: JSON.stringify(['id', 'DESC']),
      range: JSON.stringify([0, 99]),
    });
    const types = all.body.map((e: { type: string }) => e.type);
    expect(types[0]).toBe('RendersGrantedByAdmin');
    expect(types).toContain('UserSignedUp');
    const ids = all.body.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.body[0]).toMatchObject({
      streamName: `allowance-${userId}`,
      data: { userId, adminId, reason: 'Audit me', count: 1 },
      metadata: { userId: adminId },
    });

    const byType = await admin.get('/api/admin/events').query({
      filter: JSON.stringify({ userId, type: 'UserSignedUp', streamName: `user-${userId}` }),
    });
    expect(byType.body.map((e: { type: string }) => e.type)).toEqual(['UserSignedUp']);
    const future = await admin.get('/api/admin/events').query({
      filter: JSON.stringify({ userId, from: '2999-01-01' }),
    });
    expect(future.body).toEqual([]);
    expect(future.headers['content-range']).toBe('events */0');
    const today = new Date().toISOString().slice(0, 10);
    const untilToday = await admin.get('/api/admin/events').query({
      filter: JSON.stringify({ userId, from: today, to: today }),
    });
    expect(untilToday.body.length).toBe(all.body.length);
  });

  it('when an admin saves a prompt and restores the first revision, then the history lists every revision with who and when', async () => {
    const before = (await admin.get('/api/admin/prompts')).body;
    expect(before.metadata.totalServices).toBe(3);
    expect(Object.keys(before.prompts)).toEqual([
      'imageAnalysis',
      'hoaProcessing',
      'paintGeneration',
    ]);
    const original = before.prompts.paintGeneration.current as string;

    const saved = await admin
      .put('/api/admin/prompts/paintGeneration')
      .send({ prompt: '  Paint it {bodyColor}.  ' });
    expect(saved.status).toBe(200);
    expect((await admin.get('/api/admin/prompts')).body.prompts.paintGeneration.current).toBe(
      'Paint it {bodyColor}.',
    );
    const blank = await admin.put('/api/admin/prompts/paintGeneration').send({ prompt: '   ' });
    expect([blank.status, blank.body.message]).toEqual([400, 'Prompt cannot be empty']);

    const restored = await admin
      .post('/api/admin/prompts/paintGeneration/restore')
      .send({ revision: 0 });
    expect(restored.status).toBe(200);
    expect((await admin.get('/api/admin/prompts')).body.prompts.paintGeneration.current).toBe(
      original,
    );

    const history = (await admin.get('/api/admin/prompts/paintGeneration/revisions')).body;
    expect(
      history.map(
        (r: { revision: number; restoredFrom: number | null; revisedByEmail: string | null }) => [
          r.revision,
          r.restoredFrom,
          r.revisedByEmail,
        ],
      ),
    ).toEqual([
      [2, 0, 'admin@example.com'],
      [1, null, 'admin@example.com'],
      [0, null, null],
    ]);
    expect(history[1].prompt).toBe('Paint it {bodyColor}.');
    expect(new Date(history[0].revisedAt).getTime()).not.toBeNaN();
  });

  it('when an admin tests each service, then the real local engines answer on the built-in samples', async () => {
    const hoa = await admin.post('/api/admin/prompts/hoaProcessing/test');
    expect(hoa.status).toBe(200);
    expect(hoa.body.colors.map((c: { code: string }) => c.code)).toEqual(
      expect.arrayContaining(['SW 7015', 'SW 7005', 'SW 6244']),
    );

    const analysis = await admin.post('/api/admin/prompts/imageAnalysis/test');
    expect(analysis.status).toBe(200);
    expect(analysis.body.analysis.surfaces.mainBody.currentColor).toEqual(expect.any(String));

    const paint = await admin.post('/api/admin/prompts/paintGeneration/test');
    expect(paint.status).toBe(200);
    expect(paint.body.afterImage).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
  }, 120_000);

  it('when no rebuild has run, then the report is null; after one is recorded, it is the last one', async () => {
    expect((await admin.get('/api/admin/rebuild-report')).body).toEqual({ report: null });
    const { rebuildProjections, recordRebuildReport } =
      await import('../../backend/app/rebuild-projections.ts');
    const { allProjections } = await import('../../backend/app/register-projections.ts');
    await t.services.runner.catchUp();
    const report = await rebuildProjections({
      db: t.services.db,
      store: t.services.store,
      projections: allProjections,
    });
    await recordRebuildReport(t.services.db, report, {
      ranAt: new Date('2026-11-23T06:00:00Z'),
      replaced: false,
    });

    const shown = (await admin.get('/api/admin/rebuild-report')).body.report;
    expect(shown).toMatchObject({
      ranAt: '2026-11-23T06:00:00.000Z',
      equal: true,
      events: report.events,
    });
    expect(report.tables.map((r) => r.table)).toContain('audit_events');
  });
});
