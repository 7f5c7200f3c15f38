// The cards below Profile's first screen, one chunk: the screen mounts them once that screen is
// painted (features/profile/components/profile-screen.tsx), so their code (forms, schemas, zod)
// is not on its path.
import type { QueryClient } from '@tanstack/react-query';
import { getApiTokensQueryOptions } from '../../features/api-tokens/api/api-tokens.ts';
import { getHealthEntriesQueryOptions } from '../../features/recovery/api/get-health-entries.ts';
import { getHealthImportsQueryOptions } from '../../features/recovery/api/get-health-imports.ts';
import { getHealthLatestQueryOptions } from '../../features/recovery/api/get-health-latest.ts';
import { getHealthPlatformStatusQueryOptions } from '../../features/recovery/api/get-health-platform-status.ts';
import { lastSevenDays } from '../../features/recovery/components/health-data-card.tsx';
import { getCustomExercisesQueryOptions } from '../../lib/custom-exercises-query.ts';

export { ApiTokensCard } from '../../features/api-tokens/components/api-tokens-card.tsx';
export { DangerZone } from '../../features/account/components/danger-zone.tsx';
export { HealthSection } from '../../features/recovery/components/health-section.tsx';
export { MyExercisesCard } from '../../features/custom-exercises/components/my-exercises-card.tsx';
export { WorkoutImportButton } from '../../features/workout-import/components/workout-import-button.tsx';

/**
 * The cards' answers, fetched before they mount: mounted with them, the cards render whole in one
 * sliced transition; mounted before them, each of the six answers was a blocking render, commit
 * and layout of its own (docs/benchmarks.md, 2026-11-29).
 */
export function prefetchProfileCards(queryClient: QueryClient): Promise<unknown> {
  return Promise.allSettled([
    queryClient.ensureQueryData(getHealthLatestQueryOptions(lastSevenDays())),
    queryClient.ensureQueryData(getHealthEntriesQueryOptions()),
    queryClient.ensureQueryData(getHealthImportsQueryOptions()),
    queryClient.ensureQueryData(getHealthPlatformStatusQueryOptions()),
    queryClient.ensureQueryData(getCustomExercisesQueryOptions()),
    queryClient.ensureQueryData(getApiTokensQueryOptions()),
  ]);
}
