import { printHeicBench, runHeicBench } from './bench-heic.ts';
import { runHttpBench } from './bench-http.ts';
import { runVisionBench } from './bench-vision.ts';
import { printTapBench, runTapBench } from './bench-taps.ts';

/**
 * `npm run bench`: speed figures with their targets (never asserted in tests).
 * Local engines on this 2-core machine: analysis ≤ 1 s and render ≤ 1.5 s at 12 MP.
 */
const TARGET_MS = { analyze: 1000, render: 1500 };
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;

const rows = await runVisionBench({ runs });
console.log(`Local vision engines, ${runs} runs per size (median / p95, ms):`);
console.table(
  rows.map((r) => ({
    photo: `${r.megapixels} MP (${r.width}×${r.height})`,
    'analysis median': r.analyzeMedianMs,
    'analysis p95': r.analyzeP95Ms,
    'render median': r.renderMedianMs,
    'render p95': r.renderP95Ms,
  })),
);
const at12 = rows.find((r) => r.megapixels === 12);
if (at12) {
  const ratio = (target: number, actual: number) =>
    `${(actual / target).toFixed(2)}× of target (${actual} / ${target} ms)`;
  console.log(`12 MP analysis median: ${ratio(TARGET_MS.analyze, at12.analyzeMedianMs)}`);
  console.log(`12 MP render median:   ${ratio(TARGET_MS.render, at12.renderMedianMs)}`);
}

printHeicBench(await runHeicBench({ runs }));
const http = await runHttpBench();
console.log(
  `\nHTTP read routes on loopback, one user with ${http.renders} renders, autocannon in a second process, 32 connections:`,
);
console.table(
  http.rows.map((r) => ({
    route: r.route,
    'requests/s': r.requestsPerSecond,
    'p50 ms': r.p50Ms,
    'p99 ms': r.p99Ms,
    'non-2xx': r.non2xx,
    errors: r.errors,
  })),
);
console.log(`First page query plan: ${http.firstPagePlan}`);

printTapBench(await runTapBench());
