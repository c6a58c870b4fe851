import path from 'node:path';

/** Browser tests run against the production build of the current sources. */
export default async function buildFrontend(): Promise<void> {
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV; // vite's build sets NODE_ENV=production; keep ours
  await build({
    configFile: path.resolve(import.meta.dirname, '../../frontend/vite.config.ts'),
    logLevel: 'warn',
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}
