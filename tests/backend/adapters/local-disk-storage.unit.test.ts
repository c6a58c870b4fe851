import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../../../backend/adapters/storage-local/local-disk-storage.ts';

describe('local disk storage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'curbhue-storage-'));
  const storage = new LocalDiskStorage(root);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('when many writers race for a free key, then exactly one wins and its bytes are kept whole', async () => {
    const bodies = Array.from({ length: 20 }, (_, i) => Buffer.alloc(1024 * 1024, i + 1));

    const won = await Promise.all(
      bodies.map((body, i) => storage.putIfAbsent('race/key', body, `type/${i}`)),
    );

    expect(won.filter(Boolean)).toHaveLength(1);
    const winner = won.indexOf(true);
    const kept = await storage.get('race/key');
    expect(kept?.data.equals(bodies[winner]!)).toBe(true);
    expect(kept?.contentType).toBe(`type/${winner}`);
    expect(fs.readdirSync(path.join(root, 'race')).sort()).toEqual(['key', 'key.type']);
  });

  it('when the key is taken, then putIfAbsent leaves the object as it was', async () => {
    await storage.put('taken/key', Buffer.from('first'), 'text/plain');

    expect(await storage.putIfAbsent('taken/key', Buffer.from('second'), 'text/html')).toBe(false);
    expect(await storage.get('taken/key')).toEqual({
      data: Buffer.from('first'),
      contentType: 'text/plain',
    });
  });
});
