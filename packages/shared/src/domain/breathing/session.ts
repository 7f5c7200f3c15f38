/**
 * The breathing session state machine (docs/product.md#breathing-session-states) as pure
 * functions of time.
 *
 * Nothing counts ticks: a session is its start instant, its pauses and its settings, and every
 * figure on screen (time left, phase, breath count, progress) is derived from "now". A tab that
 * was throttled, a slow device or a missed interval cannot make a session drift; the screen only
 * decides how often to look.
 */
import { BREATHING, type BreathTimes } from './patterns.ts';

export type BreathPhase = 'inhale' | 'hold' | 'exhale';

export interface IdleSession {
  status: 'idle';
  /**
   * The clock while idle: 300 s before the first start (docs/product.md#breathing-patterns), 0
   * after a session ended.
   */
  remainingSeconds: number;
}

export interface RunningSession {
  status: 'active' | 'paused';
  /** Epoch ms of the start. */
  startedAt: number;
  durationMs: number;
  times: BreathTimes;
  /** Time spent in pauses that have ended. */
  pausedMs: number;
  /** Epoch ms the current pause began; null while active. */
  pausedAt: number | null;
}

export type BreathingSession = IdleSession | RunningSession;

export const IDLE: IdleSession = { status: 'idle', remainingSeconds: BREATHING.idleClockSeconds };

/**
 * active or paused -> idle, on Stop or when the time runs out: the clock reads 0
 * (docs/product.md#breathing-session-states).
 */
export const ENDED: IdleSession = { status: 'idle', remainingSeconds: 0 };

/** idle -> active: the clock is reset to duration x 60 s, breaths to 0, the phase to inhale. */
export function startSession(
  times: BreathTimes,
  durationMinutes: number,
  now: number,
): RunningSession {
  return {
    status: 'active',
    startedAt: now,
    durationMs: durationMinutes * 60_000,
    times: { ...times },
    pausedMs: 0,
    pausedAt: null,
  };
}

/** active -> paused (anything else is returned unchanged). */
export function pauseSession<S extends BreathingSession>(session: S, now: number): S {
  if (session.status !== 'active') return session;
  return { ...session, status: 'paused', pausedAt: now };
}

/** paused -> active: the pause is added to the paused time, so the session picks up where it was. */
export function resumeSession<S extends BreathingSession>(session: S, now: number): S {
  if (session.status !== 'paused' || session.pausedAt === null) return session;
  return {
    ...session,
    status: 'active',
    pausedMs: session.pausedMs + Math.max(0, now - session.pausedAt),
    pausedAt: null,
  };
}

/** Breathing time so far: wall time since the start minus the pauses, within 0..duration. */
export function elapsedMs(session: RunningSession, now: number): number {
  const until = session.pausedAt ?? now;
  const elapsed = until - session.startedAt - session.pausedMs;
  return Math.min(session.durationMs, Math.max(0, elapsed));
}

export interface PhaseAt {
  phase: BreathPhase;
  /** Whole seconds left in the phase, counting down to 1 (what the circle shows). */
  secondsLeft: number;
  /** 0..1 through the phase (for the circle's scale). */
  fraction: number;
  /** Which breath (0-based) the phase belongs to: with the phase, names one phase of the session. */
  cycle: number;
}

/** The phase at `ms` into the session: inhale, hold (only when hold > 0), exhale, repeat. */
export function phaseAt(times: BreathTimes, ms: number): PhaseAt {
  const inhale = times.inhale * 1000;
  const hold = times.hold * 1000;
  const exhale = times.exhale * 1000;
  const cycle = inhale + hold + exhale;
  const t = ((ms % cycle) + cycle) % cycle;
  const at = (phase: BreathPhase, into: number, length: number): PhaseAt => ({
    phase,
    secondsLeft: Math.max(1, Math.ceil((length - into) / 1000)),
    fraction: into / length,
    cycle: Math.floor(ms / cycle),
  });
  if (t < inhale) return at('inhale', t, inhale);
  if (t < inhale + hold) return at('hold', t - inhale, hold);
  return at('exhale', t - inhale - hold, exhale);
}

/**
 * Breaths counted in the first `ms` of a session: one at the start of each exhale
 * (docs/product.md#breathing-session-states).
 * An exhale that would begin exactly when the time runs out is not a breath taken.
 */
export function breathsAt(times: BreathTimes, ms: number, durationMs: number): number {
  const cycle = (times.inhale + times.hold + times.exhale) * 1000;
  const firstExhale = (times.inhale + times.hold) * 1000;
  const until = Math.min(ms, durationMs - 1);
  if (until < firstExhale) return 0;
  return Math.floor((until - firstExhale) / cycle) + 1;
}

export interface SessionView {
  status: BreathingSession['status'];
  /**
   * Whole seconds left, as the clock shows them (m:ss). 300 before the first start
   * (docs/product.md#breathing-patterns).
   */
  remainingSeconds: number;
  breaths: number;
  phase: BreathPhase;
  phaseSecondsLeft: number;
  phaseFraction: number;
  phaseCycle: number;
  /** 0..100. */
  progressPercent: number;
  /** The time is up: the screen ends the session as complete. */
  finished: boolean;
  elapsedMs: number;
}

/** Everything the session screen shows, at `now`. */
export function sessionView(session: BreathingSession, now: number): SessionView {
  if (session.status === 'idle') {
    return {
      status: 'idle',
      remainingSeconds: session.remainingSeconds,
      breaths: 0,
      phase: 'inhale',
      phaseSecondsLeft: 0,
      phaseFraction: 0,
      phaseCycle: 0,
      progressPercent: 0,
      finished: false,
      elapsedMs: 0,
    };
  }
  const elapsed = elapsedMs(session, now);
  const phase = phaseAt(session.times, elapsed);
  return {
    status: session.status,
    remainingSeconds: Math.ceil((session.durationMs - elapsed) / 1000),
    breaths: breathsAt(session.times, elapsed, session.durationMs),
    phase: phase.phase,
    phaseSecondsLeft: phase.secondsLeft,
    phaseFraction: phase.fraction,
    phaseCycle: phase.cycle,
    progressPercent: session.durationMs === 0 ? 100 : (100 * elapsed) / session.durationMs,
    finished: elapsed >= session.durationMs,
    elapsedMs: elapsed,
  };
}

/** m:ss, e.g. 600 -> "10:00", 65 -> "1:05". */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The instant the session's time runs out if it is not paused again (for a single timer). */
export function endsAt(session: RunningSession): number | null {
  if (session.status !== 'active') return null;
  return session.startedAt + session.pausedMs + session.durationMs;
}
