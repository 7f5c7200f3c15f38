import { expect, it } from 'vitest';
import { SPEC_JOURNEY_START } from '@grandfit/shared/domain/journey.ts';
import { userSettings } from '../../db/schema/settings.ts';
import { signedInBrowser, TestBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';

const settings = {
  displayName: 'Pat',
  birthDate: '1981-05-14',
  heightCm: 181.5,
  bodyWeightKg: 84.2,
  sex: 'female',
  units: 'kg',
  journeyStartDate: '2026-01-05',
  milestoneAge: 50,
  mission: 'Carry my grandchildren up the stairs at 90',
  reminderTime: '06:30',
  weightStepKg: 2.5,
  dumbbellStepLb: 2.5,
  dumbbellStepKg: 1,
  kettlebellStepLb: 10,
  kettlebellStepKg: 2,
  barWeightLb: 35,
  barWeightKg: 15,
  platesLb: [45, 25, 10, 5, 2.5],
  platesKg: [20, 10, 5, 2.5, 1.25, 0.5],
};

describeWithServer('settings', (server) => {
  it('answers 401 without a session', async () => {
    const browser = new TestBrowser(server().url);
    expect((await browser.api('/api/user/settings')).status).toBe(401);
    expect(
      (await browser.api('/api/user/settings', { method: 'PUT', json: settings })).status,
    ).toBe(401);
  });

  it('starts from the defaults: milestone 48, lb, the journey this week', async () => {
    const { browser } = await signedInBrowser(server().url);
    const { journeyStartDate, ...rest } = (await (
      await browser.api('/api/user/settings')
    ).json()) as Record<string, unknown>;
    expect(rest).toEqual({
      displayName: null,
      birthDate: null,
      heightCm: null,
      bodyWeightKg: null,
      sex: null,
      units: 'lb',
      milestoneAge: 48,
      mission: null,
      reminderTime: null,
      weightStepKg: 1.25,
      dumbbellStepLb: 5,
      dumbbellStepKg: 2,
      kettlebellStepLb: 5,
      kettlebellStepKg: 4,
      barWeightLb: 45,
      barWeightKg: 20,
      platesLb: [45, 35, 25, 10, 5, 2.5],
      platesKg: [25, 20, 15, 10, 5, 2.5, 1.25],
    });
    // onboarding.test.ts pins the start down: this week's Monday.
    expect(journeyStartDate).not.toBe(SPEC_JOURNEY_START);
  });

  it('saves every setting, idempotently, and reads them back', async () => {
    const { browser } = await signedInBrowser(server().url);
    const first = await browser.api('/api/user/settings', { method: 'PUT', json: settings });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual(settings);
    await browser.api('/api/user/settings', { method: 'PUT', json: settings });
    expect(await server().database.db.$count(userSettings)).toBe(1);
    expect(await (await browser.api('/api/user/settings')).json()).toEqual(settings);
  });

  it('keeps the sex for the strength standards: three answers, kept when left out (decision 036)', async () => {
    const { browser } = await signedInBrowser(server().url);
    const put = (json: Record<string, unknown>) =>
      browser.api('/api/user/settings', { method: 'PUT', json });
    expect((await put({ ...settings, sex: 'prefer-not-to-say' })).status).toBe(200);
    const { sex: _left, ...withoutSex } = settings;
    expect(await (await put(withoutSex)).json()).toMatchObject({ sex: 'prefer-not-to-say' });
    const bad = await put({ ...settings, sex: 'x' });
    expect(bad.status).toBe(400);
    expect(await (await browser.api('/api/user/settings')).json()).toMatchObject({
      sex: 'prefer-not-to-say',
    });
    expect((await put({ ...settings, sex: null })).status).toBe(200);
    expect(await (await browser.api('/api/user/settings')).json()).toMatchObject({ sex: null });
  });

  it('stores blank text as empty', async () => {
    const { browser } = await signedInBrowser(server().url);
    const saved = await browser.api('/api/user/settings', {
      method: 'PUT',
      json: { ...settings, displayName: '   ', mission: '' },
    });
    expect(await saved.json()).toMatchObject({ displayName: null, mission: null });
  });

  it.each([
    ['a birth date in the future', { birthDate: '2090-01-01' }, 'birthDate'],
    ['a malformed birth date', { birthDate: '14/05/1981' }, 'birthDate'],
    ['a height of 3 m', { heightCm: 300 }, 'heightCm'],
    ['a weight of 10 kg', { bodyWeightKg: 10 }, 'bodyWeightKg'],
    ['stones as units', { units: 'st' }, 'units'],
    ['a milestone age of 200', { milestoneAge: 200 }, 'milestoneAge'],
    ['a fractional milestone age', { milestoneAge: 48.5 }, 'milestoneAge'],
    ['a mission of 300 characters', { mission: 'x'.repeat(300) }, 'mission'],
    ['a reminder at 25:00', { reminderTime: '25:00' }, 'reminderTime'],
    ['a journey start in 1999', { journeyStartDate: '1999-01-01' }, 'journeyStartDate'],
    ['a kg step of 2', { weightStepKg: 2 }, 'weightStepKg'],
    ['a dumbbell step of 3 kg', { dumbbellStepKg: 3 }, 'dumbbellStepKg'],
    ['a dumbbell step of 2 lb', { dumbbellStepLb: 2 }, 'dumbbellStepLb'],
    ['a kettlebell step of 8 kg', { kettlebellStepKg: 8 }, 'kettlebellStepKg'],
    ['a kettlebell step of 2.5 lb', { kettlebellStepLb: 2.5 }, 'kettlebellStepLb'],
    ['a bar of 120 kg', { barWeightKg: 120 }, 'barWeightKg'],
    ['a negative bar', { barWeightLb: -1 }, 'barWeightLb'],
    ['a plate of 0 lb', { platesLb: [45, 0] }, 'platesLb'],
    ['a negative plate', { platesKg: [-5] }, 'platesKg'],
    ['no plates', { platesKg: [] }, 'platesKg'],
    ['13 kinds of plate', { platesKg: Array.from({ length: 13 }, (_, i) => i + 1) }, 'platesKg'],
    ['the same plate twice', { platesLb: [45, 45] }, 'platesLb'],
    ['a plate as text', { platesLb: ['45'] }, 'platesLb'],
  ])('rejects %s with 400 and changes nothing', async (_label, change, field) => {
    const { browser } = await signedInBrowser(server().url);
    await browser.api('/api/user/settings', { method: 'PUT', json: settings });
    const response = await browser.api('/api/user/settings', {
      method: 'PUT',
      json: { ...settings, ...change },
    });
    expect(response.status).toBe(400);
    const error = (await response.json()) as { issues: { path: string[] }[] };
    expect(error.issues.map((issue) => issue.path[0])).toContain(field);
    expect(await (await browser.api('/api/user/settings')).json()).toEqual(settings);
  });

  it("keeps each user's settings their own", async () => {
    const alice = await signedInBrowser(server().url);
    const bob = await signedInBrowser(server().url);
    await alice.browser.api('/api/user/settings', { method: 'PUT', json: settings });
    expect(await (await bob.browser.api('/api/user/settings')).json()).toMatchObject({
      milestoneAge: 48,
      mission: null,
    });
  });
});
