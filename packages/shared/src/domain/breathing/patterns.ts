/**
 * Breathing patterns, the settings' bounds and fallbacks, and the other constants
 * (docs/product.md#breathing-patterns).
 */

export const BREATHING_PATTERNS = ['coherence', 'box', '4-7-8', 'custom'] as const;
export type BreathingPattern = (typeof BREATHING_PATTERNS)[number];

/** Seconds of each phase of one breath. A hold of 0 skips the hold phase. */
export interface BreathTimes {
  inhale: number;
  hold: number;
  exhale: number;
}

/** The pattern select's labels (docs/product.md#breathing-patterns). */
export const PATTERN_LABELS: Record<BreathingPattern, string> = {
  coherence: 'HRV Coherence (5:5)',
  box: 'Box Breathing (4:4:4:4)',
  '4-7-8': '4-7-8 Relaxation',
  custom: 'Custom',
};

/** The name in the session title and the start toast ('{n} minutes of {pattern} breathing'). */
export const PATTERN_NAMES: Record<BreathingPattern, string> = {
  coherence: 'HRV Coherence',
  box: 'Box',
  '4-7-8': '4-7-8',
  custom: 'Custom',
};

/**
 * docs/product.md#breathing-patterns: coherence 5/5/0; box 4/4/4; 4-7-8 is inhale 4, hold 7, exhale
 * 8. The state machine has one hold per breath (after the inhale), so box breathing is 4 in, 4
 * hold, 4 out as that section says. Custom has no times of its own: choosing it keeps the current
 * ones.
 */
export const PRESET_TIMES: Record<Exclude<BreathingPattern, 'custom'>, BreathTimes> = {
  coherence: { inhale: 5, hold: 0, exhale: 5 },
  box: { inhale: 4, hold: 4, exhale: 4 },
  '4-7-8': { inhale: 4, hold: 7, exhale: 8 },
};

/** docs/product.md#breathing-patterns: the inputs' min/max, and what an invalid entry becomes. */
export const BREATHING_INPUTS = {
  inhale: { min: 1, max: 10, fallback: 4 },
  exhale: { min: 1, max: 10, fallback: 4 },
  hold: { min: 0, max: 10, fallback: 0 },
  durationMinutes: { min: 1, max: 30, fallback: 5 },
} as const;
export type BreathingInput = keyof typeof BREATHING_INPUTS;

/** docs/product.md#breathing-patterns and the simulated HRV of docs/product.md#chest-strap. */
export const BREATHING = {
  defaultPattern: 'coherence' as BreathingPattern,
  defaultDurationMinutes: 10,
  /** The session clock before the first start (docs/product.md#breathing-patterns). */
  idleClockSeconds: 300,
  quickStartMinutes: [5, 10] as const,
  /** Simulated HRV (demo only): a reading every 2 s, about 35 + up to 15 with progress, +/- 4. */
  simulatedHrv: { intervalMs: 2000, base: 35, progressGain: 15, noise: 4 },
} as const;

/**
 * The value of a settings input after the user typed `raw`: a whole number inside the input's
 * bounds, otherwise its fallback (inhale/exhale 4, hold 0, duration 5:
 * docs/product.md#breathing-patterns).
 */
export function parseBreathingInput(field: BreathingInput, raw: string | number): number {
  const { min, max, fallback } = BREATHING_INPUTS[field];
  const text = typeof raw === 'number' ? String(raw) : raw.trim();
  if (!/^\d+$/.test(text)) return fallback;
  const value = Number(text);
  return value >= min && value <= max ? value : fallback;
}

/** The preset a pattern sets, or `current` unchanged for Custom. */
export function timesForPattern(pattern: BreathingPattern, current: BreathTimes): BreathTimes {
  return pattern === 'custom' ? current : { ...PRESET_TIMES[pattern] };
}

/** The preset whose times these are, or 'custom'. */
export function patternOfTimes(times: BreathTimes): BreathingPattern {
  for (const [pattern, preset] of Object.entries(PRESET_TIMES)) {
    if (
      preset.inhale === times.inhale &&
      preset.hold === times.hold &&
      preset.exhale === times.exhale
    ) {
      return pattern as BreathingPattern;
    }
  }
  return 'custom';
}

export function cycleSeconds(times: BreathTimes): number {
  return times.inhale + times.hold + times.exhale;
}

/**
 * docs/product.md#formula-breaths-per-minute: breaths per minute = 60 / (inhale + hold + exhale),
 * to one decimal.
 */
export function breathsPerMinute(times: BreathTimes): number {
  return Math.round(600 / cycleSeconds(times)) / 10;
}

/** The summary line of the session card, e.g. "5s in · 5s out · 6 breaths/min". */
export function patternSummary(times: BreathTimes): string {
  const parts = [`${times.inhale}s in`];
  if (times.hold > 0) parts.push(`${times.hold}s hold`);
  parts.push(`${times.exhale}s out`, `${breathsPerMinute(times)} breaths/min`);
  return parts.join(' · ');
}
