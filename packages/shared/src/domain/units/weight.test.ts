import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  convertWeight,
  displayWeight,
  formatSetWeight,
  formatWeight,
  roundToStep,
  toKg,
  weightStep,
} from './weight.ts';

describe('weights in kg and lb', () => {
  it('converts with the exact pound', () => {
    expect(convertWeight(1, 'lb', 'kg')).toBe(0.45359237);
    expect(toKg(100, 'kg')).toBe(100);
    expect(displayWeight(100, 'kg', 'lb')).toBe(220.5);
    expect(displayWeight(100, 'kg', 'kg')).toBe(100);
    expect(displayWeight(225, 'lb', 'kg')).toBe(102.1);
  });

  it('keeps a weight shown in its own unit exactly as entered', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6000 }), (quarters) => {
        const entered = quarters / 4;
        expect(displayWeight(entered, 'kg', 'kg')).toBe(entered);
        expect(displayWeight(entered, 'lb', 'lb')).toBe(entered);
      }),
    );
  });

  it('round-trips kg through lb without drift at display precision', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), (halves) => {
        const kg = halves / 2;
        expect(displayWeight(convertWeight(kg, 'kg', 'lb'), 'lb', 'kg')).toBe(kg);
      }),
    );
  });

  it('rounds to the user step', () => {
    expect(weightStep('lb')).toBe(2.5);
    expect(weightStep('kg')).toBe(1.25);
    expect(weightStep('kg', 2.5)).toBe(2.5);
    expect(roundToStep(convertWeight(27.5, 'lb', 'kg'), 1.25)).toBe(12.5);
    expect(roundToStep(101.3, 2.5)).toBe(102.5);
    expect(roundToStep(-3, 2.5)).toBe(0);
    expect(() => roundToStep(1, 0)).toThrow(RangeError);
  });

  it('formats for text', () => {
    expect(formatWeight(100, 'kg')).toBe('100 kg');
    expect(formatWeight(27.5, 'lb')).toBe('27.5 lb');
    expect(formatWeight(12_345.6, 'lb')).toBe('12,346 lb');
    expect(formatSetWeight(100, 'kg', 'lb')).toBe('220.5 lb');
  });
});
