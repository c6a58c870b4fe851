// What kind of document a file is, from its bytes alone (never its name or declared type).
import type { DocumentKind } from '../../ports/document-text.ts';
import { zipEntryNames } from './zip-entries.ts';

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));

const PDF = ascii('%PDF-');
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** The directory entry name of a Word 97-2003 document's main stream, as stored (UTF-16LE). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** Decodes text files: UTF-8 (with or without BOM) or UTF-16 with a BOM; undefined when binary. */
export function decodeText(bytes: Buffer): string | undefined {
  let text: string;
  try {
    if (startsWith(bytes, [0xff, 0xfe]))
      text = new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2));
    else if (startsWith(bytes, [0xfe, 0xff]))
      text = new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2));
    else text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
  // Control characters other than tab, line feed, form feed and carriage return mean binary.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text)) return undefined;
  return text.trim() === '' ? undefined : text;
}

export function detectKind(bytes: Buffer): DocumentKind | undefined {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  if (startsWith(bytes, OLE2)) return bytes.includes(WORD_STREAM) ? 'doc' : undefined;
  if (startsWith(bytes, ZIP)) {
    return zipEntryNames(bytes).includes('word/document.xml') ? 'docx' : undefined;
  }
  return decodeText(bytes) === undefined ? undefined : 'txt';
}
