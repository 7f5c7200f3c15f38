import { useEffect, useRef } from 'react';
import {
  sessionView,
  type BreathPhase,
  type RunningSession,
  type SessionView,
} from '@grandfit/shared/domain/breathing/session.ts';
import { cn } from '../../../lib/utils.ts';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';

const SMALL = 0.6;
const LARGE = 1;

/** The scale a phase starts and ends at: grow on the inhale, stay full on the hold, shrink out. */
const SCALES: Record<BreathPhase, [number, number]> = {
  inhale: [SMALL, LARGE],
  hold: [LARGE, LARGE],
  exhale: [LARGE, SMALL],
};

export const PHASE_LABELS: Record<BreathPhase, string> = {
  inhale: 'Inhale',
  hold: 'Hold',
  exhale: 'Exhale',
};

export const PHASE_INSTRUCTIONS: Record<BreathPhase, string> = {
  inhale: 'Breathe In',
  hold: 'Hold',
  exhale: 'Breathe Out',
};

/**
 * The animated circle (docs/product.md#breathing-screen): one Web Animation per phase, on
 * `transform` only, so the compositor runs it without layout or paint. Each phase's animation
 * starts at the point the session clock says the phase has reached, and is paused with the session,
 * so the circle and the numbers never disagree. With reduced motion the circle stays still and the
 * words lead.
 */
export function BreathingCircle({ session, view }: { session: RunningSession; view: SessionView }) {
  const circle = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const phaseKey = `${view.phaseCycle}:${view.phase}`;

  useEffect(() => {
    const element = circle.current;
    if (!element || reducedMotion || typeof element.animate !== 'function') return;
    const now = sessionView(session, Date.now());
    const length = session.times[now.phase] * 1000;
    const [from, to] = SCALES[now.phase];
    const animation = element.animate(
      [{ transform: `scale(${from})` }, { transform: `scale(${to})` }],
      { duration: length, easing: 'ease-in-out', fill: 'forwards' },
    );
    animation.currentTime = Math.min(length, now.phaseFraction * length);
    if (session.status === 'paused') animation.pause();
    return () => animation.cancel();
  }, [session, phaseKey, reducedMotion]);

  const still = reducedMotion ? 0.85 : SCALES[view.phase][0];
  return (
    <div className="relative flex size-64 items-center justify-center sm:size-72">
      <div
        ref={circle}
        aria-hidden="true"
        style={{ transform: `scale(${still})` }}
        className={cn(
          'absolute inset-0 rounded-full will-change-transform',
          'bg-[radial-gradient(circle_at_35%_30%,rgba(198,244,50,0.55),rgba(16,185,129,0.35)_55%,rgba(4,120,87,0.25))]',
          'shadow-[0_0_80px_rgba(16,185,129,0.35)] ring-1 ring-white/15',
        )}
      />
      <div className="relative flex flex-col items-center text-center" aria-live="polite">
        <span className="text-sm font-semibold tracking-[0.2em] text-white/75 uppercase">
          {PHASE_LABELS[view.phase]}
        </span>
        <span className="mt-1 text-3xl font-extrabold tracking-tight">
          {PHASE_INSTRUCTIONS[view.phase]}
        </span>
        <span className="mt-1 text-5xl font-extrabold tabular-nums" aria-hidden="true">
          {view.phaseSecondsLeft}
        </span>
      </div>
    </div>
  );
}
