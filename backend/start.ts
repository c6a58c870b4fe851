import fs from 'node:fs';
import path from 'node:path';
import { buildFrontend, DIST_DIR } from './app/build-frontend.ts';

/** `npm start`: build the front end when no build is present, then start the app. */
if (!fs.existsSync(path.join(DIST_DIR, 'index.html'))) {
  console.log('No front-end build found: building it once (vite build)...');
  await buildFrontend();
}
const { main } = await import('./main.ts');
const { stop } = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
const shutdown = () => void stop().finally(() => process.exit(0));
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
