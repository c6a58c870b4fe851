import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { exitCode, summarize, type Results } from './run-summary.ts';

/**
 * `npm test`: every tier (unit, integration, frontend, browser) in one vitest run, then one
 * plain closing line `N passed, N failed, N skipped` for CI. Extra arguments go to vitest.
 * The exit code follows the report, not only vitest's own code (see run-summary.ts).
 */
const resultsFile = '.vitest-results.json';
fs.rmSync(resultsFile, { force: true });
const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${resultsFile}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
const results = fs.existsSync(resultsFile)
  ? (JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as Results)
  : undefined;
if (results) {
  const { passed, failed, skipped } = summarize(results);
  console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
}
process.exit(exitCode(run.status, results));
