import type { Server } from 'node:http';
import path from 'node:path';
import { DIST_DIR } from './app/build-frontend.ts';
import { createApp } from './app/create-app.ts';
import { resolveDatabase, startServices } from './app/bootstrap.ts';
import { loadConfig, type Config } from './core/config.ts';
import { createLogger } from './core/logger.ts';
import { googleIdentity } from './adapters/google/google-identity.ts';
import { startLocalOidcProvider } from './adapters/local-oidc/local-oidc-provider.ts';

/** config → database → migrations → store → projections → workers → listen. */
export const main = async (
  config: Config = loadConfig(),
  options: { staticDir?: string } = {},
): Promise<{ server: Server; stop: () => Promise<void> }> => {
  const logger = createLogger(config.logLevel);
  const database = await resolveDatabase(config, logger);
  const services = await startServices(config, logger, database.connectionString);
  const identity = config.google ? googleIdentity(config.google) : await startLocalOidcProvider();
  if (identity.kind === 'local')
    logger.warn('GOOGLE_CLIENT_ID is not set: sign-in uses the local OpenID provider');
  let ready = false;
  const app = createApp({
    config,
    db: services.db,
    store: services.store,
    storage: services.storage,
    identity,
    logger,
    staticDir: options.staticDir ?? DIST_DIR,
    waitForProjections: (position) => services.runner.waitFor(position),
    health: async () => {
      if (!ready) return { ok: false, detail: 'starting: projections catching up' };
      await services.db.raw('select 1');
      return { ok: true, detail: 'ok' };
    },
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(config.port, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  await services.runner.catchUp();
  ready = true;
  logger.info({ url: config.publicBaseUrl ?? `http://localhost:${port}` }, 'CurbHue is ready');

  const stop = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await services.stop();
    await identity.stop();
    await database.stop();
  };
  return { server, stop };
};

const isEntryPoint =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isEntryPoint) {
  main().then(
    ({ stop }) => {
      const shutdown = () => void stop().finally(() => process.exit(0));
      process.once('SIGINT', shutdown);
      process.once('SIGTERM', shutdown);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
