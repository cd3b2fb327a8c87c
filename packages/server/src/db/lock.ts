// PGlite is one process, one connection: a second process opening the same data directory corrupts
// it for good. The server therefore holds an exclusive lock file (O_EXCL create, our pid inside) and
// refuses to start while another live process holds it. A lock left by a dead process is taken over.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Veri dizini kullanımda: ${dataDir} başka bir süreç (pid ${pid}) tarafından açık. ` +
        `The data directory is in use by process ${pid}; stop it first or use another DATA_DIR.`,
    );
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the lock or throws DataDirLockedError. Returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'portal.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
      if (Number.isFinite(pid) && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dataDir, pid);
      fs.rmSync(file, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
