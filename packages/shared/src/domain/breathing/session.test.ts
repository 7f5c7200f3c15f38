import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRESET_TIMES } from './patterns.ts';
import {
  ENDED,
  IDLE,
  breathsAt,
  elapsedMs,
  endsAt,
  formatClock,
  pauseSession,
  phaseAt,
  resumeSession,
  sessionView,
  startSession,
} from './session.ts';

/** A fake clock: the machine only ever sees the instants we hand it. */
function fakeClock(start = Date.UTC(2026, 10, 23, 19, 0, 0)) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
      return now;
    },
  };
}

const coherence = PRESET_TIMES.coherence;

describe('breathing session state machine', () => {
  it('shows the 300 s clock before the first start', () => {
    const view = sessionView(IDLE, Date.now());
    expect(view).toMatchObject({
      status: 'idle',
      remainingSeconds: 300,
      breaths: 0,
      phase: 'inhale',
      progressPercent: 0,
    });
  });

  it('reads 0 on the clock once a session is stopped or over', () => {
    expect(sessionView(ENDED, Date.now())).toMatchObject({ status: 'idle', remainingSeconds: 0 });
  });

  it('starts active with the clock at duration x 60 s, no breaths and the phase at inhale', () => {
    const clock = fakeClock();
    const session = startSession(coherence, 10, clock.now());
    expect(sessionView(session, clock.now())).toMatchObject({
      status: 'active',
      remainingSeconds: 600,
      breaths: 0,
      phase: 'inhale',
      phaseSecondsLeft: 5,
      progressPercent: 0,
      finished: false,
    });
  });

  it('goes inhale, exhale and counts a breath at the start of each exhale (no hold at 0)', () => {
    const clock = fakeClock();
    const session = startSession(coherence, 10, clock.now());
    expect(sessionView(session, clock.advance(4999))).toMatchObject({
      phase: 'inhale',
      phaseSecondsLeft: 1,
      breaths: 0,
    });
    expect(sessionView(session, clock.advance(1))).toMatchObject({
      phase: 'exhale',
      phaseSecondsLeft: 5,
      breaths: 1,
      remainingSeconds: 595,
    });
    expect(sessionView(session, clock.advance(5000))).toMatchObject({
      phase: 'inhale',
      breaths: 1,
    });
    expect(sessionView(session, clock.advance(5000))).toMatchObject({
      phase: 'exhale',
      breaths: 2,
    });
  });

  it('holds between inhale and exhale when the hold is above 0 (4-7-8)', () => {
    const clock = fakeClock();
    const session = startSession(PRESET_TIMES['4-7-8'], 5, clock.now());
    expect(sessionView(session, clock.advance(4000))).toMatchObject({
      phase: 'hold',
      phaseSecondsLeft: 7,
      breaths: 0,
    });
    expect(sessionView(session, clock.advance(7000))).toMatchObject({
      phase: 'exhale',
      phaseSecondsLeft: 8,
      breaths: 1,
    });
    expect(sessionView(session, clock.advance(8000))).toMatchObject({ phase: 'inhale' });
  });

  it('freezes everything while paused and picks up where it was on resume', () => {
    const clock = fakeClock();
    let session = startSession(coherence, 1, clock.now());
    clock.advance(12_000);
    session = pauseSession(session, clock.now());
    const paused = sessionView(session, clock.now());
    expect(paused).toMatchObject({ status: 'paused', remainingSeconds: 48, breaths: 1 });
    // A long pause moves nothing.
    expect(sessionView(session, clock.advance(90_000))).toEqual(paused);
    session = resumeSession(session, clock.now());
    expect(sessionView(session, clock.now())).toEqual({ ...paused, status: 'active' });
    expect(sessionView(session, clock.advance(1000)).remainingSeconds).toBe(47);
    // Pause and resume only apply from the right state.
    expect(resumeSession(session, clock.now())).toBe(session);
    expect(pauseSession(IDLE, clock.now())).toBe(IDLE);
  });

  it('finishes when the time runs out, at 100 % with the breaths of the whole session', () => {
    const clock = fakeClock();
    const session = startSession(coherence, 1, clock.now());
    expect(endsAt(session)).toBe(clock.now() + 60_000);
    const before = sessionView(session, clock.advance(59_999));
    expect(before).toMatchObject({ finished: false, remainingSeconds: 1 });
    const end = sessionView(session, clock.advance(1));
    // 60 s of 10-s breaths: exhales start at 5, 15, ... 55 s.
    expect(end).toMatchObject({ finished: true, remainingSeconds: 0, breaths: 6 });
    expect(end.progressPercent).toBe(100);
    // Late looks (a throttled tab) see the same end, not more.
    expect(sessionView(session, clock.advance(3_600_000))).toEqual(end);
  });

  it('stays exact however rarely it is looked at (no tick counting)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 7000 }), { minLength: 1, maxLength: 60 }),
        (steps) => {
          const clock = fakeClock();
          const session = startSession(PRESET_TIMES.box, 30, clock.now());
          for (const step of steps) clock.advance(step);
          const elapsed = steps.reduce((a, b) => a + b, 0);
          const view = sessionView(session, clock.now());
          expect(view.elapsedMs).toBe(Math.min(elapsed, 30 * 60_000));
          expect(view.remainingSeconds).toBe(Math.ceil((30 * 60_000 - view.elapsedMs) / 1000));
          expect(view.breaths).toBe(breathsAt(PRESET_TIMES.box, view.elapsedMs, 30 * 60_000));
        },
      ),
    );
  });

  it('counts the pauses out of the elapsed time, whatever their pattern', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 20_000 })),
          {
            maxLength: 20,
          },
        ),
        (periods) => {
          const clock = fakeClock();
          let session = startSession(coherence, 30, clock.now());
          let breathing = 0;
          for (const [active, paused] of periods) {
            clock.advance(active);
            breathing += active;
            session = pauseSession(session, clock.now());
            clock.advance(paused);
            session = resumeSession(session, clock.now());
          }
          expect(elapsedMs(session, clock.now())).toBe(Math.min(breathing, 30 * 60_000));
        },
      ),
    );
  });

  it('never counts more breaths than whole cycles allow, and never goes down', () => {
    fc.assert(
      fc.property(
        fc.record({
          inhale: fc.integer({ min: 1, max: 10 }),
          hold: fc.integer({ min: 0, max: 10 }),
          exhale: fc.integer({ min: 1, max: 10 }),
        }),
        fc.integer({ min: 0, max: 30 * 60_000 }),
        fc.integer({ min: 0, max: 60_000 }),
        (times, ms, more) => {
          const duration = 30 * 60_000;
          const cycle = (times.inhale + times.hold + times.exhale) * 1000;
          const breaths = breathsAt(times, ms, duration);
          expect(breaths).toBeLessThanOrEqual(Math.ceil(ms / cycle) + 1);
          expect(breathsAt(times, ms + more, duration)).toBeGreaterThanOrEqual(breaths);
          const phase = phaseAt(times, ms);
          if (times.hold === 0) expect(phase.phase).not.toBe('hold');
          expect(phase.secondsLeft).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });

  it('formats the clock as m:ss', () => {
    expect(formatClock(600)).toBe('10:00');
    expect(formatClock(300)).toBe('5:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(0)).toBe('0:00');
  });
});
