import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import {
  linksOfPairs,
  pairsOfLinks,
  type SupersetPair,
} from '@grandfit/shared/domain/programme/superset-pairs.ts';
import type { CatalogEntry } from '../exercise-catalog.ts';
import { useCreateFreeWorkout } from '../create-free-workout.ts';
import { newClientId } from '../outbox/client-id.ts';
import { getSettingsQueryOptions } from '../settings-query.ts';
import { useWeightUnit } from '../use-weight-unit.ts';
import { freeWorkoutView } from './free-workout-view.ts';
import { plannedSetsFor, type PlannedSets } from './planned-sets.ts';
import { rememberStartedRoutine } from './started-routine.ts';

/**
 * Starts a free workout today (decision 075) of the exercises given, and opens its session: from
 * "Empty workout" or a routine (decision 076). Offline, the start waits in the outbox and the
 * session opens on the device's view of the workout. One id per caller's life: a Start tapped
 * twice, or retried after an error, makes one workout.
 */
export function useStartFreeWorkout() {
  const navigate = useNavigate();
  const [workoutId] = useState(newClientId);
  const create = useCreateFreeWorkout();
  const unit = useWeightUnit();
  const settings = useQuery(getSettingsQueryOptions());

  /**
   * Starts `entries`, each with its sets in `sets` (decision 078) or its default, joined as
   * `supersets` says (decision 084); `routineId` is the routine started, whose finish summary
   * offers to update it. `reps` (a repeated session's first working set of each exercise,
   * decision 094) target the device's own view offline; the server targets his history itself.
   */
  async function start(
    name: string,
    entries: readonly CatalogEntry[],
    {
      sets,
      supersets,
      routineId,
      reps,
    }: {
      sets?: PlannedSets;
      supersets?: readonly SupersetPair[];
      routineId?: string;
      reps?: Readonly<Record<string, number>>;
    } = {},
  ) {
    const exerciseIds = entries.map((entry) => entry.exercise.id);
    const pairs = pairsOfLinks(exerciseIds, linksOfPairs(exerciseIds, supersets));
    const input = {
      id: workoutId,
      date: toLocalIsoDate(new Date()),
      name,
      exerciseIds,
      sets: plannedSetsFor(entries, sets),
      ...(pairs.length > 0 ? { supersets: pairs } : {}),
    };
    const workout = await create.mutateAsync({
      input,
      offlineView: freeWorkoutView(input, entries, unit, settings.data?.journeyStartDate, reps),
    });
    if (routineId) rememberStartedRoutine(workout.id, routineId);
    await navigate(`/workout/${encodeURIComponent(workout.id)}`);
  }

  return { start, pending: create.isPending, error: create.error };
}
