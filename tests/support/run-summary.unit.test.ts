import { describe, expect, it } from 'vitest';
import { exitCode, summarize, type Results } from './run-summary.ts';

const report = (failed: number, files: Results['testResults'] = []): Results => ({
  numPassedTests: 5,
  numFailedTests: failed,
  numPendingTests: 1,
  numTodoTests: 0,
  testResults: files,
});

describe('npm test summary and exit code', () => {
  it('fails the run when the report counts a failed test, even if vitest exited 0', () => {
    expect(exitCode(0, report(1))).toBe(1);
    expect(exitCode(0, report(0))).toBe(0);
  });

  it('counts a file that broke before its tests ran as one failure', () => {
    const broken = report(0, [{ status: 'failed', assertionResults: [] }]);
    expect(summarize(broken)).toEqual({ passed: 5, failed: 1, skipped: 1 });
    expect(exitCode(0, broken)).toBe(1);
  });

  it("keeps vitest's own failure, and fails without a report or exit status", () => {
    expect(exitCode(2, report(0))).toBe(2);
    expect(exitCode(0, undefined)).toBe(1);
    expect(exitCode(null, report(0))).toBe(1);
  });
});
