import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import type request from 'supertest';
import { awaitState } from '../../backend/core/command-handler.ts';

/** An HOA palette the curated catalogue knows: Sherwin-Williams and Benjamin Moore codes. */
export const PALETTE = [
  { surface: 'Body', code: 'SW 7015', name: 'Repose Gray', hex: '#CCC9C0' },
  { surface: 'Body', code: 'HC-172', name: 'Revere Pewter', hex: '#CCC7B9' },
  { surface: 'Trim', code: 'SW 7008', name: 'Alabaster', hex: '#EDEAE0' },
  { surface: 'Accent', code: 'SW 6258', name: 'Tricorn Black', hex: '#2F2F30' },
] as const;

/** A typed PDF of an HOA's approved exterior colours, made with pdf-lib. */
export const palettePdf = async (
  lines: readonly string[] = [
    'Willow Creek Homeowners Association',
    'Approved Exterior Paint Colors',
    ...PALETTE.map((c) => `${c.surface}: ${c.code} ${c.name}`),
  ],
): Promise<Buffer> => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  lines.forEach((line, i) => page.drawText(line, { x: 72, y: 720 - i * 24, size: 13, font }));
  return Buffer.from(await pdf.save());
};

export type Uploaded = { objectPath: string; uploadURL: string; status: number; body: unknown };

/** POST upload-url, then PUT the bytes to it (as a browser would). */
export const uploadHoaFile = async (
  agent: request.Agent,
  bytes: Buffer,
  contentType = 'application/pdf',
): Promise<Uploaded> => {
  const url = await agent.post('/api/hoa-documents/upload-url');
  if (url.status !== 200) throw new Error(`upload-url answered ${url.status}`);
  const { uploadURL, objectPath } = url.body as { uploadURL: string; objectPath: string };
  const put = await agent.put(uploadURL).set('Content-Type', contentType).send(bytes);
  return { objectPath, uploadURL, status: put.status, body: put.body };
};

/** Upload and register a document; its id. */
export const addHoaDocument = async (
  agent: request.Agent,
  bytes: Buffer,
  fileName = 'palette.pdf',
): Promise<string> => {
  const upload = await uploadHoaFile(agent, bytes);
  if (upload.status !== 200) throw new Error(`upload answered ${upload.status}`);
  const registered = await agent.post('/api/hoa-documents').send({
    fileName,
    fileUrl: upload.uploadURL.split('?')[0],
    objectPath: upload.objectPath,
  });
  if (registered.status !== 201)
    throw new Error(`registration answered ${registered.status}: ${registered.text}`);
  return (registered.body as { id: string }).id;
};

export type StatusBody = {
  status: string;
  fileName: string;
  hasColors: boolean;
  failureReason: string | null;
  limits: string[];
};

/** Polls the status route (as the status page does) until processing has ended. */
export const awaitProcessed = async (
  agent: request.Agent,
  documentId: string,
  timeoutMs = 90_000,
): Promise<StatusBody> =>
  awaitState(
    async () => (await agent.get(`/api/hoa-documents/${documentId}/status`)).body as StatusBody,
    (s) => s.status === 'completed' || s.status === 'failed',
    timeoutMs,
  );

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A page photographed or scanned: the lines as a picture (no text layer), 150 dpi letter. */
const pageImage = (lines: readonly string[]): Promise<Buffer> => {
  const text = lines
    .map(
      (line, i) =>
        `<text x="150" y="${220 + i * 60}" font-family="DejaVu Sans" font-size="34">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1275" height="1650"><rect width="1275" height="1650" fill="#fff"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
};

/** A scanned PDF (page images only, so every page needs OCR) listing the palette on each page. */
export const scannedPalettePdf = async (pages = 3): Promise<Buffer> => {
  const pdf = await PDFDocument.create();
  for (let p = 0; p < pages; p++) {
    const image = await pdf.embedPng(
      await pageImage([
        `Approved Exterior Colors, page ${p + 1}`,
        ...PALETTE.map((c) => `${c.surface}: ${c.code} ${c.name}`),
      ]),
    );
    pdf.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  }
  return Buffer.from(await pdf.save());
};

/** SPEC §3's custom scheme payload with colours of PALETTE (Sherwin-Williams ones). */
export const schemePayload = (overrides: Record<string, string> = {}) => ({
  name: 'Willow Classic',
  schemeCode: `HOA-${Date.now()}`,
  bodyColor: '#CCC9C0',
  bodyColorCode: 'SW 7015',
  trimColor: '#EDEAE0',
  trimColorCode: 'SW 7008',
  accentColor: '#2F2F30',
  accentColorCode: 'SW 6258',
  manufacturer: 'Sherwin-Williams',
  ...overrides,
});
