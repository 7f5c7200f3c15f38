import { SESSION_DURATION_LIMITS, type UpdateSession } from '@grandfit/shared/schemas/history.ts';
import { toLocalDateTimeInput } from '../../../lib/clock.ts';

/** The form's fields as typed: a `datetime-local` start and whole minutes. */
export interface SessionTimeDraft {
  start: string;
  minutes: string;
}

export type SessionTimeErrors = Partial<Record<keyof SessionTimeDraft, string>>;

export type SessionTimeChange = Pick<UpdateSession, 'startedAt' | 'durationSeconds'>;

const MINUTES = {
  min: SESSION_DURATION_LIMITS.min / 60,
  max: SESSION_DURATION_LIMITS.max / 60,
} as const;

/** The form as it opens: the session's start on this device's clock, its duration in minutes. */
export function sessionTimeDraft(session: {
  startedAt: string;
  durationSeconds: number | null;
}): SessionTimeDraft {
  return {
    start: toLocalDateTimeInput(new Date(session.startedAt)),
    minutes:
      session.durationSeconds === null ? '' : String(Math.round(session.durationSeconds / 60)),
  };
}

/**
 * What to send (decision 093): only the fields he changed, so an untouched duration stays the span
 * of the sets and an untouched start keeps its seconds. An empty change sends nothing.
 */
export function parseSessionTime(
  draft: SessionTimeDraft,
  initial: SessionTimeDraft,
  now: number,
): { change: SessionTimeChange } | { errors: SessionTimeErrors } {
  const start = draft.start ? new Date(draft.start).getTime() : Number.NaN;
  if (!Number.isFinite(start)) return { errors: { start: 'Choose the day and time it started' } };
  const minutes = Number(draft.minutes.trim());
  if (
    !draft.minutes.trim() ||
    !Number.isInteger(minutes) ||
    minutes < MINUTES.min ||
    minutes > MINUTES.max
  ) {
    return { errors: { minutes: `Enter ${MINUTES.min} to ${MINUTES.max} minutes` } };
  }
  const change: SessionTimeChange = {};
  if (draft.start !== initial.start) change.startedAt = new Date(start).toISOString();
  if (draft.minutes.trim() !== initial.minutes) change.durationSeconds = minutes * 60;
  // Checked only for a change: a workout just finished may round to a minute past now.
  if (
    (change.startedAt ?? change.durationSeconds) !== undefined &&
    start + minutes * 60_000 > now
  ) {
    return { errors: { start: 'It would end in the future: choose an earlier start' } };
  }
  return { change };
}
