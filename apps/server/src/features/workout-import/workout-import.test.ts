import { expect, it } from 'vitest';
import { signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';
import { commit, importCsv, preview, storedSets, userIdOf } from './test-import.ts';

const STRONG_SEMICOLON = [
  'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration',
  '2026-11-20 07:30:00;Push Day;Bench Press (Barbell);W;40;kg;10;;;;0;;;1h 5m',
  '2026-11-20 07:30:00;Push Day;Bench Press (Barbell);1;82,5;kg;5;8;;;0;;;1h 5m',
  '2026-11-20 07:30:00;Push Day;Bench Press (Barbell);2;82,5;kg;5;9;;;0;;;1h 5m',
  '2026-11-20 07:30:00;Push Day;Bench Press (Barbell);Rest Timer;0;kg;0;;;;90;;;1h 5m',
  '2026-11-20 07:30:00;Push Day;Plank;1;0;kg;0;;;;60;;;1h 5m',
  '2026-11-22 08:00:00;Pull Day;Pull Up;1;0;kg;8;;;;0;;;45m',
  '2026-11-22 08:00:00;Pull Day;Cable Crossover Fly;1;15;kg;12;;;;0;;;45m',
  '',
].join('\r\n');

describeWithServer('workout import', (server) => {
  it('previews then imports a Strong file, and a second import adds nothing', async () => {
    const { browser, account } = await signedInBrowser(server().url);
    const userId = await userIdOf(server().database.db, account.email);
    const previewed = await preview(browser, STRONG_SEMICOLON);
    expect(previewed).toMatchObject({
      format: 'strong-semicolon',
      source: 'strong',
      unit: 'kg',
      workouts: 2,
      sets: 6,
      warmupSets: 1,
      alreadyImported: 0,
      rejectedCount: 0,
    });
    const result = await commit(browser, previewed.uploadId);
    expect(result).toMatchObject({ sessionsAdded: 2, setsAdded: 6, setsUnchanged: 0 });
    const again = await importCsv(browser, STRONG_SEMICOLON);
    expect(again.preview.alreadyImported).toBe(6);
    expect(again.result).toMatchObject({ sessionsAdded: 0, setsAdded: 0, setsUnchanged: 6 });
  });
});
