import { Dialog as DialogPrimitive } from 'radix-ui';
import { Pause, Play, Square } from 'lucide-react';
import {
  PATTERN_LABELS,
  type BreathingPattern,
} from '@grandfit/shared/domain/breathing/patterns.ts';
import {
  formatClock,
  type RunningSession,
  type SessionView,
} from '@grandfit/shared/domain/breathing/session.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useScreenWakeLock } from '../../../lib/screen-wake-lock.ts';
import { Progress } from '../../../components/ui/progress.tsx';
import type { HrvMode } from '../hooks/use-breathing-session.ts';
import { BreathingCircle } from './breathing-circle.tsx';
import { ArtefactNote } from './hrv-monitor-card.tsx';
import { HrvSourceBadge } from './hrv-source-badge.tsx';

export interface ActiveSessionProps {
  session: RunningSession;
  view: SessionView;
  pattern: BreathingPattern;
  hrvMode: HrvMode;
  currentHrv: number | null;
  averageHrv: number | null;
  /** Live heart rate from the strap, when one is connected. */
  heartRate: number | null;
  /** The strap reading's artefact percentage, and whether it was refused (over 5 %). */
  artefactPercent?: number | null;
  hrvRefused?: boolean;
  /** A strap session whose strap went away: its readings stop until it is reconnected. */
  strapLost: boolean;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
}

/**
 * The full-screen session (docs/product.md#breathing-screen): title, time left, breaths, HRV, the
 * circle, controls, progress.
 */
export function ActiveSession({
  session,
  view,
  pattern,
  hrvMode,
  currentHrv,
  averageHrv,
  heartRate,
  artefactPercent = null,
  hrvRefused = false,
  strapLost,
  onPause,
  onResume,
  onStop,
}: ActiveSessionProps) {
  const paused = session.status === 'paused';
  const percent = Math.round(view.progressPercent);
  // The pacer is the session: the screen stays on while it is open (decision 070).
  useScreenWakeLock();
  return (
    <DialogPrimitive.Root open>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          // Escape pauses rather than ending the session: Stop is a button of its own.
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            if (!paused) onPause();
          }}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-0 z-50 flex flex-col items-center justify-between gap-6 overflow-y-auto bg-ink px-6 pt-safe pb-safe-toast text-white data-[state=open]:animate-fade-in focus:outline-none"
        >
          <div className="flex w-full max-w-md flex-col items-center gap-4 pt-8">
            <DialogPrimitive.Title className="text-center text-2xl font-extrabold tracking-tight">
              {PATTERN_LABELS[pattern]}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">
              Guided breathing session
            </DialogPrimitive.Description>
            <dl className="grid w-full grid-cols-3 gap-2 text-center">
              <Stat label="Remaining">
                <span role="timer" aria-label={`${formatClock(view.remainingSeconds)} remaining`}>
                  {formatClock(view.remainingSeconds)}
                </span>
              </Stat>
              <Stat label="Breaths">{view.breaths}</Stat>
              <Stat label="Heart rate">{heartRate === null ? '—' : `${heartRate} bpm`}</Stat>
            </dl>
            {hrvMode === 'none' ? null : (
              <div className="flex w-full flex-col items-center gap-2 rounded-2xl bg-white/5 px-4 py-3">
                <HrvSourceBadge mode={hrvMode} dark />
                {strapLost ? (
                  <p role="status" className="text-sm font-medium text-amber-300">
                    Strap disconnected: HRV readings have stopped.
                  </p>
                ) : null}
                {hrvMode === 'strap' && !strapLost ? (
                  <ArtefactNote artefactPercent={artefactPercent} refused={hrvRefused} dark />
                ) : null}
                {currentHrv === null ? (
                  hrvMode === 'strap' && hrvRefused ? null : (
                    <p className="text-sm text-white/70">
                      {hrvMode === 'strap' ? 'Collecting heartbeats for HRV…' : 'HRV in a moment…'}
                    </p>
                  )
                ) : (
                  <dl className="grid w-full grid-cols-2 gap-2 text-center">
                    <Stat label="Current HRV">{`${currentHrv} ms`}</Stat>
                    <Stat label="Average HRV">
                      {averageHrv === null ? '—' : `${averageHrv} ms`}
                    </Stat>
                  </dl>
                )}
              </div>
            )}
          </div>

          <BreathingCircle session={session} view={view} />

          <div className="flex w-full max-w-md flex-col gap-4 pb-8">
            <div className="flex items-center gap-3">
              <Progress
                value={view.progressPercent}
                label="Session progress"
                className="bg-white/10 [&>div]:bg-accent"
              />
              <span className="w-12 text-right text-sm font-semibold tabular-nums">{percent}%</span>
            </div>
            <div className="grid grid-cols-2 gap-3">
              {paused ? (
                <Button size="lg" variant="accent" onClick={onResume}>
                  <Play className="size-5" aria-hidden="true" />
                  Resume
                </Button>
              ) : (
                <Button
                  size="lg"
                  className="bg-white/10 text-white hover:bg-white/20"
                  onClick={onPause}
                >
                  <Pause className="size-5" aria-hidden="true" />
                  Pause
                </Button>
              )}
              <Button size="lg" variant="destructive" onClick={onStop}>
                <Square className="size-5" aria-hidden="true" />
                Stop
              </Button>
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function Stat({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-white/60">{label}</dt>
      <dd className="text-2xl font-extrabold tracking-tight tabular-nums">{children}</dd>
    </div>
  );
}
