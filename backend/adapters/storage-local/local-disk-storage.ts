import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStorage } from '../../ports/object-storage.ts';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Objects as files under one directory (DATA_DIR/storage); the content type sits beside each. */
export class LocalDiskStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomUUID()}.tmp`;
    await fs.writeFile(temp, data);
    await fs.writeFile(`${file}.type`, contentType);
    await fs.rename(temp, file);
  }

  async putIfAbsent(key: string, data: Buffer, contentType: string): Promise<boolean> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomUUID()}.tmp`; // one per call: concurrent PUTs never share it
    await fs.writeFile(temp, data);
    try {
      await fs.link(temp, file); // atomic: fails when the key is taken
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    } finally {
      await fs.rm(temp, { force: true });
    }
    await fs.writeFile(`${temp}.type`, contentType);
    await fs.rename(`${temp}.type`, `${file}.type`);
    return true;
  }

  async get(key: string): Promise<{ data: Buffer; contentType: string } | undefined> {
    const file = this.file(key);
    try {
      const [data, contentType] = await Promise.all([
        fs.readFile(file),
        fs.readFile(`${file}.type`, 'utf8'),
      ]);
      return { data, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.file(key);
    await fs.rm(file, { force: true });
    await fs.rm(`${file}.type`, { force: true });
  }
}
