import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices, type Services } from '../../backend/app/bootstrap.ts';
import { awaitState } from '../../backend/core/command-handler.ts';
import { loadConfig } from '../../backend/core/config.ts';
import { deterministicId, newId } from '../../backend/core/ids.ts';
import { createLogger } from '../../backend/core/logger.ts';
import { PARSE_HOA_DOCUMENT } from '../../jobs/parse-hoa-document/index.ts';
import { getHoaDocument, handleHoaDocumentCommand } from '../../modules/hoa-documents/index.ts';
import { PALETTE, scannedPalettePdf } from '../support/hoa-documents.ts';
import { createTestDatabase, type TestDatabase } from '../support/postgres.ts';

/**
 * A server restart in the middle of reading a document: the first process stops while the job
 * is OCR-ing a scanned PDF; a second process on the same database and storage finishes it.
 */
describe('parse-hoa-document across a restart', () => {
  let database: TestDatabase;
  let dataDir: string;
  let first: Services | undefined;
  let second: Services | undefined;
  const logger = createLogger('silent');

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbhue-hoa-restart-'));
  });
  afterAll(async () => {
    await first?.stop().catch(() => undefined);
    await second?.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const start = () =>
    startServices(
      loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret', DATA_DIR: dataDir }),
      logger,
      database.connectionString,
    );

  it('when the server stops during processing, then the next server resumes the same attempt and completes it once', async () => {
    first = await start();
    const userId = newId();
    const documentId = newId();
    const objectPath = `hoa-uploads/${userId}/${newId()}`;
    const bytes = await scannedPalettePdf(2);
    await first.storage.put(objectPath, bytes, 'application/pdf');
    const meta = { now: new Date().toISOString(), userId };
    await handleHoaDocumentCommand(first.store, documentId, {
      type: 'RegisterHoaDocument',
      data: {
        documentId,
        userId,
        fileName: 'scan.pdf',
        fileUrl: `/api/uploads/${objectPath}`,
        objectPath,
        kind: 'pdf',
        sizeBytes: bytes.length,
      },
      metadata: meta,
    });
    await handleHoaDocumentCommand(first.store, documentId, {
      type: 'StartHoaParsing',
      data: { documentId, userId },
      metadata: meta,
    });
    const jobId = deterministicId(PARSE_HOA_DOCUMENT, documentId, '1');

    const running = await awaitState(
      async () => (await first!.queue.getJob(PARSE_HOA_DOCUMENT, jobId))?.state,
      (state) => state === 'active' || state === 'completed',
      60_000,
    );
    expect(running).toBe('active');
    await first.stop();
    first = undefined;

    const afterStop = await createTestReadOnlyStore(database.connectionString);
    expect((await getHoaDocument(afterStop.store, documentId)).status).toBe('processing');
    await afterStop.close();

    second = await start();
    const done = await awaitState(
      () => getHoaDocument(second!.store, documentId),
      (s) => s.status === 'completed' || s.status === 'failed',
      240_000,
    );
    expect(done.status).toBe('completed');
    expect(done.status !== 'none' && done.colors.map((c) => c.code)).toEqual(
      PALETTE.map((c) => c.code),
    );
    const events = (await second.store.readStream(`hoaDocument-${documentId}`)).map((e) => e.type);
    expect(events.filter((t) => t === 'HoaParsingStarted')).toHaveLength(1);
    expect(events.filter((t) => t === 'HoaParsingCompleted')).toHaveLength(1);
    expect((await second.queue.getJob(PARSE_HOA_DOCUMENT, jobId))?.retryCount).toBeGreaterThan(0);
  }, 300_000);
});

/** The event store alone, to look at the stream while no server runs. */
const createTestReadOnlyStore = async (connectionString: string) => {
  const { createDatabase } = await import('../../backend/core/database.ts');
  const { PgEventStore } = await import('../../backend/core/pg-event-store.ts');
  const db = createDatabase(connectionString);
  const store = new PgEventStore(db, connectionString);
  return {
    store,
    close: async () => {
      await store.close();
      await db.destroy();
    },
  };
};
