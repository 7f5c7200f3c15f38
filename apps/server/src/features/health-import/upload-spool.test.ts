import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { removeStaleSpools, spoolFile } from './upload-spool.ts';

it("removes at start-up the spooled zips of this host's dead processes and any a day old", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grandfit-spool-'));
  try {
    const own = path.basename(spoolFile(dir));
    const [host] = own.split('.');
    const names = {
      // This process's pid, from before a restart (in a container the server is always pid 1).
      formerLife: own,
      deadProcess: `${host}.2147483646.a.zip`,
      otherHostFresh: 'other-host.1.b.zip',
      otherHostOld: 'other-host.1.c.zip',
      runningHere: `${host}.${process.ppid}.d.zip`,
    };
    for (const name of Object.values(names)) fs.writeFileSync(path.join(dir, name), 'PK');
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    fs.utimesSync(path.join(dir, names.otherHostOld), twoDaysAgo, twoDaysAgo);

    await removeStaleSpools(dir);
    expect(fs.readdirSync(dir).sort()).toEqual([names.otherHostFresh, names.runningHere].sort());
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('does nothing when the directory does not exist yet', async () => {
  await expect(removeStaleSpools(path.join(os.tmpdir(), 'grandfit-no-such-dir'))).resolves.toBe(
    undefined,
  );
});
