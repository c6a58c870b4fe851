import fs from 'node:fs';
import path from 'node:path';

/** `npm start`: build the front end when no build is present, then start the app. */
const dist = path.resolve(import.meta.dirname, '../dist/index.html');
if (!fs.existsSync(dist)) {
  console.log('No front-end build found: building it once (vite build)...');
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV; // vite's build sets NODE_ENV=production; keep ours
  await build({
    configFile: path.resolve(import.meta.dirname, '../frontend/vite.config.ts'),
    logLevel: 'warn',
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}
const { main } = await import('./main.ts');
const { stop } = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
const shutdown = () => void stop().finally(() => process.exit(0));
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
