import type { ColorSelectionType, CustomScheme, PaintScheme } from '../types';

/** A scheme as the server sends it: camelCase, snake_case or a mix. */
export type RawScheme = Record<string, unknown>;

export const CUSTOM_ID_PREFIX = 'custom-';

/** SPEC §3: a missing hex falls back to #CCCCCC. */
export const MISSING_HEX = '#CCCCCC';

/** SPEC §3: missing defaults of a custom scheme. */
export const CUSTOM_SCHEME_DEFAULTS = {
  bodyColor: '#FFFFFF',
  trimColor: '#000000',
  accentColor: '#888888',
  manufacturer: 'Custom',
} as const;

const toSnakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A field by its camelCase name, or its snake_case variant. */
export function readField(raw: RawScheme, key: string): unknown {
  const value = raw[key];
  return value === undefined || value === null ? raw[toSnakeCase(key)] : value;
}

function readText(raw: RawScheme, key: string): string | null {
  const value = readField(raw, key);
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

function readBoolean(raw: RawScheme, key: string): boolean {
  const value = readField(raw, key);
  return value === true || value === 'true';
}

function readIndex(raw: RawScheme, key: string): number {
  const value = Number(readField(raw, key));
  return Number.isInteger(value) && value >= 0 ? value : 0;
}

function readSelectionType(raw: RawScheme): ColorSelectionType | null {
  const value = readField(raw, 'colorSelectionType');
  return value === 'swap' || value === 'all' ? value : null;
}

export const withCustomPrefix = (id: string) =>
  id.startsWith(CUSTOM_ID_PREFIX) ? id : `${CUSTOM_ID_PREFIX}${id}`;

/** The API id of a scheme: the UI's 'custom-' prefix removed. */
export const stripCustomPrefix = (id: string) =>
  id.startsWith(CUSTOM_ID_PREFIX) ? id.slice(CUSTOM_ID_PREFIX.length) : id;

export const isCustomSchemeId = (id: string) => id.startsWith(CUSTOM_ID_PREFIX);

type Fallbacks = { bodyColor: string; trimColor: string; accentColor: string };

function readFields(raw: RawScheme, hexFallbacks: Fallbacks) {
  return {
    id: readText(raw, 'id') ?? '',
    name: readText(raw, 'name'),
    schemeCode: readText(raw, 'schemeCode') ?? '',
    category: readText(raw, 'category'),
    isHoaApproved: readBoolean(raw, 'isHoaApproved'),
    colorSelectionType: readSelectionType(raw),
    bodyColor: readText(raw, 'bodyColor') ?? hexFallbacks.bodyColor,
    trimColor: readText(raw, 'trimColor') ?? hexFallbacks.trimColor,
    accentColor: readText(raw, 'accentColor') ?? hexFallbacks.accentColor,
    bodyColorCode: readText(raw, 'bodyColorCode') ?? '',
    trimColorCode: readText(raw, 'trimColorCode') ?? '',
    accentColorCode: readText(raw, 'accentColorCode') ?? '',
    bodyColorName: readText(raw, 'bodyColorName'),
    trimColorName: readText(raw, 'trimColorName'),
    accentColorName: readText(raw, 'accentColorName'),
  };
}

export function normalizePaintScheme(raw: RawScheme): PaintScheme {
  return {
    ...readFields(raw, {
      bodyColor: MISSING_HEX,
      trimColor: MISSING_HEX,
      accentColor: MISSING_HEX,
    }),
    manufacturer: readText(raw, 'manufacturer') ?? '',
    isCustom: false,
  };
}

export function normalizeCustomScheme(raw: RawScheme): CustomScheme {
  const fields = readFields(raw, CUSTOM_SCHEME_DEFAULTS);
  return {
    ...fields,
    id: withCustomPrefix(fields.id),
    manufacturer: readText(raw, 'manufacturer') ?? CUSTOM_SCHEME_DEFAULTS.manufacturer,
    isCustom: true,
    bodyColorSelection: readIndex(raw, 'bodyColorSelection'),
    trimColorSelection: readIndex(raw, 'trimColorSelection'),
    accentColorSelection: readIndex(raw, 'accentColorSelection'),
    documentId: readText(raw, 'documentId'),
    userId: readText(raw, 'userId'),
    isValidated: readBoolean(raw, 'isValidated'),
  };
}

const isRecord = (value: unknown): value is RawScheme =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list answer; anything else reads as an empty list. */
export const asRawSchemes = (data: unknown): RawScheme[] =>
  Array.isArray(data) ? data.filter(isRecord) : [];
