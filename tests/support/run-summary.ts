/** vitest's JSON report, the fields `npm test` reads. */
export interface Results {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: { status: string; assertionResults: { status: string }[] }[];
}

/** Passed, failed (a file that fails before its tests run counts as one) and skipped tests. */
export function summarize(r: Results): { passed: number; failed: number; skipped: number } {
  const brokenFiles = (r.testResults ?? []).filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'),
  ).length;
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + brokenFiles,
    skipped: r.numPendingTests + r.numTodoTests,
  };
}

/**
 * The run's exit code: failure when vitest says so, when it wrote no report, or when the report
 * counts a failure, whatever vitest's own exit code (a library's exit hook in the same process
 * can reset it to 0).
 */
export function exitCode(status: number | null, r: Results | undefined): number {
  if (status) return status;
  if (status === null || !r) return 1;
  return summarize(r).failed > 0 ? 1 : 0;
}
