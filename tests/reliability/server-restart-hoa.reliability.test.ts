import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awaitState } from '../../backend/core/command-handler.ts';
import { scannedPdf, textImage } from '../backend/engines/documents/fixtures.ts';
import { addHoaDocument, awaitProcessed, PALETTE } from '../support/hoa-documents.ts';
import { createTestDatabase, type TestDatabase } from '../support/postgres.ts';
import { signIn } from '../support/test-app.ts';
import { processEnv, startProcess, type AppProcess } from './processes.ts';

/**
 * The whole app in one process (`backend/main.ts` with its workers) is restarted (SIGTERM, then
 * started again, as a deploy does) while it reads a scanned HOA document: the new process
 * resumes the parsing and completes it, once.
 */
describe('the server restarted during HOA processing', () => {
  let database: TestDatabase;
  let dataDir: string;
  const servers: AppProcess[] = [];
  let env: Record<string, string>;
  let baseUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbhue-restart-'));
    ({ env, baseUrl } = await processEnv(database.connectionString, dataDir));
    servers.push(await startProcess('backend/main.ts', env, { healthUrl: `${baseUrl}/healthz` }));
  });
  afterAll(async () => {
    for (const s of servers) await s.kill();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when the server restarts while a scan is being read, then the new one resumes and completes it once', async () => {
    const agent = request.agent(baseUrl);
    await signIn(agent, 'restart@example.com');
    const page = await textImage([
      'Approved Exterior Colors',
      ...PALETTE.map((c) => `${c.code} ${c.name}`),
    ]);
    const documentId = await addHoaDocument(
      agent,
      await scannedPdf([page, page, page, page]),
      'scan.pdf',
    );
    expect((await agent.post(`/api/hoa-documents/${documentId}/parse`)).status).toBe(202);
    const activeJob = () =>
      database.db.raw(
        `select state from pgboss.job where name = 'parse-hoa-document' and state = 'active'`,
      );
    const active = await awaitState(
      async () => (await activeJob()).rows as unknown[],
      (r) => r.length > 0,
      60_000,
    );
    expect(active).toHaveLength(1);

    const stoppedAt = Date.now();
    await servers[0]!.stop();
    servers.push(await startProcess('backend/main.ts', env, { healthUrl: `${baseUrl}/healthz` }));
    const processed = await awaitProcessed(agent, documentId, 180_000);
    const doneMs = Date.now() - stoppedAt;
    const types = (
      await database
        .db('events')
        .where({ stream_name: `hoaDocument-${documentId}` })
        .orderBy('global_position')
        .select('type')
    ).map((e: { type: string }) => e.type);
    const colors = await agent.get(`/api/hoa-documents/${documentId}/colors`);
    console.log(
      `server restart: HOA scan completed ${doneMs} ms after the stop; events ${types.join(', ')}`,
    );

    expect(processed.status).toBe('completed');
    expect(types.filter((t) => t === 'HoaParsingCompleted')).toHaveLength(1);
    expect(types.filter((t) => t === 'HoaParsingFailed')).toHaveLength(0);
    expect(colors.body.colors.length).toBeGreaterThan(0);
    const left = await database.db.raw(
      `select count(*)::int as n from pgboss.job where state in ('active', 'created', 'retry') and name = 'parse-hoa-document'`,
    );
    expect((left.rows as { n: number }[])[0]!.n).toBe(0);
  });
});
