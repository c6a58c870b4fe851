// A document's text as rows of cells: a wide gap (three spaces or a tab, as the document reader
// lays out columns), a '|' or a delimiter (CSV, TSV) separates cells. Cells keep their position so
// a cell can be matched with the one above it (two-column lists, table headers).
import { parseCsv } from '../colour/index.ts';

export type Cell = { text: string; start: number; end: number };
export type Row = { line: number; text: string; cells: Cell[] };

const DELIMITERS = [',', ';', '\t', '|'] as const;
/** Spacing of delimited columns: cell i starts at i * COLUMN_STEP. */
const COLUMN_STEP = 100;

function delimiterOf(lines: readonly string[]): (typeof DELIMITERS)[number] | undefined {
  const filled = lines.filter((l) => l.trim());
  if (filled.length < 3) return undefined;
  for (const d of DELIMITERS) {
    const counts = filled.map((l) => l.split(d).length - 1);
    const common = counts.filter((c) => c >= 1 && c === counts[0]).length;
    if (counts[0]! >= 1 && common / filled.length >= 0.8) return d;
  }
  return undefined;
}

/** A table row written with tabs or pipes: cells keep their column number as position. */
function columnCells(line: string): Cell[] | undefined {
  if (!/\t|\|/.test(line) || / {3,}/.test(line)) return undefined;
  return line
    .replace(/^\s*\|/, '')
    .split(/\t|\|/)
    .map((field, i) => ({ text: field.trim(), start: i * COLUMN_STEP, end: i * COLUMN_STEP + 1 }))
    .filter((c) => c.text);
}

function gapCells(line: string): Cell[] {
  const columns = columnCells(line);
  if (columns) return columns;
  const cells: Cell[] = [];
  let from = 0;
  const push = (to: number) => {
    const raw = line.slice(from, to);
    const text = raw.trim();
    if (text) {
      const start = from + raw.indexOf(text);
      cells.push({ text, start, end: start + text.length });
    }
  };
  for (const m of line.matchAll(/\t+| {3,}|\s*\|\s*/g)) {
    push(m.index);
    from = m.index + m[0].length;
  }
  push(line.length);
  return cells;
}

/** Rows of cells; a delimited file (CSV, TSV…) is split on its delimiter. */
/** A code cut by a line break after its brand ('… (SW' + newline + '2823)') is joined again. */
const BROKEN_CODE =
  /(\bSW|\bBM|\b(?:HC|AF|OC|CC|CSP|AC|CW)|[Ss]herwin[\s-]*[Ww]illiams|[Bb]enjamin[\s-]+[Mm]oore)([\s:#-]*)\r?\n(?=\s*#?\d)/g;

export function toRows(text: string): Row[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(BROKEN_CODE, '$1$2 ')
    .split(/\r\n|\r|\n|\f/);
  const delimiter = delimiterOf(lines);
  if (delimiter === ',' || delimiter === ';') {
    const source = delimiter === ';' ? text.replaceAll(';', ',') : text;
    try {
      return parseCsv(source).map((record, line) => ({
        line,
        text: record.join(' '),
        cells: record
          .map((field, i) => ({
            text: field.trim(),
            start: i * COLUMN_STEP,
            end: i * COLUMN_STEP + 1,
          }))
          .filter((c) => c.text),
      }));
    } catch {
      // Not valid CSV after all: read it as laid-out text.
    }
  }
  return lines.map((raw, line) => ({
    line,
    text: raw,
    cells:
      delimiter === '\t'
        ? raw
            .split('\t')
            .map((field, i) => ({
              text: field.trim(),
              start: i * COLUMN_STEP,
              end: i * COLUMN_STEP + 1,
            }))
            .filter((c) => c.text)
        : gapCells(raw),
  }));
}

/** The cell of `row` that sits over `cell` (same column), if any. */
export function cellAbove(row: Row | undefined, cell: Cell): Cell | undefined {
  if (!row) return undefined;
  return row.cells.find(
    (c) => c.start <= cell.start + 2 && cell.start < Math.max(c.end, c.start + 3),
  );
}

/** The header cell whose column holds `cell` (the nearest start at or left of it). */
export function headerFor(header: readonly Cell[], cell: Cell): Cell | undefined {
  let best: Cell | undefined;
  for (const h of header) {
    if (h.start <= cell.start + 3 && (!best || h.start > best.start)) best = h;
  }
  return best;
}
