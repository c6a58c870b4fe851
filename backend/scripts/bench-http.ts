/**
 * HTTP speed of the read routes the dashboard and share links hit, on loopback: the real app
 * (Postgres read models, sessions) with one user's 1,000 renders, loaded by autocannon running
 * in a second process with 32 connections.
 *   tsx backend/scripts/bench-http.ts [--renders N] [--seconds S] [--json]
 * Also exported as runHttpBench() for the combined `npm run bench`.
 * Uses DATABASE_URL's server (a scratch database, dropped afterwards) or an embedded PostgreSQL,
 * as the tests do.
 */
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { pino } from 'pino';
import sharp from 'sharp';
import { syntheticHouse } from '../engines/vision/synthetic.ts';
import setupTestPostgres from '../../tests/support/global-setup.ts';
import { startTestApp } from '../../tests/support/test-app.ts';
import { createApp } from '../app/create-app.ts';
import { loadConfig } from '../core/config.ts';
import { signIn } from './bench-sign-in.ts';
import { seedCompletedRenders } from './seed-renders.ts';

export type HttpBenchRow = {
  route: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /**
   * CPU the server process spent per request (µs, user + system): what each answer costs,
   * which other work on the machine changes far less than requests per second.
   */
  serverCpuUsPerRequest: number;
  /**
   * Share of the answers the hot-read replay sent (0-1): a hot read that falls through to
   * Express (a Set-Cookie, a moving read side, a miss) costs several times more.
   */
  replayedShare: number;
};

const CONNECTIONS = 32;
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
};

const load = async (url: string, seconds: number, headers: string[] = []) => {
  const args = [autocannonBin, '-c', String(CONNECTIONS), '-d', String(seconds), '-j'];
  for (const h of headers) args.push('-H', h);
  const { stdout } = await promisify(execFile)(process.execPath, [...args, url], {
    maxBuffer: 10 * 1024 * 1024,
  });
  return JSON.parse(stdout) as AutocannonResult;
};

export const runHttpBench = async (
  options: { renders?: number; seconds?: number } = {},
): Promise<{ rows: HttpBenchRow[]; renders: number; firstPagePlan: string }> => {
  const renders = options.renders ?? 1000;
  const seconds = options.seconds ?? 10;
  // The tests' own PostgreSQL set-up (DATABASE_URL's server or an embedded one) and app.
  const stopPostgres = await setupTestPostgres();
  // Logging as in production (info, synchronous), into /dev/null instead of a terminal.
  const logger = pino({ level: 'info', base: { app: 'curbhue' } }, pino.destination('/dev/null'));
  let replayed = 0;
  const t = await startTestApp(
    { RUN_WORKERS: 'false' },
    { logger, hotReadReplay: { onReplay: () => replayed++ } },
  );
  const { baseUrl, services } = t;
  // Share lookups as production answers them: rate limits on (counted on every lookup), with a
  // limit this one loopback client does not reach.
  const limited = createApp({
    ...t.appDeps,
    config: loadConfig({ ...t.env, RATE_LIMITS: 'true' }),
    hotReadReplay: { onReplay: () => replayed++ },
    rateLimitOverrides: { sharePage: 1_000_000_000 },
  }).listen(0, '127.0.0.1');
  await once(limited, 'listening');
  const limitedUrl = `http://127.0.0.1:${(limited.address() as AddressInfo).port}`;
  try {
    const cookie = await signIn(baseUrl, 'bench@example.com');
    const me = await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie } });
    if (!me.ok) throw new Error(`Sign-in failed: /api/auth/user answered ${me.status}`);
    const user = (await me.json()) as { id: string };
    const house = syntheticHouse({ width: 800, height: 600, seed: 7 });
    const jpeg = await sharp(house.rgb, { raw: { width: 800, height: 600, channels: 3 } })
      .jpeg({ quality: 88 })
      .toBuffer();
    const ids = await seedCompletedRenders(
      { store: services.store, storage: services.storage },
      { userId: user.id, count: renders, beforeJpeg: jpeg, afterJpeg: jpeg },
    );
    await services.runner.catchUp(300_000);
    const shared = ids[Math.floor(ids.length / 2)]!;
    const share = await fetch(`${baseUrl}/api/renders/${shared}/share`, {
      method: 'POST',
      headers: { cookie },
    });
    const { shareToken } = (await share.json()) as { shareToken: string };
    // The dashboard's next page, as the first page's Link header gives it.
    const firstPage = await fetch(`${baseUrl}/api/renders`, { headers: { cookie } });
    const secondPage = /before=([^&>]+)/.exec(firstPage.headers.get('link') ?? '')?.[1] ?? '';
    await services.db.raw('analyze renders'); // as autovacuum would after such an insert
    const plan = await services.db.raw(
      `explain select * from renders where user_id = ? and status <> 'failed'
       order by created_at desc, id desc limit 25`,
      [user.id],
    );
    const firstPagePlan = (plan.rows as { 'QUERY PLAN': string }[])
      .map((r) => r['QUERY PLAN'].trim())
      .join(' | ');

    const targets: [string, string, string[]][] = [
      ['GET /api/auth/user', `${baseUrl}/api/auth/user`, [`cookie=${cookie}`]],
      // As the app asks for them (features/paint-schemes/api/get-paint-schemes.ts).
      [
        'GET /api/paint-schemes?hoaOnly=false (48 schemes)',
        `${baseUrl}/api/paint-schemes?hoaOnly=false`,
        [],
      ],
      [
        'GET /api/renders?limit=24&before=… (second page)',
        `${baseUrl}/api/renders?limit=24&before=${secondPage}`,
        [`cookie=${cookie}`],
      ],
      ['GET /api/renders (first page of 24)', `${baseUrl}/api/renders`, [`cookie=${cookie}`]],
      ['GET /api/shared/{token}', `${baseUrl}/api/shared/${shareToken}`, []],
      ['GET /api/shared/{token}, rate limits on', `${limitedUrl}/api/shared/${shareToken}`, []],
      [
        'GET shared after image ?w=480 (cached WebP)',
        `${baseUrl}/api/renders/${shared}/image?w=480&share=${shareToken}`,
        ['accept=image/webp'],
      ],
    ];
    const rows: HttpBenchRow[] = [];
    for (const [route, url, headers] of targets) {
      await load(url, 2, headers); // warm-up: connection pools, JIT, the cached thumbnail
      const cpuBefore = process.cpuUsage();
      replayed = 0;
      const r = await load(url, seconds, headers);
      const cpu = process.cpuUsage(cpuBefore);
      const answers = Math.max(1, r.requests.total);
      rows.push({
        route,
        requestsPerSecond: Math.round(r.requests.average),
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
        serverCpuUsPerRequest: Math.round((cpu.user + cpu.system) / answers),
        // autocannon counts the answers it had when time ran out; a few more were in flight.
        replayedShare: Math.min(1, replayed / answers),
      });
    }
    return { rows, renders, firstPagePlan };
  } finally {
    await new Promise((resolve) => limited.close(resolve));
    await t.stop();
    await stopPostgres();
  }
};

const isEntryPoint =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isEntryPoint) {
  const arg = (name: string) => Number(process.argv[process.argv.indexOf(name) + 1]) || undefined;
  const loadBefore = os.loadavg();
  const result = await runHttpBench({ renders: arg('--renders'), seconds: arg('--seconds') });
  // Other processes on the machine lower requests/s; the load averages say how busy it was.
  const loadAverages = { before: loadBefore, after: os.loadavg() };
  if (process.argv.includes('--json')) console.log(JSON.stringify({ ...result, loadAverages }));
  else {
    console.table(result.rows);
    console.log(`first-page plan: ${result.firstPagePlan}`);
    const fmt = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
    console.log(
      `load average (1, 5, 15 min) before: ${fmt(loadAverages.before)}, after: ${fmt(loadAverages.after)} on ${os.availableParallelism()} cores`,
    );
  }
}
