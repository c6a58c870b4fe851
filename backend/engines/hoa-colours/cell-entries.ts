// The entries of one cell: each code with its name (after it, else before it, else in the
// next or previous cell of a table row), the brand its words name, traps that make a bare number
// something else, and 'AKA' aliases; then the colour values (hex, RGB) in the cell.
import { brandsNamed } from './brands.ts';
import type { CodeCandidate } from './code-patterns.ts';
import type { ColourValue } from './colour-values.ts';
import { negatedAt, trappedAfter, trappedBefore } from './guards.ts';
import { nameWordsAfter, nameWordsBefore } from './names.ts';
import type { Entry } from './entry.ts';
import type { Header } from './table-header.ts';
import type { Cell } from './text-cells.ts';

export const AKA_END = /\b(?:AKA|aka|a\.k\.a\.?|also\s+known\s+as)\s*$/;
export const AKA_START = /^\s*(?:AKA|aka|a\.k\.a\.?|also\s+known\s+as)\b\s*/;
/** Between two codes of one list ('SW 7015, 7029 and 7036'): the prefix carries over. */
const LIST_JOIN = /^[\s,;/&]*(?:(?:and|or|&)\s*)?$/i;

export const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

export type CellContext = {
  cell: Cell;
  candidates: CodeCandidate[];
  values: ColourValue[];
  /** Text of the neighbouring cell (d = ±1) when it holds no code, else ''. */
  neighbour: (d: number) => string;
  rowText: string;
  rowCells: readonly Cell[];
  header?: Header;
  headingBrand?: string;
  negative: boolean;
  /** The entry this cell continues (an 'AKA …' line under a code). */
  continues?: Entry;
};

function candidateEntry(
  ctx: CellContext,
  i: number,
  previous: CodeCandidate | undefined,
  listBrand: string | undefined,
): Entry | undefined {
  const { cell, candidates } = ctx;
  const c = candidates[i]!;
  const next = candidates[i + 1];
  const before = cell.text.slice(previous?.end ?? 0, c.start);
  const after = cell.text.slice(c.end, next?.start ?? cell.text.length);
  const entryText = cell.text.slice(c.start, next?.start ?? cell.text.length);
  const listed = listBrand !== undefined && c.kind === 'bare' && LIST_JOIN.test(before);
  const trapped = trappedBefore(cell.text.slice(0, c.start)) || trappedAfter(after);
  const numeric = c.kind === 'bare' || (c.kind === 'bm-numeric' && !c.prefixed);
  if (numeric && !listed && trapped) return undefined;
  if (ctx.negative || negatedAt(ctx.rowText, ctx.rowText.indexOf(cell.text) + c.start))
    return undefined;
  let nameWords = nameWordsAfter(after);
  if (nameWords.length === 0 && !next) nameWords = nameWordsAfter(ctx.neighbour(1));
  let nameFirst = '';
  if (nameWords.length === 0) {
    nameWords = nameWordsBefore(before);
    if (nameWords.length === 0 && i === 0) nameWords = nameWordsBefore(ctx.neighbour(-1));
    nameFirst = nameWords.join(' ');
  }
  const entry: Entry = {
    candidate: c,
    nameWords,
    entryBrands: brandsNamed(`${before} ${entryText}`),
    contextBrand: ctx.header?.brandOf(cell) ?? (listed ? listBrand : undefined) ?? ctx.headingBrand,
    codeColumn: listed || ctx.header?.roleOf(cell) === 'code',
    after,
    description: [clean(`${nameFirst} ${entryText}`)],
    aliases: [],
  };
  if (!next && ctx.header) entry.description.push(...ctx.header.trailing(ctx.rowCells, cell));
  else if (!next && ctx.neighbour(1)) entry.description.push(ctx.neighbour(1));
  return entry;
}

/** Entries for the codes of a cell; an alias ('… AKA 2125 Wall Street') joins its entry. */
export function codeEntries(ctx: CellContext): Entry[] {
  const out: Entry[] = [];
  let owner = ctx.continues;
  let previous: CodeCandidate | undefined;
  let listBrand: string | undefined;
  ctx.candidates.forEach((c, i) => {
    const before = ctx.cell.text.slice(previous?.end ?? 0, c.start);
    if (owner && (AKA_END.test(before) || (i === 0 && AKA_START.test(ctx.cell.text)))) {
      const text = clean(ctx.cell.text.slice(c.start, ctx.candidates[i + 1]?.start));
      owner.aliases.push(text);
      if (i > 0) owner.description.push(text);
    } else {
      const entry = candidateEntry(ctx, i, previous, listBrand);
      if (entry) out.push(entry);
      owner = entry;
      // 'SW 7015, 7029 and 7036': the numbers after an SW code are SW codes too.
      listBrand =
        c.kind === 'sw' ? c.brand : c.kind === 'bare' && entry?.codeColumn ? listBrand : undefined;
    }
    previous = c;
  });
  return out;
}

/** A named colour given by its value only ('Harbor Mist #A7B3B7'), or undefined without a name. */
export function valueEntry(ctx: CellContext, value: ColourValue): Entry | undefined {
  const before = ctx.cell.text.slice(0, value.start);
  if (value.digitsOnly && (trappedBefore(before) || nameWordsBefore(before).length === 0))
    return undefined;
  let nameWords = nameWordsBefore(before);
  if (nameWords.length === 0) nameWords = nameWordsAfter(ctx.cell.text.slice(value.end));
  if (nameWords.length === 0) nameWords = nameWordsBefore(ctx.neighbour(-1));
  if (nameWords.length === 0 || ctx.negative) return undefined;
  return {
    value,
    nameWords,
    entryBrands: brandsNamed(ctx.cell.text),
    codeColumn: false,
    after: '',
    description: [clean([ctx.neighbour(-1), ctx.cell.text].filter(Boolean).join(' '))],
    aliases: [],
  };
}
