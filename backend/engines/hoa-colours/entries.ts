// First pass over a document: row by row, the entries of each cell, with what the rows above
// say about them — a table header ('SW_Paint_#', 'Hex'), a heading naming a brand or forbidding
// what follows, and continuation lines under a code ('(Benjamin Moore)', 'AKA 2125 Wall Street').
import { brandsNamed } from './brands.ts';
import {
  AKA_END,
  AKA_START,
  clean,
  codeEntries,
  valueEntry,
  type CellContext,
} from './cell-entries.ts';
import { findCandidates } from './code-patterns.ts';
import { findColourValues, type ColourValue } from './colour-values.ts';
import type { Entry } from './entry.ts';
import { isNegative } from './guards.ts';
import { readHeader, type Header } from './table-header.ts';
import { toRows, type Cell, type Row } from './text-cells.ts';

export type { Entry } from './entry.ts';

type Open = { entry: Entry; cell: Cell; line: number };

/** The open entry a cell continues: right under it, short, and an alias, a bracket or lower case. */
function continued(open: readonly Open[], row: Row, cell: Cell): Open | undefined {
  return open.find((o) => {
    if (o.line !== row.line - 1 || o.cell.start > cell.start + 2) return false;
    if (cell.start > o.cell.start + 12 || cell.text.length > 60) return false;
    const last = o.entry.description.at(-1) ?? '';
    return (
      AKA_START.test(cell.text) ||
      cell.text.startsWith('(') ||
      AKA_END.test(last) ||
      /^[a-z]/.test(cell.text)
    );
  });
}

/**
 * The code a colour value belongs to: the code just before it in its cell, with nothing but its
 * name between ('SW 7015 Repose Gray #CCC9C0'), or a table row's only code ('HC-172 | … | #CCC7B9').
 */
function ownerOf(
  value: ColourValue,
  cell: Cell,
  rowEntries: readonly { entry: Entry; cell: Cell }[],
): Entry | undefined {
  const before = rowEntries
    .filter((r) => r.cell === cell && r.entry.candidate!.start < value.start)
    .at(-1);
  if (before) {
    const between = cell.text.slice(before.entry.candidate!.end, value.start);
    return between.length <= 40 && !/[.;:]\s/.test(between) ? before.entry : undefined;
  }
  const elsewhere = rowEntries.filter((r) => r.cell !== cell);
  return rowEntries.length === 1 && elsewhere.length === 1 ? elsewhere[0]!.entry : undefined;
}

export function collectEntries(text: string): Entry[] {
  const entries: Entry[] = [];
  let header: Header | undefined;
  let headingBrand: string | undefined;
  let negative = false;
  let open: Open[] = [];
  for (const row of toRows(text)) {
    // A table header speaks for table rows only; prose after the table ends it.
    const table = row.cells.length >= 2 ? header : undefined;
    if (row.cells.length === 1 && row.cells[0]!.text.split(/\s+/).length > 6) header = undefined;
    const found = row.cells.map((cell) => {
      const values = findColourValues(cell.text, { digitsOnlyHex: table?.roleOf(cell) === 'hex' });
      // Numbers inside a colour value ('RGB 148, 166, 138') are not codes.
      const candidates = findCandidates(cell.text).filter(
        (c) => !values.some((v) => c.start < v.end && v.start < c.end),
      );
      return { cell, candidates, values };
    });
    const empty = (f: (typeof found)[number] | undefined) =>
      !f || (!f.candidates.length && !f.values.length);
    const nextOpen: Open[] = [];
    const rowEntries: { entry: Entry; cell: Cell }[] = [];
    for (const [ci, f] of found.entries()) {
      const above =
        empty(f) || AKA_START.test(f.cell.text) ? continued(open, row, f.cell) : undefined;
      if (above && empty(f)) {
        if (AKA_START.test(f.cell.text) || AKA_END.test(above.entry.description.at(-1) ?? ''))
          above.entry.aliases.push(clean(f.cell.text.replace(AKA_START, '').replace(/[()]/g, '')));
        above.entry.entryBrands.push(...brandsNamed(f.cell.text));
      }
      if (above) {
        above.entry.description.push(f.cell.text);
        nextOpen.push({ ...above, line: row.line });
      }
      if (empty(f)) continue;
      const ctx: CellContext = {
        ...f,
        neighbour: (d) => (empty(found[ci + d]) ? (found[ci + d]?.cell.text ?? '') : ''),
        rowText: row.text,
        rowCells: row.cells,
        header: table,
        headingBrand,
        negative,
        continues: above?.entry,
      };
      for (const entry of codeEntries(ctx)) {
        entries.push(entry);
        rowEntries.push({ entry, cell: f.cell });
        nextOpen.push({ entry, cell: f.cell, line: row.line });
      }
      for (const value of f.values) {
        const owner = ownerOf(value, f.cell, rowEntries);
        if (owner && !owner.value) owner.value = value;
        else {
          const entry = valueEntry(ctx, value);
          if (entry) entries.push(entry);
        }
      }
    }
    if (found.every(empty) && nextOpen.length === 0) {
      if (row.cells.length >= 2) header = readHeader(row.cells) ?? header;
      const single = row.cells.length === 1 ? row.cells[0]!.text : undefined;
      if (single !== undefined) {
        const brands = brandsNamed(single);
        if (brands.length === 1) headingBrand = brands[0];
        negative = isNegative(single);
        if (single.split(/\s+/).length <= 12 && /:$|^[^a-z]+$/.test(single)) header = undefined;
      }
    }
    open = nextOpen;
  }
  return entries;
}
