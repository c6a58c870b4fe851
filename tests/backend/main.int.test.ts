import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../backend/core/config.ts';
import { main } from '../../backend/main.ts';
import { createTestDatabase, type TestDatabase } from '../support/postgres.ts';

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
