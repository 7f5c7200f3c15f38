/**
 * The bench's reference server (docs/benchmarks.md, "Side by side with the prototype's stack"):
 * today's workout and logging a set written the way the original prototype was built, Express with
 * express-session and its PostgreSQL store, plain SQL through `pg`, no caches, against GrandFit's
 * database and tables. Started by `npm run bench -- api` only; never built, shipped or imported by
 * the apps. It borrows GrandFit's pure domain code (programme, exercise library, coach formulas,
 * input schemas) so that both servers compute the same answers and only the stack differs.
 *
 * Env: DATABASE_URL, PORT, REFERENCE_SESSION_SECRET.
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import session from 'express-session';
import pg from 'pg';
import { addDays } from '@grandfit/shared/domain/dates.ts';
import { JOURNEY_WEEKS, daysBetween, phaseForWeek } from '@grandfit/shared/domain/journey.ts';
import { byDayOrder } from '@grandfit/shared/domain/programme/day-order.ts';
import { exerciseById } from '@grandfit/shared/domain/programme/exercises.ts';
import { journeyDay, programmeWeek } from '@grandfit/shared/domain/programme/programme.ts';
import type { ProgrammedWorkout } from '@grandfit/shared/domain/programme/types.ts';
import { recommendWeight } from '@grandfit/shared/domain/coach/exercise-recommendation.ts';
import {
  bodyRegionForPattern,
  estimatedOneRepMax,
} from '@grandfit/shared/domain/coach/strength.ts';
import type { LoggedSet } from '@grandfit/shared/domain/coach/types.ts';
import {
  combinedRecoveryScore,
  hrvBaseline,
  HRV_BASELINE,
  readinessScore,
  subjectiveScore,
} from '@grandfit/shared/domain/recovery.ts';
import { repsLimitFor } from '@grandfit/shared/domain/set-limits.ts';
import { convertWeight, type WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import { DEFAULT_MANUAL_HRV_METHOD } from '@grandfit/shared/schemas/health.ts';
import { logSetSchema, workoutDateQuerySchema } from '@grandfit/shared/schemas/training.ts';
import { REFERENCE_COOKIE_NAME, referenceCookieOptions, referenceStore } from './session.ts';

// DATE columns as the 'YYYY-MM-DD' text the domain code takes, not local-midnight Dates.
pg.types.setTypeParser(1082, (value) => value);

// GrandFit's pool size (apps/server/src/db/client.ts), so neither side waits for connections more.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const secret = process.env.REFERENCE_SESSION_SECRET;
if (!secret) throw new Error('REFERENCE_SESSION_SECRET is required');

const app = express();
app.use(express.json());
app.use(
  session({
    store: referenceStore(pool),
    secret,
    name: REFERENCE_COOKIE_NAME,
    resave: false,
    saveUninitialized: false,
    cookie: referenceCookieOptions,
  }),
);

function requireUser(req: Request, res: Response, next: NextFunction) {
  if (!req.session.userId) {
    res.status(401).json({ message: 'Unauthorized' });
    return;
  }
  next();
}

interface WorkoutRecord {
  id: string;
  journey_start: string;
  week: number;
  day: number;
  type: ProgrammedWorkout['type'];
  plan: ProgrammedWorkout;
  completed: boolean;
}

const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

async function settingsOf(userId: string) {
  const { rows } = await pool.query(
    `select units, journey_start_date, weight_step_kg, bar_weight_lb, bar_weight_kg
     from user_settings where user_id = $1`,
    [userId],
  );
  return rows[0] as
    | {
        units: WeightUnit;
        journey_start_date: string;
        weight_step_kg: number;
        bar_weight_lb: number;
        bar_weight_kg: number;
      }
    | undefined;
}

async function weekOf(userId: string, journeyStart: string, week: number) {
  const query = () =>
    pool.query<WorkoutRecord>(
      `select w.id, w.journey_start, w.week, w.day, w.type, w.plan,
         exists (select 1 from workout_sessions s
                 where s.workout_id = w.id and s.completed_at is not null) as completed
       from workouts w
       where w.user_id = $1 and w.journey_start = $2 and w.week = $3
       order by w.day, w.created_at`,
      [userId, journeyStart, week],
    );
  const planned = programmeWeek(week);
  let { rows } = await query();
  if (rows.length < planned.length) {
    for (const plan of planned) {
      await pool.query(
        `insert into workouts (user_id, journey_start, programme_workout_id, week, day, type, plan)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
        [userId, journeyStart, plan.id, plan.week, plan.day, plan.type, JSON.stringify(plan)],
      );
    }
    ({ rows } = await query());
  }
  return rows;
}

/** The user's swaps applied to the workouts' plans; `swappedFrom` per plan position. */
async function applySwaps(userId: string, workouts: WorkoutRecord[]) {
  const { rows: swaps } = await pool.query<{
    from_exercise_id: string;
    to_exercise_id: string;
    workout_id: string | null;
    journey_start: string | null;
    phase: number | null;
  }>(
    `select from_exercise_id, to_exercise_id, workout_id, journey_start, phase
     from exercise_swaps
     where user_id = $1 and (workout_id = any($2::uuid[])
       or (workout_id is null and journey_start = any($3::date[])))`,
    [userId, workouts.map((w) => w.id), [...new Set(workouts.map((w) => w.journey_start))]],
  );
  return workouts.map((workout) => {
    const phase = phaseForWeek(workout.week).number;
    const own = new Map<string, { to: string; scope: 'today' | 'phase' }>();
    for (const swap of swaps) {
      const forPhase =
        swap.workout_id === null &&
        swap.journey_start === workout.journey_start &&
        swap.phase === phase;
      if (forPhase && !own.has(swap.from_exercise_id)) {
        own.set(swap.from_exercise_id, { to: swap.to_exercise_id, scope: 'phase' });
      }
    }
    for (const swap of swaps) {
      if (swap.workout_id === workout.id) {
        own.set(swap.from_exercise_id, { to: swap.to_exercise_id, scope: 'today' });
      }
    }
    const swappedFrom = workout.plan.exercises.map((item) => {
      const swap = own.get(item.exerciseId);
      return swap ? { id: item.exerciseId, scope: swap.scope } : null;
    });
    const exercises = workout.plan.exercises.map((item) => {
      const swap = own.get(item.exerciseId);
      return swap ? { ...item, exerciseId: swap.to } : item;
    });
    return { ...workout, plan: { ...workout.plan, exercises }, swappedFrom };
  });
}

async function readinessOn(userId: string, date: string): Promise<number | null> {
  const [{ rows: health }, { rows: checkins }] = await Promise.all([
    pool.query(
      `select date, hrv_ms, hrv_method, resting_heart_rate, sleep_hours, sleep_quality
       from health_metrics where user_id = $1 and date between $2 and $3
       order by date desc, updated_at desc`,
      [userId, addDays(date, -1), date],
    ),
    pool.query(
      'select energy, mood, soreness from readiness_checkins where user_id = $1 and date = $2',
      [userId, date],
    ),
  ]);
  const newest = (column: string) => health.find((row) => row[column] !== null)?.[column] ?? null;
  const hrvMs = newest('hrv_ms') as number | null;
  let baseline = null;
  if (hrvMs !== null) {
    const method =
      health.find((row) => row.hrv_ms !== null)?.hrv_method ?? DEFAULT_MANUAL_HRV_METHOD;
    const { rows } = await pool.query(
      `select distinct on (date) date, hrv_ms as value from health_metrics
       where user_id = $1 and date between $2 and $3 and hrv_ms is not null
         and coalesce(hrv_method, 'rmssd') = $4
       order by date desc, updated_at desc`,
      [userId, addDays(date, -(HRV_BASELINE.normalDays - 1)), date, method],
    );
    baseline = hrvBaseline(rows, date, method);
  }
  const recovery = combinedRecoveryScore({
    hrvMs,
    hrvBaseline: baseline,
    restingHeartRate: newest('resting_heart_rate'),
    sleepHours: newest('sleep_hours'),
    sleepQuality: newest('sleep_quality'),
  });
  const checkin = checkins[0];
  return readinessScore(recovery, checkin ? subjectiveScore(checkin) : null);
}

const workoutDate = (w: Pick<WorkoutRecord, 'journey_start' | 'week' | 'day'>) =>
  addDays(w.journey_start, (w.week - 1) * 7 + (w.day - 1));

app.get('/api/workouts/today', requireUser, async (req, res) => {
  const userId = req.session.userId!;
  const query = workoutDateQuerySchema.safeParse(req.query);
  if (!query.success) {
    res.status(400).json({ message: query.error.issues[0]?.message });
    return;
  }
  const date = query.data.date ?? new Date().toISOString().slice(0, 10);
  const settings = await settingsOf(userId);
  if (!settings) {
    res.status(404).json({ message: 'No settings' });
    return;
  }
  const start = settings.journey_start_date;
  const { week, day } = journeyDay(start, date);
  const daysIn = daysBetween(start, date);
  const rows = (await weekOf(userId, start, week))
    .filter((row) => row.day === day)
    .sort(byDayOrder);
  const swapped = await applySwaps(userId, rows);

  // The coach's loads: the user's recent sets of the loaded exercises (no warm-ups), readiness.
  const loadedIds = [
    ...new Set(swapped.flatMap((w) => w.plan.exercises.map((item) => item.exerciseId))),
  ].filter((id) => exerciseById(id)?.loaded);
  const units = {
    unit: settings.units,
    kgStep: settings.weight_step_kg,
    barLb:
      settings.units === 'kg'
        ? convertWeight(settings.bar_weight_kg, 'kg', 'lb')
        : settings.bar_weight_lb,
  };
  let history: LoggedSet[] = [];
  let score: number | null = null;
  if (loadedIds.length > 0) {
    const [{ rows: sets }, readiness] = await Promise.all([
      pool.query(
        `select exercise_id, performed_at, weight, weight_unit, reps, rir, target_weight,
           target_reps, target_rir, skipped
         from workout_sets
         where user_id = $1 and exercise_id = any($2) and set_type <> 'warmup'
         order by performed_at desc limit 2000`,
        [userId, loadedIds],
      ),
      swapped.some((w) => workoutDate(w) === date) ? readinessOn(userId, date) : null,
    ]);
    score = readiness;
    history = sets.map((row) => ({
      exerciseId: row.exercise_id,
      performedAt: row.performed_at.toISOString(),
      weight: row.weight ?? 0,
      weightUnit: row.weight_unit,
      reps: row.reps ?? 0,
      rir: row.rir,
      targetWeight: row.target_weight,
      targetReps: row.target_reps,
      targetRir: row.target_rir,
      skipped: row.skipped,
    }));
  }
  const now = new Date().toISOString();
  const presented = swapped.map((w) => {
    const readiness = workoutDate(w) === date ? score : null;
    const exercises = w.plan.exercises.map((item, index) => {
      const exercise = exerciseById(item.exerciseId);
      const from = w.swappedFrom[index];
      const targetWeight = exercise?.loaded
        ? recommendWeight({
            target: {
              exerciseId: exercise.id,
              targetReps: item.targetReps,
              targetRir: item.targetRir,
              startingWeightLb: exercise.startingWeightLb,
              loaded: true,
              unit: exercise.unit,
              minWeightLb:
                exercise.category === 'barbell' && units.barLb > 0 ? units.barLb : undefined,
              region: bodyRegionForPattern(exercise.pattern),
              week: w.week,
            },
            history,
            readinessScore: readiness,
            now,
            units,
          }).recommendedWeight
        : 0;
      return {
        id: item.exerciseId,
        name: exercise?.name ?? item.exerciseId,
        sets: item.sets,
        targetReps: item.targetReps,
        unit: exercise?.unit ?? 'reps',
        targetRir: item.targetRir,
        targetWeight,
        weightUnit: settings.units,
        barbell: exercise?.category === 'barbell',
        cardio: exercise?.category === 'cardio',
        restSeconds: item.restSeconds,
        notes: item.notes,
        formCues: exercise?.formCues ?? [],
        perSide: exercise?.perSide ?? false,
        loaded: exercise?.loaded ?? false,
        swappedFrom: from
          ? { id: from.id, name: exerciseById(from.id)?.name ?? from.id, scope: from.scope }
          : null,
      };
    });
    const phase = phaseForWeek(w.week);
    return {
      id: w.id,
      name: w.plan.name,
      phase: phase.number,
      phaseName: phase.name,
      week: w.week,
      day: w.day,
      date: workoutDate(w),
      type: w.type,
      durationMinutes: w.plan.durationMinutes,
      completed: w.completed,
      isDeload: w.plan.isDeload,
      description: w.plan.description,
      totalExercises: exercises.length,
      exercises,
    };
  });
  const [workout = null, ...others] = presented;
  res.json({
    date,
    week,
    day,
    journeyEnded: daysIn >= JOURNEY_WEEKS * 7,
    journeyNotStarted: daysIn < 0,
    workout,
    others,
  });
});

interface SetRecord {
  id: string;
  inserted: boolean;
  client_id: string;
  session_id: string;
  exercise_id: string;
  exercise_index: number;
  set_number: number;
  weight: number | null;
  weight_unit: WeightUnit;
  reps: number | null;
  rir: number | null;
  target_weight: number | null;
  target_reps: number | null;
  target_rir: number | null;
  skipped: boolean;
  performed_at: Date;
}

app.post('/api/workouts/:id/sets', requireUser, async (req, res) => {
  const userId = req.session.userId!;
  const workoutId = String(req.params.id);
  const parsed = logSetSchema.safeParse(req.body);
  if (!parsed.success) {
    res.status(400).json({ message: parsed.error.issues[0]?.message });
    return;
  }
  const set = parsed.data;
  const notFound = (message: string) => res.status(404).json({ message });
  if (!isUuid(workoutId)) return notFound('Workout not found');
  const { rows: workouts } = await pool.query<WorkoutRecord>(
    `select id, journey_start, week, day, type, plan, false as completed from workouts
     where id = $1 and user_id = $2`,
    [workoutId, userId],
  );
  const workout = workouts[0];
  if (!workout) return notFound('Workout not found');
  const planned = workout.plan.exercises[set.exerciseIndex];
  if (planned && planned.exerciseId !== set.exerciseId) {
    const [swapped] = await applySwaps(userId, [workout]);
    if (swapped?.plan.exercises[set.exerciseIndex]?.exerciseId !== set.exerciseId) {
      return notFound('This exercise is not part of the workout');
    }
  }
  const exercise = exerciseById(set.exerciseId);
  if (!exercise) return notFound('This exercise is not part of the workout');
  const limit = repsLimitFor(exercise.unit);
  if (set.reps !== null && set.reps > limit.max) {
    res.status(400).json({ message: `Reps must be at most ${limit.max}` });
    return;
  }

  await pool.query(
    `insert into workout_sessions (id, user_id, workout_id, started_at)
     values ($1, $2, $3, $4) on conflict (id) do nothing`,
    [set.sessionId, userId, workout.id, set.performedAt],
  );
  const { rows: owners } = await pool.query(
    'select user_id, workout_id from workout_sessions where id = $1',
    [set.sessionId],
  );
  if (owners[0]?.user_id !== userId || owners[0]?.workout_id !== workout.id) {
    res.status(409).json({ message: 'This session belongs to another workout' });
    return;
  }
  const skipped = set.skipped;
  const { rows: saved } = await pool.query<SetRecord>(
    `insert into workout_sets (user_id, client_id, session_id, workout_id, exercise_id,
       exercise_index, set_number, target_weight, target_reps, target_rir, weight, weight_unit,
       reps, rir, skipped, performed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     on conflict (user_id, client_id) do update set
       session_id = excluded.session_id, exercise_id = excluded.exercise_id,
       exercise_index = excluded.exercise_index, set_number = excluded.set_number,
       target_weight = excluded.target_weight, target_reps = excluded.target_reps,
       target_rir = excluded.target_rir, weight = excluded.weight,
       weight_unit = excluded.weight_unit, reps = excluded.reps, rir = excluded.rir,
       skipped = excluded.skipped, performed_at = excluded.performed_at
       where workout_sets.workout_id = excluded.workout_id
     returning *, (xmax = 0) as inserted`,
    [
      userId,
      set.clientId,
      set.sessionId,
      workout.id,
      set.exerciseId,
      set.exerciseIndex,
      set.setNumber,
      set.targetWeight,
      set.targetReps,
      set.targetRir,
      skipped ? null : set.weight,
      set.weightUnit,
      skipped ? null : set.reps,
      skipped ? null : set.rir,
      skipped,
      set.performedAt,
    ],
  );
  const row = saved[0];
  if (!row) {
    res.status(409).json({ message: 'This set belongs to another workout' });
    return;
  }

  // Records the prototype way: the set against the best stored record of each kind (weight,
  // e1RM, reps at this weight). The first set of a kind seeds it and is not announced; a set
  // that beats it stores a new record and is announced.
  const records = [];
  if (!row.skipped && row.weight !== null && row.reps !== null && row.reps > 0) {
    const weightKg = convertWeight(row.weight, row.weight_unit, 'kg');
    const { rows: bests } = await pool.query<{ kind: string; best: number }>(
      `select kind, max(value) as best from personal_records
       where user_id = $1 and exercise_id = $2 and kind in ('weight', 'e1rm', 'reps')
         and (kind <> 'reps' or weight_kg = $3)
       group by kind`,
      [userId, row.exercise_id, weightKg],
    );
    const bestOf = new Map(bests.map((best) => [best.kind, best.best]));
    const candidates = [
      { kind: 'weight', value: row.weight },
      { kind: 'e1rm', value: estimatedOneRepMax(row.weight, row.reps, row.rir ?? 0) },
      { kind: 'reps', value: row.reps },
    ] as const;
    for (const candidate of candidates) {
      const previous = bestOf.get(candidate.kind);
      if (previous !== undefined && candidate.value <= previous) continue;
      await pool.query(
        `insert into personal_records (user_id, exercise_id, kind, session_id, set_id, value,
           previous, weight_kg, achieved_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing`,
        [
          userId,
          row.exercise_id,
          candidate.kind,
          row.session_id,
          row.id,
          candidate.value,
          previous ?? null,
          candidate.kind === 'reps' ? weightKg : null,
          row.performed_at,
        ],
      );
      if (previous === undefined) continue;
      records.push({
        exerciseId: row.exercise_id,
        kind: candidate.kind,
        value: candidate.value,
        previous,
        unit: candidate.kind === 'reps' ? 'reps' : row.weight_unit,
        weight: candidate.kind === 'reps' ? row.weight : null,
        weightUnit: row.weight_unit,
        sessionId: row.session_id,
        setId: row.id,
        achievedAt: row.performed_at.toISOString(),
      });
    }
  }
  const { rows: cardio } = await pool.query(
    `select source, duration_seconds, samples, in_zone_samples, average_hr,
       time_in_zone_seconds, zone_low, zone_high, verified
     from cardio_summaries where set_id = $1`,
    [row.id],
  );
  res.json({
    clientId: row.client_id,
    sessionId: row.session_id,
    exerciseId: row.exercise_id,
    exerciseIndex: row.exercise_index,
    setNumber: row.set_number,
    weight: row.weight,
    weightUnit: row.weight_unit,
    reps: row.reps,
    rir: row.rir,
    targetWeight: row.target_weight,
    targetReps: row.target_reps,
    targetRir: row.target_rir,
    skipped: row.skipped,
    performedAt: row.performed_at.toISOString(),
    cardio: cardio[0] ?? null,
    records,
  });
});

app.get('/healthz', (_req, res) => {
  res.json({ ok: true });
});

app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
  console.error(error);
  res.status(500).json({ message: 'Internal Server Error' });
});

app.listen(Number(process.env.PORT ?? 3304));
