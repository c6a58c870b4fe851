import path from 'node:path';

/** Browser tests run against the production build of the current sources. */
export default async function buildFrontend(): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: path.resolve(import.meta.dirname, '../../frontend/vite.config.ts'),
    logLevel: 'warn',
  });
}
