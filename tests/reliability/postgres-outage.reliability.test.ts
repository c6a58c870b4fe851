import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../../backend/app/http/error-handler.ts';
import { awaitState } from '../../backend/core/command-handler.ts';
import { startEmbeddedPostgres } from '../../backend/core/embedded-postgres.ts';
import { houseJpeg } from '../support/house-image.ts';
import { LEAK } from '../support/leaks.ts';
import { signInCookie } from '../support/test-app.ts';
import { freePort, processEnv, startProcess, type AppProcess } from './processes.ts';

const OUTAGE_MS = 4000;
const CLIENTS = 4;

type Outcome = {
  /** When the request was sent, and when its answer came. */
  sentAt: number;
  at: number;
  status: number;
  message?: string;
  kind: 'write' | 'read';
  text: string;
};

/**
 * The app (`backend/main.ts`, workers in process) on a PostgreSQL this test starts itself;
 * under a steady load of writes and reads PostgreSQL is stopped for a few seconds and started
 * again. Requests meanwhile fail with 503 and a plain message, /healthz says why, and without
 * a restart of the app everything recovers: every acknowledged write is in the event log, the
 * projections catch up, and a job (photo analysis) runs again.
 */
describe('PostgreSQL stopped for a few seconds under load', () => {
  let pgDir: string;
  let pgPort: number;
  let database: { connectionString: string; stop: () => Promise<void> };
  let app: AppProcess;
  let baseUrl: string;
  let dataDir: string;

  const startPostgres = () =>
    startEmbeddedPostgres({ dir: pgDir, port: pgPort, database: 'curbhue', persistent: true });

  beforeAll(async () => {
    pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbhue-outage-pg-'));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbhue-outage-data-'));
    pgPort = await freePort();
    database = await startPostgres();
    const started = await processEnv(database.connectionString, dataDir);
    baseUrl = started.baseUrl;
    app = await startProcess('backend/main.ts', started.env, { healthUrl: `${baseUrl}/healthz` });
  });
  afterAll(async () => {
    await app?.kill();
    await database?.stop().catch(() => undefined);
    fs.rmSync(pgDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when PostgreSQL stops and starts again, then requests get 503 meanwhile and nothing is lost', async () => {
    const cookies = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) =>
        signInCookie(request.agent(baseUrl), `load${i}@example.com`),
      ),
    );
    const outcomes: Outcome[] = [];
    const acknowledged = new Map<number, number>(); // client → writes answered 2xx
    let running = true;
    const client = async (i: number) => {
      for (let n = 0; running; n++) {
        const write = n % 2 === 0;
        const sentAt = Date.now();
        const res = await (
          write
            ? request(baseUrl)
                .post('/api/onboarding')
                .set('Cookie', cookies[i]!)
                .send({ hoaRequired: n % 4 === 0, city: `City ${n}` })
            : request(baseUrl).get('/api/auth/user').set('Cookie', cookies[i]!)
        ).catch(() => undefined);
        if (!res) continue;
        outcomes.push({
          sentAt,
          at: Date.now(),
          status: res.status,
          message: res.body?.message,
          kind: write ? 'write' : 'read',
          text: res.text,
        });
        if (write && res.status === 200) acknowledged.set(i, (acknowledged.get(i) ?? 0) + 1);
        if (res.status >= 500) await new Promise((r) => setTimeout(r, 100));
      }
    };
    const load = Array.from({ length: CLIENTS }, (_, i) => client(i));

    await new Promise((r) => setTimeout(r, 1500));
    const stoppedAt = Date.now();
    await database.stop();
    await new Promise((r) => setTimeout(r, 1000));
    const healthDown = await fetch(`${baseUrl}/healthz`);
    const healthDownBody = await healthDown.json();
    await new Promise((r) => setTimeout(r, OUTAGE_MS - 1000));
    database = await startPostgres();
    const restartedAt = Date.now();
    await awaitState(
      () =>
        fetch(`${baseUrl}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      Boolean,
      60_000,
    );
    const healthyAt = Date.now();
    // Load goes on for a while after the recovery.
    await new Promise((r) => setTimeout(r, 2000));
    running = false;
    await Promise.all(load);

    const during = outcomes.filter((o) => o.at > stoppedAt && o.at < restartedAt);
    const failures = outcomes.filter((o) => o.status >= 500);
    // Requests sent once it was healthy again. (A write appended just before the stop waits for
    // its read model through the outage and is answered once the projections catch up.)
    const after = outcomes.filter((o) => o.sentAt > healthyAt + 500);
    console.log(
      `postgres outage: ${outcomes.length} requests by ${CLIENTS} clients; PostgreSQL down ${restartedAt - stoppedAt} ms; ` +
        `${during.length} requests while down (${during.filter((o) => o.status === 503).length} × 503); ` +
        `healthy again ${healthyAt - restartedAt} ms after it restarted; ${failures.length} failed in all, ` +
        `statuses ${[...new Set(failures.map((o) => o.status))].join('/') || '-'}; ${after.length} after recovery, all 2xx: ${after.every((o) => o.status < 300)}`,
    );

    expect(healthDown.status).toBe(503);
    expect(healthDownBody).toEqual({ ok: false, detail: 'database unreachable' });
    expect(during.length).toBeGreaterThan(0);
    expect(failures.length).toBeGreaterThan(0);
    for (const f of failures) {
      expect(f.status).toBe(503);
      expect(f.message).toBe(DATABASE_UNAVAILABLE);
      expect(f.text).not.toMatch(LEAK);
    }
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((o) => o.status < 300)).toBe(true);

    // No acknowledged write lost; the read side caught up with the whole log.
    const db = new pg.Client({ connectionString: database.connectionString });
    await db.connect();
    try {
      const written = await db.query<{ email: string; n: number }>(
        `select u.email, count(*)::int as n from events e join users u on u.id::text = e.data->>'userId'
         where e.type = 'OnboardingCompleted' group by u.email`,
      );
      for (let i = 0; i < CLIENTS; i++) {
        const n = written.rows.find((r) => r.email === `load${i}@example.com`)?.n ?? 0;
        expect(n).toBeGreaterThanOrEqual(acknowledged.get(i) ?? 0);
      }
      const head = await db.query<{ max: number }>(
        'select max(global_position)::int as max from events',
      );
      const checkpoints = await db.query<{ min: number }>(
        'select min(position)::int as min from projection_checkpoints',
      );
      expect(checkpoints.rows[0]!.min).toBe(head.rows[0]!.max);
    } finally {
      await db.end();
    }

    // The job workers are back too: a photo is analysed.
    const photo = await request(baseUrl)
      .post('/api/ai/analyze-image')
      .set('Cookie', cookies[0]!)
      .attach('image', await houseJpeg(), 'h.jpg');
    expect(photo.status).toBe(200);
  });
});
