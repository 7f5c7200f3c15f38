import { JOURNEY_WEEKS, daysBetween } from '@grandfit/shared/domain/journey.ts';
import { localClock, type LocalClock } from '@grandfit/shared/domain/time-zone.ts';
import { mantraFor } from '@grandfit/shared/domain/method/mantras.ts';
import { journeyDay, workoutsForDay } from '@grandfit/shared/domain/programme/programme.ts';
import {
  NOTIFICATION_URLS,
  type NotificationKind,
} from '@grandfit/shared/schemas/notifications.ts';

/** The daily mantra goes out in the morning, the meal prompt in the evening (user's clock). */
export const MOTIVATION_TIME = '08:00';
export const MEAL_PROMPT_TIME = '19:00';
/**
 * A send stays due for this long after its time, so a restart or a missed minute still delivers
 * it, but a server that was down all morning does not send the morning's reminder at night.
 */
export const SEND_WINDOW_MINUTES = 60;
export function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

function isDue(clock: LocalClock, time: string): boolean {
  const since = clock.minutes - minutesOf(time);
  return since >= 0 && since < SEND_WINDOW_MINUTES;
}

/**
 * A training day is a day of the 52-week journey whose programme has a session: from the journey
 * start through the end of week 52 (docs/decisions/016-notifications.md). Every programme day has
 * one today (Zone 2 fills the days without strength), so in practice it is "inside the journey".
 */
export function trainingDayWorkout(journeyStart: string, date: string): string | null {
  const days = daysBetween(journeyStart, date);
  if (days < 0 || days >= JOURNEY_WEEKS * 7) return null;
  const { week, day } = journeyDay(journeyStart, date);
  return workoutsForDay(week, day)[0]?.name ?? null;
}

export interface Recipient {
  userId: string;
  timeZone: string;
  /** HH:MM, or null when the user wants no workout reminder. */
  reminderTime: string | null;
  /** Null only without a settings row, which has no reminder time either. */
  journeyStart: string | null;
}

export interface DueSend {
  userId: string;
  kind: NotificationKind;
  localDate: string;
  title: string;
  body: string;
  url: string;
}

/**
 * The sends due for a recipient at `now`, before checking what was already sent and, for the meal
 * prompt, whether a meal was logged (that needs the database).
 */
export function dueSends(recipient: Recipient, now: Date): DueSend[] {
  const clock = localClock(now.getTime(), recipient.timeZone);
  const base = { userId: recipient.userId, localDate: clock.date };
  const due: DueSend[] = [];
  if (isDue(clock, MOTIVATION_TIME)) {
    // The Method screen's 'Today's Mantra' for this user and day (the same pick, not a copy).
    const mantra = mantraFor(recipient.userId, clock.date);
    due.push({
      ...base,
      kind: 'motivation',
      title: "Today's Mantra",
      body: mantra.text,
      url: NOTIFICATION_URLS.motivation,
    });
  }
  if (recipient.reminderTime && recipient.journeyStart && isDue(clock, recipient.reminderTime)) {
    const workout = trainingDayWorkout(recipient.journeyStart, clock.date);
    if (workout) {
      due.push({
        ...base,
        kind: 'workout',
        title: 'Time to train',
        body: `Today's workout: ${workout}. Your session is ready when you are.`,
        url: NOTIFICATION_URLS.workout,
      });
    }
  }
  if (isDue(clock, MEAL_PROMPT_TIME)) {
    due.push({
      ...base,
      kind: 'meal',
      title: 'Log your meals',
      body: 'Nothing logged yet today. A quick log keeps your LEAP insights accurate.',
      url: NOTIFICATION_URLS.meal,
    });
  }
  return due;
}
