// A generated document as plain text, as HOAs post them: tables padded into columns, tab- or
// pipe-separated; two-column lists padded side by side; bullets with '-', '*' or '•'.
import type { DocModel } from './doc-model.ts';
import { pick, type Rng } from './random.ts';

const pad = (cells: readonly string[], widths: readonly number[]) =>
  cells
    .map((c, i) => c.padEnd((widths[i] ?? 0) + 4))
    .join('')
    .trimEnd();

function table(rng: Rng, header: string[], rows: string[][]): string[] {
  const style = pick(rng, ['padded', 'tabs', 'pipes']);
  const all = [header, ...rows];
  if (style === 'tabs') return all.map((r) => r.join('\t'));
  if (style === 'pipes') return all.map((r) => `| ${r.join(' | ')} |`);
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  return all.map((r) => pad(r, widths));
}

export function renderText(rng: Rng, doc: DocModel): string {
  const lines: string[] = [doc.title.toUpperCase(), ''];
  const bullet = pick(rng, ['-', '*', '•']);
  for (const block of doc.blocks) {
    switch (block.kind) {
      case 'heading':
        lines.push(block.text, '');
        break;
      case 'para':
        lines.push(block.text, '');
        break;
      case 'bullets':
        lines.push(...block.items.map((i) => `${bullet} ${i}`), '');
        break;
      case 'table':
        lines.push(...table(rng, block.header, block.rows), '');
        break;
      case 'columns': {
        const width = Math.max(...block.left.map((l) => l.length)) + 6;
        for (let i = 0; i < block.left.length; i++)
          lines.push(`${(block.left[i] ?? '').padEnd(width)}${block.right[i] ?? ''}`.trimEnd());
        lines.push('');
        break;
      }
    }
  }
  return lines.join('\n');
}
