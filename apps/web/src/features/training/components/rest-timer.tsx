import { useEffect, type ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { SkipForward } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useNow } from '../hooks/use-now.ts';
import { playTimerCue, useCountdownTicks } from '../../../lib/timer-sound.ts';
import {
  REST_EXTENSION_SECONDS,
  formatCountdown,
  isRestOver,
  remainingSeconds,
  restProgress,
  type RestPeriod,
} from '../utils/rest-clock.ts';

const RING_RADIUS = 88;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

export interface RestTimerProps {
  rest: RestPeriod;
  /** What comes after the rest: "Set 2 of 3 · Goblet Squat". */
  next: string;
  onExtend: () => void;
  /** The rest ran out or was skipped. */
  onEnd: () => void;
  /** Shown under the title: the outbox pill, so a set kept offline is seen waiting. */
  status?: ReactNode;
}

/**
 * Rest Timer overlay (docs/product.md#rest-timer): counts down from the exercise's rest, '+30s'
 * adds 30 seconds, 'Skip Rest' ends it at once, and it ends by itself at 0. The time left is always
 * `rest.endsAt - now`, so it stays right after the tab slept.
 */
export function RestTimer({ rest, next, onExtend, onEnd, status }: RestTimerProps) {
  const now = useNow();
  const seconds = remainingSeconds(rest, now);
  const over = isRestOver(rest, now);
  useCountdownTicks(over ? null : seconds);

  useEffect(() => {
    if (!over) return;
    // A buzz and beeps when the rest runs out by itself, for a phone in a pocket (the buzz is
    // ignored where unsupported: iPhones).
    if (document.visibilityState === 'visible') {
      navigator.vibrate?.(200);
      playTimerCue();
    }
    onEnd();
  }, [over, onEnd]);

  const progress = restProgress(rest, now);
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : onEnd())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          // A stray tap beside the buttons must not end the rest; Escape still skips it.
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-8 overflow-y-auto bg-ink px-6 pt-safe pb-safe-toast text-white data-[state=open]:animate-fade-in focus:outline-none"
        >
          <div className="text-center">
            <DialogPrimitive.Title className="text-2xl font-extrabold tracking-tight">
              Rest
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="mt-1 text-sm text-white/70">
              Next: {next}
            </DialogPrimitive.Description>
            {status ? <div className="mt-3 flex justify-center">{status}</div> : null}
          </div>

          <div className="relative flex size-64 items-center justify-center">
            <svg viewBox="0 0 200 200" className="absolute inset-0 -rotate-90" aria-hidden="true">
              <circle
                cx="100"
                cy="100"
                r={RING_RADIUS}
                fill="none"
                strokeWidth="10"
                className="stroke-white/10"
              />
              <circle
                cx="100"
                cy="100"
                r={RING_RADIUS}
                fill="none"
                strokeWidth="10"
                strokeLinecap="round"
                className="stroke-accent transition-[stroke-dashoffset] duration-200 ease-linear"
                strokeDasharray={RING_LENGTH}
                strokeDashoffset={RING_LENGTH * progress}
              />
            </svg>
            <p
              role="timer"
              aria-label={`${seconds} seconds of rest left`}
              className="text-6xl font-extrabold tracking-tight tabular-nums"
            >
              {formatCountdown(seconds)}
            </p>
          </div>

          <div className="grid w-full max-w-sm grid-cols-2 gap-3">
            <Button
              size="lg"
              className="bg-white/10 text-white hover:bg-white/20"
              onClick={onExtend}
            >
              +{REST_EXTENSION_SECONDS}s
            </Button>
            <Button size="lg" variant="accent" onClick={onEnd}>
              <SkipForward className="size-5" aria-hidden="true" />
              Skip Rest
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
