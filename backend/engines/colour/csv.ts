// Minimal RFC 4180 CSV reader: quoted fields may contain commas, doubled quotes and newlines.

export class CsvParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvParseError';
  }
}

/** Records as arrays of fields. Accepts LF or CRLF line ends and a leading BOM. */
export function parseCsv(text: string): string[][] {
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = (): void => {
    record.push(field);
    field = '';
  };
  const endRecord = (): void => {
    endField();
    records.push(record);
    record = [];
  };
  while (i < src.length) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += ch;
      }
      i += 1;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') endField();
    else if (ch === '\n') endRecord();
    else if (ch === '\r' && src[i + 1] === '\n') {
      endRecord();
      i += 1;
    } else field += ch;
    i += 1;
  }
  if (quoted) throw new CsvParseError('Unterminated quoted field');
  if (field !== '' || record.length > 0) endRecord();
  return records;
}
