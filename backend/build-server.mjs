// @ts-check
/**
 * Compiles the server ahead of time with esbuild into dist-server/ (one ES module per entry
 * point, npm packages left to node_modules), so `npm start` and `npm run worker` run plain Node.
 * Under tsx the server process carried the loader's own thread and an in-memory copy of every
 * transpiled file and its source map: about 200 of its 365 MB at rest (issue 19's memory bench).
 *
 * Paths stay those of the sources: `import.meta.url`, `.dirname` and `.filename` in our .ts files
 * are replaced by the source file's own, so model files, migrations and the front-end build are
 * found where they always were. Worker threads and migrations get entry points of their own
 * (backend/core/server-build.ts picks them when CURBHUE_SERVER_DIR is compiled in).
 *
 *   node backend/build-server.mjs     (npm run build does it; npm start does it when needed)
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const SERVER_DIR = path.join(ROOT, 'dist-server');
const MIGRATIONS = path.join(ROOT, 'projections/migrations');

/** @returns {Record<string, string>} output name (without .mjs) → source file */
const entryPoints = () => ({
  start: path.join(ROOT, 'backend/start.ts'),
  worker: path.join(ROOT, 'backend/worker.ts'),
  'vision.worker': path.join(ROOT, 'backend/engines/local-ai/vision.worker.ts'),
  'heic-decode.worker': path.join(ROOT, 'backend/engines/images/heic-decode.worker.ts'),
  ...Object.fromEntries(
    fs
      .readdirSync(MIGRATIONS)
      .filter((f) => /^\d+_.+\.ts$/.test(f))
      .map((f) => [`migrations/${f.replace(/\.ts$/, '')}`, path.join(MIGRATIONS, f)]),
  ),
});

/** @type {esbuild.Plugin} */
const sourceLocations = {
  name: 'source-locations',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      const value = {
        url: pathToFileURL(args.path).href,
        dirname: path.dirname(args.path),
        filename: args.path,
      };
      const contents = source.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, key) =>
        JSON.stringify(value[/** @type {'url' | 'dirname' | 'filename'} */ (key)]),
      );
      return { contents, loader: 'ts' };
    });
  },
};

/** Newest modification time (ms) of the server's sources. */
const newestSource = () => {
  let newest = 0;
  const walk = (/** @type {string} */ dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'train') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|mjs|json)$/.test(entry.name))
        newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  for (const dir of ['backend', 'modules', 'projections', 'jobs']) walk(path.join(ROOT, dir));
  return Math.max(newest, fs.statSync(path.join(ROOT, 'package-lock.json')).mtimeMs);
};

const STAMP = path.join(SERVER_DIR, 'built-at');

/** True when dist-server/ holds a build at least as new as every source file. */
export const serverBuildIsFresh = () => {
  try {
    return Number(fs.readFileSync(STAMP, 'utf8')) >= newestSource();
  } catch {
    return false;
  }
};

/** Builds dist-server/ (about a second); with `onlyIfStale`, only when a source changed. */
export const buildServer = async ({ onlyIfStale = false } = {}) => {
  if (onlyIfStale && serverBuildIsFresh()) return;
  const startedAt = newestSource();
  fs.rmSync(SERVER_DIR, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: entryPoints(),
    outdir: SERVER_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // what is imported with import() gets a file of its own, loaded when first needed (the
    // EventStoreDB and S3 clients only when configured)
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: 'linked',
    define: { 'process.env.CURBHUE_SERVER_DIR': JSON.stringify(SERVER_DIR) },
    plugins: [sourceLocations],
    logLevel: 'warning',
  });
  fs.writeFileSync(STAMP, String(startedAt));
};

const isEntryPoint =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isEntryPoint) await buildServer();
