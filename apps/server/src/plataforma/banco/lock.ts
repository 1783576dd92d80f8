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

/** Who holds the lock: a pid is reused (a container restarted runs as pid 1 again), pid + boot + start is not. */
export interface LockOwner {
  pid: number;
  /** /proc/sys/kernel/random/boot_id; undefined where there is none (not Linux) or in an old lock file. */
  bootId?: string | undefined;
  /** Field 22 of /proc/<pid>/stat: clock ticks from boot to the process's start. */
  startTime?: string | undefined;
}

function readOptional(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function bootId(): string | undefined {
  return readOptional('/proc/sys/kernel/random/boot_id')?.trim() || undefined;
}

/** When the process started, in ticks since boot; undefined without /proc or without that process. */
export function processStartTime(pid: number): string | undefined {
  const stat = readOptional(`/proc/${pid}/stat`);
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its ')'.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields?.[19];
}

/** This process, as its lock file names it. */
export function currentOwner(): LockOwner {
  return { pid: process.pid, bootId: bootId(), startTime: processStartTime(process.pid) };
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

/** The lock file's text: pid, boot id and start time, one a line (an old file holds the pid alone). */
export function formatOwner(owner: LockOwner): string {
  return [owner.pid, owner.bootId ?? '', owner.startTime ?? ''].join('\n');
}

function parseOwner(text: string): LockOwner {
  const [pid = '', boot = '', start = ''] = text.split('\n').map((line) => line.trim());
  return { pid: Number.parseInt(pid, 10), bootId: boot || undefined, startTime: start || undefined };
}

/**
 * Whether the process named in a lock file still runs. The pid alone is not enough: after an unclean exit
 * in a container the server restarts with the same pid, and after a reboot another process may have it.
 * The same boot and the same start time as the running process with that pid are.
 */
export function holdsLock(owner: LockOwner, self: LockOwner = currentOwner()): boolean {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0) return false;
  if (owner.bootId && self.bootId && owner.bootId !== self.bootId) return false;
  if (owner.pid === self.pid) {
    // Our own pid: ours only if written by this very process (a second open in the same process).
    return owner.startTime !== undefined && owner.startTime === self.startTime;
  }
  if (!isAlive(owner.pid)) return false;
  const running = processStartTime(owner.pid);
  return owner.startTime === undefined || running === undefined || running === owner.startTime;
}

/**
 * Takes the data directory for this process: PGlite has no lock of its own, and two processes on one
 * directory corrupt it silently. The file is created with the exclusive flag and names this process (pid,
 * boot id, start time); a file left by a process that no longer runs, even one whose pid is now ours, is
 * taken over. Returns the release function.
 */
export function acquireLock(lockFile: string): () => void {
  const self = currentOwner();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, formatOwner(self));
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
      const owner = parseOwner(readFileSync(lockFile, 'utf8'));
      if (holdsLock(owner, self)) throw new DataDirLockedError(lockFile, owner.pid);
      unlinkSync(lockFile);
    }
  }
  throw new Error(`Não foi possível travar ${lockFile}.`);
}
