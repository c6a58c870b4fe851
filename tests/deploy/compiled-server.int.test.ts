import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseJpeg } from '../support/house-image.ts';
import { createTestDatabase, type TestDatabase } from '../support/postgres.ts';
import { signIn } from '../support/test-app.ts';
import { processEnv, startProcess, type AppProcess } from '../reliability/processes.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MIGRATIONS = path.join(ROOT, 'projections/migrations');

/** `npm run worker` as package.json runs it: node backend/server.mjs worker (compiled). */
const startCompiledWorker = async (env: Record<string, string>) => {
  const child = spawn(process.execPath, [path.join(ROOT, 'backend/server.mjs'), 'worker'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  while (!/CurbHue worker is running/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the compiled worker did not start: ${output.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
};

/**
 * The compiled server (backend/build-server.mjs, what `npm start` and `npm run worker` run) on an
 * empty database: its compiled migrations create every table, and its compiled vision worker
 * thread analyses an uploaded photo. The web process runs the sources (tsx), as in the other
 * process tests.
 */
describe('the compiled server', () => {
  let database: TestDatabase;
  let dataDir: string;
  let web: AppProcess;
  let worker: Awaited<ReturnType<typeof startCompiledWorker>>;
  let baseUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.raw('drop schema public cascade; create schema public');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbhue-compiled-'));
    const setup = await processEnv(database.connectionString, dataDir, { LOG_LEVEL: 'info' });
    baseUrl = setup.baseUrl;
    worker = await startCompiledWorker(setup.env);
    web = await startProcess(
      'backend/main.ts',
      { ...setup.env, RUN_WORKERS: 'false' },
      { healthUrl: `${baseUrl}/healthz` },
    );
  }, 240_000);
  afterAll(async () => {
    await web?.kill();
    await worker?.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when it starts on an empty database, then its compiled migrations run every migration', async () => {
    const done = (await database.db('knex_migrations').pluck('name')) as string[];
    const files = fs.readdirSync(MIGRATIONS).filter((f) => /^\d+_.+\.ts$/.test(f));
    expect(done.sort()).toEqual(files.sort());
  });

  it('when a photo is uploaded, then its compiled worker thread finds the surfaces', async () => {
    const agent = request.agent(baseUrl);
    await signIn(agent, 'compiled@example.com');
    const photo = await agent
      .post('/api/ai/analyze-image')
      .attach('image', await houseJpeg(1200, 800), 'house.jpg');
    expect(photo.status, JSON.stringify(photo.body)).toBe(200);
    expect(photo.body.analysis.surfaces.mainBody.hex).toMatch(/^#[0-9A-F]{6}$/i);
    expect(worker.output()).not.toMatch(/fallback network/);
  }, 120_000);

  it('when it is stopped, then it ends cleanly', async () => {
    expect(await worker.stop()).toBe(0);
  }, 60_000);
});
