import { describe, expect, it } from 'vitest';
import {
  acwrWaitLabel,
  acwrWaitReason,
  formatTimeUnderLoad,
  formatVolume,
  adaptationMarker,
  alignmentVariant,
  formatPercentChange,
  formatPounds,
  formatRate,
  rateVariant,
  riskLabel,
  splitWords,
  volumeChangeVariant,
} from './display.ts';

describe('analytics display', () => {
  it('colours the progression rate at the thresholds 2 and 0 (docs/product.md#analytics-screen)', () => {
    expect(rateVariant(2.1)).toBe('default');
    expect(rateVariant(2)).toBe('secondary');
    expect(rateVariant(0.1)).toBe('secondary');
    expect(rateVariant(0)).toBe('destructive');
    expect(rateVariant(-1.5)).toBe('destructive');
  });

  it('writes the rate as +/-x.x%/week', () => {
    expect(formatRate(2.5)).toBe('+2.5%/week');
    expect(formatRate(-0.43)).toBe('-0.4%/week');
    expect(formatRate(0)).toBe('+0.0%/week');
  });

  it('colours goal alignment at 80 and 60', () => {
    expect(alignmentVariant(81)).toBe('default');
    expect(alignmentVariant(80)).toBe('secondary');
    expect(alignmentVariant(61)).toBe('secondary');
    expect(alignmentVariant(60)).toBe('destructive');
  });

  it('labels risks and volume change', () => {
    expect(riskLabel('high')).toBe('HIGH RISK');
    expect(riskLabel('moderate')).toBe('MODERATE RISK');
    expect(riskLabel('low')).toBe('LOW RISK');
    expect(volumeChangeVariant(0)).toBe('destructive');
    expect(volumeChangeVariant(3.2)).toBe('default');
    expect(formatPercentChange(3.25)).toBe('+3.3%');
    expect(formatPercentChange(-12)).toBe('-12%');
  });

  it('splits marker names into words', () => {
    expect(splitWords('strength')).toBe('Strength');
    expect(splitWords('recoveryScore7d')).toBe('Recovery Score 7d');
  });

  it('formats pounds with thousands separators', () => {
    expect(formatPounds(12345.6)).toBe('12,346 lbs');
    expect(formatPounds(800)).toBe('800 lbs');
    expect(formatPounds(1000000)).toBe('1,000,000 lbs');
  });

  it('labels the known adaptation markers and falls back for others', () => {
    expect(adaptationMarker('sessionCompletion', 64)).toEqual({
      label: 'Session Completion',
      value: '64%',
    });
    expect(adaptationMarker('acwr', 1.2)).toEqual({ label: 'Acute:Chronic Load', value: '1.20' });
    expect(adaptationMarker('hrvChange', -12.5)).toEqual({
      label: 'HRV vs 4 Weeks',
      value: '-12.5%',
    });
    expect(adaptationMarker('hrvSdnnChange', -12.5)).toEqual({
      label: 'SDNN (Apple Watch) vs 4 Weeks',
      value: adaptationMarker('hrvChange', -12.5).value,
    });
    expect(adaptationMarker('hrvRmssdChange', 3).label).toBe('RMSSD (chest strap) vs 4 Weeks');
    expect(adaptationMarker('strengthRatePerWeek', 3.6)).toEqual({
      label: 'Strength Rate (per week)',
      value: '+3.6%',
    });
    expect(adaptationMarker('newMarker', 3)).toEqual({ label: 'New Marker', value: '3' });
  });
});

describe('formatVolume and formatTimeUnderLoad (docs/decisions/025-training-log-history-records-corrections.md)', () => {
  it("writes the volume in the user's unit", () => {
    expect(formatVolume(12345.4, 'lb')).toBe('12,345 lbs');
    expect(formatVolume(5600, 'kg')).toBe('5,600 kg');
    expect(formatVolume(0, 'kg')).toBe('0 kg');
  });

  it('writes seconds under load as seconds, minutes or hours', () => {
    expect(formatTimeUnderLoad(0)).toBe('0 s');
    expect(formatTimeUnderLoad(45)).toBe('45 s');
    expect(formatTimeUnderLoad(120)).toBe('2 min');
    expect(formatTimeUnderLoad(270)).toBe('4 min 30 s');
    expect(formatTimeUnderLoad(3900)).toBe('1 h 5 min');
    expect(formatTimeUnderLoad(7200)).toBe('2 h');
  });
});

describe('acwrWaitLabel', () => {
  it('says how many more days of history the ratio needs (decision 035)', () => {
    // 22 days of training: 6 more.
    expect(acwrWaitLabel(6)).toBe('Needs 6 more days');
    expect(acwrWaitLabel(1)).toBe('Needs 1 more day');
    expect(acwrWaitLabel(0)).toBe('No load in 28 days');
    expect(acwrWaitReason(6)).toMatch(/needs 28 days of logged sets: 6 more days\.$/);
  });
});
