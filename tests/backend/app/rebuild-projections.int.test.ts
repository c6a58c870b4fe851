import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '../../../backend/app/register-projections.ts';
import { rebuildProjections } from '../../../backend/app/rebuild-projections.ts';
import { signIn, startTestApp, type TestApp } from '../../support/test-app.ts';

describe('projections:rebuild', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ BETA_TESTER_EMAILS: 'b@example.com' });
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      const agent = request.agent(t.server);
      await signIn(agent, email);
      await agent
        .post('/api/onboarding')
        .send({ hoaRequired: email !== 'c@example.com', city: 'Tampa' });
    }
  });
  afterAll(async () => t.stop());

  it('when the read tables match the event log, then the rebuild reports equality', async () => {
    const report = await rebuildProjections({
      db: t.services.db,
      store: t.services.store,
      projections: allProjections,
    });

    expect(report.equal).toBe(true);
    expect(report.tables.find((r) => r.table === 'users')).toEqual({
      table: 'users',
      liveRows: 3,
      rebuiltRows: 3,
      differences: 0,
    });
    expect(report.tables.find((r) => r.table === 'allowances')?.rebuiltRows).toBe(3);
  });

  it('when a live row was tampered with, then the rebuild reports the difference and --replace repairs it', async () => {
    await t.services.db('users').where({ email: 'a@example.com' }).update({ hoa_required: false });

    const report = await rebuildProjections({
      db: t.services.db,
      store: t.services.store,
      projections: allProjections,
      replace: true,
    });
    const after = await rebuildProjections({
      db: t.services.db,
      store: t.services.store,
      projections: allProjections,
    });

    expect(report.equal).toBe(false);
    expect(report.tables.find((r) => r.table === 'users')?.differences).toBe(2);
    expect(after.equal).toBe(true);
    expect(await t.services.db('users').where({ email: 'a@example.com' }).first()).toMatchObject({
      hoa_required: true,
    });
  });
});
