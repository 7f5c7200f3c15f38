import { useId, type ReactNode } from 'react';
import { MonitorSmartphone, Timer, Volume2 } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { setKeepScreenOn, useKeepScreenOn } from '../../../lib/screen-wake-lock.ts';
import {
  setCountdownTicks,
  setTimerSound,
  useCountdownTicksOn,
  useTimerSoundOn,
} from '../../../lib/timer-sound.ts';
import { cn } from '../../../lib/utils.ts';

/** A choice kept on this device, like the theme (lib/device-switch.ts): a card with a switch. */
function DeviceSwitchCard({
  icon,
  title,
  hint,
  on,
  onChange,
  disabled = false,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  on: boolean;
  onChange: (on: boolean) => void;
  /** A switch that has no effect while another is off: shown, not usable. */
  disabled?: boolean;
}) {
  const labelId = useId();
  const hintId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={labelId}
      className="flex items-center justify-between gap-4 p-4"
    >
      <div className="flex items-start gap-3">
        <span className="mt-0.5 shrink-0 text-primary [&>svg]:size-5" aria-hidden="true">
          {icon}
        </span>
        <div>
          <h2 id={labelId} className="text-base font-semibold tracking-tight">
            {title}
          </h2>
          <p id={hintId} className="text-sm text-muted-foreground">
            {hint}
          </p>
        </div>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        disabled={disabled}
        onClick={() => onChange(!on)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50',
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

/**
 * Timer sound on or off (decision 067): three beeps when a rest ends by itself and when a hold
 * reaches its target.
 */
export function TimerSoundCard() {
  return (
    <DeviceSwitchCard
      icon={<Volume2 />}
      title="Timer sound"
      hint="Three beeps when a rest ends or a hold reaches its target, on this device."
      on={useTimerSoundOn()}
      onChange={setTimerSound}
    />
  );
}

/** The tick at each of the last three seconds, apart from the end's beeps (decision 067). */
export function CountdownTicksCard() {
  const soundOn = useTimerSoundOn();
  return (
    <DeviceSwitchCard
      icon={<Timer />}
      title="Countdown ticks"
      hint={
        soundOn
          ? 'A tick at each of the last three seconds of a rest or a hold, on this device.'
          : 'A tick at each of the last three seconds: with the timer sound on.'
      }
      on={useCountdownTicksOn()}
      onChange={setCountdownTicks}
      disabled={!soundOn}
    />
  );
}

/** The screen kept on while a workout or a breathing session is open (decision 070). */
export function KeepScreenOnCard() {
  return (
    <DeviceSwitchCard
      icon={<MonitorSmartphone />}
      title="Keep screen on"
      hint="During a workout or a breathing session, so the timers stay in sight, on this device."
      on={useKeepScreenOn()}
      onChange={setKeepScreenOn}
    />
  );
}
