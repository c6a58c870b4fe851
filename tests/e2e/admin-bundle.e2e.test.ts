import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = path.resolve(import.meta.dirname, '../../dist');

type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};

/** Strings only react-admin's code carries (its class names and message keys). */
const REACT_ADMIN_MARKERS = ['RaDatagrid', 'RaLayout', 'ra.action.delete'];

/**
 * The production build's manifest (dist/.vite/manifest.json) says which chunks the landing
 * page (index.html) loads up front: the entry and its static imports, transitively.
 */
describe("the landing page's bundle", () => {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, Chunk>;
  const entry = manifest['index.html']!;
  const eager = new Set<string>();
  const visit = (key: string) => {
    if (eager.has(key)) return;
    eager.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit('index.html');
  const source = (key: string) => fs.readFileSync(path.join(DIST, manifest[key]!.file), 'utf8');

  it('holds no react-admin code: the admin console is a chunk loaded only under /admin', () => {
    const admin = Object.entries(manifest).find(([, c]) => c.src === 'src/admin/admin-app.tsx');

    expect(entry.isEntry).toBe(true);
    expect(admin).toBeDefined();
    expect(eager.has(admin![0])).toBe(false);
    expect(entry.dynamicImports).toContain(admin![0]);
    for (const key of eager)
      for (const marker of REACT_ADMIN_MARKERS)
        expect([key, source(key).includes(marker)]).toEqual([key, false]);
    // The markers do find react-admin where it is.
    expect(REACT_ADMIN_MARKERS.every((m) => source(admin![0]).includes(m))).toBe(true);
  });
});
