import type { WeekWorkouts } from '@grandfit/shared/schemas/training.ts';
import { SESSION_LABELS } from './workout-format.ts';

export interface BlockItem {
  type: keyof WeekWorkouts['block'];
  label: string;
  done: number;
  planned: number;
  /** "1/3" */
  value: string;
  /** 0..100, for the bar. */
  percent: number;
}

const ORDER = ['strength', 'zone2', 'stability', 'vo2max'] as const;

/**
 * The weekly training block (docs/product.md#weekly-block), "Strength 2/3, Zone 2 3/4, Stability
 * 5/5", from the week's completed sessions, with "VO2 Max n/1" once the programme plans it (from
 * week 13).
 */
export function weeklyBlockItems(block: WeekWorkouts['block']): BlockItem[] {
  return ORDER.filter((type) => type !== 'vo2max' || block.vo2max.planned > 0).map((type) => {
    const { done, planned } = block[type];
    return {
      type,
      label: SESSION_LABELS[type],
      done,
      planned,
      value: `${done}/${planned}`,
      percent: planned > 0 ? Math.round((Math.min(done, planned) / planned) * 100) : 0,
    };
  });
}
