import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDocumentTextReader } from '../../../../backend/engines/documents/index.ts';
import { createHoaColourExtractor } from '../../../../backend/engines/hoa-colours/index.ts';
import { CURATED_COLOURS, PaintIndex } from '../../../../backend/engines/colour/index.ts';
import { scannedPdf, textImage, typedPdf, wordDocx, zipOf } from './fixtures.ts';

const reader = createDocumentTextReader();
/** OCR takes about a second a page; a loaded machine needs more than the 5 s default. */
const OCR = { timeout: 60_000 };
const extractor = createHoaColourExtractor(async () => new PaintIndex(CURATED_COLOURS));
const codes = async (text: string) => (await extractor.extract(text)).map((c) => c.code);

const hasSoffice = (() => {
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    // CI installs LibreOffice and sets REQUIRE_DOC_TESTS: there a missing soffice is a failure.
    if (process.env.REQUIRE_DOC_TESTS)
      throw new Error('.doc tests cannot run: soffice (LibreOffice Writer) is not installed');
    return false;
  }
})();

afterAll(() => reader.close());

describe('reading the text of a document', () => {
  it('a typed PDF keeps its two columns apart on each line', async () => {
    const pdf = await typedPdf([
      {
        left: ['APPROVED COLORS', 'SW 7015 Repose Gray', 'HC-172 Revere Pewter'],
        right: ['', 'SW 7006 Extra White', '2121-70 Chantilly Lace'],
      },
    ]);
    const text = await reader.read(pdf);
    expect(text.pageCount).toBe(1);
    expect(text.limits).toEqual([]);
    expect(text.pages[0]!.source).toBe('text-layer');
    expect(text.pages[0]!.text).toMatch(/SW 7015 Repose Gray {3,}SW 7006 Extra White/);
    expect(await codes(text.pages[0]!.text)).toEqual(['SW 7015', 'SW 7006', 'HC-172', '2121-70']);
  });

  it('a .docx table row stays one line with its cells apart', async () => {
    const docx = await wordDocx('Approved body colors:', [
      ['Code', 'Name', 'Use'],
      ['SW 7015', 'Repose Gray', 'Body'],
    ]);
    const text = await reader.read(docx);
    expect(text.pages).toEqual([
      { text: expect.stringContaining('SW 7015\tRepose Gray\tBody'), source: 'file' },
    ]);
  });

  it('UTF-16 text is read as is', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('SW 7015 Repose Gray\n', 'utf16le'),
    ]);
    expect(await reader.read(bytes)).toEqual({
      pages: [{ text: 'SW 7015 Repose Gray\n', source: 'file' }],
      pageCount: 1,
      limits: [],
    });
  });

  it.skipIf(!hasSoffice)(
    'a Word 97-2003 .doc (made with LibreOffice when it is installed)',
    OCR,
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'doc-test-'));
      try {
        writeFileSync(
          path.join(dir, 'colors.docx'),
          await wordDocx('Approved: SW 7015 Repose Gray', [['HC-172', 'Revere Pewter']]),
        );
        execFileSync(
          'soffice',
          ['--headless', '--convert-to', 'doc', '--outdir', dir, path.join(dir, 'colors.docx')],
          { stdio: 'ignore' },
        );
        const doc = readFileSync(path.join(dir, 'colors.doc'));
        expect(reader.detect(doc)).toBe('doc');
        expect(await codes((await reader.read(doc)).pages[0]!.text)).toEqual(['SW 7015', 'HC-172']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it.each([
    [
      'a damaged PDF',
      () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage'),
      'The PDF is damaged and cannot be read.',
    ],
    [
      'a damaged .docx',
      () => zipOf({ '[Content_Types].xml': '<x', 'word/document.xml': 'not xml <<<' }),
      'The Word document is damaged and cannot be read.',
    ],
    [
      'a damaged picture',
      () =>
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.alloc(64, 7),
        ]),
      'The picture is damaged and cannot be read.',
    ],
  ])('%s fails with a plain reason', async (_what, make, reason) => {
    await expect(reader.read(await make())).rejects.toThrow(reason);
  });

  it('a long PDF is read up to the page cap, and says so', async () => {
    const pdf = await typedPdf(
      Array.from({ length: 5 }, (_, i) => ({ left: [`Page ${i + 1}: SW 70${10 + i} color`] })),
    );
    const text = await createDocumentTextReader({ maxPages: 2 }).read(pdf);
    expect(text.pageCount).toBe(5);
    expect(text.pages).toHaveLength(2);
    expect(text.limits).toEqual(['Read the first 2 of 5 pages']);
  });

  it('a scan whose OCR time is used up stops reading, and says so', OCR, async () => {
    const page = await textImage(['SW 7015 Repose Gray']);
    const text = await createDocumentTextReader({ ocrBudgetMs: 0 }).read(
      await scannedPdf([page, page]),
    );
    expect(text).toEqual({ pages: [], pageCount: 2, limits: ['OCR stopped after 0 s'] });
  });

  it('a scanned PDF page is rendered and read by OCR, up to the OCR page cap', OCR, async () => {
    const page = await textImage([
      'APPROVED FRONT DOOR COLORS',
      'SW 7015 Repose Gray',
      'BM HC-172 Revere Pewter',
    ]);
    const other = await textImage(['SW 7006 Extra White']);
    const text = await createDocumentTextReader({ maxOcrPages: 1 }).read(
      await scannedPdf([page, other]),
    );
    expect(text.pageCount).toBe(2);
    expect(text.limits).toEqual(['Read the first 1 of 2 pages']);
    expect(text.pages.map((p) => p.source)).toEqual(['ocr']);
    expect(await codes(text.pages[0]!.text)).toEqual(['SW 7015', 'HC-172']);
  });

  it('a photo of a tilted page is deskewed and read by OCR', OCR, async () => {
    const photo = await textImage(
      ['SW 7015 Repose Gray', 'SW 6258 Tricorn Black', '2121-70 Chantilly Lace'],
      { angle: 5 },
    );
    const text = await reader.read(photo);
    expect(text.pages[0]!.source).toBe('ocr');
    expect(await codes(text.pages[0]!.text)).toEqual(['SW 7015', 'SW 6258', '2121-70']);
  });

  it('stops when the caller aborts', async () => {
    const pdf = await typedPdf([{ left: ['SW 7015'] }]);
    await expect(reader.read(pdf, { signal: AbortSignal.abort() })).rejects.toThrow();
  });
});
