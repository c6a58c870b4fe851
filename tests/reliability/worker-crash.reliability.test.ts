import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awaitState } from '../../backend/core/command-handler.ts';
import { houseJpeg } from '../support/house-image.ts';
import { createTestDatabase, type TestDatabase } from '../support/postgres.ts';
import { signIn } from '../support/test-app.ts';
import { processEnv, startProcess, type AppProcess } from './processes.ts';

/** Far beyond the hang guards below: only the worker liveness can retry the killed job in time. */
const JOB_TIMEOUT_SECONDS = 600;

/**
 * A web process (no workers) and a separate worker process, as scaled out; the worker is killed
 * (SIGKILL) while it renders and started again. The render must end (completed, or failed with
 * its credit refunded), the credit be spent exactly once, and no job be left active. The job's
 * expiry is 10 minutes: the new worker retries the killed job because its worker's liveness lock
 * and heartbeat are gone (job_workers), not because the job timed out.
 */
describe('a worker killed in the middle of a render', () => {
  let database: TestDatabase;
  let dataDir: string;
  let web: AppProcess;
  const workers: AppProcess[] = [];
  let env: Record<string, string>;
  let baseUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbhue-crash-'));
    ({ env, baseUrl } = await processEnv(database.connectionString, dataDir, {
      // The worker's "running" line is logged at info.
      LOG_LEVEL: 'info',
      JOB_TIMEOUT_SECONDS: String(JOB_TIMEOUT_SECONDS),
    }));
    web = await startProcess(
      'backend/main.ts',
      { ...env, RUN_WORKERS: 'false' },
      { healthUrl: `${baseUrl}/healthz` },
    );
    workers.push(
      await startProcess('backend/worker.ts', env, { line: /CurbHue worker is running/ }),
    );
  });
  afterAll(async () => {
    for (const p of [...workers, web]) await p?.kill();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const renderJob = async (renderId: string) =>
    (
      await database.db.raw(
        `select state from pgboss.job where name = 'render-image' and data->>'renderId' = ?`,
        [renderId],
      )
    ).rows as { state: string }[];

  it('when the worker dies mid-render and comes back, then the render ends once and the credit is spent once or refunded', async () => {
    const agent = request.agent(baseUrl);
    await signIn(agent, 'crash@example.com');
    const photo = await agent
      .post('/api/ai/analyze-image')
      .attach('image', await houseJpeg(3000, 2000), 'big.jpg');
    expect(photo.status).toBe(200);

    const renderRes = agent
      .post('/api/renders')
      .send({ schemeId: 'hoa-warm-stone', beforeImageUrl: photo.body.imageUrl })
      .then((r) => r);
    // The render job, active in the worker.
    const active = await awaitState(
      async () =>
        (
          await database.db.raw(
            `select id, data->>'renderId' as "renderId" from pgboss.job where name = 'render-image' and state = 'active'`,
          )
        ).rows as { id: string; renderId: string }[],
      (rows) => rows.length > 0,
      60_000,
    );
    expect(active).toHaveLength(1);
    const renderId = active[0]!.renderId;
    await workers[0]!.kill();
    const killedAt = Date.now();
    expect(await renderJob(renderId)).toEqual([{ state: 'active' }]);
    workers.push(
      await startProcess('backend/worker.ts', env, { line: /CurbHue worker is running/ }),
    );

    const res = await renderRes;
    const recoveredMs = Date.now() - killedAt;
    const events = (
      await database.db('events').whereRaw(`data->>'renderId' = ?`, [renderId]).select('type')
    ).map((e: { type: string }) => e.type);
    const count = (type: string) => events.filter((t) => t === type).length;
    const me = await agent.get('/api/auth/user');
    console.log(
      `worker crash: killed mid-render; render ${res.body.status ?? res.status} ${recoveredMs} ms after the kill ` +
        `(job timeout ${JOB_TIMEOUT_SECONDS} s); events ${events.join(', ')}`,
    );
    expect(workers[1]!.output()).toContain('retrying jobs whose worker died');

    expect(count('RenderCreditSpent')).toBe(1);
    expect(count('RenderCompleted') + count('RenderFailed')).toBe(1);
    if (count('RenderCompleted') === 1) {
      expect(res.status).toBe(200);
      expect(count('RenderCreditRefunded')).toBe(0);
      expect(me.body.remainingRenders).toBe(0);
    } else {
      expect(count('RenderCreditRefunded')).toBe(1);
      expect(me.body.remainingRenders).toBe(1);
    }
    // Nothing stuck: the killed attempt's job ends too (retried, long before its expiry).
    expect(
      await awaitState(
        () => renderJob(renderId),
        (rows) => rows.every((r) => r.state === 'completed'),
        60_000,
      ),
    ).toEqual([{ state: 'completed' }]);
    const stillActive = await database.db.raw(
      `select count(*)::int as n from pgboss.job where state = 'active'`,
    );
    expect((stillActive.rows as { n: number }[])[0]!.n).toBe(0);
  });
});
