import type { Express } from 'express';
import http, { type Server } from 'node:http';
import net from 'node:net';
import pg from 'pg';
import type { Config } from '../core/config.ts';
import type { EsdbEventStore } from '../core/esdb-event-store.ts';

/** A start-up fault a person can fix; its message is the one line `npm start` prints. */
export class StartupError extends Error {}

const codeOf = (error: unknown): string => {
  const e = error as { code?: unknown; message?: unknown };
  return typeof e.code === 'string' ? e.code : String(e.message ?? error).split('\n')[0]!;
};

const portInUse = (port: number) =>
  new StartupError(
    `PORT ${port} is already in use by another program: stop it or set PORT to a free port`,
  );

/** Listens like app.listen, but a port in use is an error instead of a silent non-start. */
export const listenOn = (app: Express, port: number, host?: string): Promise<Server> =>
  new Promise((resolve, reject) => {
    const server = http.createServer(app);
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? portInUse(port) : error),
    );
    server.listen(port, host, () => resolve(server));
  });

/** Fails fast, before anything else starts, when PORT is taken. */
export const checkPortFree = (port: number): Promise<void> =>
  new Promise((resolve, reject) => {
    if (port === 0) return resolve();
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? portInUse(port) : error),
    );
    probe.listen(port, () => probe.close(() => resolve()));
  });

const where = (url: string) => {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'the configured address';
  }
};

/** Connects once and runs `select 1`; a failure names the variable, not a stack. */
export const checkDatabase = async (connectionString: string, source: string): Promise<void> => {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new StartupError(
      `${source}: cannot connect to PostgreSQL at ${where(connectionString)} (${codeOf(error)})`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
};

/** Reads the newest event position once; a failure names the variable, not a stack. */
export const checkEventStore = async (connectionString: string): Promise<void> => {
  let store: EsdbEventStore | undefined;
  try {
    const { EsdbEventStore: Store } = await import('../core/esdb-event-store.ts');
    store = new Store(connectionString);
    await store.headPosition();
  } catch (error) {
    const message = String((error as { message?: unknown }).message ?? error);
    const refused = /connect (E[A-Z]+) (\S+?)\.?(?:\s|$)/.exec(message);
    const reason = refused ? `${refused[1]} at ${refused[2]}` : codeOf(error);
    throw new StartupError(`EVENTSTORE_CONNECTION_STRING: cannot reach EventStoreDB (${reason})`);
  } finally {
    await store?.close().catch(() => undefined);
  }
};

/**
 * What `npm start` and `npm run worker` check before anything starts: the port (web only), the
 * database when DATABASE_URL is set, and EventStoreDB when configured.
 */
export const preflight = async (config: Config, options: { web: boolean }): Promise<void> => {
  if (options.web) await checkPortFree(config.port);
  if (config.databaseUrl) await checkDatabase(config.databaseUrl, 'DATABASE_URL');
  if (config.eventStoreConnectionString) await checkEventStore(config.eventStoreConnectionString);
};

/** The one line printed for a failed start, instead of a stack trace. */
export const startupFailureLine = (error: unknown): string =>
  `CurbHue could not start: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`;
