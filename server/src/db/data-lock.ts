import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/**
 * The embedded database (PGlite) is one process's files: a second process opening them — a second server,
 * admin:create, db:backup or db:restore while the server runs — would corrupt them. Whoever opens the folder
 * first writes its process id to `<folder>.lock`; the others refuse with a line saying who holds it. A lock left
 * by a process that no longer runs (a crash, a power cut) is taken over.
 */
export class DataDirInUse extends Error {
  override name = 'DataDirInUse';
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database is in use by process ${pid} (${lockFile}). Stop the Velvet server first; ` +
        `if no Velvet process runs, delete that file.`,
    );
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Locks this process holds: a lock naming our own process id but not listed here is a previous life's. */
const heldHere = new Set<string>();

/** Takes the lock of a PGlite folder for this process; the returned function gives it back. */
export function lockDataDir(folder: string): () => void {
  const lockFile = `${folder}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(lockFile, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      // This process counts too: two PGlite instances on one folder are as bad as two processes. Our own id
      // in a lock we do not hold is a crashed run's that had the same id (a container's process 1).
      const held = holder === process.pid ? heldHere.has(lockFile) : holder > 0 && alive(holder);
      if (Number.isInteger(holder) && held) throw new DataDirInUse(lockFile, holder);
      rmSync(lockFile, { force: true });
      continue;
    }
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    heldHere.add(lockFile);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      heldHere.delete(lockFile);
      rmSync(lockFile, { force: true });
    };
  }
  throw new Error(`could not take the lock ${lockFile}`);
}
