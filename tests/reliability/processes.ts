import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { awaitState } from '../../backend/core/command-handler.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

export type AppProcess = {
  child: ChildProcess;
  output: () => string;
  /** SIGKILL: no chance to hand anything back (a crash, an OOM kill, a pulled plug). */
  kill: () => Promise<void>;
  /** SIGTERM: the graceful stop a deploy or restart sends. */
  stop: () => Promise<void>;
};

/** A real entry point (`backend/main.ts` as `npm start` runs it, `backend/worker.ts`) as its own process. */
export const startProcess = async (
  script: 'backend/main.ts' | 'backend/worker.ts',
  env: Record<string, string>,
  ready: { healthUrl: string } | { line: RegExp },
): Promise<AppProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const isReady = await awaitState(
    async () => {
      if (child.exitCode !== null) throw new Error(`${script} exited: ${output.slice(-2000)}`);
      if ('line' in ready) return ready.line.test(output);
      return fetch(ready.healthUrl).then(
        (r) => r.ok,
        () => false,
      );
    },
    Boolean,
    120_000,
  ).catch(async (error: unknown) => {
    await end('SIGKILL');
    throw error;
  });
  if (!isReady) {
    await end('SIGKILL');
    throw new Error(`${script} did not get ready: ${output.slice(-2000)}`);
  }
  return { child, output: () => output, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
};

/** The environment and address of an app process on `databaseUrl`, files under `dataDir`, on a free port. */
export const processEnv = async (
  databaseUrl: string,
  dataDir: string,
  extra: Record<string, string> = {},
): Promise<{ env: Record<string, string>; baseUrl: string }> => {
  const port = await freePort();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    env: {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'reliability-secret',
      PORT: String(port),
      ...extra,
    },
  };
};
