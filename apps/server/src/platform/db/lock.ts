import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export class DataDirLockedError extends Error {
  constructor(lockFile: string, pid: number) {
    super(
      `O diretório de dados já está em uso pelo processo ${pid} (${lockFile}). ` +
        'Encerre o outro servidor ou use outro DATA_DIR. / ' +
        `The data directory is already in use by process ${pid}; stop that server or use another DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory for this process: PGlite has no lock of its own, and two processes on one
 * directory corrupt it silently. The file is created with the exclusive flag and holds our pid; a file
 * left by a process that no longer runs is taken over. Returns the release function.
 */
export function acquireLock(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(lockFile, pid);
      }
      if (pid === process.pid) throw new DataDirLockedError(lockFile, pid);
      unlinkSync(lockFile);
    }
  }
  throw new Error(`Não foi possível travar ${lockFile}.`);
}
