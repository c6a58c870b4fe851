// Word documents: .docx through mammoth (its HTML keeps tables, so a table row stays one line
// with its cells apart by tabs), and Word 97-2003 .doc through word-extractor.
import { UnreadableDocumentError } from '../../ports/document-text.ts';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** mammoth's HTML as plain text: paragraphs, headings and list items on their own lines. */
export function htmlToText(html: string): string {
  return html
    .replace(/<t([dh])[^>]*>([\s\S]*?)<\/t\1>/g, (_, tag: string, inner: string) => {
      const flat = inner.replace(/<\/p>\s*<p[^>]*>/g, ' ').replace(/<\/?p[^>]*>/g, '');
      return `<t${tag}>${flat}</t${tag}>`;
    })
    .replace(/<\/t[dh]>\s*<t[dh][^>]*>/g, '\t')
    .replace(/<\/(p|h\d|li|tr|table)>|<br\s*\/?>/g, '\n')
    .replace(/<li[^>]*>/g, '• ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export async function readDocx(bytes: Buffer): Promise<string> {
  // loaded with the first Word document, not with the server (see pdf.ts)
  const { default: mammoth } = await import('mammoth');
  try {
    const { value } = await mammoth.convertToHtml({ buffer: bytes });
    return htmlToText(value);
  } catch {
    throw new UnreadableDocumentError('The Word document is damaged and cannot be read.');
  }
}

export async function readDoc(bytes: Buffer): Promise<string> {
  const { default: WordExtractor } = await import('word-extractor');
  try {
    const doc = await new WordExtractor().extract(bytes);
    const parts = [doc.getBody(), doc.getTextboxes({ includeBody: false }), doc.getFootnotes()];
    return parts
      .map((p) => p.replace(/\r\n?/g, '\n'))
      .filter((p) => p.trim())
      .join('\n\n');
  } catch {
    throw new UnreadableDocumentError('The Word document is damaged and cannot be read.');
  }
}
