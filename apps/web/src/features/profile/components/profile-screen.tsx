import { useState, type ReactNode } from 'react';
import { preloadable } from '../../../lib/preloadable.ts';
import { TapOpened } from '../../../components/ui/tap-loaded.tsx';
import { Download, LogOut, Pencil, SlidersHorizontal } from 'lucide-react';
import { APP_VERSION } from '@grandfit/shared/constants.ts';
import { defaultAvatarConfig } from '@grandfit/shared/domain/avatar.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useAfterFirstPaint } from '../../../lib/after-first-paint.ts';
import { useAuth } from '../../../lib/auth-user.ts';
import { forgetPushDevice } from '../../../lib/push-device.ts';
import { useSettings } from '../api/get-settings.ts';
import { AppearanceCard } from './appearance-card.tsx';
import { CountdownTicksCard, KeepScreenOnCard, TimerSoundCard } from './device-switch-cards.tsx';
import { TrainingProfileCard } from './training-profile-card.tsx';
import { UserAvatar } from './user-avatar.tsx';

// The customizer pulls in react-hook-form and zod; load them only when the pencil is tapped.
const AvatarCustomizer = preloadable(() =>
  import('./avatar-customizer.tsx').then((m) => m.AvatarCustomizer),
);
const SettingsDialog = preloadable(() =>
  import('./settings-dialog.tsx').then((m) => m.SettingsDialog),
);
const ExportDialog = preloadable(() => import('./export-dialog.tsx').then((m) => m.ExportDialog));

async function logout() {
  await forgetPushDevice();
  // The offline copy of this user's data must not outlive his session on this device.
  const { dropOfflineCache } = await import('../../../lib/offline-cache/offline-cache.ts');
  await dropOfflineCache();
  // A navigation, so the server can clear the session cookie and redirect to '/'.
  window.location.href = '/api/logout';
}

/**
 * `health`: the recovery feature's cards (health data, manual entry, integrations); `dangerZone`:
 * the account feature's "Delete my account"; `workoutImport`: the workout import's button, beside
 * the export. All placed by the route.
 */
export function ProfileScreen({
  health,
  exercises,
  dangerZone,
  apiTokens,
  workoutImport,
  restReady = true,
  prepareRest,
}: {
  health?: ReactNode;
  /** The custom-exercises feature's "My exercises" (decision 038). */
  exercises?: ReactNode;
  dangerZone?: ReactNode;
  /** The API tokens feature's card (docs/decisions/040), placed by the route. */
  apiTokens?: ReactNode;
  workoutImport?: ReactNode;
  /** False while the cards placed by the route are still downloading. */
  restReady?: boolean;
  /** Fetches the answers of those cards, so they mount with them (`useAfterFirstPaint`). */
  prepareRest?: () => Promise<unknown>;
}) {
  const { user } = useAuth();
  const { data: settings } = useSettings();
  const [editing, setEditing] = useState(false);
  // The first screen is who the user is: the cards below it (health, the training profile,
  // exercises, import and export, tokens, the danger zone) and their calls mount once it is painted.
  const rest = useAfterFirstPaint(restReady, prepareRest);
  // /profile?settings opens the settings at once: the cardio session links here for a birth date.
  const [dialog, setDialog] = useState<'settings' | 'export' | null>(() =>
    typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('settings')
      ? 'settings'
      : null,
  );
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const displayName = settings?.displayName || fullName || user?.email || '';

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col items-center px-6 py-8 text-center">
        <div className="relative">
          <UserAvatar user={user} size="xl" className="shadow-lg ring-4 ring-surface" />
          <button
            type="button"
            aria-label="Edit avatar"
            onClick={() => setEditing(true)}
            className="absolute -right-1 -bottom-1 inline-flex size-11 items-center justify-center rounded-full border-4 border-surface bg-primary text-primary-foreground shadow-md hover:bg-primary-hover"
          >
            <Pencil className="size-4" aria-hidden="true" />
          </button>
        </div>
        <h1 className="mt-4 text-2xl font-bold tracking-tight break-all">{displayName}</h1>
        {fullName && user?.email ? (
          <p className="mt-1 text-sm text-muted-foreground">{user.email}</p>
        ) : null}
      </Card>

      {rest ? (
        <>
          {health}

          {settings ? <TrainingProfileCard settings={settings} /> : null}

          {exercises}

          <Card className="grid gap-2 p-4 sm:grid-cols-2">
            <Button variant="outline" onClick={() => setDialog('settings')} disabled={!settings}>
              <SlidersHorizontal className="size-4" aria-hidden="true" />
              Settings & Preferences
            </Button>
            <Button variant="outline" onClick={() => setDialog('export')}>
              <Download className="size-4" aria-hidden="true" />
              Export Training Data
            </Button>
            {workoutImport}
          </Card>

          <AppearanceCard />
          <TimerSoundCard />
          <CountdownTicksCard />
          <KeepScreenOnCard />

          <Card className="p-4">
            <Button variant="outline" onClick={() => void logout()} className="w-full">
              <LogOut className="size-4" aria-hidden="true" />
              Logout
            </Button>
          </Card>

          {apiTokens}

          {dangerZone}

          <p className="text-center text-xs text-muted-foreground">Version {APP_VERSION}</p>
        </>
      ) : null}

      {dialog === 'settings' && settings ? (
        <TapOpened onFailed={() => setDialog(null)}>
          <SettingsDialog
            open
            onOpenChange={(open) => setDialog(open ? 'settings' : null)}
            settings={settings}
          />
        </TapOpened>
      ) : null}
      {dialog === 'export' ? (
        <TapOpened onFailed={() => setDialog(null)}>
          <ExportDialog open onOpenChange={(open) => setDialog(open ? 'export' : null)} />
        </TapOpened>
      ) : null}

      {editing ? (
        <TapOpened onFailed={() => setEditing(false)}>
          <AvatarCustomizer
            open={editing}
            onOpenChange={setEditing}
            initialConfig={user?.avatarConfig ?? defaultAvatarConfig(user?.email)}
          />
        </TapOpened>
      ) : null}
    </div>
  );
}
