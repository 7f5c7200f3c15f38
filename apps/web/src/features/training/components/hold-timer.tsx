import { useEffect, useState } from 'react';
import { Square, Timer } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { useNow } from '../hooks/use-now.ts';
import { playTimerCue, useCountdownTicks } from '../../../lib/timer-sound.ts';
import { formatCountdown } from '../utils/rest-clock.ts';
import { HOLD_MAX_SECONDS, heldSeconds, holdFace, loggedHold } from '../utils/hold-clock.ts';

/**
 * The hold timer of a timed exercise (decision 063: planks, carries, hangs, balance): Start counts
 * down from the set's seconds and on past them, with a buzz at the target; Stop fills in what was
 * held. A one-side-at-a-time exercise is timed side by side, and logs the shorter side.
 */
export function HoldTimer({
  targetSeconds,
  perSide,
  disabled,
  onHeld,
  onRunningChange,
}: {
  targetSeconds: number;
  perSide: boolean;
  disabled: boolean;
  /** The seconds to log, after each hold. */
  onHeld: (seconds: number) => void;
  /** While a hold runs, Complete Set waits for Stop. Stable (a state setter). */
  onRunningChange: (running: boolean) => void;
}) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [holds, setHolds] = useState<number[]>([]);
  // Leaving the set (another exercise chosen, the workout closed) ends a hold under way.
  useEffect(() => () => onRunningChange(false), [onRunningChange]);

  function start() {
    setStartedAt(Date.now());
    onRunningChange(true);
  }

  function stop(held: number) {
    const next = [...holds, held];
    setHolds(next);
    setStartedAt(null);
    onRunningChange(false);
    const logged = loggedHold(next, perSide);
    if (logged !== null) onHeld(logged);
  }

  if (startedAt !== null) {
    return <RunningHold startedAt={startedAt} targetSeconds={targetSeconds} onStop={stop} />;
  }
  const logged = loggedHold(holds, perSide);
  // One side of a one-side exercise timed: the other is next.
  const otherSideNext = perSide && holds.length % 2 === 1;
  return (
    <div className="grid gap-1.5">
      <Button variant="outline" onClick={start} disabled={disabled}>
        <Timer className="size-4" aria-hidden="true" />
        {otherSideNext ? 'Time the other side' : 'Start hold'}
        {targetSeconds > 0
          ? ` · ${formatCountdown(targetSeconds)}${perSide ? ' per side' : ''}`
          : null}
      </Button>
      {logged !== null ? (
        <p role="status" className="text-sm text-muted-foreground">
          {otherSideNext
            ? `First side ${formatCountdown(logged)}. Now the other side.`
            : perSide
              ? `Both sides held: ${formatCountdown(logged)} filled in below.`
              : `Held ${formatCountdown(logged)}: filled in below.`}
        </p>
      ) : null}
    </div>
  );
}

function RunningHold({
  startedAt,
  targetSeconds,
  onStop,
}: {
  startedAt: number;
  targetSeconds: number;
  onStop: (held: number) => void;
}) {
  const now = useNow();
  const held = heldSeconds(startedAt, now);
  const face = holdFace(targetSeconds, held);
  useCountdownTicks(face.done || targetSeconds <= 0 ? null : Math.round(targetSeconds) - held);

  useEffect(() => {
    // A buzz and beeps at the target, for a lifter whose eyes are on the floor (the buzz is
    // ignored where unsupported: iPhones).
    if (face.done && document.visibilityState === 'visible') {
      navigator.vibrate?.([150, 80, 150]);
      playTimerCue();
    }
  }, [face.done]);
  useEffect(() => {
    if (held >= HOLD_MAX_SECONDS) onStop(held);
  }, [held, onStop]);

  return (
    <div className="grid gap-2 rounded-2xl bg-muted p-4 text-center">
      <p className="text-sm font-semibold text-muted-foreground" aria-live="polite">
        {face.done ? 'Target reached: hold on or stop' : 'Hold'}
      </p>
      <p
        role="timer"
        aria-label="Hold timer"
        className={`text-5xl font-bold tracking-tight tabular-nums ${face.done ? 'text-primary' : ''}`}
      >
        {face.text}
      </p>
      <Progress value={face.progress * 100} label="Hold progress" className="bg-surface" />
      <Button size="lg" onClick={() => onStop(held)}>
        <Square className="size-4" aria-hidden="true" />
        Stop · {formatCountdown(held)} held
      </Button>
    </div>
  );
}
