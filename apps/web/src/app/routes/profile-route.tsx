import { ApiTokensCard } from '../../features/api-tokens/components/api-tokens-card.tsx';
import { DangerZone } from '../../features/account/components/danger-zone.tsx';
import { ProfileScreen } from '../../features/profile/components/profile-screen.tsx';
import { HealthSection } from '../../features/recovery/components/health-section.tsx';
import { WorkoutImportButton } from '../../features/workout-import/components/workout-import-button.tsx';
import { MyExercisesCard } from '../../features/custom-exercises/components/my-exercises-card.tsx';

/**
 * Profile (docs/product.md#profile-screen) composes the profile with recovery's health cards, the
 * workout import, the user's own exercises and the account's danger zone (features stay apart,
 * README.md#layout).
 */
export function ProfileRoute() {
  return (
    <ProfileScreen
      health={<HealthSection />}
      workoutImport={<WorkoutImportButton />}
      exercises={<MyExercisesCard />}
      apiTokens={<ApiTokensCard />}
      dangerZone={<DangerZone />}
    />
  );
}
