import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { preloadable } from '../../lib/preloadable.ts';
import { chunkRetry } from '../../lib/chunk-load-error.ts';
import { ProfileScreen } from '../../features/profile/components/profile-screen.tsx';

const cards = () => import('./profile-cards.ts');
const card = <Name extends keyof Awaited<ReturnType<typeof cards>>>(name: Name) =>
  preloadable(() => cards().then((m) => m[name] as ComponentType<object>));
const HealthSection = card('HealthSection');
const WorkoutImportButton = card('WorkoutImportButton');
const MyExercisesCard = card('MyExercisesCard');
const ApiTokensCard = card('ApiTokensCard');
const DangerZone = card('DangerZone');
const CARDS = [HealthSection, WorkoutImportButton, MyExercisesCard, ApiTokensCard, DangerZone];

const later = (Card: ComponentType<object>) => (
  <Suspense fallback={null}>
    <Card />
  </Suspense>
);

/**
 * Profile (docs/product.md#profile-screen) composes the profile with recovery's health cards, the
 * workout import, the user's own exercises and the account's danger zone (features stay apart,
 * README.md#layout). Those cards come after the first screen: their chunk downloads from the first
 * render on, and they mount together once it is painted and the chunk is in (one at a time, each
 * pushed the ones below it down), with their answers when those come within PREPARE_WAIT_MS
 * (`useAfterFirstPaint`'s `prepare`).
 */
export function ProfileRoute() {
  const queryClient = useQueryClient();
  const [cardsReady, setCardsReady] = useState(false);
  useEffect(() => {
    let live = true;
    let loading = false;
    let done = false;
    const retry = chunkRetry();
    // Offline before the chunk came (a first visit, before the service worker holds it), the
    // first screen stays as it is and the cards come with the connection; a download that failed
    // while online is tried again by itself (chunkRetry).
    const load = () => {
      retry.cancel();
      loading = true;
      Promise.all(CARDS.map((Card) => Card.preload())).then(
        () => {
          done = true;
          if (live) setCardsReady(true);
        },
        () => {
          loading = false;
          if (live) retry.laterIfOnline(load);
        },
      );
    };
    const online = () => {
      if (done || loading) return;
      retry.reset();
      load();
    };
    window.addEventListener('online', online);
    load();
    return () => {
      live = false;
      retry.cancel();
      window.removeEventListener('online', online);
    };
  }, []);
  // Offline the cards show at once, from what is held.
  const prepareCards = () =>
    onlineManager.isOnline()
      ? cards().then((m) => m.prefetchProfileCards(queryClient))
      : Promise.resolve();
  return (
    <ProfileScreen
      restReady={cardsReady}
      prepareRest={prepareCards}
      health={later(HealthSection)}
      workoutImport={later(WorkoutImportButton)}
      exercises={later(MyExercisesCard)}
      apiTokens={later(ApiTokensCard)}
      dangerZone={later(DangerZone)}
    />
  );
}
