import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Zips are spooled to DATA_DIR/tmp/health-import while they are read, under a name that says
 * which process wrote them, so a restarted process can remove what a crashed one left behind
 * without touching the live uploads of another instance sharing the directory.
 */
const HOST = os.hostname().replace(/[^\w-]/g, '_');
const DAY_MS = 86_400_000;

export const spoolFile = (tempDir: string) =>
  path.join(tempDir, `${HOST}.${process.pid}.${randomUUID()}.zip`);

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes spooled zips of this host whose process is gone (or was this process's former life
 * under the same pid, as in a container, where the server is always pid 1), and any older than a
 * day, whoever wrote them: no import lasts that long. Run once at start-up.
 */
export async function removeStaleSpools(tempDir: string): Promise<void> {
  const names = await fs.readdir(tempDir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(tempDir, name);
    const [host, pid] = name.split('.', 2);
    const ours = host === HOST && pid !== undefined && /^\d+$/.test(pid);
    if (ours && (Number(pid) === process.pid || !isRunning(Number(pid)))) {
      await fs.rm(file, { force: true });
      continue;
    }
    const stat = await fs.stat(file).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > DAY_MS) await fs.rm(file, { force: true });
  }
}
