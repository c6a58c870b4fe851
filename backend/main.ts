import type { Server } from 'node:http';
import path from 'node:path';
import { DIST_DIR } from './app/build-frontend.ts';
import { createApp } from './app/create-app.ts';
import { resolveDatabase, startServices } from './app/bootstrap.ts';
import { listenOn, preflight, startupFailureLine } from './app/startup-checks.ts';
import { loadConfig, type Config } from './core/config.ts';
import { createLogger } from './core/logger.ts';
import { googleIdentity } from './adapters/google/google-identity.ts';
import { startLocalOidcProvider } from './adapters/local-oidc/local-oidc-provider.ts';

/**
 * config → database → migrations → store → projections → workers → listen. A failure on the
 * way (a port in use, say) stops what had started and rejects; nothing is left running.
 */
export const main = async (
  config: Config = loadConfig(),
  options: { staticDir?: string } = {},
): Promise<{ server: Server; stop: () => Promise<void> }> => {
  const logger = createLogger(config.logLevel);
  const started: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of started.splice(0).reverse()) await stopOne();
  };
  try {
    const database = await resolveDatabase(config, logger);
    started.push(() => database.stop());
    const services = await startServices(config, logger, database.connectionString);
    started.push(() => services.stop());
    const identity = config.google ? googleIdentity(config.google) : await startLocalOidcProvider();
    started.push(() => identity.stop());
    if (identity.kind === 'local')
      logger.warn('GOOGLE_CLIENT_ID is not set: sign-in uses the local OpenID provider');
    let ready = false;
    const app = createApp({
      config,
      db: services.db,
      store: services.store,
      storage: services.storage,
      ...(services.uploadUrls ? { uploadUrls: services.uploadUrls } : {}),
      identity,
      logger,
      staticDir: options.staticDir ?? DIST_DIR,
      waitForProjections: (position) => services.runner.waitFor(position),
      readPosition: services.runner.readPosition,
      health: async () => {
        if (!ready) return { ok: false, detail: 'starting: projections catching up' };
        await services.db.raw('select 1');
        return { ok: true, detail: 'ok' };
      },
    });
    const server = await listenOn(app, config.port);
    started.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    await services.runner.catchUp();
    ready = true;
    logger.info({ url: config.publicBaseUrl ?? `http://localhost:${port}` }, 'CurbHue is ready');
    return { server, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
};

const isEntryPoint =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isEntryPoint) {
  const start = async () => {
    const config = loadConfig();
    await preflight(config, { web: true });
    return main(config);
  };
  start().then(
    ({ stop }) => {
      const shutdown = () => void stop().finally(() => process.exit(0));
      process.once('SIGINT', shutdown);
      process.once('SIGTERM', shutdown);
    },
    (error: unknown) => {
      console.error(startupFailureLine(error));
      process.exit(1);
    },
  );
}
