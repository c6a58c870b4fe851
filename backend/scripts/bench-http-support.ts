/** What the HTTP benchmark needs around the app: its own database and a signed-in session. */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../core/embedded-postgres.ts';

/** A scratch database on DATABASE_URL's server, or an embedded PostgreSQL in a temp dir. */
export const scratchDatabase = async (dir: string) => {
  const server = process.env.DATABASE_URL;
  if (!server) {
    const embedded = await startEmbeddedPostgres({
      dir: path.join(dir, 'postgres'),
      port: 56000 + (process.pid % 4000),
      database: 'curbhue_bench',
      persistent: false,
    });
    return { connectionString: embedded.connectionString, drop: embedded.stop };
  }
  const name = `curbhue_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    connectionString: url.toString(),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
};

/** The OAuth code flow with the local provider, as a browser does it; returns the session cookie. */
export const signIn = async (baseUrl: string, email: string): Promise<string> => {
  const jar = new Map<string, string>();
  const keep = (res: Response) =>
    res.headers.getSetCookie().forEach((c) => {
      const pair = c.split(';')[0]!;
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    });
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const start = await fetch(`${baseUrl}/auth/google?login_hint=${encodeURIComponent(email)}`, {
    redirect: 'manual',
  });
  keep(start);
  const provider = await fetch(start.headers.get('location')!, { redirect: 'manual' });
  const callback = await fetch(provider.headers.get('location')!, {
    redirect: 'manual',
    headers: { cookie: cookie() },
  });
  keep(callback);
  return cookie();
};
