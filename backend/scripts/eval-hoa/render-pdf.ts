// A generated document as a typed PDF (pdf-lib, Letter pages): wrapped prose, bullets, ruled
// tables and two-column lists, in Helvetica or Times at 10–11.5 pt.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DocModel } from './doc-model.ts';
import { pick, type Rng } from './random.ts';

const WIDTH = 612;
const HEIGHT = 792;
const MARGIN = 54;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;

/** pdf-lib's standard fonts write WinAnsi only. */
const winAnsi = (s: string) => s.replace(/[^\x20-\x7E\u00A0-\u00FF•–—’‘“”]/g, '?');

type Pen = {
  doc: PDFDocument;
  page: PDFPage;
  y: number;
  font: PDFFont;
  bold: PDFFont;
  size: number;
};

function newPage(pen: Pen) {
  pen.page = pen.doc.addPage([WIDTH, HEIGHT]);
  pen.y = HEIGHT - MARGIN;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function lineAt(pen: Pen, cells: { x: number; text: string; width: number }[], font = pen.font) {
  const wrapped = cells.map((c) => wrap(c.text, font, pen.size, c.width));
  const height = Math.max(1, ...wrapped.map((w) => w.length)) * pen.size * 1.3;
  if (pen.y - height < MARGIN) newPage(pen);
  wrapped.forEach((lines, i) =>
    lines.forEach((l, j) =>
      pen.page.drawText(l, {
        x: cells[i]!.x,
        y: pen.y - pen.size * (1 + 1.3 * j),
        size: pen.size,
        font,
      }),
    ),
  );
  pen.y -= height + pen.size * 0.25;
}

export async function renderPdf(rng: Rng, model: DocModel): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const serif = rng() < 0.4;
  const pen: Pen = {
    doc,
    page: doc.addPage([WIDTH, HEIGHT]),
    y: HEIGHT - MARGIN,
    font: await doc.embedFont(serif ? StandardFonts.TimesRoman : StandardFonts.Helvetica),
    bold: await doc.embedFont(serif ? StandardFonts.TimesRomanBold : StandardFonts.HelveticaBold),
    size: pick(rng, [10, 10.5, 11, 11.5]),
  };
  lineAt(pen, [{ x: MARGIN, text: model.title, width: TEXT_WIDTH }], pen.bold);
  for (const block of model.blocks) {
    pen.y -= pen.size * 0.6;
    switch (block.kind) {
      case 'heading':
        lineAt(pen, [{ x: MARGIN, text: block.text, width: TEXT_WIDTH }], pen.bold);
        break;
      case 'para':
        lineAt(pen, [{ x: MARGIN, text: block.text, width: TEXT_WIDTH }]);
        break;
      case 'bullets':
        for (const item of block.items)
          lineAt(pen, [
            { x: MARGIN + 6, text: '•', width: 10 },
            { x: MARGIN + 20, text: item, width: TEXT_WIDTH - 20 },
          ]);
        break;
      case 'table': {
        const widths = block.header.map((_, i) =>
          Math.max(
            ...[block.header, ...block.rows].map((r) =>
              pen.font.widthOfTextAtSize(winAnsi(r[i] ?? ''), pen.size),
            ),
          ),
        );
        const scale = Math.min(1, TEXT_WIDTH / widths.reduce((a, w) => a + w + 24, 0));
        const xs = widths.map(
          (_, i) => MARGIN + widths.slice(0, i).reduce((a, w) => a + (w + 24) * scale, 0),
        );
        const row = (cells: string[], font?: PDFFont) =>
          lineAt(
            pen,
            cells.map((text, i) => ({ x: xs[i]!, text, width: widths[i]! * scale + 20 })),
            font,
          );
        row(block.header, pen.bold);
        pen.page.drawLine({
          start: { x: MARGIN, y: pen.y + 2 },
          end: { x: WIDTH - MARGIN, y: pen.y + 2 },
          thickness: 0.5,
          color: rgb(0.4, 0.4, 0.4),
        });
        for (const r of block.rows) row(r);
        break;
      }
      case 'columns': {
        const half = TEXT_WIDTH / 2;
        for (let i = 0; i < block.left.length; i++)
          lineAt(pen, [
            { x: MARGIN, text: block.left[i] ?? '', width: half - 16 },
            { x: MARGIN + half, text: block.right[i] ?? '', width: half - 16 },
          ]);
        break;
      }
    }
  }
  return Buffer.from(await doc.save());
}
