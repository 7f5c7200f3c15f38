import type { SessionType } from '@grandfit/shared/domain/programme/types.ts';

/**
 * Each pillar's colour (Progress's monthly volume, History's calendar), a theme variable of
 * index.css. Inline styles rather than utility classes: those would land in the global stylesheet
 * that every screen loads (Tailwind builds one), for screens that are two of many.
 */
export const PILLAR_COLORS: Readonly<Record<SessionType, string>> = {
  strength: 'var(--color-chart-strength)',
  zone2: 'var(--color-chart-zone2)',
  vo2max: 'var(--color-chart-vo2max)',
  stability: 'var(--color-chart-stability)',
};
