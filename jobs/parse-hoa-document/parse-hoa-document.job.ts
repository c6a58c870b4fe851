import { z } from 'zod';
import type { Clock } from '../../backend/core/clock.ts';
import type { EventStore } from '../../backend/core/event-store.ts';
import { deterministicId } from '../../backend/core/ids.ts';
import { defineJob, PermanentJobFailure, type JobDefinition } from '../../backend/core/job.ts';
import type { Logger } from '../../backend/core/logger.ts';
import type { ColourExtractor } from '../../backend/ports/colour-extractor.ts';
import {
  UnreadableDocumentError,
  type DocumentTextReader,
} from '../../backend/ports/document-text.ts';
import type { ObjectStorage } from '../../backend/ports/object-storage.ts';
import {
  getHoaDocument,
  handleHoaDocumentCommand,
  hoaTextKey,
  type HoaDocumentState,
} from '../../modules/hoa-documents/index.ts';

export const PARSE_HOA_DOCUMENT = 'parse-hoa-document';
/** The reader caps pages and OCR time; this bounds one attempt whatever happens. */
const PARSE_TIMEOUT_MS = 8 * 60_000;

export const ParseHoaDocumentPayload = z.object({
  documentId: z.uuid(),
  userId: z.uuid(),
  attempt: z.number().int().min(1),
});

export type ParseHoaDocumentDeps = {
  store: EventStore;
  storage: ObjectStorage;
  documentReader: DocumentTextReader;
  colourExtractor: ColourExtractor;
  clock: Clock;
  logger: Logger;
};

const TRANSIENT_REASON = 'The document could not be processed right now. Please try again.';

type Processing = Exclude<HoaDocumentState, { status: 'none' }>;

/**
 * document bytes → text (DocumentTextReader; kept in storage and recorded, so a job resumed after
 * a restart skips reading) → colours (ColourExtractor) → CompleteHoaParsing | FailHoaParsing.
 * Idempotent: a report for an attempt no longer running does nothing, and event ids are fixed
 * per job and step, so a retried append is dropped.
 */
export const parseHoaDocumentJob = (deps: ParseHoaDocumentDeps): JobDefinition =>
  defineJob({
    queue: PARSE_HOA_DOCUMENT,
    payload: ParseHoaDocumentPayload,
    options: { retryLimit: 2, retryBackoff: true, expireInSeconds: 600 },
    handler: async ({ documentId, userId, attempt }, { jobId, isLastAttempt, signal }) => {
      const metadata = (step: string) => ({
        now: deps.clock().toISOString(),
        userId,
        eventIds: [0, 1].map((i) => deterministicId(PARSE_HOA_DOCUMENT, jobId, step, String(i))),
      });
      const doc = await getHoaDocument(deps.store, documentId);
      if (doc.status !== 'processing' || doc.attempt !== attempt) return; // stale or deleted
      const timeout = AbortSignal.timeout(PARSE_TIMEOUT_MS);
      const abort = signal ? AbortSignal.any([signal, timeout]) : timeout;
      try {
        const text = await documentText(deps, doc, abort, metadata('text'));
        const colors = await deps.colourExtractor.extract(text, { signal: abort });
        await handleHoaDocumentCommand(deps.store, documentId, {
          type: 'CompleteHoaParsing',
          data: { documentId, attempt, colors },
          metadata: metadata('completed'),
        });
      } catch (error) {
        if (signal?.aborted) throw error; // this process is stopping: the next one resumes
        const permanent =
          error instanceof PermanentJobFailure || error instanceof UnreadableDocumentError;
        const reason = timeout.aborted
          ? `Reading this document took longer than ${PARSE_TIMEOUT_MS / 60_000} minutes`
          : permanent
            ? error.message
            : TRANSIENT_REASON;
        if (!permanent && !timeout.aborted && !isLastAttempt) throw error;
        deps.logger.warn({ err: error, documentId }, 'HOA document processing failed');
        await handleHoaDocumentCommand(deps.store, documentId, {
          type: 'FailHoaParsing',
          data: { documentId, attempt, reason },
          metadata: metadata('failed'),
        });
      }
    },
  });

/** The attempt's text: read once and recorded, or loaded back when a resumed job finds it. */
const documentText = async (
  deps: ParseHoaDocumentDeps,
  doc: Processing,
  signal: AbortSignal,
  metadata: { now: string; userId: string; eventIds: string[] },
): Promise<string> => {
  if (doc.textKey) {
    const kept = await deps.storage.get(doc.textKey);
    if (kept) return kept.data.toString('utf8');
  }
  const object = await deps.storage.get(doc.objectPath);
  if (!object)
    throw new PermanentJobFailure('The uploaded file is missing. Please upload it again.');
  const read = await deps.documentReader.read(object.data, { signal });
  const text = read.pages.map((p) => p.text).join('\n\n');
  const textKey = hoaTextKey(doc.userId, doc.documentId, doc.attempt);
  await deps.storage.put(textKey, Buffer.from(text, 'utf8'), 'text/plain; charset=utf-8');
  await handleHoaDocumentCommand(deps.store, doc.documentId, {
    type: 'RecordHoaText',
    data: {
      documentId: doc.documentId,
      attempt: doc.attempt,
      textKey,
      pageCount: read.pageCount,
      pagesRead: read.pages.length,
      ocrPages: read.pages.filter((p) => p.source === 'ocr').length,
      characters: text.length,
      limits: read.limits,
    },
    metadata,
  });
  return text;
};
