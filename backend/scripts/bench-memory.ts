/**
 * Peak resident memory of the server (its own process, as `npm start` runs it: the compiled
 * server of backend/server.mjs, job workers included) while a 10 MB photo is uploaded, analysed
 * and rendered: the kernel's high-water mark (VmHWM) and the resident size sampled every 20 ms.
 * Run through `npm run bench` (`-- --only events|latency|memory`): exported as runMemoryBench() for the combined `npm run bench`. Linux only (/proc).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildFrontend, DIST_DIR } from '../app/build-frontend.ts';
import { syntheticHouse } from '../engines/vision/synthetic.ts';
import setupTestPostgres from '../../tests/support/global-setup.ts';
import { createTestDatabase } from '../../tests/support/postgres.ts';
import type { Figure } from './bench-table.ts';
import { signIn } from './bench-sign-in.ts';

export const MEMORY_TARGET_MB = 400;
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const EMAIL = 'memory-bench@example.com';

/** A noisy 12 MP JPEG just under the 10 MB upload limit (noise keeps it from compressing). */
export const tenMegabytePhoto = async (): Promise<Buffer> => {
  const width = 4000;
  const height = 3000;
  const h = syntheticHouse({ width: 800, height: 600, seed: 11 });
  const rgb = await sharp(h.rgb, { raw: { width: 800, height: 600, channels: 3 } })
    .resize(width, height)
    .raw()
    .toBuffer();
  let seed = 1;
  for (let i = 0; i < rgb.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) >>> 0;
    rgb[i] = Math.max(0, Math.min(255, rgb[i]! + ((seed >>> 24) % 41) - 20));
  }
  for (let quality = 98; quality > 50; quality -= 2) {
    const jpeg = await sharp(rgb, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= MAX_PHOTO_BYTES - 4096) return jpeg;
  }
  throw new Error('Could not make a photo under 10 MB');
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** `npm start` from package.json: its leading VAR=value words and the node arguments after them. */
const npmStart = (): { env: Record<string, string>; args: string[] } => {
  const root = path.resolve(import.meta.dirname, '../..');
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = pkg.scripts.start.split(/\s+/);
  const env: Record<string, string> = {};
  for (let w = words[0]; w && /^[A-Z_]+=/.test(w); w = words[0]) {
    words.shift();
    const at = w.indexOf('=');
    env[w.slice(0, at)] = w.slice(at + 1);
  }
  if (words[0] !== 'node') throw new Error(`npm start is not a node command: ${pkg.scripts.start}`);
  return { env, args: words.slice(1).map((a) => (a.includes('/') ? path.join(root, a) : a)) };
};

const statusKb = (pid: number, field: 'VmRSS' | 'VmHWM'): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
};

export const runMemoryBench = async (): Promise<Figure[]> => {
  if (!fs.existsSync('/proc/self/status')) return [];
  const photo = await tenMegabytePhoto();
  // npm start builds a missing front end once, inside the server; not part of the journey
  if (!fs.existsSync(path.join(DIST_DIR, 'index.html'))) await buildFrontend();
  const stopPostgres = await setupTestPostgres();
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbhue-bench-memory-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const start = npmStart();
  const server = spawn(process.execPath, start.args, {
    env: {
      ...process.env,
      ...start.env,
      NODE_ENV: 'development',
      DATABASE_URL: database.connectionString,
      DATA_DIR: dataDir,
      PORT: String(port),
      RUN_WORKERS: 'true',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'memory-bench-secret-memory-bench-secret',
      BETA_TESTER_EMAILS: EMAIL,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pid = server.pid!;
  try {
    for (let i = 0; ; i++) {
      const ok = await fetch(`${baseUrl}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 1200 || server.exitCode !== null) throw new Error('The server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const idleMb = statusKb(pid, 'VmRSS') / 1024;
    const startupPeakMb = statusKb(pid, 'VmHWM') / 1024;
    let sampledPeakKb = 0;
    const sampler = setInterval(() => {
      sampledPeakKb = Math.max(sampledPeakKb, statusKb(pid, 'VmRSS'));
    }, 20);
    const cookie = await signIn(baseUrl, EMAIL);
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'house.jpg');
    const analysed = await fetch(`${baseUrl}/api/ai/analyze-image`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    if (!analysed.ok) throw new Error(`analyze-image answered ${analysed.status}`);
    const { imageUrl } = (await analysed.json()) as { imageUrl: string };
    const schemes = (await (await fetch(`${baseUrl}/api/paint-schemes`)).json()) as {
      id: string;
    }[];
    const rendered = await fetch(`${baseUrl}/api/renders`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ schemeId: schemes[0]!.id, beforeImageUrl: imageUrl }),
    });
    if (!rendered.ok) throw new Error(`renders answered ${rendered.status}`);
    await rendered.json();
    clearInterval(sampler);
    const peakMb = statusKb(pid, 'VmHWM') / 1024;
    const section = `Server memory (MB), ${(photo.length / 1024 / 1024).toFixed(1)} MB photo uploaded, analysed, rendered`;
    return [
      { section, figure: 'resident, idle after start', median: idleMb },
      {
        section,
        figure: 'peak resident (VmHWM) over the journey',
        median: peakMb,
        p99: sampledPeakKb / 1024,
        target: `≤ ${MEMORY_TARGET_MB} MB`,
        met: peakMb <= MEMORY_TARGET_MB,
        note: `median column: the kernel's high-water mark (start-up peak ${Math.round(startupPeakMb)} MB); p99 column: highest of the 20 ms samples`,
      },
    ];
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await stopPostgres();
  }
};
