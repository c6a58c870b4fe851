// Documents made by the tests themselves (nothing read from disk): PDFs with pdf-lib, Word files
// with `docx`, pictures of text with sharp (DejaVu fonts are on the machine), ZIPs with JSZip.
import { Document, Packer, Paragraph, Table, TableCell, TableRow } from 'docx';
import JSZip from 'jszip';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/** A PDF with a text layer: each page's lines, and optional right-column lines beside them. */
export async function typedPdf(pages: { left: string[]; right?: string[] }[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const { left, right = [] } of pages) {
    const page = doc.addPage([612, 792]);
    left.forEach((text, i) => page.drawText(text, { x: 72, y: 720 - i * 16, size: 11, font }));
    right.forEach((text, i) => page.drawText(text, { x: 330, y: 720 - i * 16, size: 11, font }));
  }
  return Buffer.from(await doc.save());
}

/** A picture of lines of text (black on white), optionally rotated by `angle` degrees. */
export async function textImage(
  lines: string[],
  options: { angle?: number; width?: number } = {},
): Promise<Buffer> {
  const width = options.width ?? 1100;
  const height = 80 + lines.length * 56;
  const text = lines
    .map(
      (l, i) =>
        `<text x="40" y="${70 + i * 56}" font-family="DejaVu Sans" font-size="30">${l}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/>${text}</svg>`;
  return sharp(Buffer.from(svg))
    .rotate(options.angle ?? 0, { background: '#ffffff' })
    .png()
    .toBuffer();
}

/** A PDF whose pages are only pictures (a scan: no text layer). */
export async function scannedPdf(pictures: Buffer[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (const png of pictures) {
    const image = await doc.embedPng(png);
    const page = doc.addPage([612, 792]);
    page.drawImage(image, {
      x: 36,
      y: 792 - 36 - (540 * image.height) / image.width,
      width: 540,
      height: (540 * image.height) / image.width,
    });
  }
  return Buffer.from(await doc.save());
}

/** A .docx with a paragraph and a table of code | name | use rows. */
export async function wordDocx(paragraph: string, rows: string[][]): Promise<Buffer> {
  const table = new Table({
    rows: rows.map(
      (r) =>
        new TableRow({ children: r.map((t) => new TableCell({ children: [new Paragraph(t)] })) }),
    ),
  });
  return Packer.toBuffer(
    new Document({ sections: [{ children: [new Paragraph(paragraph), table] }] }),
  );
}

export async function zipOf(files: Record<string, string>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** The first bytes of an OLE2 compound file whose directory names the given stream. */
export function ole2With(stream: string): Buffer {
  const header = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return Buffer.concat([
    header,
    Buffer.alloc(504),
    Buffer.from(stream, 'utf16le'),
    Buffer.alloc(64),
  ]);
}
