// A generated document as a Word file: .docx with the `docx` package (headings, bullets, tables,
// a two-column section or a borderless two-column table), and .doc converted from it by
// LibreOffice when `soffice` is installed.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  BorderStyle,
  ColumnBreak,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  SectionType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ISectionOptions,
} from 'docx';
import type { DocModel } from './doc-model.ts';
import type { Rng } from './random.ts';

const run = promisify(execFile);

const cell = (text: string, bold = false, borders = true) =>
  new TableCell({
    children: [new Paragraph({ children: [new TextRun({ text, bold })] })],
    ...(borders
      ? {}
      : {
          borders: Object.fromEntries(
            ['top', 'bottom', 'left', 'right'].map((side) => [
              side,
              { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
            ]),
          ),
        }),
  });

const table = (rows: string[][], header = true, borders = true) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(
      (r, i) => new TableRow({ children: r.map((t) => cell(t, header && i === 0, borders)) }),
    ),
  });

export async function renderDocx(rng: Rng, model: DocModel): Promise<Buffer> {
  const sections: ISectionOptions[] = [];
  let children: (Paragraph | Table)[] = [
    new Paragraph({ text: model.title, heading: HeadingLevel.TITLE }),
  ];
  const flush = () => {
    if (children.length) sections.push({ properties: { type: SectionType.CONTINUOUS }, children });
    children = [];
  };
  for (const block of model.blocks) {
    switch (block.kind) {
      case 'heading':
        children.push(new Paragraph({ text: block.text, heading: HeadingLevel.HEADING_2 }));
        break;
      case 'para':
        children.push(new Paragraph({ text: block.text }));
        break;
      case 'bullets':
        children.push(...block.items.map((text) => new Paragraph({ text, bullet: { level: 0 } })));
        break;
      case 'table':
        children.push(table([block.header, ...block.rows]));
        break;
      case 'columns':
        if (rng() < 0.5) {
          const rows = block.left.map((l, i) => [l, block.right[i] ?? '']);
          children.push(table(rows, false, false));
        } else {
          flush();
          sections.push({
            properties: { type: SectionType.CONTINUOUS, column: { count: 2, space: 708 } },
            children: [
              ...block.left.map((text) => new Paragraph({ text })),
              new Paragraph({ children: [new ColumnBreak()] }),
              ...block.right.map((text) => new Paragraph({ text })),
            ],
          });
        }
        break;
    }
  }
  flush();
  return Packer.toBuffer(new Document({ sections }));
}

/** .doc versions of .docx files, or undefined when LibreOffice's soffice is not installed. */
export async function convertToDoc(docx: readonly Buffer[]): Promise<Buffer[] | undefined> {
  const dir = await mkdtemp(path.join(tmpdir(), 'eval-hoa-'));
  try {
    const names = await Promise.all(
      docx.map(async (bytes, i) => {
        const file = path.join(dir, `doc-${i}.docx`);
        await writeFile(file, bytes);
        return file;
      }),
    );
    await run('soffice', ['--headless', '--convert-to', 'doc', '--outdir', dir, ...names], {
      timeout: 300_000,
    });
    return await Promise.all(names.map((n) => readFile(n.replace(/\.docx$/, '.doc'))));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
