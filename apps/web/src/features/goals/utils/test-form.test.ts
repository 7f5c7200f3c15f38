import { describe, expect, it } from 'vitest';
import { goalFixture } from '../test/fixtures.ts';
import { checkTestForm, emptyTestForm } from './test-form.ts';

const today = '2026-03-02';
const ids = { goalId: goalFixture().id, clientId: '6b1f9a34-2f7e-4c11-9a0e-5d3c2b1a0f99' };
const form = (overrides = {}) => ({
  ...emptyTestForm(goalFixture({ nextTestDate: '2026-03-01' }), today),
  ...overrides,
});

describe('checkTestForm', () => {
  it('starts on today, planned for the due date, target not met (docs/product.md#quarterly-test)', () => {
    expect(form()).toEqual({
      testDate: today,
      plannedDate: '2026-03-01',
      testResult: '',
      performanceScore: '',
      targetMet: false,
      notes: '',
    });
  });

  it('asks for a result with the toast of docs/product.md#quarterly-test when it is blank', () => {
    for (const testResult of ['', '   ']) {
      expect(checkTestForm(form({ testResult }), ids, today)).toEqual({
        kind: 'missing-result',
        title: 'Missing test result',
        description: 'Please describe your test performance.',
      });
    }
  });

  it('sends the score as a number or null and the text trimmed', () => {
    expect(checkTestForm(form({ testResult: ' 48 s ', notes: '  ' }), ids, today)).toEqual({
      kind: 'ok',
      body: {
        ...ids,
        testDate: today,
        plannedDate: '2026-03-01',
        testResult: '48 s',
        targetMet: false,
        notes: null,
        performanceScore: null,
      },
    });
    const scored = checkTestForm(
      form({ testResult: '2 min', performanceScore: '100', targetMet: true }),
      ids,
      today,
    );
    expect(scored).toMatchObject({ kind: 'ok', body: { performanceScore: 100, targetMet: true } });
  });

  it('refuses a score outside 0-100 or not whole, and a future date', () => {
    for (const performanceScore of ['101', '-1', '55.5', 'abc']) {
      expect(checkTestForm(form({ testResult: 'x', performanceScore }), ids, today)).toEqual({
        kind: 'invalid',
        errors: { performanceScore: 'Enter a whole number from 0 to 100' },
      });
    }
    expect(checkTestForm(form({ testResult: 'x', testDate: '2026-03-03' }), ids, today)).toEqual({
      kind: 'invalid',
      errors: { testDate: 'The test date cannot be in the future' },
    });
    expect(checkTestForm(form({ testResult: 'x', testDate: '' }), ids, today)).toMatchObject({
      kind: 'invalid',
      errors: { testDate: 'Use a date as YYYY-MM-DD' },
    });
  });
});
