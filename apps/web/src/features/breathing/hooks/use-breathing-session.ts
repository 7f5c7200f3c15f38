import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import { summarizeHrv, simulatedHrv } from '@grandfit/shared/domain/breathing/hrv.ts';
import {
  BREATHING,
  PATTERN_NAMES,
  type BreathTimes,
  type BreathingPattern,
} from '@grandfit/shared/domain/breathing/patterns.ts';
import {
  ENDED,
  IDLE,
  endsAt,
  pauseSession,
  resumeSession,
  sessionView,
  startSession,
  type BreathingSession,
} from '@grandfit/shared/domain/breathing/session.ts';
import type { BreathingSessionInput } from '@grandfit/shared/schemas/breathing.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import { plural } from '../../../lib/format.ts';
import { newClientId } from '../../../lib/outbox/client-id.ts';

/** Often enough that the seconds never visibly lag; the figures come from the clock, not ticks. */
const TICK_MS = 250;

/** Where the session's HRV comes from, fixed when it starts. */
export type HrvMode = 'strap' | 'demo' | 'none';

export interface SessionSettings {
  pattern: BreathingPattern;
  times: BreathTimes;
  durationMinutes: number;
}

interface SessionMeta extends SessionSettings {
  clientId: string;
  startedAt: string;
  date: string;
  hrvMode: HrvMode;
}

export interface UseBreathingSessionOptions {
  hrvMode: HrvMode;
  /** The strap's current rolling RMSSD, sampled every 2 s of the session in strap mode. */
  strapRmssd: number | null;
  /** The artefact percentage of the strap's current reading (kept with each sampled reading). */
  strapArtefactPercent?: number | null;
  /** A session ended with something to keep: save it. */
  onEnded: (session: BreathingSessionInput) => void;
}

/**
 * The breathing session as the screen runs it: the pure state machine (domain/breathing/session)
 * looked at every 250 ms and whenever the page becomes visible, HRV readings every 2 s of
 * session time, the toasts (docs/product.md#breathing-session-states), and the record of the
 * session when it ends.
 */
export function useBreathingSession({
  hrvMode,
  strapRmssd,
  strapArtefactPercent = null,
  onEnded,
}: UseBreathingSessionOptions) {
  const [session, setSession] = useState<BreathingSession>(IDLE);
  const [meta, setMeta] = useState<SessionMeta | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [readings, setReadings] = useState<number[]>([]);
  /** The artefact percentage of each strap reading sampled (refused readings are not sampled). */
  const artefacts = useRef<number[]>([]);
  /** The 2-s marks already sampled (mark k is at k x 2 s of session time). */
  const sampledMarks = useRef(0);

  const view = sessionView(session, now);

  const sample = useEffectEvent((at: number) => {
    if (session.status !== 'active' || !meta || meta.hrvMode === 'none') return;
    const { intervalMs } = BREATHING.simulatedHrv;
    const marks = Math.floor(sessionView(session, at).elapsedMs / intervalMs);
    if (marks <= sampledMarks.current) return;
    const added: number[] = [];
    if (meta.hrvMode === 'demo') {
      // Catch up on marks a throttled tab missed: the demo is a function of progress.
      for (let mark = sampledMarks.current + 1; mark <= marks; mark++) {
        added.push(simulatedHrv((mark * intervalMs) / session.durationMs, Math.random()));
      }
    } else if (strapRmssd !== null) {
      // A strap reading is only known now: missed marks stay missed.
      added.push(strapRmssd);
      if (strapArtefactPercent !== null) artefacts.current.push(strapArtefactPercent);
    }
    sampledMarks.current = marks;
    if (added.length > 0) setReadings((current) => [...current, ...added]);
  });

  /** The mean artefact percentage of the readings kept, to one decimal; null without any. */
  function meanArtefactPercent(): number | null {
    const values = artefacts.current;
    if (values.length === 0) return null;
    return Math.round((10 * values.reduce((a, b) => a + b, 0)) / values.length) / 10;
  }

  function end(stopped: boolean) {
    if (session.status === 'idle' || !meta) return;
    const at = Date.now();
    const final = sessionView(session, at);
    const completed = !stopped || final.finished;
    setSession(ENDED);
    setNow(at);
    if (completed) {
      toast({
        title: 'Session Complete!',
        description: `Well done! You completed ${final.breaths} breaths.`,
      });
    } else {
      toast({ title: 'Session Stopped', description: 'Session ended early' });
    }
    // A session stopped before its first breath has nothing worth keeping.
    if (!completed && final.breaths === 0) return;
    const summary = meta.hrvMode === 'strap' ? summarizeHrv(readings) : null;
    onEnded({
      clientId: meta.clientId,
      date: meta.date,
      pattern: meta.pattern,
      inhaleSeconds: meta.times.inhale,
      holdSeconds: meta.times.hold,
      exhaleSeconds: meta.times.exhale,
      plannedSeconds: meta.durationMinutes * 60,
      actualSeconds: Math.floor(final.elapsedMs / 1000),
      breaths: final.breaths,
      completed,
      startedAt: meta.startedAt,
      endedAt: new Date(at).toISOString(),
      // Simulated numbers are never sent as the user's HRV: a demo says only that it was one.
      hrv:
        meta.hrvMode === 'demo'
          ? { source: 'demo' }
          : summary
            ? { source: 'strap', ...summary, artefactPercent: meanArtefactPercent() }
            : null,
    });
  }
  const endByClock = useEffectEvent(() => end(false));

  const tick = useEffectEvent(() => {
    const at = Date.now();
    setNow(at);
    sample(at);
  });

  useEffect(() => {
    if (session.status !== 'active') return;
    const timer = setInterval(tick, TICK_MS);
    document.addEventListener('visibilitychange', tick);
    window.addEventListener('focus', tick);
    // One timer for the end; the figures saved come from the clock, however late it fires.
    const endAt = endsAt(session);
    const ending =
      endAt === null ? undefined : setTimeout(endByClock, Math.max(0, endAt - Date.now()));
    return () => {
      clearInterval(timer);
      if (ending !== undefined) clearTimeout(ending);
      document.removeEventListener('visibilitychange', tick);
      window.removeEventListener('focus', tick);
    };
  }, [session]);

  function start(settings: SessionSettings) {
    const at = Date.now();
    sampledMarks.current = 0;
    setReadings([]);
    artefacts.current = [];
    setNow(at);
    setSession(startSession(settings.times, settings.durationMinutes, at));
    setMeta({
      ...settings,
      times: { ...settings.times },
      clientId: newClientId(),
      startedAt: new Date(at).toISOString(),
      date: toLocalIsoDate(new Date(at)),
      hrvMode,
    });
    toast({
      title: 'Breathing Session Started',
      // '{n} minutes of {pattern} breathing' (docs/product.md#breathing-session-states), in English
      // for n = 1 too.
      description: `${plural(settings.durationMinutes, 'minute')} of ${PATTERN_NAMES[settings.pattern]} breathing`,
    });
  }

  function pause() {
    const at = Date.now();
    setNow(at);
    setSession((current) => pauseSession(current, at));
    toast({ title: 'Session Paused', description: 'Take your time, resume when ready' });
  }

  function resume() {
    const at = Date.now();
    setNow(at);
    setSession((current) => resumeSession(current, at));
    toast({ title: 'Session Resumed', description: 'Continue breathing' });
  }

  const currentHrv = readings.length > 0 ? (readings[readings.length - 1] ?? null) : null;
  const averageHrv =
    readings.length > 0
      ? Math.round(readings.reduce((sum, value) => sum + value, 0) / readings.length)
      : null;

  return {
    session,
    view,
    meta,
    currentHrv,
    averageHrv,
    start,
    pause,
    resume,
    stop: () => end(true),
  };
}
