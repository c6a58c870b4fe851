import { HEIC_TARGETS_MS, runHeicBench } from './bench-heic.ts';
import { runEventsBench } from './bench-events.ts';
import { runHttpBench } from './bench-http.ts';
import { runLatencyBench } from './bench-latency.ts';
import { runMemoryBench } from './bench-memory.ts';
import { percentile, printFigures, type Figure } from './bench-table.ts';
import { runVisionBench } from './bench-vision.ts';
import { runTapBench, TAP_TARGET_MS } from './bench-taps.ts';

/**
 * `npm run bench [-- --runs N] [--json] [--only vision,latency,tap-to-fix,heic,http,events,memory]`:
 * every speed figure of the product in one table (one JSON line per figure with --json), each
 * with its median and p95 (p99 and a rate under load), the ratio where two things are compared
 * in the same run, and its target. Never asserted in tests. Runs on a fresh clone: PostgreSQL
 * from DATABASE_URL (scratch databases, dropped afterwards) or an embedded one.
 */
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const runs = Number(arg('--runs')) || 5;
const json = process.argv.includes('--json');
const only = arg('--only')?.split(',');
const wanted = (part: string) => !only || only.includes(part);
const progress = (part: string) => {
  if (!json) process.stderr.write(`bench: ${part}...\n`);
};

/** Local engines on this 2-core machine: analysis ≤ 1 s and render ≤ 1.5 s at 12 MP. */
const VISION_TARGET_MS = { analysis: 1000, render: 1500 };
/** Hot reads under 32 connections: issue 19's targets. */
const READ_TARGET = { rps: 2500, p99Ms: 25 };

const visionFigures = async (): Promise<Figure[]> => {
  const rows = await runVisionBench({ runs });
  return rows.flatMap((r) =>
    (['analysis', 'render'] as const).map((kind): Figure => {
      const median = kind === 'analysis' ? r.analyzeMedianMs : r.renderMedianMs;
      const target = r.megapixels === 12 ? VISION_TARGET_MS[kind] : undefined;
      return {
        section: `Local vision engines, ${runs} runs per size (ms)`,
        figure: `${kind}, ${r.megapixels} MP (${r.width}×${r.height})`,
        median,
        p95: kind === 'analysis' ? r.analyzeP95Ms : r.renderP95Ms,
        ...(target
          ? {
              ratio: `${(median / target).toFixed(2)}× of target`,
              target: `≤ ${target} ms`,
              met: median <= target,
            }
          : {}),
      };
    }),
  );
};

/** Tap to updated overlay at 12 MP, server and overlay decode together (issue 15). */
const tapToFixFigures = async (): Promise<Figure[]> => {
  const r = await runTapBench({ taps: 30 });
  return [
    {
      section: 'Tap-to-fix round trip (ms)',
      figure: `tap → updated overlay, ${r.megapixels} MP, ${r.taps} taps (POST over HTTP + PNG decode)`,
      median: r.medianMs,
      p95: r.p95Ms,
      target: `≤ ${TAP_TARGET_MS} ms`,
      met: r.medianMs <= TAP_TARGET_MS,
    },
  ];
};

const heicFigures = async (): Promise<Figure[]> => {
  const rows = await runHeicBench({ runs: Math.min(runs, 3) });
  const section = 'HEIC uploads, /healthz sampled every 20 ms (ms)';
  if (rows.length === 0)
    return [{ section, figure: 'skipped: heif-enc is missing (apt-get install libheif-examples)' }];
  const of = (prefix: string) => rows.filter((r) => r.upload.startsWith(prefix));
  const figure = (name: string, xs: number[], target: number): Figure => ({
    section,
    figure: name,
    median: percentile(xs, 50),
    p95: percentile(xs, 95),
    target: `worst ≤ ${target} ms`,
    met: Math.max(...xs) <= target,
  });
  return [
    figure(
      'decompression bomb refused in',
      of('bomb').map((r) => r.answerMs),
      HEIC_TARGETS_MS.bombAnswer,
    ),
    figure(
      '/healthz while the bomb is refused',
      of('bomb').map((r) => r.healthzMaxMs),
      HEIC_TARGETS_MS.healthzDuringBomb,
    ),
    figure(
      'event loop blocked by a 48 MP HEIC',
      of('48 MP').map((r) => r.maxLoopDelayMs),
      HEIC_TARGETS_MS.blockDuring48MP,
    ),
    figure(
      '/healthz during a 48 MP HEIC',
      of('48 MP').map((r) => r.healthzMaxMs),
      HEIC_TARGETS_MS.blockDuring48MP,
    ),
  ];
};

const httpFigures = async (): Promise<Figure[]> => {
  const http = await runHttpBench();
  const section = `Reads under load: autocannon in a second process, 32 connections, loopback, one user with ${http.renders} renders (ms; requests/s)`;
  return http.rows.map((r): Figure => {
    const targeted = !r.route.includes('image');
    const errors = r.non2xx + r.errors;
    return {
      section,
      figure: r.route,
      median: r.p50Ms,
      p99: r.p99Ms,
      rate: r.requestsPerSecond,
      ...(targeted
        ? {
            target: `≥ ${READ_TARGET.rps.toLocaleString('en-US')}/s, p99 ≤ ${READ_TARGET.p99Ms} ms`,
            met: r.requestsPerSecond >= READ_TARGET.rps && r.p99Ms <= READ_TARGET.p99Ms && !errors,
          }
        : {}),
      ...(errors ? { note: `${r.non2xx} non-2xx answers, ${r.errors} errors` } : {}),
    };
  });
};

const parts: [string, () => Promise<Figure[]>][] = [
  ['vision', visionFigures],
  ['latency', () => runLatencyBench({ runs })],
  ['tap-to-fix', tapToFixFigures],
  ['heic', heicFigures],
  ['http', httpFigures],
  ['events', () => runEventsBench()],
  ['memory', runMemoryBench],
];

/**
 * Each section's rows are printed as soon as it finishes (a run cut short still tells what it
 * measured; with --json these are the only lines), a section that throws becomes a row saying
 * so, and the whole table follows at the end.
 */
const unknown = only?.filter((name) => !parts.some(([part]) => part === name)) ?? [];
if (unknown.length) {
  console.error(
    `Unknown --only part: ${unknown.join(', ')} (the parts: ${parts.map(([p]) => p).join(', ')})`,
  );
  process.exit(2);
}
const figures: Figure[] = [];
for (const [name, run] of parts) {
  if (!wanted(name)) continue;
  progress(name);
  const started = performance.now();
  let rows: Figure[];
  try {
    rows = await run();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    rows = [
      { section: `${name} (failed)`, figure: `${name}: ${message.split('\n')[0]}`, met: false },
    ];
  }
  figures.push(...rows);
  if (!json) {
    process.stdout.write(`\n${name}, ${((performance.now() - started) / 1000).toFixed(0)} s:\n`);
  }
  printFigures(rows, { json });
}
if (!json) {
  const load = (await import('node:os')).loadavg().map((l) => l.toFixed(1));
  console.log(
    `\nnpm run bench — ${new Date().toISOString()}, load average ${load.join(' ')} at the end\n`,
  );
  printFigures(figures);
  const missed = figures.filter((f) => f.met === false).map((f) => f.figure);
  if (missed.length) console.log(`\nMissed targets: ${missed.join('; ')}`);
}
process.exit(0);
