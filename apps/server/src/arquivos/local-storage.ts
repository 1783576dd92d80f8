import { randomBytes } from 'node:crypto';
import { access, constants, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type FileStorage, type StoredObject } from './storage';

/** Plan files in a directory (by default DATA_DIR/arquivos). */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write beside it and rename, so a reader never sees half a file.
    const partial = `${target}.${randomBytes(6).toString('hex')}.parcial`;
    try {
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async ping(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }

  /** Files under the prefix, half-written ones (`.parcial`, left by a crash) included so they get swept. */
  async *list(prefix: string): AsyncIterable<StoredObject> {
    let entries: string[];
    try {
      entries = await readdir(this.root, { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const key = entry.split(path.sep).join('/');
      if (!key.startsWith(prefix)) continue;
      const info = await stat(path.join(this.root, entry)).catch(() => null);
      if (info?.isFile()) yield { key, modifiedAt: info.mtime };
    }
  }
}
