import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../../../backend/adapters/storage-local/local-disk-storage.ts';
import { s3ObjectStore } from '../../../backend/adapters/storage-s3/index.ts';
import type { ObjectStorage } from '../../../backend/ports/object-storage.ts';
import { startLocalS3, type LocalS3 } from '../../support/s3-server.ts';

type Subject = {
  storage: ObjectStorage;
  /** What the backing store holds under a folder, beside the objects' own keys. */
  entriesUnder: (folder: string) => string[];
  stop: () => Promise<void>;
};

const localDisk = async (): Promise<Subject> => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'curbhue-storage-'));
  return {
    storage: new LocalDiskStorage(root),
    entriesUnder: (folder) => fs.readdirSync(path.join(root, folder)).sort(),
    stop: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
};

const s3 = async (): Promise<Subject> => {
  const server: LocalS3 = await startLocalS3();
  const store = s3ObjectStore({
    bucket: server.bucket,
    endpoint: server.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: server.credentials,
  });
  return {
    storage: store.storage,
    entriesUnder: (folder) =>
      [...server.objects.keys()]
        .filter((k) => k.startsWith(`${folder}/`))
        .map((k) => k.slice(folder.length + 1))
        .sort(),
    stop: async () => {
      store.close();
      await server.stop();
    },
  };
};

/** Every ObjectStorage adapter keeps the same promises (backend/ports/object-storage.ts). */
describe.each([
  ['local disk', localDisk, ['key', 'key.type']],
  ['S3 (a local server speaking the protocol)', s3, ['key']],
] as const)('object storage: %s', (_name, make, raceEntries) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await make();
  });
  afterAll(async () => subject?.stop());

  it('when many writers race for a free key, then exactly one wins and its bytes are kept whole', async () => {
    const bodies = Array.from({ length: 20 }, (_, i) => Buffer.alloc(1024 * 1024, i + 1));

    const won = await Promise.all(
      bodies.map((body, i) => subject.storage.putIfAbsent('race/key', body, `type/${i}`)),
    );

    expect(won.filter(Boolean)).toHaveLength(1);
    const winner = won.indexOf(true);
    const kept = await subject.storage.get('race/key');
    expect(kept?.data.equals(bodies[winner]!)).toBe(true);
    expect(kept?.contentType).toBe(`type/${winner}`);
    expect(subject.entriesUnder('race')).toEqual(raceEntries);
  });

  it('when the key is taken, then putIfAbsent leaves the object as it was', async () => {
    await subject.storage.put('taken/key', Buffer.from('first'), 'text/plain');

    expect(await subject.storage.putIfAbsent('taken/key', Buffer.from('second'), 'text/html')).toBe(
      false,
    );
    expect(await subject.storage.get('taken/key')).toEqual({
      data: Buffer.from('first'),
      contentType: 'text/plain',
    });
  });

  it('when an object is replaced, read back and deleted, then get follows each step', async () => {
    await subject.storage.put('cycle/a.jpg', Buffer.from('one'), 'image/jpeg');
    await subject.storage.put('cycle/a.jpg', Buffer.from('two'), 'image/png');
    const read = await subject.storage.get('cycle/a.jpg');
    await subject.storage.delete('cycle/a.jpg');
    await subject.storage.delete('cycle/a.jpg');

    expect(read).toEqual({ data: Buffer.from('two'), contentType: 'image/png' });
    expect(await subject.storage.get('cycle/a.jpg')).toBeUndefined();
    expect(await subject.storage.get('never/written')).toBeUndefined();
  });

  it('when a key tries to leave its folder, then it is refused', async () => {
    await expect(subject.storage.put('../outside', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      'Invalid storage key',
    );
  });
});
