import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../backend/core/config.ts';
import { main } from '../../backend/main.ts';
import { runEntryPoint } from '../support/entry-point.ts';
import { createTestDatabase, type TestDatabase } from '../support/postgres.ts';

/** Another program on a port: what `npm start` finds when something already listens there. */
const occupyPort = async () => {
  const other = net.createServer();
  await new Promise<void>((resolve) => other.listen(0, resolve));
  const port = (other.address() as net.AddressInfo).port;
  return { port, close: () => new Promise<void>((resolve) => other.close(() => resolve())) };
};

describe('main: the whole app as `npm start` runs it', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof main>>;
  let base: string;
  let staticDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbhue-main-'));
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbhue-shell-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    app = await main(
      loadConfig({
        DATABASE_URL: database.connectionString,
        PORT: '0',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
      }),
      { staticDir },
    );
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('when it has started, then /healthz is 200 (migrations ran, projections caught up)', async () => {
    const res = await fetch(`${base}/healthz`);

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, detail: 'ok' });
  });

  it('when it has started, then the catalogue and prompts are in place', async () => {
    const schemes = (await (await fetch(`${base}/api/paint-schemes`)).json()) as unknown[];

    expect(schemes).toHaveLength(48);
    expect(await database.db('prompts').count({ n: '*' }).first()).toEqual({ n: 3 });
  });

  it('when a browser path is opened, then the app shell is served; an unknown API path stays a JSON 404', async () => {
    const page = await fetch(`${base}/pricing`);
    const api = await fetch(`${base}/api/nope`);

    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found' });
  });
});

describe('npm start: faults a person can fix end the start with one line and a non-zero exit', () => {
  let database: TestDatabase;
  let busy: Awaited<ReturnType<typeof occupyPort>>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbhue-start-'));

  beforeAll(async () => {
    database = await createTestDatabase();
    busy = await occupyPort();
  });
  afterAll(async () => {
    await busy?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const start = (env: Record<string, string>) =>
    runEntryPoint('backend/start.ts', {
      DATABASE_URL: database.connectionString,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    });
  /** Exit code 1, exactly one line on stderr, no stack trace, and never "ready". */
  const expectRefused = (run: Awaited<ReturnType<typeof start>>, line: string) => {
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([line]);
    expect(run.stdout + run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stdout).not.toContain('CurbHue is ready');
  };

  it('when another program listens on PORT, then it stops and says so', async () => {
    const run = await start({ PORT: String(busy.port) });

    expectRefused(
      run,
      `CurbHue could not start: PORT ${busy.port} is already in use by another program: stop it or set PORT to a free port`,
    );
  });

  it('when DATABASE_URL cannot be reached, then it stops and names the variable', async () => {
    const run = await start({ PORT: '0', DATABASE_URL: 'postgres://postgres@127.0.0.1:1/curbhue' });

    expectRefused(
      run,
      'CurbHue could not start: DATABASE_URL: cannot connect to PostgreSQL at 127.0.0.1:1/curbhue (ECONNREFUSED)',
    );
  });

  it('when EVENTSTORE_CONNECTION_STRING cannot be reached, then it stops and names the variable', async () => {
    const run = await start({
      PORT: '0',
      EVENTSTORE_CONNECTION_STRING: 'esdb://127.0.0.1:1?tls=false',
    });

    expectRefused(
      run,
      'CurbHue could not start: EVENTSTORE_CONNECTION_STRING: cannot reach EventStoreDB (ECONNREFUSED at 127.0.0.1:1)',
    );
  });

  it('when production is given a session secret under 32 characters, then it stops and says why', async () => {
    const run = await start({
      PORT: '0',
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      SESSION_SECRET: 'short-secret',
    });

    expectRefused(
      run,
      'CurbHue could not start: Invalid configuration: SESSION_SECRET: must be at least 32 characters in production (e.g. `openssl rand -hex 32`)',
    );
  });

  it('when the port is taken while the services start, then main rejects and stops everything it started', async () => {
    const connections = async () =>
      Number(
        (
          await database.db.raw(
            'select count(*) as n from pg_stat_activity where datname = current_database()',
          )
        ).rows[0].n,
      );
    const before = await connections();

    const started = main(
      loadConfig({
        DATABASE_URL: database.connectionString,
        PORT: String(busy.port),
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
      }),
    );

    await expect(started).rejects.toThrow(`PORT ${busy.port} is already in use`);
    await expect.poll(connections, { timeout: 10_000 }).toBe(before);
  });
});
