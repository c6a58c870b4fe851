import type { Command } from '../../backend/core/decider.ts';
import type {
  HoaColorsExtracted,
  HoaDocumentUploaded,
  HoaParsingFailed,
  HoaTextExtracted,
} from './hoa-documents.events.ts';

type Owner = { documentId: string; userId: string };

export type RegisterHoaDocument = Command<
  'RegisterHoaDocument',
  Omit<HoaDocumentUploaded['data'], 'uploadedAt'>
>;
export type StartHoaParsing = Command<'StartHoaParsing', Owner>;
export type RecordHoaText = Command<
  'RecordHoaText',
  Omit<HoaTextExtracted['data'], 'extractedAt' | 'userId'>
>;
export type CompleteHoaParsing = Command<
  'CompleteHoaParsing',
  Pick<HoaColorsExtracted['data'], 'documentId' | 'attempt' | 'colors'>
>;
export type FailHoaParsing = Command<
  'FailHoaParsing',
  Pick<HoaParsingFailed['data'], 'documentId' | 'attempt' | 'reason'>
>;
export type DeleteHoaDocument = Command<'DeleteHoaDocument', Owner>;

export type HoaDocumentCommand =
  | RegisterHoaDocument
  | StartHoaParsing
  | RecordHoaText
  | CompleteHoaParsing
  | FailHoaParsing
  | DeleteHoaDocument;
