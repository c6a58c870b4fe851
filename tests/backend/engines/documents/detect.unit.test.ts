import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDocumentTextReader } from '../../../../backend/engines/documents/index.ts';
import { UnreadableDocumentError } from '../../../../backend/ports/document-text.ts';
import { ole2With, typedPdf, wordDocx, zipOf } from './fixtures.ts';

const reader = createDocumentTextReader();

describe('detect: a document kind from its bytes, never its name', () => {
  const files: Record<string, Buffer> = {};
  beforeAll(async () => {
    const picture = sharp({ create: { width: 8, height: 8, channels: 3, background: '#ccc' } });
    files.pdf = await typedPdf([{ left: ['SW 7015 Repose Gray'] }]);
    files.jpeg = await picture.clone().jpeg().toBuffer();
    files.png = await picture.clone().png().toBuffer();
    files.webp = await picture.clone().webp().toBuffer();
    files.docx = await wordDocx('Approved colors', [['SW 7015', 'Repose Gray']]);
  });

  it.each(['pdf', 'jpeg', 'png', 'webp', 'docx'] as const)('knows a %s', (kind) => {
    expect(reader.detect(files[kind]!)).toBe(kind);
  });

  it('knows a Word 97-2003 file by its WordDocument stream', () => {
    expect(reader.detect(ole2With('WordDocument'))).toBe('doc');
  });

  it.each([
    ['UTF-8', Buffer.from('Approved: SW 7015 Repose Gray — “door”', 'utf8')],
    ['UTF-8 with a BOM', Buffer.from('\uFEFFStrip_#,SW_Paint_#\n221,9136', 'utf8')],
    [
      'UTF-16LE with a BOM',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('SW 7015 Repose Gray', 'utf16le')]),
    ],
    [
      'UTF-16BE with a BOM',
      Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('SW 7015', 'utf16le').swap16()]),
    ],
  ])('knows text in %s', (_encoding, bytes) => {
    expect(reader.detect(bytes)).toBe('txt');
  });

  it.each([
    [
      'a Windows program renamed .pdf',
      () => Buffer.concat([Buffer.from('MZ\x90\x00\x03'), randomBytes(2000)]),
    ],
    [
      'a ZIP that is not a Word document',
      () => zipOf({ 'hello.txt': 'SW 7015', 'word/other.xml': '<x/>' }),
    ],
    ['an Excel 97 file (OLE2 without a WordDocument stream)', () => ole2With('Workbook')],
    ['binary garbage', () => randomBytes(4096)],
    ['text with binary control bytes', () => Buffer.from('SW 7015\u0000\u0001\u0002 Repose')],
    ['Latin-1 bytes that are not UTF-8', () => Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0xff])],
    ['an empty file', () => Buffer.alloc(0)],
    [
      'a RIFF file that is not WebP (WAV)',
      () =>
        Buffer.concat([
          Buffer.from('RIFF'),
          Buffer.alloc(4),
          Buffer.from('WAVEfmt '),
          randomBytes(64),
        ]),
    ],
  ])('refuses %s', async (_what, make) => {
    const bytes = await make();
    expect(reader.detect(bytes)).toBeUndefined();
    await expect(reader.read(bytes)).rejects.toThrow(UnreadableDocumentError);
    await expect(reader.read(bytes)).rejects.toThrow(
      'This file is not a PDF, a picture (JPEG, PNG, WebP), a Word document or a text file.',
    );
  });
});
