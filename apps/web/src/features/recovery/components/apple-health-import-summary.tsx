import { PLAUSIBLE_SLEEP_HOURS } from '@grandfit/shared/domain/plausible-sleep.ts';
import type { AppleHealthImportSummary } from '@grandfit/shared/schemas/health-import.ts';
import { formatMediumDay } from '../../../lib/dates.ts';

/** 662,074: thousands grouped, as the export's record counts run into millions. */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const count = (n: number, one: string, many = `${one}s`) => `${grouped(n)} ${n === 1 ? one : many}`;

/**
 * 'Nov 19, 2026' (or '19 Nov 2026', in the device's order: lib/dates.ts) from a calendar day,
 * read as written (no time zone can shift it).
 */
export const formatImportDay = formatMediumDay;

/** What a smart scale writes to Health besides the daily metrics: its name, and the log it joins. */
const SCALE_READINGS = [
  ['bodyWeight', 'body weight', 'weigh-ins'],
  ['bodyFat', 'body fat', 'measurements'],
  ['waist', 'waist', 'measurements'],
] as const;

/** Whether the import stored nothing the user did not already have. */
export const isRepeatImport = (summary: AppleHealthImportSummary) =>
  summary.days > 0 && summary.daysAdded === 0 && summary.daysUpdated === 0;

/** Which metrics the export had, on how many days. Apple's HRV is SDNN, and says so. */
export function importMetricsLine(summary: AppleHealthImportSummary): string {
  const { metrics } = summary;
  return [
    `HRV (SDNN) on ${count(metrics.hrvDays, 'day')}`,
    `resting heart rate on ${count(metrics.restingHeartRateDays, 'day')}`,
    `sleep on ${count(metrics.sleepDays, 'night')}`,
    `VO2 max on ${count(metrics.vo2MaxDays, 'day')}`,
  ].join(', ');
}

/** The one line that says what happened. */
export function importHeadline(summary: AppleHealthImportSummary): string {
  if (summary.days === 0) {
    // A smart scale's export alone: its weigh-ins and measurements are the import (058, 066).
    const scale = SCALE_READINGS.filter(([key]) => summary[key].days > 0);
    if (scale.length === 0) return 'No HRV, resting heart rate, sleep or VO2 max in this export';
    if (scale.every(([key]) => summary[key].added === 0)) {
      return scale.length === 1 && scale[0]![0] === 'bodyWeight'
        ? 'Nothing new: every weigh-in of this export was already in your log'
        : 'Nothing new: every reading of this export was already in your logs';
    }
    return `Imported ${scale.map(([key, name]) => `${name} on ${count(summary[key].days, 'day')}`).join(', ')}`;
  }
  if (isRepeatImport(summary)) {
    return `Nothing new: ${summary.days === 1 ? 'this day was' : `all ${grouped(summary.days)} days were`} already imported`;
  }
  return `Imported ${count(summary.days, 'day')}: ${importMetricsLine(summary)}`;
}

/** The lines under the headline: dates, what changed, what was read and skipped. */
export function importDetails(summary: AppleHealthImportSummary): string[] {
  const lines: string[] = [];
  if (summary.firstDate && summary.lastDate) {
    lines.push(
      summary.firstDate === summary.lastDate
        ? formatImportDay(summary.firstDate)
        : `${formatImportDay(summary.firstDate)} – ${formatImportDay(summary.lastDate)}`,
    );
  }
  if (isRepeatImport(summary)) {
    lines.push(`In this export: ${importMetricsLine(summary)}`);
  } else if (summary.days > 0) {
    lines.push(
      `${grouped(summary.daysAdded)} new, ${grouped(summary.daysUpdated)} updated, ${grouped(summary.daysUnchanged)} unchanged`,
    );
  }
  // Decisions 058 and 066: a day the user logged a weigh-in or a measurement keeps his.
  for (const [key, name, log] of SCALE_READINGS) {
    const { days, added } = summary[key];
    if (days === 0) continue;
    const line = `${name} on ${count(days, 'day')}: ${grouped(added)} added to your ${log}`;
    lines.push(line.charAt(0).toUpperCase() + line.slice(1));
  }
  lines.push(
    `${count(summary.recordCount, 'record')} read` +
      (summary.rejected > 0
        ? `; ${count(summary.rejected, 'reading')} skipped as implausible`
        : ''),
  );
  const flagged = summary.implausibleSleep;
  if (flagged.days > 0) {
    const shown = flagged.listed
      .map((day) => `${formatImportDay(day.date)} (${day.hours} h)`)
      .join(', ');
    const more = flagged.days - flagged.listed.length;
    lines.push(
      `Sleep left out on ${count(flagged.days, 'day')} with over ${PLAUSIBLE_SLEEP_HOURS} h recorded, more than a night can hold: ${shown}${more > 0 ? ` and ${grouped(more)} more` : ''}`,
    );
  }
  return lines;
}

export function ImportSummaryPanel({ summary }: { summary: AppleHealthImportSummary }) {
  return (
    <div className="rounded-2xl bg-muted/70 p-4">
      <p className="text-sm font-semibold">{importHeadline(summary)}</p>
      <ul className="mt-2 grid gap-1 text-sm text-muted-foreground">
        {importDetails(summary).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
