import { assertNever, type Decider } from '../../backend/core/decider.ts';
import { ConflictError, NotFoundError } from '../../backend/core/errors.ts';
import type { ExtractedColour } from '../../backend/ports/colour-extractor.ts';
import type { DocumentKind } from '../../backend/ports/document-text.ts';
import type { HoaDocumentCommand } from './hoa-documents.commands.ts';
import type { HoaDocumentEvent } from './hoa-documents.events.ts';

/** SPEC §4: pending → processing → completed | failed ('Start Processing' again after failed). */
export type HoaDocumentStatus = 'pending' | 'processing' | 'completed' | 'failed';

export type HoaDocumentState =
  | { status: 'none' }
  | {
      status: HoaDocumentStatus | 'deleted';
      documentId: string;
      userId: string;
      fileName: string;
      objectPath: string;
      kind: DocumentKind;
      /** Parsing attempts started so far (0 while pending). */
      attempt: number;
      /** Where the current attempt's text is kept, once read. */
      textKey?: string;
      colors: ExtractedColour[];
      reason?: string;
    };

const initialState = (): HoaDocumentState => ({ status: 'none' });

const evolve = (state: HoaDocumentState, event: HoaDocumentEvent): HoaDocumentState => {
  if (event.type === 'HoaDocumentUploaded') {
    const { documentId, userId, fileName, objectPath, kind } = event.data;
    return {
      status: 'pending',
      documentId,
      userId,
      fileName,
      objectPath,
      kind,
      attempt: 0,
      colors: [],
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'HoaParsingStarted': {
      const { textKey: _text, reason: _reason, ...rest } = state;
      return { ...rest, status: 'processing', attempt: event.data.attempt, colors: [] };
    }
    case 'HoaTextExtracted':
      return { ...state, textKey: event.data.textKey };
    case 'HoaColorsExtracted':
      return { ...state, colors: event.data.colors };
    case 'HoaParsingCompleted':
      return { ...state, status: 'completed' };
    case 'HoaParsingFailed':
      return { ...state, status: 'failed', reason: event.data.reason };
    case 'HoaDocumentDeleted':
      return { ...state, status: 'deleted' };
    default:
      return state;
  }
};

type Live = Exclude<HoaDocumentState, { status: 'none' }>;

/** The caller's own, not deleted document; anyone else's answers 404 like a missing one. */
const owned = (state: HoaDocumentState, userId: string): Live => {
  if (state.status === 'none' || state.status === 'deleted' || state.userId !== userId)
    throw new NotFoundError('HOA document not found');
  return state;
};

/** A job's report counts only for the attempt still running (a stale or retried job does nothing). */
const current = (state: HoaDocumentState, attempt: number): state is Live =>
  state.status === 'processing' && state.attempt === attempt;

const decide = (command: HoaDocumentCommand, state: HoaDocumentState): HoaDocumentEvent[] => {
  const { now } = command.metadata;
  switch (command.type) {
    case 'RegisterHoaDocument': {
      const d = command.data;
      if (state.status === 'none')
        return [{ type: 'HoaDocumentUploaded', data: { ...d, uploadedAt: now } }];
      // The same upload registered again (a retried request) is the same document.
      if (
        state.status !== 'deleted' &&
        state.userId === d.userId &&
        state.objectPath === d.objectPath
      )
        return [];
      throw new ConflictError('This upload was already registered');
    }
    case 'StartHoaParsing': {
      const doc = owned(state, command.data.userId);
      if (doc.status === 'processing') return [];
      if (doc.status === 'completed')
        throw new ConflictError('This document has already been processed');
      return [
        {
          type: 'HoaParsingStarted',
          data: {
            documentId: doc.documentId,
            userId: doc.userId,
            attempt: doc.attempt + 1,
            startedAt: now,
          },
        },
      ];
    }
    case 'RecordHoaText': {
      const d = command.data;
      if (!current(state, d.attempt) || state.textKey) return [];
      return [{ type: 'HoaTextExtracted', data: { ...d, userId: state.userId, extractedAt: now } }];
    }
    case 'CompleteHoaParsing': {
      const { documentId, attempt, colors } = command.data;
      if (!current(state, attempt)) return [];
      const { userId } = state;
      return [
        {
          type: 'HoaColorsExtracted',
          data: { documentId, userId, attempt, colors, extractedAt: now },
        },
        {
          type: 'HoaParsingCompleted',
          data: { documentId, userId, attempt, colorCount: colors.length, completedAt: now },
        },
      ];
    }
    case 'FailHoaParsing': {
      const { documentId, attempt, reason } = command.data;
      if (!current(state, attempt)) return [];
      return [
        {
          type: 'HoaParsingFailed',
          data: { documentId, userId: state.userId, attempt, reason, failedAt: now },
        },
      ];
    }
    case 'DeleteHoaDocument': {
      const doc = owned(state, command.data.userId);
      return [
        {
          type: 'HoaDocumentDeleted',
          data: { documentId: doc.documentId, userId: doc.userId, deletedAt: now },
        },
      ];
    }
    default:
      return assertNever(command);
  }
};

export const hoaDocumentsDecider: Decider<HoaDocumentState, HoaDocumentCommand, HoaDocumentEvent> =
  { decide, evolve, initialState };
