import { deterministicId } from '../../backend/core/ids.ts';
import type { JobQueue } from '../../backend/core/job.ts';
import { defineReactor } from '../../backend/core/projection.ts';
import type { HoaParsingStarted } from '../../modules/hoa-documents/index.ts';
import { PARSE_HOA_DOCUMENT } from './parse-hoa-document.job.ts';

/** HoaParsingStarted → one parse-hoa-document job per attempt, in the runner's transaction. */
export const parseHoaDocumentTrigger = (queue: Pick<JobQueue, 'send'>) =>
  defineReactor<HoaParsingStarted>({
    name: 'parse-hoa-document-trigger',
    canHandle: ['HoaParsingStarted'],
    handle: async (trx, { data }) => {
      await queue.send(
        PARSE_HOA_DOCUMENT,
        { documentId: data.documentId, userId: data.userId, attempt: data.attempt },
        { id: deterministicId(PARSE_HOA_DOCUMENT, data.documentId, String(data.attempt)), db: trx },
      );
    },
  });
