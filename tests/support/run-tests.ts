import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * `npm test`: every tier (unit, integration, frontend, browser) in one vitest run, then one
 * plain closing line `N passed, N failed, N skipped` for CI. Extra arguments go to vitest.
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
type Results = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: { status: string; assertionResults: { status: string }[] }[];
};
if (fs.existsSync(resultsFile)) {
  const r = JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as Results;
  // a file that fails before its tests run (an import or set-up error) counts as one failure
  const brokenFiles = (r.testResults ?? []).filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'),
  ).length;
  console.log(
    `\n${r.numPassedTests} passed, ${r.numFailedTests + brokenFiles} failed, ${r.numPendingTests + r.numTodoTests} skipped`,
  );
}
process.exit(run.status ?? 1);
