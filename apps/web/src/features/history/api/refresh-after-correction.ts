import type { QueryClient } from '@tanstack/react-query';
import type {
  HistoryCalendar,
  HistoryPage,
  SessionDetail,
} from '@grandfit/shared/schemas/history.ts';
import { onDeliveredUnder } from '../../../lib/outbox/on-delivered-under.ts';
import { applyCorrections, SETS_URL, type SetCorrection } from '../utils/set-corrections.ts';
import { HISTORY_URL } from './history-url.ts';

const AUTH_USER_KEY = '/api/auth/user';
/** The training feature's reads (a workout's session sets among them) start with this key. */
const WORKOUTS_URL = '/api/workouts';

/**
 * A corrected set or session moves what many screens show: today's and the week's workouts, the
 * session's sets, History, Progress, Analytics, the exercise pages and the coach's targets. Like a
 * completed workout, every read but the signed-in user is refetched (not awaited: offline, the
 * refetches wait for the connection and the user should not).
 */
export function refreshAfterCorrection(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== AUTH_USER_KEY });
}

/** A correction kept offline refreshes everything again when the outbox delivers it. */
export const watchCorrectionDeliveries = (queryClient: QueryClient) =>
  onDeliveredUnder(queryClient, 'corrections', [`${SETS_URL}/`, `${HISTORY_URL}/`], () =>
    refreshAfterCorrection(queryClient),
  );

type WithSets = { sets: Array<{ clientId: string }> };
const hasSetList = (data: unknown): data is WithSets =>
  typeof data === 'object' &&
  data !== null &&
  Array.isArray((data as WithSets).sets) &&
  (data as WithSets).sets.every((set) => typeof set === 'object' && set !== null);

/**
 * Shows a correction at once wherever a cached answer lists the set (a workout's session sets, a
 * session's detail), before the server has it: offline, the screens show the new value. Only
 * answers that list sets are touched (a workout's exercises count their sets with a number).
 */
export function applyCorrectionToCaches(queryClient: QueryClient, correction: SetCorrection) {
  const corrections = new Map([[correction.clientId, correction]]);
  queryClient.setQueriesData<SessionDetail>({ queryKey: [HISTORY_URL, 'sessions'] }, (detail) =>
    detail
      ? {
          ...detail,
          exercises: detail.exercises.map((exercise) => ({
            ...exercise,
            sets: applyCorrections(exercise.sets, corrections),
          })),
        }
      : detail,
  );
  for (const [queryKey, data] of queryClient.getQueriesData({ queryKey: [WORKOUTS_URL] })) {
    if (hasSetList(data)) {
      queryClient.setQueryData(queryKey, {
        ...data,
        sets: applyCorrections(data.sets, corrections),
      });
    }
  }
}

/** Takes a deleted session out of the History pages and calendar months kept in the cache. */
export function removeSessionFromCaches(queryClient: QueryClient, sessionId: string) {
  queryClient.setQueriesData<HistoryCalendar>(
    { queryKey: [HISTORY_URL, 'calendar'] },
    (month) =>
      month && {
        ...month,
        days: month.days
          .map((day) => ({
            ...day,
            sessions: day.sessions.filter((session) => session.sessionId !== sessionId),
          }))
          .filter((day) => day.sessions.length > 0),
      },
  );
  queryClient.setQueriesData<{ pages: HistoryPage[]; pageParams: unknown[] }>(
    { queryKey: [HISTORY_URL, 'list'] },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.filter((item) => item.sessionId !== sessionId),
        })),
      },
  );
}
