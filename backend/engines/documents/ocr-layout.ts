// OCR lines laid out like a PDF's text layer (same columns rule), so the colour extractor reads
// a scan or a photo the way it reads a typed PDF.
import type { OcrLine } from './ocr.ts';
import { layoutFrame, type Placed } from './text-layout.ts';

/**
 * Words read with less confidence than this are noise (picture edges, specks), not text; a word
 * with a digit is kept whatever its confidence (a code read unsurely is still worth checking).
 */
const MIN_WORD_CONFIDENCE = 25;

export function layoutOcrLines(lines: readonly OcrLine[]): string {
  const runs: Placed[] = [];
  for (const line of lines) {
    const height = Math.max(1, line.bbox.y1 - line.bbox.y0);
    const words = line.words.filter(
      (w) => w.text.trim() && (w.confidence >= MIN_WORD_CONFIDENCE || /\d/.test(w.text)),
    );
    const y = (line.bbox.y0 + line.bbox.y1) / 2;
    let run: { words: string[]; x0: number; x1: number } | undefined;
    const flush = () => {
      if (run) {
        runs.push({
          str: run.words.join(' '),
          u: run.x0,
          v: -y,
          size: height,
          width: run.x1 - run.x0,
        });
      }
      run = undefined;
    };
    for (const word of words) {
      if (run && word.bbox.x0 - run.x1 > 1.5 * height) flush();
      if (run) {
        run.words.push(word.text);
        run.x1 = word.bbox.x1;
      } else run = { words: [word.text], x0: word.bbox.x0, x1: word.bbox.x1 };
    }
    flush();
  }
  return layoutFrame(runs);
}
