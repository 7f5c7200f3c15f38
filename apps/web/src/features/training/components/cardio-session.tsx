import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Bluetooth, HeartPulse, Pause, Play, Square, Timer } from 'lucide-react';
import {
  MIN_VERIFIED_SAMPLES,
  ZONE2_SAMPLE_RULE,
  formatElapsed,
  inZone,
  isVerifiedZone2,
  summarizeHeartRate,
  zone2Range,
  type HeartRateSample,
  type Zone2Range,
} from '@grandfit/shared/domain/cardio/zone2.ts';
import {
  intervalPositionAt,
  intervalSchedule,
  scheduleSeconds,
  type IntervalPhase,
  type IntervalPlan,
} from '@grandfit/shared/domain/cardio/intervals.ts';
import { vo2maxPrescription } from '@grandfit/shared/domain/programme/programme.ts';
import type { CardioSummaryInput, Workout } from '@grandfit/shared/schemas/training.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { getSettingsQueryOptions } from '../../../lib/settings-query.ts';
import {
  useHeartRateStrap,
  type HeartRateStrap,
} from '../../breathing/hooks/use-heart-rate-strap.ts';

/** A stopwatch that pauses: running time from Date.now, redrawn every second while it runs. */
function useStopwatch() {
  const [state, setState] = useState<{ since: number | null; banked: number }>({
    since: null,
    banked: 0,
  });
  const [now, setNow] = useState(() => Date.now());
  const running = state.since !== null;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [running]);
  const elapsedMs = state.banked + (state.since === null ? 0 : Math.max(0, now - state.since));
  return {
    running,
    started: running || state.banked > 0,
    elapsedMs,
    now,
    start: () => {
      const at = Date.now();
      setNow(at);
      setState((s) => (s.since === null ? { ...s, since: at } : s));
    },
    pause: () => {
      const at = Date.now();
      setNow(at);
      setState((s) => (s.since === null ? s : { since: null, banked: s.banked + at - s.since }));
    },
    reset: () => setState({ since: null, banked: 0 }),
  };
}

/** The user's Zone 2 range today, or null without a birth date (asked for, with a link). */
function useZone2Range(
  date: string,
  enabled: boolean,
): { range: Zone2Range | null; known: boolean } {
  const settings = useQuery({ ...getSettingsQueryOptions(), enabled });
  const birthDate = settings.data?.birthDate ?? null;
  return {
    range: birthDate ? zone2Range(birthDate, date) : null,
    known: settings.data !== undefined,
  };
}

/** Pause while the stopwatch runs; otherwise start it, or resume once it has started. */
function StartPauseButton({
  watch,
  startLabel,
  disabled,
}: {
  watch: ReturnType<typeof useStopwatch>;
  startLabel: string;
  disabled: boolean;
}) {
  return watch.running ? (
    <Button variant="outline" size="lg" onClick={watch.pause}>
      <Pause className="size-5" aria-hidden="true" />
      Pause
    </Button>
  ) : (
    <Button size="lg" onClick={watch.start} disabled={disabled}>
      <Play className="size-5" aria-hidden="true" />
      {watch.started ? 'Resume' : startLabel}
    </Button>
  );
}

function StrapRow({ strap }: { strap: HeartRateStrap }) {
  const connected = strap.status === 'connected';
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-muted/60 p-3">
      <Bluetooth
        className={connected ? 'size-5 text-primary' : 'size-5 text-muted-foreground'}
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">
          Chest strap{strap.deviceName ? ` · ${strap.deviceName}` : ''}
        </p>
        <p className="text-xs text-muted-foreground">
          {connected
            ? strap.contact === 'not-detected'
              ? 'No skin contact: moisten the strap electrodes'
              : 'Streaming heart rate'
            : (strap.unsupportedReason ?? 'Connect a heart-rate strap to verify the session')}
        </p>
      </div>
      {connected ? (
        <Button variant="outline" size="sm" onClick={strap.disconnect}>
          Disconnect
        </Button>
      ) : (
        <Button
          size="sm"
          onClick={() => void strap.connect()}
          disabled={!strap.supported || strap.status === 'connecting'}
        >
          {strap.status === 'connecting' ? 'Connecting…' : 'Connect strap'}
        </Button>
      )}
    </div>
  );
}

function Figure({ label, value, unit }: { label: string; value: string; unit?: string }) {
  return (
    <div className="rounded-2xl border border-border p-3">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-extrabold tracking-tight tabular-nums">
        {value}
        {unit ? (
          <span className="ml-1 text-sm font-semibold text-muted-foreground">{unit}</span>
        ) : null}
      </dd>
    </div>
  );
}

function zoneWord(bpm: number, range: Zone2Range) {
  if (inZone(bpm, range)) return 'In zone';
  return bpm < range.low ? 'Below zone' : 'Above zone';
}

/**
 * The Zone 2 session (docs/decisions/033-zone2-cardio-session.md): a running timer, live heart rate
 * from the chest strap the breathing screen connects (the same hook and parser), the user's range
 * in bpm, time in zone and the 70 % rule of docs/product.md#zone-2-session as it stands. Finish
 * logs the minutes with the summary; the server decides "verified". Without a strap the minutes
 * typed below are logged as not verified.
 */
export function Zone2Session({
  date,
  live,
  disabled,
  onFinish,
}: {
  /** The user's local day: the age, so the range, is on it. */
  date: string;
  live: boolean;
  disabled: boolean;
  onFinish: (result: { minutes: number; cardio: CardioSummaryInput }) => void;
}) {
  const titleId = useId();
  const { range, known } = useZone2Range(date, live);
  const watch = useStopwatch();
  const [samples, setSamples] = useState<HeartRateSample[]>([]);
  // Samples count only while the clock runs; the strap calls back outside React's render.
  const runningRef = useRef(false);
  useEffect(() => {
    runningRef.current = watch.running;
  }, [watch.running]);
  const onHeartRate = useCallback((bpm: number, atMs: number) => {
    if (runningRef.current) setSamples((list) => [...list, { atMs, bpm }]);
  }, []);
  const strap = useHeartRateStrap({ onHeartRate });

  // Without a range nothing is in zone: the summary still carries samples and average.
  const summary = useMemo(
    () => summarizeHeartRate(samples, range ?? { low: 0, high: -1 }, watch.now),
    [samples, range, watch.now],
  );
  const elapsedSeconds = Math.floor(watch.elapsedMs / 1000);
  const verifiedNow = range !== null && isVerifiedZone2(summary);
  const percent = Math.round(summary.inZoneFraction * 100);

  function finish() {
    watch.pause();
    const durationSeconds = elapsedSeconds;
    const strapUsed = summary.samples > 0;
    onFinish({
      minutes: Math.round(durationSeconds / 60),
      cardio: {
        source: strapUsed ? 'strap' : 'manual',
        durationSeconds,
        samples: summary.samples,
        inZoneSamples: range ? summary.inZoneSamples : 0,
        averageHr: summary.averageHr,
        timeInZoneSeconds: Math.min(range ? summary.timeInZoneSeconds : 0, durationSeconds),
        zoneLow: range?.low ?? null,
        zoneHigh: range?.high ?? null,
      },
    });
    setSamples([]);
    watch.reset();
  }

  return (
    <section aria-labelledby={titleId} className="grid gap-4 rounded-2xl border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold">
          <HeartPulse className="size-5 text-primary" aria-hidden="true" />
          Zone 2 session
        </h2>
        {range ? (
          <Badge variant="secondary" className="tabular-nums">
            Your Zone 2: {range.low}–{range.high} bpm
          </Badge>
        ) : null}
      </div>

      {!range && known ? (
        <p role="note" className="rounded-2xl bg-muted/60 p-3 text-sm">
          Add your birth date to see your Zone 2 heart-rate range.{' '}
          <Link to="/profile?settings" className="font-semibold text-primary underline">
            Open Settings
          </Link>
          . Until then the session is logged as not verified.
        </p>
      ) : null}

      {live ? <StrapRow strap={strap} /> : null}

      <dl className="grid grid-cols-2 gap-3">
        <Figure label="Time" value={formatElapsed(elapsedSeconds)} />
        <Figure
          label="Heart rate"
          value={strap.heartRate === null ? '—' : String(strap.heartRate)}
          unit={strap.heartRate === null ? undefined : 'bpm'}
        />
        <Figure label="Time in zone" value={formatElapsed(summary.timeInZoneSeconds)} />
        <Figure label="Samples in zone" value={summary.samples === 0 ? '—' : `${percent}%`} />
      </dl>

      {range && strap.heartRate !== null && strap.status === 'connected' ? (
        <p className="text-sm font-semibold" aria-live="polite">
          {zoneWord(strap.heartRate, range)}
        </p>
      ) : null}

      <p className="text-xs text-muted-foreground" aria-live="polite">
        {summary.samples === 0
          ? `Counts as Zone 2 when at least ${ZONE2_SAMPLE_RULE * 100}% of heart-rate samples are in your range.`
          : verifiedNow
            ? `Zone 2 verified so far: ${summary.inZoneSamples} of ${summary.samples} samples in range.`
            : summary.samples < MIN_VERIFIED_SAMPLES
              ? `${summary.samples} samples: verification needs at least ${MIN_VERIFIED_SAMPLES}.`
              : `${summary.inZoneSamples} of ${summary.samples} samples in range: Zone 2 needs ${ZONE2_SAMPLE_RULE * 100}%.`}
      </p>

      {/* Stacked on a phone: "Finish session" does not fit half of 390 px at this size. */}
      <div className="grid gap-2.5 sm:grid-cols-2">
        <StartPauseButton watch={watch} startLabel="Start session" disabled={disabled} />
        <Button
          variant={watch.running ? 'default' : 'outline'}
          size="lg"
          onClick={finish}
          disabled={disabled || !watch.started}
        >
          <Square className="size-5" aria-hidden="true" />
          Finish session
        </Button>
      </div>
    </section>
  );
}

const PHASE_LABEL: Record<IntervalPhase['kind'], string> = {
  'warm-up': 'Warm-up',
  work: 'Work',
  easy: 'Easy',
  'cool-down': 'Cool-down',
};

function phaseName(phase: IntervalPhase, intervals: number) {
  return phase.kind === 'work' || phase.kind === 'easy'
    ? `${PHASE_LABEL[phase.kind]} ${phase.interval} of ${intervals}`
    : PHASE_LABEL[phase.kind];
}

/**
 * The VO2 max interval timer (decision 033): the week's prescription (warm-up, N × work with easy
 * minutes between, cool-down) on one clock, the phase and its countdown, the next phase, and the
 * strap's heart rate when one is connected. Each work interval is still logged as a set below.
 */
export function IntervalTimer({
  plan,
  onRunningChange,
}: {
  plan: IntervalPlan;
  onRunningChange?: (running: boolean) => void;
}) {
  const titleId = useId();
  const watch = useStopwatch();
  const strap = useHeartRateStrap();
  const phases = useMemo(() => intervalSchedule(plan), [plan]);
  const total = scheduleSeconds(phases);
  const elapsed = Math.floor(watch.elapsedMs / 1000);
  const position = intervalPositionAt(phases, elapsed);
  const next = phases[position.index + 1] ?? null;
  const over = position.phase === null && watch.started;
  const { running } = watch;
  useEffect(() => onRunningChange?.(running && !over), [running, over, onRunningChange]);

  return (
    <section aria-labelledby={titleId} className="grid gap-4 rounded-2xl border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold">
          <Timer className="size-5 text-primary" aria-hidden="true" />
          Interval timer
        </h2>
        <Badge variant="secondary" className="tabular-nums">
          {plan.intervals} × {plan.workMinutes} min · {plan.easyMinutes} min easy
        </Badge>
      </div>
      <div
        className={
          position.phase?.kind === 'work'
            ? 'rounded-2xl bg-primary p-4 text-primary-foreground'
            : 'rounded-2xl bg-muted/60 p-4'
        }
        aria-live="polite"
      >
        <p className="text-sm font-semibold">
          {position.phase
            ? phaseName(position.phase, plan.intervals)
            : over
              ? 'Done: every interval run'
              : 'No intervals prescribed'}
        </p>
        <p className="text-5xl font-extrabold tracking-tight tabular-nums">
          {formatElapsed(
            position.phase ? position.remainingSeconds : over ? 0 : (phases[0]?.endSeconds ?? 0),
          )}
        </p>
        <p className="text-xs opacity-80">
          {next ? `Next: ${phaseName(next, plan.intervals)}` : ' '}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <Figure
          label="Elapsed"
          value={`${formatElapsed(Math.min(elapsed, total))} / ${formatElapsed(total)}`}
        />
        <Figure
          label="Heart rate"
          value={strap.heartRate === null ? '—' : String(strap.heartRate)}
          unit={strap.heartRate === null ? undefined : 'bpm'}
        />
      </dl>
      <StrapRow strap={strap} />
      <div className="grid grid-cols-2 gap-2.5">
        <StartPauseButton watch={watch} startLabel="Start intervals" disabled={over} />
        <Button variant="outline" size="lg" onClick={watch.reset} disabled={!watch.started}>
          Reset
        </Button>
      </div>
    </section>
  );
}

/**
 * The interval timer on the week's VO2 max prescription. Here, in the cardio sessions' own chunk
 * (loaded only for a Zone 2 or VO2 max session), because the prescription needs the programme and
 * the exercise library, which a strength session's screen does not.
 */
export function Vo2maxIntervals({
  workout,
  exercise,
  onRunningChange,
}: {
  workout: Workout;
  exercise: Workout['exercises'][number];
  onRunningChange?: (running: boolean) => void;
}) {
  const plan = useMemo(() => intervalPlanOf(workout, exercise), [workout, exercise]);
  return <IntervalTimer plan={plan} onRunningChange={onRunningChange} />;
}

/**
 * The week's VO2 max prescription for the interval timer; a workout the programme does not know
 * (the demo) falls back to its own sets, minutes and rest with the programme's warm-up and
 * cool-down.
 */
function intervalPlanOf(workout: Workout, exercise: Workout['exercises'][number]): IntervalPlan {
  return (
    vo2maxPrescription(workout.week) ?? {
      warmUpMinutes: 10,
      intervals: exercise.sets,
      workMinutes: exercise.targetReps,
      easyMinutes: exercise.restSeconds / 60,
      coolDownMinutes: 5,
    }
  );
}
