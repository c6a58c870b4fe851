import type { Server } from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { Express } from 'express';
import { createApp, type AppDeps } from '../../backend/app/create-app.ts';
import {
  startServices,
  type ServiceOverrides,
  type Services,
} from '../../backend/app/bootstrap.ts';
import { loadConfig, type Config } from '../../backend/core/config.ts';
import { createLogger, type Logger } from '../../backend/core/logger.ts';
import { startLocalOidcProvider } from '../../backend/adapters/local-oidc/local-oidc-provider.ts';
import { createTestDatabase, type TestDatabase } from './postgres.ts';

export type TestApp = {
  app: Express;
  server: Server;
  baseUrl: string;
  services: Services;
  database: TestDatabase;
  config: Config;
  /** What createApp was given: appWithConfig() builds another app on the same services. */
  appDeps: AppDeps;
  env: Record<string, string>;
  stop: () => Promise<void>;
};

/** The real app on a fresh database: real event store, projections, pg-boss and local OpenID provider. */
export type TestAppOptions = ServiceOverrides & {
  staticDir?: string;
  /** How long POST /api/renders waits for the render's outcome. */
  renderWaitMs?: number;
  /** Defaults to a silent logger (TEST_LOG_LEVEL to see it). */
  logger?: Logger;
  /** Emails the local OpenID provider reports with email_verified: false. */
  unverifiedEmails?: string[];
  /** As createApp's (the bench counts the answers replayed). */
  hotReadReplay?: AppDeps['hotReadReplay'];
};

export const startTestApp = async (
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> => {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbhue-test-data-'));
  const fullEnv = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-secret',
    DATA_DIR: dataDir,
    ...env,
  };
  const config = loadConfig(fullEnv);
  const logger = options.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const { renderer, omitReactors } = options;
  const services = await startServices(config, logger, database.connectionString, {
    ...(renderer ? { renderer } : {}),
    ...(omitReactors ? { omitReactors } : {}),
  });
  const identity = await startLocalOidcProvider({
    unverifiedEmails: options.unverifiedEmails ?? [],
  });
  const appDeps: AppDeps = {
    config,
    db: services.db,
    store: services.store,
    storage: services.storage,
    ...(services.uploadUrls ? { uploadUrls: services.uploadUrls } : {}),
    identity,
    logger,
    ...(options.staticDir ? { staticDir: options.staticDir } : {}),
    ...(options.renderWaitMs ? { renderWaitMs: options.renderWaitMs } : {}),
    ...(options.hotReadReplay !== undefined ? { hotReadReplay: options.hotReadReplay } : {}),
    waitForProjections: (position) => services.runner.waitFor(position),
    readPosition: services.runner.readPosition,
    health: async () => ({ ok: true, detail: 'ok' }),
  };
  const app = createApp(appDeps);
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    server,
    baseUrl: `http://127.0.0.1:${port}`,
    services,
    database,
    config,
    appDeps,
    env: fullEnv,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.stop();
      await identity.stop();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** The same services and database under another configuration, as after a restart. */
export const appWithConfig = (t: TestApp, env: Record<string, string>): Express =>
  createApp({ ...t.appDeps, config: loadConfig({ ...t.env, ...env }) });

/** Walks the OAuth code flow as a browser would: /auth/google → provider → callback. */
const completeSignIn = async (agent: request.Agent, email?: string) => {
  const start = await agent.get(
    `/auth/google${email ? `?login_hint=${encodeURIComponent(email)}` : ''}`,
  );
  if (start.status !== 302) throw new Error(`/auth/google answered ${start.status}`);
  const provider = await fetch(start.headers.location!, { redirect: 'manual' });
  const callback = new URL(provider.headers.get('location')!);
  const done = await agent.get(callback.pathname + callback.search);
  if (done.status !== 302) throw new Error(`callback answered ${done.status}: ${done.text}`);
  return done;
};

/** Signs in; returns where the app sends the user afterwards. */
export const signIn = async (agent: request.Agent, email?: string): Promise<string> =>
  (await completeSignIn(agent, email)).headers.location!;

/** Signs in; returns the session cookie as a Cookie header (to copy it to another client). */
export const signInCookie = async (agent: request.Agent, email: string): Promise<string> => {
  const cookies = (await completeSignIn(agent, email)).headers['set-cookie'] as unknown as string[];
  return cookies.map((c) => c.split(';')[0]).join('; ');
};
