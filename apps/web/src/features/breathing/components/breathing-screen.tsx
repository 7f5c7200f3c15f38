import { useMemo, useState } from 'react';
import type { BreathingSessionInput } from '@grandfit/shared/schemas/breathing.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useAuth } from '../../../lib/auth-user.ts';
import { usePendingWrites } from '../../../lib/outbox/use-outbox.ts';
import { BREATHING_SESSIONS_URL } from '../api/get-breathing-sessions.ts';
import { useBreathingDeliveries, useSaveBreathingSession } from '../api/save-breathing-session.ts';
import { useBreathingSession, type HrvMode } from '../hooks/use-breathing-session.ts';
import { useHeartRateStrap } from '../hooks/use-heart-rate-strap.ts';
import { ActiveSession } from './active-session.tsx';
import { BenefitCards } from './benefit-cards.tsx';
import { HrvMonitorCard } from './hrv-monitor-card.tsx';
import { RecentSessions } from './recent-sessions.tsx';
import { DEFAULT_SETTINGS, SessionCard } from './session-card.tsx';

/**
 * Breathing, 'HRV Coherence Breathing' (docs/product.md#breathing-screen; for the strap and the
 * demo, docs/product.md#chest-strap).
 */
export function BreathingScreen() {
  const { user } = useAuth();
  const strap = useHeartRateStrap();
  // Without Web Bluetooth the simulation (docs/product.md#chest-strap) is all there is: on by
  // default, and labelled.
  const [demoMode, setDemoMode] = useState(() => !strap.supported);
  const [settings, setSettings] = useState(DEFAULT_SETTINGS);
  const hrvMode: HrvMode = strap.status === 'connected' ? 'strap' : demoMode ? 'demo' : 'none';

  const save = useSaveBreathingSession({
    onError: () =>
      toast({
        title: 'Session not saved',
        description: 'Your session could not be saved. Please try again later.',
        variant: 'destructive',
      }),
  });
  useBreathingDeliveries();
  const queued = usePendingWrites(BREATHING_SESSIONS_URL, user?.id);
  const pending = useMemo(
    () => queued.map((entry) => entry.body as BreathingSessionInput),
    [queued],
  );

  const breathing = useBreathingSession({
    hrvMode,
    strapRmssd: strap.rmssd,
    strapArtefactPercent: strap.artefactPercent,
    onEnded: (session) => save.mutate({ session, userId: user?.id }),
  });
  const { session, meta } = breathing;

  return (
    <>
      <PageHeader
        title="HRV Coherence Breathing"
        subtitle="Slow, paced breathing to raise heart-rate variability"
      />
      <div className="flex flex-col gap-4">
        <BenefitCards />
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <SessionCard
            settings={settings}
            onSettingsChange={setSettings}
            onStart={breathing.start}
          />
          <HrvMonitorCard strap={strap} demoMode={demoMode} onDemoModeChange={setDemoMode} />
        </div>
        <RecentSessions pending={pending} />
      </div>
      {session.status !== 'idle' && meta ? (
        <ActiveSession
          session={session}
          view={breathing.view}
          pattern={meta.pattern}
          hrvMode={
            meta.hrvMode === 'strap' && strap.status !== 'connected' ? 'strap' : meta.hrvMode
          }
          currentHrv={breathing.currentHrv}
          averageHrv={breathing.averageHrv}
          heartRate={meta.hrvMode === 'strap' ? strap.heartRate : null}
          artefactPercent={meta.hrvMode === 'strap' ? strap.artefactPercent : null}
          hrvRefused={meta.hrvMode === 'strap' && strap.refused}
          strapLost={meta.hrvMode === 'strap' && strap.status !== 'connected'}
          onPause={breathing.pause}
          onResume={breathing.resume}
          onStop={breathing.stop}
        />
      ) : null}
    </>
  );
}
