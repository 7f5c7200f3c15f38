import { useId } from 'react';
import { Volume2 } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { setTimerSound, useTimerSoundOn } from '../../../lib/timer-sound.ts';
import { cn } from '../../../lib/utils.ts';

/**
 * Timer sound on or off (decision 067): three beeps when a rest ends by itself and when a hold
 * reaches its target. Kept on this device, like the theme.
 */
export function TimerSoundCard() {
  const on = useTimerSoundOn();
  const labelId = useId();
  const hintId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={labelId}
      className="flex items-center justify-between gap-4 p-4"
    >
      <div className="flex items-start gap-3">
        <Volume2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h2 id={labelId} className="text-base font-semibold tracking-tight">
            Timer sound
          </h2>
          <p id={hintId} className="text-sm text-muted-foreground">
            Three beeps when a rest ends or a hold reaches its target, on this device.
          </p>
        </div>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        onClick={() => setTimerSound(!on)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          on ? 'bg-primary' : 'bg-muted-foreground/40',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            on ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
    </Card>
  );
}
