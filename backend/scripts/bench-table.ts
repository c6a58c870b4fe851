/**
 * One row per figure of `npm run bench`: its median and p95 (p99 where load is measured), a
 * rate (requests or events per second) where there is one, the ratio of two things measured in
 * the same run, and the target with whether it was met.
 */
export type Figure = {
  section: string;
  figure: string;
  /** Milliseconds unless the figure's name says otherwise. */
  median?: number;
  p95?: number;
  p99?: number;
  /** Requests/s or events/s. */
  rate?: number;
  /** e.g. 'API / engine 1.08× (+42 ms)'. */
  ratio?: string;
  target?: string;
  met?: boolean;
  note?: string;
};

export const percentile = (xs: readonly number[], p: number): number => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
};

const show = (x: number | undefined): string => {
  if (x === undefined || Number.isNaN(x)) return '';
  if (Math.abs(x) >= 100) return Math.round(x).toLocaleString('en-US');
  return String(Math.round(x * 10) / 10);
};

const COLUMNS = ['figure', 'median', 'p95', 'p99', 'rate/s', 'ratio', 'target', 'met'] as const;

const cells = (f: Figure): string[] => [
  f.figure,
  show(f.median),
  show(f.p95),
  show(f.p99),
  show(f.rate),
  f.ratio ?? '',
  f.target ?? '',
  f.met === undefined ? '' : f.met ? 'yes' : 'MISSED',
];

/** The one table (sections as separator lines), or one JSON line per figure. */
export const printFigures = (figures: readonly Figure[], options: { json?: boolean } = {}) => {
  if (options.json) {
    for (const f of figures) console.log(JSON.stringify(f));
    return;
  }
  const rows = figures.map(cells);
  const widths = COLUMNS.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: readonly string[]) =>
    `| ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  console.log(line(COLUMNS));
  console.log(rule);
  let section = '';
  figures.forEach((f, i) => {
    if (f.section !== section) {
      section = f.section;
      console.log(line([`**${section}**`, ...COLUMNS.slice(1).map(() => '')]));
    }
    console.log(line(rows[i]!));
  });
  const notes = figures.filter((f) => f.note).map((f) => `- ${f.figure}: ${f.note}`);
  if (notes.length) console.log(`\nNotes:\n${notes.join('\n')}`);
};
