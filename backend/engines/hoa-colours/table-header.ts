// A table's header row: which column holds codes (and of which brand: 'SW_Paint_#'), names, hex
// values, and which are usage flags ('Trim_Only' marked 'x'), so a row reads as the document means.
import { brandsNamed } from './brands.ts';
import { headerFor, type Cell } from './text-cells.ts';

export type Role = 'code' | 'name' | 'hex' | 'flag';

export type Header = {
  roleOf(cell: Cell): Role | undefined;
  brandOf(cell: Cell): string | undefined;
  /** The document's words after a row's code cell: name, hex, and flagged columns' labels. */
  trailing(rowCells: readonly Cell[], codeCell: Cell): string[];
};

const FLAG = /^(?:x|✓|✔|☑|yes|y|•|\*)$/i;
const HEADERISH =
  /code|#|\bno\b|number|name|colou?r|hex|rgb|brand|manufacturer|paint|body|trim|door|shutter|accent|use|approved/i;

const label = (text: string) => text.replace(/_/g, ' ').replace(/\s+/g, ' ').trim();

function roleOfText(text: string): Role {
  const t = label(text);
  if (/\bhex\b|\brgb\b/i.test(t)) return 'hex';
  if (/code|#|\bno\b\.?|number|\bnum\b/i.test(t) || brandsNamed(t, { shortForms: true }).length)
    return 'code';
  if (/name|^colou?rs?$/i.test(t)) return 'name';
  return 'flag';
}

/** The header a row of cells forms, or undefined when it is not one. */
export function readHeader(cells: readonly Cell[]): Header | undefined {
  if (cells.length < 2) return undefined;
  if (cells.some((c) => /\d{3,}/.test(c.text) || c.text.split(/\s+/).length > 5)) return undefined;
  if (!cells.some((c) => HEADERISH.test(label(c.text)))) return undefined;
  const columns = cells.map((c) => ({
    cell: c,
    role: roleOfText(c.text),
    brand: brandsNamed(label(c.text), { shortForms: true })[0],
  }));
  const column = (cell: Cell) => {
    const h = headerFor(cells, cell);
    return columns.find((c) => c.cell === h);
  };
  return {
    roleOf: (cell) => column(cell)?.role,
    brandOf: (cell) => column(cell)?.brand,
    trailing: (rowCells, codeCell) => {
      const out: string[] = [];
      for (const cell of rowCells) {
        if (cell.start <= codeCell.start) continue;
        const col = column(cell);
        if (col?.role === 'flag' && FLAG.test(cell.text)) out.push(label(col.cell.text));
        else if (col?.role !== 'code') out.push(cell.text);
      }
      return out;
    },
  };
}
