// @ts-check
/**
 * `npm start` (`node backend/server.mjs start`) and `npm run worker` (`… worker`): the server
 * compiled by build-server.mjs, rebuilt first when a source file is newer than the build, then
 * run in this very process with plain Node (no loader thread, no transpiler caches).
 * backend/start.ts and backend/worker.ts say what each does; tests and scripts still run the
 * sources through tsx. Stack traces name dist-server/*.mjs lines (each file's code follows a
 * `// backend/…ts` comment); NODE_OPTIONS=--enable-source-maps maps them to the sources, at
 * about 40 MB more memory.
 *
 * package.json sets MALLOC_ARENA_MAX=2 (glibc): the threads of libvips, onnxruntime and the worker
 * pools then share two malloc arenas instead of up to sixteen, which keep freed memory apart; the
 * memory bench's peak fell by about 40 MB at the same CPU time.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, SERVER_DIR } from './build-server.mjs';

const entry = process.argv[2];
if (entry !== 'start' && entry !== 'worker') {
  console.error('Usage: node backend/server.mjs start|worker');
  process.exit(2);
}
await buildServer({ onlyIfStale: true });
await import(pathToFileURL(path.join(SERVER_DIR, `${entry}.mjs`)).href);
