// The cards below Profile's first screen, one chunk: the screen mounts them once that screen is
// painted (features/profile/components/profile-screen.tsx), so their code (forms, schemas, zod)
// is not on its path.
export { ApiTokensCard } from '../../features/api-tokens/components/api-tokens-card.tsx';
export { DangerZone } from '../../features/account/components/danger-zone.tsx';
export { HealthSection } from '../../features/recovery/components/health-section.tsx';
export { MyExercisesCard } from '../../features/custom-exercises/components/my-exercises-card.tsx';
export { WorkoutImportButton } from '../../features/workout-import/components/workout-import-button.tsx';
