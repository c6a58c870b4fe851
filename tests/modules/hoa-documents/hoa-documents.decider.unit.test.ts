import { describe, it } from 'vitest';
import { ConflictError, NotFoundError } from '../../../backend/core/errors.ts';
import type { ExtractedColour } from '../../../backend/ports/colour-extractor.ts';
import {
  hoaDocumentsDecider,
  type HoaDocumentCommand,
  type HoaDocumentEvent,
} from '../../../modules/hoa-documents/index.ts';
import { deciderSpec, meta } from '../../support/decider-spec.ts';

const spec = deciderSpec(hoaDocumentsDecider);
const now = '2026-11-23T10:00:00.000Z';
const owner = { documentId: 'd-1', userId: 'u-1' };
const registration = {
  ...owner,
  fileName: 'palette.pdf',
  fileUrl: '/api/uploads/hoa-uploads/u-1/x',
  objectPath: 'hoa-uploads/u-1/x',
  kind: 'pdf' as const,
  sizeBytes: 1234,
};
const uploaded: HoaDocumentEvent = {
  type: 'HoaDocumentUploaded',
  data: { ...registration, uploadedAt: now },
};
const started = (attempt: number): HoaDocumentEvent => ({
  type: 'HoaParsingStarted',
  data: { ...owner, attempt, startedAt: now },
});
const textOf = (attempt: number) => ({
  documentId: 'd-1',
  attempt,
  textKey: `hoa-text/u-1/d-1-${attempt}.txt`,
  pageCount: 2,
  pagesRead: 2,
  ocrPages: 0,
  characters: 120,
  limits: [],
});
const textExtracted = (attempt: number): HoaDocumentEvent => ({
  type: 'HoaTextExtracted',
  data: { ...textOf(attempt), userId: 'u-1', extractedAt: now },
});
const colour: ExtractedColour = {
  name: 'Repose Gray',
  code: 'SW 7015',
  rgb: '#CCC9C0',
  manufacturer: 'Sherwin-Williams',
  description: 'SW 7015 Repose Gray',
  equivalents: [],
};
const failed = (attempt: number, reason = 'unreadable'): HoaDocumentEvent => ({
  type: 'HoaParsingFailed',
  data: { ...owner, attempt, reason, failedAt: now },
});
const command = <T extends HoaDocumentCommand['type']>(
  type: T,
  data: Extract<HoaDocumentCommand, { type: T }>['data'],
) => ({ type, data, metadata: meta(now) }) as HoaDocumentCommand;

describe('hoa documents', () => {
  it('when an upload is registered, then the document is pending', () => {
    spec.given([]).when(command('RegisterHoaDocument', registration)).then([uploaded]);
  });

  it('when the same upload is registered again by its owner, then nothing more happens', () => {
    spec.given([uploaded]).when(command('RegisterHoaDocument', registration)).thenNothing();
  });

  it('when a pending document is started, then parsing starts as attempt 1', () => {
    spec
      .given([uploaded])
      .when(command('StartHoaParsing', owner))
      .then([started(1)]);
  });

  it('when someone else starts, reads or deletes the document, then it is not found for them', () => {
    const stranger = { documentId: 'd-1', userId: 'u-2' };
    spec.given([uploaded]).when(command('StartHoaParsing', stranger)).thenThrows(NotFoundError);
    spec.given([uploaded]).when(command('DeleteHoaDocument', stranger)).thenThrows(NotFoundError);
    spec.given([]).when(command('StartHoaParsing', owner)).thenThrows(NotFoundError);
  });

  it('when a document is already processing, then starting again does nothing', () => {
    spec
      .given([uploaded, started(1)])
      .when(command('StartHoaParsing', owner))
      .thenNothing();
  });

  it('when a failed document is started again, then a new attempt begins', () => {
    spec
      .given([uploaded, started(1), failed(1)])
      .when(command('StartHoaParsing', owner))
      .then([started(2)]);
  });

  it('when a completed document is started again, then it is a conflict', () => {
    spec
      .given([
        uploaded,
        started(1),
        {
          type: 'HoaParsingCompleted',
          data: { ...owner, attempt: 1, colorCount: 0, completedAt: now },
        },
      ])
      .when(command('StartHoaParsing', owner))
      .thenThrows(ConflictError);
  });

  it('when the job reports the text, then it is recorded once per attempt', () => {
    spec
      .given([uploaded, started(1)])
      .when(command('RecordHoaText', textOf(1)))
      .then([textExtracted(1)]);
    spec
      .given([uploaded, started(1), textExtracted(1)])
      .when(command('RecordHoaText', textOf(1)))
      .thenNothing();
  });

  it('when the job completes, then the colours are kept and the document is completed', () => {
    spec
      .given([uploaded, started(1), textExtracted(1)])
      .when(command('CompleteHoaParsing', { documentId: 'd-1', attempt: 1, colors: [colour] }))
      .then([
        {
          type: 'HoaColorsExtracted',
          data: { ...owner, attempt: 1, colors: [colour], extractedAt: now },
        },
        {
          type: 'HoaParsingCompleted',
          data: { ...owner, attempt: 1, colorCount: 1, completedAt: now },
        },
      ]);
  });

  it('when the job fails, then the reason is kept', () => {
    spec
      .given([uploaded, started(1)])
      .when(command('FailHoaParsing', { documentId: 'd-1', attempt: 1, reason: 'unreadable' }))
      .then([failed(1)]);
  });

  it('when a report comes from an earlier attempt or after deletion, then it does nothing', () => {
    const late = command('CompleteHoaParsing', { documentId: 'd-1', attempt: 1, colors: [] });
    spec
      .given([uploaded, started(1), failed(1), started(2)])
      .when(late)
      .thenNothing();
    spec
      .given([
        uploaded,
        started(1),
        { type: 'HoaDocumentDeleted', data: { ...owner, deletedAt: now } },
      ])
      .when(late)
      .thenNothing();
    spec
      .given([uploaded, started(1), failed(1)])
      .when(command('FailHoaParsing', { documentId: 'd-1', attempt: 1, reason: 'again' }))
      .thenNothing();
  });

  it('when the owner deletes the document, then it is gone and cannot be deleted twice', () => {
    const deleted: HoaDocumentEvent = {
      type: 'HoaDocumentDeleted',
      data: { ...owner, deletedAt: now },
    };
    spec.given([uploaded]).when(command('DeleteHoaDocument', owner)).then([deleted]);
    spec
      .given([uploaded, deleted])
      .when(command('DeleteHoaDocument', owner))
      .thenThrows(NotFoundError);
  });
});
