import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../../backend/adapters/storage-local/local-disk-storage.ts';
import { systemClock } from '../../backend/core/clock.ts';
import { newId } from '../../backend/core/ids.ts';
import { createLogger } from '../../backend/core/logger.ts';
import { PgEventStore } from '../../backend/core/pg-event-store.ts';
import { CURATED_COLOURS, PaintIndex } from '../../backend/engines/colour/index.ts';
import { createDocumentTextReader } from '../../backend/engines/documents/index.ts';
import { createHoaColourExtractor } from '../../backend/engines/hoa-colours/index.ts';
import { parseHoaDocumentJob } from '../../jobs/parse-hoa-document/index.ts';
import {
  getHoaDocument,
  handleHoaDocumentCommand,
  hoaTextKey,
} from '../../modules/hoa-documents/index.ts';
import { palettePdf, PALETTE } from '../support/hoa-documents.ts';
import { createTestDatabase, type TestDatabase } from '../support/postgres.ts';

describe('parse-hoa-document job', () => {
  let database: TestDatabase;
  let store: PgEventStore;
  let storage: LocalDiskStorage;
  const reader = createDocumentTextReader();
  const userId = newId();
  const meta = () => ({ now: new Date().toISOString(), userId });

  beforeAll(async () => {
    database = await createTestDatabase();
    store = new PgEventStore(database.db, database.connectionString);
    storage = new LocalDiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'curbhue-hoa-job-')));
  });
  afterAll(async () => {
    await reader.close();
    await store.close();
    await database.drop();
  });

  const job = () =>
    parseHoaDocumentJob({
      store,
      storage,
      documentReader: reader,
      colourExtractor: createHoaColourExtractor(async () => new PaintIndex(CURATED_COLOURS)),
      clock: systemClock,
      logger: createLogger('silent'),
    });

  /** A registered document whose processing was started (attempt 1). */
  const startedDocument = async (bytes: Buffer) => {
    const documentId = newId();
    const objectPath = `hoa-uploads/${userId}/${newId()}`;
    await storage.put(objectPath, bytes, 'application/pdf');
    await handleHoaDocumentCommand(store, documentId, {
      type: 'RegisterHoaDocument',
      data: {
        documentId,
        userId,
        fileName: 'palette.pdf',
        fileUrl: `/api/uploads/${objectPath}`,
        objectPath,
        kind: 'pdf',
        sizeBytes: bytes.length,
      },
      metadata: meta(),
    });
    await handleHoaDocumentCommand(store, documentId, {
      type: 'StartHoaParsing',
      data: { documentId, userId },
      metadata: meta(),
    });
    return { documentId, objectPath };
  };

  const eventTypes = async (documentId: string) =>
    (await store.readStream(`hoaDocument-${documentId}`)).map((e) => e.type);

  it('when pg-boss runs the same job again (a retry after a crash), then the document completes once', async () => {
    const { documentId } = await startedDocument(await palettePdf());
    const definition = job();
    const payload = definition.payload.parse({ documentId, userId, attempt: 1 });
    const jobId = newId();

    await definition.handler(payload, { jobId, retryCount: 0, isLastAttempt: false });
    await definition.handler(payload, { jobId, retryCount: 1, isLastAttempt: false });
    await definition.handler(payload, { jobId: newId(), retryCount: 0, isLastAttempt: false });

    expect(await eventTypes(documentId)).toEqual([
      'HoaDocumentUploaded',
      'HoaParsingStarted',
      'HoaTextExtracted',
      'HoaColorsExtracted',
      'HoaParsingCompleted',
    ]);
    const doc = await getHoaDocument(store, documentId);
    expect(doc.status).toBe('completed');
    expect(doc.status !== 'none' && doc.colors.map((c) => c.code)).toEqual(
      PALETTE.map((c) => c.code),
    );
  });

  it('when a resumed job finds the text already read, then it goes on from that text without the file', async () => {
    const { documentId, objectPath } = await startedDocument(await palettePdf());
    const textKey = hoaTextKey(userId, documentId, 1);
    await storage.put(textKey, Buffer.from('Trim: SW 7008 Alabaster'), 'text/plain');
    await handleHoaDocumentCommand(store, documentId, {
      type: 'RecordHoaText',
      data: {
        documentId,
        attempt: 1,
        textKey,
        pageCount: 1,
        pagesRead: 1,
        ocrPages: 0,
        characters: 23,
        limits: [],
      },
      metadata: meta(),
    });
    await storage.delete(objectPath);
    const definition = job();

    await definition.handler(definition.payload.parse({ documentId, userId, attempt: 1 }), {
      jobId: newId(),
      retryCount: 1,
      isLastAttempt: false,
    });

    const doc = await getHoaDocument(store, documentId);
    expect(doc.status).toBe('completed');
    expect(doc.status !== 'none' && doc.colors.map((c) => c.code)).toEqual(['SW 7008']);
    expect((await eventTypes(documentId)).filter((t) => t === 'HoaTextExtracted')).toHaveLength(1);
  });

  it('when the job is for an attempt that is no longer running, then it does nothing', async () => {
    const { documentId } = await startedDocument(await palettePdf());
    await handleHoaDocumentCommand(store, documentId, {
      type: 'DeleteHoaDocument',
      data: { documentId, userId },
      metadata: meta(),
    });
    const definition = job();

    await definition.handler(definition.payload.parse({ documentId, userId, attempt: 1 }), {
      jobId: newId(),
      retryCount: 0,
      isLastAttempt: false,
    });

    expect(await eventTypes(documentId)).toEqual([
      'HoaDocumentUploaded',
      'HoaParsingStarted',
      'HoaDocumentDeleted',
    ]);
  });

  it('when the process is stopping, then the job leaves the document processing for the next one', async () => {
    const { documentId } = await startedDocument(await palettePdf());
    const stopping = new AbortController();
    stopping.abort(new Error('The job queue is stopping'));
    const definition = job();

    await expect(
      definition.handler(definition.payload.parse({ documentId, userId, attempt: 1 }), {
        jobId: newId(),
        retryCount: 0,
        isLastAttempt: true,
        signal: stopping.signal,
      }),
    ).rejects.toThrow();

    expect((await getHoaDocument(store, documentId)).status).toBe('processing');
  });
});
