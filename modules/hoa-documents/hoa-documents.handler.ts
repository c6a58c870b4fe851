import { commandHandler, foldStream } from '../../backend/core/command-handler.ts';
import type { EventStore } from '../../backend/core/event-store.ts';
import { hoaDocumentsDecider, type HoaDocumentState } from './hoa-documents.decider.ts';
import type { HoaDocumentEvent } from './hoa-documents.events.ts';

export const hoaDocumentStreamName = (documentId: string): string => `hoaDocument-${documentId}`;

export const handleHoaDocumentCommand = commandHandler(hoaDocumentsDecider, hoaDocumentStreamName);

export const getHoaDocument = async (
  store: EventStore,
  documentId: string,
): Promise<HoaDocumentState> =>
  foldStream<HoaDocumentState, HoaDocumentEvent>(
    hoaDocumentsDecider,
    await store.readStream(hoaDocumentStreamName(documentId)),
  );

/** Where the text read by one parsing attempt is kept. */
export const hoaTextKey = (userId: string, documentId: string, attempt: number): string =>
  `hoa-text/${userId}/${documentId}-${attempt}.txt`;
