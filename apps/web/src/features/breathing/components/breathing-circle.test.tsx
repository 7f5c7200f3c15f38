import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PRESET_TIMES } from '@grandfit/shared/domain/breathing/patterns.ts';
import {
  pauseSession,
  sessionView,
  startSession,
} from '@grandfit/shared/domain/breathing/session.ts';
import { BreathingCircle } from './breathing-circle.tsx';

function stubMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  const animation = { currentTime: 0 as number | null, pause: vi.fn(), cancel: vi.fn() };
  const animate = vi.fn(() => animation);
  Object.defineProperty(HTMLElement.prototype, 'animate', { configurable: true, value: animate });
  return { animate, animation };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (HTMLElement.prototype as { animate?: unknown }).animate;
});

describe('BreathingCircle', () => {
  it('animates transform only, from where the clock says the phase is', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { animate, animation } = stubMotion(false);
    const session = startSession(PRESET_TIMES.coherence, 5, Date.now() - 7000);
    render(<BreathingCircle session={session} view={sessionView(session, Date.now())} />);
    expect(screen.getByText('Exhale')).toBeTruthy();
    expect(screen.getByText('Breathe Out')).toBeTruthy();
    expect(animate).toHaveBeenCalledWith(
      [{ transform: 'scale(1)' }, { transform: 'scale(0.6)' }],
      expect.objectContaining({ duration: 5000 }),
    );
    // 2 s into the 5-s exhale.
    expect(animation.currentTime).toBe(2000);
    expect(animation.pause).not.toHaveBeenCalled();
  });

  it('holds still while paused', () => {
    const { animation } = stubMotion(false);
    const session = pauseSession(startSession(PRESET_TIMES.box, 5, Date.now() - 5000), Date.now());
    render(<BreathingCircle session={session} view={sessionView(session, Date.now())} />);
    expect(screen.getAllByText('Hold')).toHaveLength(2); // the label and the instruction
    expect(animation.pause).toHaveBeenCalled();
  });

  it('does not animate when the user prefers reduced motion', () => {
    const { animate } = stubMotion(true);
    const session = startSession(PRESET_TIMES.coherence, 5, Date.now());
    render(<BreathingCircle session={session} view={sessionView(session, Date.now())} />);
    expect(screen.getByText('Breathe In')).toBeTruthy();
    expect(animate).not.toHaveBeenCalled();
  });
});
