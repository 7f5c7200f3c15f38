import { describe, expect, it } from 'vitest';
import { sharedRebuilds } from './shared-rebuild.ts';

/** A rebuild that finishes when told to, recording when each run started. */
function controlledRebuild() {
  const started: string[] = [];
  const finishers: (() => void)[] = [];
  const rebuild = (key: string) => {
    started.push(key);
    const run = started.length;
    return new Promise<number>((resolve) => finishers.push(() => resolve(run)));
  };
  const finishNext = async () => {
    finishers.shift()!();
    // Let the promise chain start the run that was waiting.
    for (let tick = 0; tick < 5; tick++) await Promise.resolve();
  };
  return { rebuild, started, finishNext };
}

describe('sharedRebuilds', () => {
  it('lets callers that arrive before a rebuild starts share it', async () => {
    const { rebuild, started, finishNext } = controlledRebuild();
    const shared = sharedRebuilds(rebuild);
    const answers = Promise.all([shared('a'), shared('a'), shared('a')]);
    await Promise.resolve();
    expect(started).toEqual(['a']);
    await finishNext();
    expect(await answers).toEqual([1, 1, 1]);
  });

  it('never hands a caller a rebuild that started before it asked', async () => {
    const { rebuild, started, finishNext } = controlledRebuild();
    const shared = sharedRebuilds(rebuild);
    const first = shared('a');
    await Promise.resolve();
    expect(started).toHaveLength(1);
    // Asked while the first runs: its set may be missing from that run, so it waits for a new one,
    // and every caller meanwhile shares that one.
    const later = [shared('a'), shared('a'), shared('a')];
    await Promise.resolve();
    expect(started).toHaveLength(1);
    await finishNext();
    expect(await first).toBe(1);
    expect(started).toHaveLength(2);
    const afterStart = shared('a');
    await finishNext();
    expect(await Promise.all(later)).toEqual([2, 2, 2]);
    await finishNext();
    expect(await afterStart).toBe(3);
  });

  it('keeps keys apart and carries on after a failed rebuild', async () => {
    let runs = 0;
    const shared = sharedRebuilds(async (key) => {
      runs++;
      if (key === 'bad' && runs === 1) throw new Error('lost the connection');
      return key;
    });
    await expect(shared('bad')).rejects.toThrow('lost the connection');
    expect(await Promise.all([shared('bad'), shared('good')])).toEqual(['bad', 'good']);
    expect(runs).toBe(3);
  });
});
