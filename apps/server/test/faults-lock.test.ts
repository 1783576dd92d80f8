import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  acquireLock,
  currentOwner,
  DataDirLockedError,
  formatOwner,
  processStartTime,
} from '../src/plataforma/banco/lock';

// /proc gives the boot id and start times these tests compare (Linux, as in the containers it runs in).
describe('the data directory lock after an unclean exit', () => {
  let dir: string;
  let file: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'odonto-lock-'));
    file = path.join(dir, 'pg.lock');
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('should name this process by pid, boot id and start time', async () => {
    const release = acquireLock(file);
    const self = currentOwner();
    expect(self.bootId).toMatch(/^[0-9a-f-]{36}$/);
    expect(self.startTime).toMatch(/^\d+$/);
    expect(await readFile(file, 'utf8')).toBe(formatOwner(self));
    release();
  });

  it('should take over a lock naming its own pid left by an earlier run (a container restarted)', async () => {
    const self = currentOwner();
    await writeFile(file, formatOwner({ ...self, startTime: String(Number(self.startTime) - 1000) }));
    const release = acquireLock(file);
    expect(await readFile(file, 'utf8')).toBe(formatOwner(self));
    release();
  });

  it('should take over a lock naming its own pid with the pid alone (written before the boot id was kept)', async () => {
    await writeFile(file, String(process.pid));
    acquireLock(file)();
  });

  it('should take over a lock of an earlier boot, whatever runs with that pid now', async () => {
    const self = currentOwner();
    await writeFile(file, formatOwner({ ...self, bootId: '00000000-0000-0000-0000-000000000000' }));
    acquireLock(file)();
  });

  it('should take over a lock whose pid now belongs to another process (started later)', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const pid = other.pid ?? 0;
      await new Promise((resolve) => other.once('spawn', resolve));
      const started = Number(processStartTime(pid));
      await writeFile(
        file,
        formatOwner({ pid, bootId: currentOwner().bootId, startTime: String(started - 1) }),
      );
      acquireLock(file)();
    } finally {
      other.kill();
    }
  });

  it('should still refuse a live process recorded with its own start time', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const pid = other.pid ?? 0;
      await new Promise((resolve) => other.once('spawn', resolve));
      await writeFile(
        file,
        formatOwner({ pid, bootId: currentOwner().bootId, startTime: processStartTime(pid) }),
      );
      expect(() => acquireLock(file)).toThrow(DataDirLockedError);
    } finally {
      other.kill();
    }
  });
});
