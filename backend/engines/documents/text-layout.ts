// Positioned text (a PDF page's text items, or OCR lines) laid out as plain text that keeps its
// columns, like `pdftotext -layout`: runs on one baseline become one line, placed at a character
// column from their x position, and a wide gap between runs (a table or a second column) becomes
// at least three spaces. Rotated PDF text (a label set at an angle on a picture) is laid out in
// its own frame, after the page.

export type TextItem = {
  str: string;
  /** The PDF text matrix [a, b, c, d, e, f]: (e, f) is the baseline origin. */
  transform: number[];
  width: number;
};

/** A run of text in a frame where u grows to the right and v grows upwards; size = line height. */
export type Placed = { str: string; u: number; v: number; size: number; width: number };

/** At least this many spaces mark a column break for the colour extractor. */
export const CELL_GAP = '   ';

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
};

/** Runs of text laid out as lines that keep their columns. */
export function layoutFrame(items: Placed[]): string {
  if (items.length === 0) return '';
  const unit = Math.max(
    1,
    median(items.filter((i) => i.str.trim() && i.width > 0).map((i) => i.width / i.str.length)),
  );
  const minU = Math.min(...items.map((i) => i.u));
  const lines: { v: number; size: number; items: Placed[] }[] = [];
  for (const item of [...items].sort((a, b) => b.v - a.v)) {
    const line = lines.find((l) => Math.abs(l.v - item.v) < 0.45 * Math.max(l.size, item.size));
    if (line) line.items.push(item);
    else lines.push({ v: item.v, size: item.size, items: [item] });
  }
  const out: string[] = [];
  let previous: { v: number; size: number } | undefined;
  for (const line of lines) {
    if (previous && previous.v - line.v > 2.2 * Math.max(previous.size, line.size)) out.push('');
    previous = line;
    let text = '';
    let end = -Infinity;
    for (const item of line.items.sort((a, b) => a.u - b.u)) {
      const gap = item.u - end;
      const column = Math.round((item.u - minU) / unit);
      if (text.length < column) text = text.padEnd(column, ' ');
      if (text !== '' && gap > 1.5 * item.size && !text.endsWith(CELL_GAP)) {
        text = text.trimEnd() + CELL_GAP;
      } else if (text !== '' && gap > 0.15 * item.size && !text.endsWith(' ')) text += ' ';
      text += item.str;
      end = item.u + item.width;
    }
    out.push(text.trimEnd());
  }
  return out.join('\n');
}

/** The page's text: upright text first, then each rotated group in its own frame. */
export function layoutPageText(items: readonly TextItem[]): string {
  const frames = new Map<number, Placed[]>();
  for (const item of items) {
    if (item.str.trim() === '') continue;
    const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform;
    const angle = Math.round((Math.atan2(b, a) * 180) / Math.PI / 3) * 3;
    const rad = (angle * Math.PI) / 180;
    const placed: Placed = {
      str: item.str.replace(/\s+/g, (s) => (s.includes('\t') ? CELL_GAP : ' ')),
      u: e * Math.cos(rad) + f * Math.sin(rad),
      v: -e * Math.sin(rad) + f * Math.cos(rad),
      size: Math.max(1, Math.hypot(c, d)),
      width: item.width,
    };
    const frame = frames.get(angle);
    if (frame) frame.push(placed);
    else frames.set(angle, [placed]);
  }
  const order = [...frames.keys()].sort((x, y) => Math.abs(x) - Math.abs(y));
  return order
    .map((angle) => layoutFrame(frames.get(angle)!))
    .filter((t) => t.trim() !== '')
    .join('\n\n');
}
