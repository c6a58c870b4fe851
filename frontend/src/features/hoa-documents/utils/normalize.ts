import type {
  ColorEquivalent,
  DocumentStatus,
  ExtractedColor,
  HoaDocument,
  HoaDocumentStatus,
} from '../types';

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
const STATUSES: readonly HoaDocumentStatus[] = ['pending', 'processing', 'completed', 'failed'];
const status = (value: unknown): HoaDocumentStatus =>
  STATUSES.find((s) => s === value) ?? 'pending';
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
/** The server may send snake_case variants (SPEC §3). */
const field = (raw: Raw, camel: string, snake: string) => raw[camel] ?? raw[snake];

export function normalizeDocument(raw: Raw): HoaDocument {
  return {
    id: text(raw.id),
    fileName: text(field(raw, 'fileName', 'file_name')),
    fileUrl: text(field(raw, 'fileUrl', 'file_url')),
    objectPath: text(field(raw, 'objectPath', 'object_path')),
    status: status(raw.status),
    createdAt: text(field(raw, 'createdAt', 'created_at')),
    failureReason: optionalText(field(raw, 'failureReason', 'failure_reason')),
    colorCount: Number(field(raw, 'colorCount', 'color_count')) || 0,
    limits: texts(raw.limits),
  };
}

export const asDocuments = (data: unknown): HoaDocument[] =>
  Array.isArray(data) ? data.filter(isRecord).map(normalizeDocument) : [];

export function normalizeStatus(data: unknown): DocumentStatus {
  const raw = isRecord(data) ? data : {};
  return {
    status: status(raw.status),
    fileName: text(field(raw, 'fileName', 'file_name')),
    hasColors: field(raw, 'hasColors', 'has_colors') === true,
    failureReason: optionalText(field(raw, 'failureReason', 'failure_reason')),
    limits: texts(raw.limits),
  };
}

const equivalent = (raw: Raw): ColorEquivalent => ({
  manufacturer: text(raw.manufacturer),
  code: text(raw.code),
  name: text(raw.name),
  hex: text(raw.hex),
  deltaE: Number(field(raw, 'deltaE', 'delta_e')) || 0,
});

/** A colours answer: `{colors: [...]}` or the list itself. */
export function asColors(data: unknown): ExtractedColor[] {
  const list = isRecord(data) ? data.colors : data;
  if (!Array.isArray(list)) return [];
  return list.filter(isRecord).map((raw) => ({
    name: text(raw.name),
    code: text(raw.code),
    rgb: optionalText(raw.rgb),
    manufacturer: optionalText(raw.manufacturer),
    description: text(raw.description),
    equivalents: Array.isArray(raw.equivalents)
      ? raw.equivalents.filter(isRecord).map(equivalent)
      : [],
  }));
}
