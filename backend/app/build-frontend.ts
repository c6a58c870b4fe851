import path from 'node:path';

export const DIST_DIR = path.resolve(import.meta.dirname, '../../dist');

/** `vite build` of the front end into dist/, keeping this process's NODE_ENV (vite sets it). */
export const buildFrontend = async (): Promise<void> => {
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV;
  await build({
    configFile: path.resolve(import.meta.dirname, '../../frontend/vite.config.ts'),
    logLevel: 'warn',
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
};
