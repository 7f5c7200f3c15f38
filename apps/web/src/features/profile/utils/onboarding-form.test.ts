import { describe, expect, it } from 'vitest';
import { newUserSettings } from '@grandfit/shared/schemas/settings.ts';
import {
  convertTypedWeight,
  formFieldOf,
  deviceWeightUnit,
  onboardingDefaults,
  onboardingFormSchema,
  skipInput,
  stepOfField,
  toOnboardingInput,
  type OnboardingFormValues,
} from './onboarding-form.ts';

// A Wednesday: this week's Monday is 23 Nov, the next one 30 Nov.
const TODAY = '2026-11-25';
const defaults = () => onboardingDefaults(newUserSettings(TODAY), TODAY, 'en-US');
const answers = (changes: Partial<OnboardingFormValues> = {}): OnboardingFormValues => ({
  ...defaults(),
  units: 'kg',
  birthDate: '1978-04-12',
  bodyWeight: '82.5',
  milestoneAge: '50',
  ...changes,
});

describe('onboarding form', () => {
  it('starts from the settings, this week, with nothing typed', () => {
    expect(defaults()).toEqual({
      units: 'lb',
      birthDate: '',
      bodyWeight: '',
      milestoneAge: '48',
      startChoice: 'this-week',
      startDate: TODAY,
    });
  });

  it("opens on the units of the device's region: kg in Europe, lb in the US", () => {
    const settings = newUserSettings(TODAY);
    expect(onboardingDefaults(settings, TODAY, 'en-GB').units).toBe('kg');
    expect(onboardingDefaults(settings, TODAY, 'de-DE').units).toBe('kg');
    expect(onboardingDefaults(settings, TODAY, 'fr').units).toBe('kg');
    expect(onboardingDefaults(settings, TODAY, 'en-US').units).toBe('lb');
    expect(onboardingDefaults(settings, TODAY, 'en').units).toBe('lb');
    expect(deviceWeightUnit('es-us')).toBe('lb');
  });

  it.each([
    ['this-week', '2026-11-23'],
    ['next-monday', '2026-11-30'],
    ['date', '2026-12-10'],
  ] as const)('turns the choice %s into the start %s', (startChoice, start) => {
    const input = toOnboardingInput(answers({ startChoice, startDate: '2026-12-10' }), TODAY);
    expect(input.journeyStartDate).toBe(start);
  });

  it('sends the body weight in kg, whichever units it was typed in', () => {
    expect(toOnboardingInput(answers(), TODAY)).toEqual({
      units: 'kg',
      birthDate: '1978-04-12',
      bodyWeightKg: 82.5,
      milestoneAge: 50,
      journeyStartDate: '2026-11-23',
    });
    const inLb = toOnboardingInput(answers({ units: 'lb', bodyWeight: '180' }), TODAY);
    expect(inLb.bodyWeightKg).toBeCloseTo(81.647, 3);
    expect(toOnboardingInput(answers({ bodyWeight: '', birthDate: '' }), TODAY)).toMatchObject({
      bodyWeightKg: null,
      birthDate: null,
    });
  });

  it('keeps a typed weight the same weight when the units change', () => {
    expect(convertTypedWeight('180', 'lb', 'kg')).toBe('81.6');
    expect(convertTypedWeight('81.6', 'kg', 'lb')).toBe('179.9');
    expect(convertTypedWeight('', 'kg', 'lb')).toBe('');
    expect(convertTypedWeight('heavy', 'kg', 'lb')).toBe('heavy');
  });

  it('Skip sends only the start: this week, on the user’s calendar', () => {
    expect(skipInput(TODAY, 'en-US')).toEqual({ journeyStartDate: '2026-11-23', units: 'lb' });
    expect(skipInput('2026-11-29', 'en-GB')).toEqual({
      journeyStartDate: '2026-11-23',
      units: 'kg',
    });
  });

  it('shows each issue on the field and screen that asked for it', () => {
    expect(formFieldOf('bodyWeightKg')).toBe('bodyWeight');
    expect(formFieldOf('journeyStartDate')).toBe('startDate');
    expect(formFieldOf('birthDate')).toBe('birthDate');
    expect(stepOfField('units')).toBe(0);
    expect(stepOfField('birthDate')).toBe(1);
    expect(stepOfField('bodyWeight')).toBe(2);
    expect(stepOfField('milestoneAge')).toBe(3);
    expect(stepOfField('startDate')).toBe(4);
  });
});

describe('onboarding validation (the shared schema, on the real clock)', () => {
  const today = new Date().toISOString().slice(0, 10);
  const check = (changes: Partial<OnboardingFormValues>) => {
    const result = onboardingFormSchema(today).safeParse(
      toOnboardingInput(answers({ startDate: today, ...changes }), today),
    );
    return result.success ? [] : result.error.issues.map((issue) => [issue.path[0], issue.message]);
  };

  it('accepts good answers, and no birth date or weight at all', () => {
    expect(check({})).toEqual([]);
    expect(check({ birthDate: '', bodyWeight: '' })).toEqual([]);
  });

  it('names the field of each bad answer', () => {
    const year = Number(today.slice(0, 4));
    expect(check({ birthDate: `${year - 5}-01-01` })).toEqual([
      ['birthDate', 'Birth date must give an age from 13 to 120'],
    ]);
    expect(check({ bodyWeight: '10' })).toEqual([
      ['bodyWeightKg', 'Body weight must be at least 30 kg'],
    ]);
    expect(check({ milestoneAge: '12' })).toEqual([
      ['milestoneAge', 'Milestone age must be at least 18'],
    ]);
    expect(check({ units: 'st' as 'kg' })).toEqual([['units', 'Choose kg or lb']]);
    expect(check({ startChoice: 'date', startDate: `${year + 3}-01-01` })[0]).toEqual([
      'journeyStartDate',
      'Choose a start from 4 weeks ago to a year from today',
    ]);
  });
});
