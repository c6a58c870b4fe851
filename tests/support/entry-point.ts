import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export type EntryPointRun = { code: number | null; stdout: string; stderr: string };

/**
 * Runs a real entry point (the source that `npm start` runs compiled) as a child process with only
 * the given environment, and waits for it to exit; one still running after `timeoutMs` is
 * killed and reported with code null.
 */
export const runEntryPoint = (
  script: string,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<EntryPointRun> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code: timedOut ? null : code, stdout, stderr });
    });
  });
