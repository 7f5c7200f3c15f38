/**
 * The Analytics screen's badges and labels (docs/product.md#analytics-screen). Pure, so the
 * thresholds are unit-tested apart from the screen.
 */
import type { BadgeVariant } from '../../../components/ui/badge.tsx';
import { formatNumber } from '../../../lib/format.ts';

/** A plateau risk above 0.7 shows the warning icon. */
export const PLATEAU_WARNING = 0.7;
/** Progression badge thresholds, %/week. */
export const RATE_DEFAULT_ABOVE = 2;
export const RATE_SECONDARY_ABOVE = 0;
/** Goal alignment thresholds. */
export const ALIGNMENT_DEFAULT_ABOVE = 80;
export const ALIGNMENT_SECONDARY_ABOVE = 60;
/** The first 5 exercises. */
export const STRENGTH_ROWS = 5;

/** Default above 2 %/week, secondary above 0, destructive otherwise. */
export function rateVariant(rate: number): BadgeVariant {
  if (rate > RATE_DEFAULT_ABOVE) return 'default';
  if (rate > RATE_SECONDARY_ABOVE) return 'secondary';
  return 'destructive';
}

/** "+2.5%/week", "-0.4%/week", "+0.0%/week" (docs/product.md#analytics-screen: +/-x.x%/week). */
export function formatRate(rate: number): string {
  return `${rate < 0 ? '-' : '+'}${Math.abs(rate).toFixed(1)}%/week`;
}

export function alignmentVariant(alignment: number): BadgeVariant {
  if (alignment > ALIGNMENT_DEFAULT_ABOVE) return 'default';
  if (alignment > ALIGNMENT_SECONDARY_ABOVE) return 'secondary';
  return 'destructive';
}

/** 'HIGH RISK', 'MODERATE RISK', and any other level uppercased. */
export function riskLabel(risk: string): string {
  return `${risk.toUpperCase()} RISK`;
}

export function riskVariant(risk: string): BadgeVariant {
  if (risk === 'high') return 'destructive';
  if (risk === 'moderate') return 'secondary';
  return 'outline';
}

/**
 * "strength" → "Strength", "recoveryScore7d" → "Recovery Score 7d": split into words, as the
 * original prototype did.
 */
export function splitWords(name: string): string {
  return name.replace(/([a-z])([A-Z0-9])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());
}

/** Volume change: destructive if not positive, as in the original prototype. */
export function volumeChangeVariant(change: number): BadgeVariant {
  return change > 0 ? 'default' : 'destructive';
}

const days = (n: number) => `${n} more ${n === 1 ? 'day' : 'days'}`;

/**
 * The risk's place while the acute:chronic ratio waits for its 28 days of history (decision 035):
 * "Needs 6 more days"; with the history there but no load in the last 28 days, says that.
 */
export function acwrWaitLabel(needsDays: number): string {
  return needsDays > 0 ? `Needs ${days(needsDays)}` : 'No load in 28 days';
}

/** Why there is no ratio yet, in a sentence under the risk bar. */
export function acwrWaitReason(needsDays: number): string {
  return needsDays > 0
    ? `The acute:chronic workload ratio compares the last 7 days with the last 28, so it needs 28 days of logged sets: ${days(needsDays)}.`
    : 'The acute:chronic workload ratio needs some load in the last 28 days.';
}

export function formatPercentChange(change: number): string {
  return `${change > 0 ? '+' : ''}${formatNumber(change)}%`;
}

/** "12,345 lbs" (volume load) without Intl, which costs 25-40 ms on first use (lib/format.ts). */
export function formatPounds(value: number): string {
  const whole = String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${whole} lbs`;
}

/** "12,345 lbs" or "5,600 kg": a volume load in the user's unit (the answer's `unit`). */
export function formatVolume(value: number, unit: 'lb' | 'kg'): string {
  if (unit === 'lb') return formatPounds(value);
  const whole = String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${whole} kg`;
}

/** Time under load as read: "45 s", "4 min 30 s", "1 h 5 min". */
export function formatTimeUnderLoad(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return `${total} s`;
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  if (minutes < 60) return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
  const hours = Math.floor(minutes / 60);
  const mins = minutes % 60;
  return mins === 0 ? `${hours} h` : `${hours} h ${mins} min`;
}

interface AdaptationMarkerText {
  label: string;
  format: (value: number) => string;
}

const percent = (value: number) => `${formatNumber(value)}%`;

/** The markers the phase analysis can send, units in the label so the value fits a tile (docs/analytics.md "Training phase analysis"). */
const ADAPTATION_MARKERS: Record<string, AdaptationMarkerText> = {
  sessionCompletion: { label: 'Session Completion', format: percent },
  strengthRatePerWeek: { label: 'Strength Rate (per week)', format: formatPercentChange },
  acwr: { label: 'Acute:Chronic Load', format: (v) => v.toFixed(2) },
  recoveryScore7d: { label: 'Recovery (7 days)', format: (v) => String(Math.round(v)) },
  // Decision 032: one marker per HRV method, never a mix (hrvChange: responses from before it).
  hrvChange: { label: 'HRV vs 4 Weeks', format: formatPercentChange },
  hrvRmssdChange: { label: 'RMSSD (chest strap) vs 4 Weeks', format: formatPercentChange },
  hrvSdnnChange: { label: 'SDNN (Apple Watch) vs 4 Weeks', format: formatPercentChange },
  cardiacEfficiency: { label: 'Cardiac Efficiency', format: formatPercentChange },
  vo2Max: { label: 'VO2 Max (ml/kg/min)', format: formatNumber },
};

export function adaptationMarker(name: string, value: number): { label: string; value: string } {
  const text = ADAPTATION_MARKERS[name];
  return text
    ? { label: text.label, value: text.format(value) }
    : { label: splitWords(name), value: formatNumber(value) };
}
