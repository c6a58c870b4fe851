import fs from 'node:fs';
import path from 'node:path';
import { buildFrontend, DIST_DIR } from './app/build-frontend.ts';
import { preflight, startupFailureLine } from './app/startup-checks.ts';
import { loadConfig } from './core/config.ts';

/** A fault a person can fix ends the start with one line on stderr and exit code 1. */
const fail = (error: unknown): never => {
  console.error(startupFailureLine(error));
  process.exit(1);
};

/**
 * `npm start`: check the configuration, the port and the databases first (seconds, not after
 * a build), build the front end when no build is present, then start the app.
 */
const config = await (async () => {
  const checked = loadConfig();
  await preflight(checked, { web: true });
  return checked;
})().catch(fail);
if (!fs.existsSync(path.join(DIST_DIR, 'index.html'))) {
  console.log('No front-end build found: building it once (vite build)...');
  await buildFrontend();
}
const { main } = await import('./main.ts');
const { stop } = await main(config).catch(fail);
const shutdown = () => void stop().finally(() => process.exit(0));
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
