// Pure catalogue import: parse CSV/JSON colour lists and merge them into an existing catalogue.
import type { PaintColour } from './catalogue.ts';
import { BENJAMIN_MOORE, SHERWIN_WILLIAMS, brandKey, catalogueKey, formatCode } from './codes.ts';
import { parseCsv } from './csv.ts';
import { normaliseHex } from './hex.ts';

export type CatalogueFormat = 'csv' | 'json';

/** A rejected input record; `row` is the 1-based record number (CSV header not counted). */
export type ParseRejection = { row: number; reason: string };

export type ParsedCatalogue = { rows: PaintColour[]; rejected: ParseRejection[] };

export type MergeResult = {
  /** The merged catalogue: existing order kept, new colours appended. */
  catalogue: PaintColour[];
  added: PaintColour[];
  updated: { before: PaintColour; after: PaintColour }[];
  unchanged: PaintColour[];
  rejected: { row: PaintColour; reason: string }[];
};

export class CatalogueImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogueImportError';
  }
}

const REQUIRED_COLUMNS = ['brand', 'code', 'name', 'hex'] as const;

/** Validates and tidies one row; a string is the rejection reason. */
export function cleanRow(row: PaintColour): PaintColour | string {
  const brand = row.brand.trim().replace(/\s+/g, ' ');
  const rawCode = row.code.trim().replace(/\s+/g, ' ');
  if (brand === '') return 'Missing brand';
  if (rawCode === '') return 'Missing code';
  const hex = normaliseHex(row.hex);
  if (hex === null) return `Invalid hex '${row.hex}' (expected #RRGGBB)`;
  const bk = brandKey(brand);
  const canonical = bk === brandKey(SHERWIN_WILLIAMS) || bk === brandKey(BENJAMIN_MOORE);
  const code = (canonical ? formatCode(rawCode) : null) ?? rawCode;
  return { brand, code, name: row.name.trim().replace(/\s+/g, ' '), hex };
}

function fromCsv(text: string): Record<string, unknown>[] {
  const [header, ...records] = parseCsv(text);
  if (!header) return [];
  const cols = header.map((h) => h.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((c) => !cols.includes(c));
  if (missing.length > 0)
    throw new CatalogueImportError(`Missing column(s): ${missing.join(', ')}`);
  return records
    .filter((r) => r.some((f) => f.trim() !== ''))
    .map((r) => Object.fromEntries(cols.map((c, i) => [c, r[i] ?? ''])));
}

function fromJson(text: string): unknown[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new CatalogueImportError(`Invalid JSON: ${(err as Error).message}`);
  }
  if (Array.isArray(data)) return data;
  if (typeof data === 'object' && data !== null) {
    const obj = data as Record<string, unknown>;
    const list = obj['colours'] ?? obj['colors'];
    if (Array.isArray(list)) return list;
  }
  throw new CatalogueImportError('JSON must be an array of colours (or {"colours": [...]})');
}

function str(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (v === undefined || v === null) return '';
  return null;
}

/**
 * Parses a CSV (header row with brand, code, name, hex; other columns ignored) or JSON list.
 * Throws CatalogueImportError when the file as a whole is unusable; bad rows are rejected.
 */
export function parseCatalogueFile(text: string, format: CatalogueFormat): ParsedCatalogue {
  const records = format === 'csv' ? fromCsv(text) : fromJson(text);
  const rows: PaintColour[] = [];
  const rejected: ParseRejection[] = [];
  records.forEach((rec, i) => {
    const row = i + 1;
    if (typeof rec !== 'object' || rec === null || Array.isArray(rec)) {
      rejected.push({ row, reason: 'Not an object' });
      return;
    }
    const r = rec as Record<string, unknown>;
    const [brand, code, name, hex] = REQUIRED_COLUMNS.map((k) => str(r[k]));
    if (brand == null || code == null || name == null || hex == null) {
      rejected.push({ row, reason: 'brand, code, name and hex must be strings' });
      return;
    }
    const cleaned = cleanRow({ brand, code, name, hex });
    if (typeof cleaned === 'string') rejected.push({ row, reason: cleaned });
    else rows.push(cleaned);
  });
  return { rows, rejected };
}

const colourKey = (c: PaintColour): string => `${brandKey(c.brand)}|${catalogueKey(c.code)}`;

/**
 * Keeps the existing name unless the incoming one is a real improvement: an empty, equal
 * (ignoring case) or shorter name never replaces the existing one ('Revere' never replaces
 * 'Revere Pewter'); a name at least as long does ('Revere' -> 'Revere Pewter').
 */
export function chooseName(existing: string, incoming: string): string {
  if (incoming === '' || incoming.toLowerCase() === existing.toLowerCase()) return existing;
  return incoming.length >= existing.length ? incoming : existing;
}

/** Merges incoming colours (keyed by brand + normalised code). Idempotent. */
export function mergeCatalogue(
  existing: readonly PaintColour[],
  incoming: readonly PaintColour[],
): MergeResult {
  const catalogue = existing.map((c) => ({ ...c }));
  const index = new Map(catalogue.map((c, i) => [colourKey(c), i]));
  const result: MergeResult = { catalogue, added: [], updated: [], unchanged: [], rejected: [] };
  for (const row of incoming) {
    const cleaned = cleanRow(row);
    if (typeof cleaned === 'string') {
      result.rejected.push({ row, reason: cleaned });
      continue;
    }
    const key = colourKey(cleaned);
    const at = index.get(key);
    const before = at === undefined ? undefined : catalogue[at];
    if (at === undefined || before === undefined) {
      index.set(key, catalogue.length);
      catalogue.push(cleaned);
      result.added.push(cleaned);
      continue;
    }
    const name = chooseName(before.name, cleaned.name);
    const hex = normaliseHex(before.hex) === cleaned.hex ? before.hex : cleaned.hex;
    if (name === before.name && hex === before.hex) {
      result.unchanged.push(before);
      continue;
    }
    const after = { ...before, name, hex };
    catalogue[at] = after;
    result.updated.push({ before, after });
  }
  return result;
}
