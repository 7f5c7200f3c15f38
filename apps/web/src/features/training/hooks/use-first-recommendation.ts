import { useEffect, useEffectEvent, useState } from 'react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { withinPrepareWait } from '../../../lib/after-first-paint.ts';
import {
  getExerciseRecommendationQueryOptions,
  type ExerciseRecommendationParams,
} from '../api/get-exercise-recommendation.ts';

/**
 * True once the session may open: its first exercise's weight recommendation is in (or failed),
 * PREPARE_WAIT_MS have passed, or the device is offline (nothing to wait for). Opened before it,
 * the session screen rendered whole a second time when it came (the weight field takes it, the
 * card shows it): on a slow phone, one more blocking render, commit and layout.
 */
export function useFirstRecommendation(params: ExerciseRecommendationParams | null): boolean {
  const queryClient = useQueryClient();
  const key = params && JSON.stringify(params);
  // Once ready, ready for good: the session screen must never close again (going online, say).
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const offline = !onlineManager.isOnline();
  if (key && offline && readyFor !== key) setReadyFor(key);
  // A failed recommendation opens the session without one.
  const prefetch = useEffectEvent(() =>
    params
      ? queryClient.prefetchQuery(getExerciseRecommendationQueryOptions(params))
      : Promise.resolve(),
  );
  useEffect(() => {
    if (!key || offline) return;
    let live = true;
    const wait = withinPrepareWait(prefetch());
    void wait.settled.then(() => {
      if (live) setReadyFor(key);
    });
    return () => {
      live = false;
      wait.cancel();
    };
  }, [key, offline]);
  return params === null || readyFor === key;
}
