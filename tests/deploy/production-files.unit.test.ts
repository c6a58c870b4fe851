import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * No Docker engine runs here, so the production files are checked as files: what
 * docker-compose.yml publishes and shares, what .dockerignore keeps out of the image, and which
 * user the Dockerfile runs as.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

type Service = {
  ports?: unknown[];
  networks?: string[] | Record<string, unknown>;
  volumes?: string[];
  environment?: Record<string, string | number>;
};
type Compose = {
  services: Record<string, Service>;
  networks?: Record<string, { internal?: boolean } | null>;
  volumes?: Record<string, unknown>;
};
const compose = parse(read('docker-compose.yml'), { merge: true }) as Compose;
const networksOf = (s: Service) =>
  Array.isArray(s.networks) ? s.networks : Object.keys(s.networks ?? { default: null });

/** .dockerignore semantics: `*` within a path segment, `**` across them, `!` re-includes, last match wins. */
const dockerIgnores = (file: string): boolean => {
  let ignored = false;
  for (const raw of read('.dockerignore').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const negate = line.startsWith('!');
    const pattern = (negate ? line.slice(1) : line).replace(/^\/+|\/+$/g, '');
    const source = pattern
      .split('**')
      .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
      .join('.*');
    if (new RegExp(`^${source}(/.*)?$`).test(file)) ignored = !negate;
  }
  return ignored;
};

describe('docker-compose.yml', () => {
  it('publishes the web processes and the object store’s S3 port, nothing else (no EventStoreDB or PostgreSQL port)', () => {
    const published = Object.entries(compose.services)
      .filter(([, s]) => (s.ports ?? []).length > 0)
      .map(([name, s]) => [name, s.ports]);

    expect(published).toEqual([
      ['objectstore', ['9000:9000']],
      ['web', ['3000-3009:3000']],
    ]);
  });

  it('keeps EventStoreDB and PostgreSQL on internal networks only', () => {
    for (const name of ['eventstoredb', 'postgres']) {
      const networks = networksOf(compose.services[name]!);
      expect(networks.length).toBeGreaterThan(0);
      for (const network of networks)
        expect({ name, network, internal: compose.networks?.[network]?.internal }).toEqual({
          name,
          network,
          internal: true,
        });
    }
  });

  it('runs web and worker as separate services sharing PostgreSQL, the event store and the object store', () => {
    const shared = (name: string) => {
      const env = compose.services[name]!.environment ?? {};
      return Object.fromEntries(
        [
          'DATABASE_URL',
          'EVENTSTORE_CONNECTION_STRING',
          'S3_BUCKET',
          'S3_ENDPOINT',
          'SESSION_SECRET',
        ].map((k) => [k, env[k]]),
      );
    };
    const web = compose.services.web!;
    const worker = compose.services.worker!;

    expect(web.environment?.RUN_WORKERS).toBe('false');
    expect((worker as { command?: string[] }).command).toEqual(['npm', 'run', 'worker']);
    expect(shared('web').S3_ENDPOINT).toBe('http://objectstore:9000');
    expect(shared('web').DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(shared('worker')).toEqual(shared('web'));
    // Nothing is shared through a disk: every file lives in the bucket.
    expect(web.volumes ?? []).toEqual([]);
    expect(worker.volumes ?? []).toEqual([]);
  });
});

describe('.dockerignore', () => {
  it.each(['.env', '.env.production', '.env.local', 'node_modules', '.data', '.git'])(
    'keeps %s out of the image',
    (file) => {
      expect(dockerIgnores(file)).toBe(true);
    },
  );

  it('still sends the source', () => {
    expect(dockerIgnores('backend/main.ts')).toBe(false);
    expect(dockerIgnores('package.json')).toBe(false);
  });
});

describe('Dockerfile', () => {
  const instructions = read('Dockerfile')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const lastIndex = (keyword: string) =>
    instructions.findLastIndex((l) => l.toUpperCase().startsWith(`${keyword} `));

  it('runs the app as a user other than root', () => {
    const user = instructions[lastIndex('USER')]?.split(/\s+/)[1];

    expect(user).toBeDefined();
    expect(['root', '0', '0:0']).not.toContain(user);
    expect(lastIndex('USER')).toBeLessThan(lastIndex('CMD'));
  });

  it('gives that user the data directory the image declares', () => {
    const dataDir = /DATA_DIR=(\S+)/.exec(instructions.join('\n'))?.[1];
    const user = instructions[lastIndex('USER')]?.split(/\s+/)[1];

    expect(dataDir).toBeDefined();
    expect(instructions.join('\n')).toContain(`chown ${user}:${user} ${dataDir}`);
  });
});
