/**
 * A synthetic Apple Health export.xml for the import benchmark, shaped like the iPhone Health
 * app's: the DOCTYPE with its internal subset, ExportDate and Me, then Record elements grouped by
 * type (mostly heart rate, steps and energy, with device strings and metadata children; HRV
 * records carry their instantaneous beats), Workouts and ActivitySummaries. Deterministic, so runs
 * compare.
 */
import fs from 'node:fs';
import { once } from 'node:events';

const HEADER = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 14 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
<!ELEMENT ExportDate EMPTY>
<!ATTLIST ExportDate
  value CDATA #REQUIRED
>
<!ELEMENT Me EMPTY>
<!ATTLIST Me
  HKCharacteristicTypeIdentifierDateOfBirth                   CDATA #REQUIRED
  HKCharacteristicTypeIdentifierBiologicalSex                 CDATA #REQUIRED
  HKCharacteristicTypeIdentifierBloodType                     CDATA #REQUIRED
  HKCharacteristicTypeIdentifierFitzpatrickSkinType           CDATA #REQUIRED
  HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse   CDATA #REQUIRED
>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record
  type          CDATA #REQUIRED
  unit          CDATA #IMPLIED
  value         CDATA #IMPLIED
  sourceName    CDATA #REQUIRED
  sourceVersion CDATA #IMPLIED
  device        CDATA #IMPLIED
  creationDate  CDATA #IMPLIED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
>
<!-- Note: Any Records that appear as children of a correlation also appear as top-level records in this document. -->
<!ELEMENT Correlation ((MetadataEntry|Record)*)>
<!ATTLIST Correlation
  type          CDATA #REQUIRED
  sourceName    CDATA #REQUIRED
  sourceVersion CDATA #IMPLIED
  device        CDATA #IMPLIED
  creationDate  CDATA #IMPLIED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
>
<!ELEMENT Workout ((MetadataEntry|WorkoutEvent|WorkoutRoute|WorkoutStatistics)*)>
<!ATTLIST Workout
  workoutActivityType   CDATA #REQUIRED
  duration              CDATA #IMPLIED
  durationUnit          CDATA #IMPLIED
  totalDistance         CDATA #IMPLIED
  totalDistanceUnit     CDATA #IMPLIED
  totalEnergyBurned     CDATA #IMPLIED
  totalEnergyBurnedUnit CDATA #IMPLIED
  sourceName            CDATA #REQUIRED
  sourceVersion         CDATA #IMPLIED
  device                CDATA #IMPLIED
  creationDate          CDATA #IMPLIED
  startDate             CDATA #REQUIRED
  endDate               CDATA #REQUIRED
>
<!ELEMENT WorkoutEvent (MetadataEntry?)>
<!ATTLIST WorkoutEvent
  type         CDATA #REQUIRED
  date         CDATA #REQUIRED
  duration     CDATA #IMPLIED
  durationUnit CDATA #IMPLIED
>
<!ELEMENT WorkoutStatistics EMPTY>
<!ATTLIST WorkoutStatistics
  type       CDATA #REQUIRED
  startDate  CDATA #REQUIRED
  endDate    CDATA #REQUIRED
  average    CDATA #IMPLIED
  minimum    CDATA #IMPLIED
  maximum    CDATA #IMPLIED
  sum        CDATA #IMPLIED
  unit       CDATA #IMPLIED
>
<!ELEMENT ActivitySummary EMPTY>
<!ATTLIST ActivitySummary
  dateComponents           CDATA #IMPLIED
  activeEnergyBurned       CDATA #IMPLIED
  activeEnergyBurnedGoal   CDATA #IMPLIED
  activeEnergyBurnedUnit   CDATA #IMPLIED
  appleExerciseTime        CDATA #IMPLIED
  appleExerciseTimeGoal    CDATA #IMPLIED
  appleStandHours          CDATA #IMPLIED
  appleStandHoursGoal      CDATA #IMPLIED
>
<!ELEMENT MetadataEntry EMPTY>
<!ATTLIST MetadataEntry
  key   CDATA #REQUIRED
  value CDATA #REQUIRED
>
<!ELEMENT HeartRateVariabilityMetadataList (InstantaneousBeatsPerMinute*)>
<!ELEMENT InstantaneousBeatsPerMinute EMPTY>
<!ATTLIST InstantaneousBeatsPerMinute
  bpm  CDATA #REQUIRED
  time CDATA #REQUIRED
>
]>
<HealthData locale="en_US">
 <ExportDate value="2026-11-20 08:15:42 -0500"/>
 <Me HKCharacteristicTypeIdentifierDateOfBirth="1978-04-02" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale" HKCharacteristicTypeIdentifierBloodType="HKBloodTypeNotSet" HKCharacteristicTypeIdentifierFitzpatrickSkinType="HKFitzpatrickSkinTypeNotSet" HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse="None"/>
`;

const WATCH = 'Pat’s Apple Watch';
const WATCH_DEVICE =
  '&lt;&lt;HKDevice: 0x2813a4d20&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:10.1.1&gt;';
const PHONE = 'Pat’s iPhone';
const PHONE_DEVICE =
  '&lt;&lt;HKDevice: 0x2813a4e10&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone15,2, software:17.1.2&gt;';

/** Mulberry32: a small seeded generator, so every run writes the same file. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Apple's format: local time as written, then the offset (here a fixed -0500). */
function stamp(dayStartMs: number, secondOfDay: number): string {
  const d = new Date(dayStartMs + secondOfDay * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(
    d.getUTCHours(),
  )}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} -0500`;
}

interface DayWriter {
  (out: string[], day: number, dayStartMs: number, rnd: () => number): number;
}

function record(
  type: string,
  source: string,
  device: string | null,
  unit: string | null,
  start: string,
  end: string,
  value: string,
  children = '',
): string {
  const open =
    ` <Record type="${type}" sourceName="${source}" sourceVersion="10.1.1"` +
    (device ? ` device="${device}"` : '') +
    (unit ? ` unit="${unit}"` : '') +
    ` creationDate="${end}" startDate="${start}" endDate="${end}" value="${value}"`;
  return children ? `${open}>\n${children} </Record>\n` : `${open}/>\n`;
}

/** Each writer appends one day of its type and returns how many Record elements it wrote. */
const WRITERS: DayWriter[] = [
  // Heart rate: the bulk of a Watch wearer's export, every few minutes with a motion context.
  (out, _day, t0, rnd) => {
    const n = 260;
    for (let i = 0; i < n; i++) {
      const s = stamp(t0, Math.floor((i * 86_400) / n + rnd() * 60));
      out.push(
        record(
          'HKQuantityTypeIdentifierHeartRate',
          WATCH,
          WATCH_DEVICE,
          'count/min',
          s,
          s,
          String(55 + Math.floor(rnd() * 60)),
          i % 3 === 0
            ? '  <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="0"/>\n'
            : '',
        ),
      );
    }
    return n;
  },
  // Steps from phone and watch.
  (out, _day, t0, rnd) => {
    const n = 140;
    for (let i = 0; i < n; i++) {
      const second = 21_600 + Math.floor((i * 57_600) / n);
      const phone = i % 2 === 0;
      out.push(
        record(
          'HKQuantityTypeIdentifierStepCount',
          phone ? PHONE : WATCH,
          phone ? PHONE_DEVICE : WATCH_DEVICE,
          'count',
          stamp(t0, second),
          stamp(t0, second + 300),
          String(Math.floor(rnd() * 900)),
        ),
      );
    }
    return n;
  },
  // Active energy, without the device string (as third-party sources write it).
  (out, _day, t0, rnd) => {
    const n = 180;
    for (let i = 0; i < n; i++) {
      const second = Math.floor((i * 86_400) / n);
      out.push(
        record(
          'HKQuantityTypeIdentifierActiveEnergyBurned',
          WATCH,
          null,
          'Cal',
          stamp(t0, second),
          stamp(t0, second + 60),
          (rnd() * 4).toFixed(3),
        ),
      );
    }
    return n;
  },
  // HRV (SDNN) with its list of instantaneous beats, a few times a day.
  (out, _day, t0, rnd) => {
    const n = 5;
    for (let i = 0; i < n; i++) {
      const second = 3_600 + i * 16_000;
      const beats: string[] = ['  <HeartRateVariabilityMetadataList>\n'];
      for (let b = 0; b < 60; b++) {
        beats.push(
          `   <InstantaneousBeatsPerMinute bpm="${58 + Math.floor(rnd() * 12)}" time="${
            1 + (b % 12)
          }:${pad(b)}:${pad(b % 60)}.${10 + b} AM"/>\n`,
        );
      }
      beats.push('  </HeartRateVariabilityMetadataList>\n');
      out.push(
        record(
          'HKQuantityTypeIdentifierHeartRateVariabilitySDNN',
          WATCH,
          WATCH_DEVICE,
          'ms',
          stamp(t0, second),
          stamp(t0, second + 60),
          (25 + rnd() * 60).toFixed(5),
          beats.join(''),
        ),
      );
    }
    return n;
  },
  (out, _day, t0, rnd) => {
    const s = stamp(t0, 300);
    out.push(
      record(
        'HKQuantityTypeIdentifierRestingHeartRate',
        WATCH,
        WATCH_DEVICE,
        'count/min',
        s,
        stamp(t0, 86_000),
        String(50 + Math.floor(rnd() * 15)),
      ),
    );
    return 1;
  },
  // Sleep: the Watch's stages (core, deep, REM, awake) plus the iPhone's overlapping in-bed span.
  (out, _day, t0, rnd) => {
    const stages = [
      'HKCategoryValueSleepAnalysisAsleepCore',
      'HKCategoryValueSleepAnalysisAsleepDeep',
      'HKCategoryValueSleepAnalysisAsleepCore',
      'HKCategoryValueSleepAnalysisAsleepREM',
      'HKCategoryValueSleepAnalysisAwake',
    ];
    // Bed at about 23:00 the day before, so most nights cross midnight.
    let second = -3_600 + Math.floor(rnd() * 1_800);
    const bed = second;
    const n = 24;
    for (let i = 0; i < n; i++) {
      const length = 600 + Math.floor(rnd() * 900);
      out.push(
        record(
          'HKCategoryTypeIdentifierSleepAnalysis',
          WATCH,
          WATCH_DEVICE,
          null,
          stamp(t0, second),
          stamp(t0, second + length),
          stages[i % stages.length]!,
        ),
      );
      second += length;
    }
    out.push(
      record(
        'HKCategoryTypeIdentifierSleepAnalysis',
        PHONE,
        PHONE_DEVICE,
        null,
        stamp(t0, bed - 600),
        stamp(t0, second + 900),
        'HKCategoryValueSleepAnalysisInBed',
      ),
    );
    return n + 1;
  },
  (out, day, t0, rnd) => {
    if (day % 3 !== 0) return 0;
    const s = stamp(t0, 64_800);
    out.push(
      record(
        'HKQuantityTypeIdentifierVO2Max',
        WATCH,
        WATCH_DEVICE,
        'mL/min·kg',
        s,
        s,
        (38 + rnd() * 6).toFixed(2),
        '  <MetadataEntry key="HKVO2MaxTestType" value="2"/>\n',
      ),
    );
    return 1;
  },
];

function workout(dayStartMs: number, rnd: () => number): string {
  const start = stamp(dayStartMs, 64_000);
  const end = stamp(dayStartMs, 66_400);
  const distance = (4 + rnd() * 3).toFixed(3);
  return (
    ` <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="40" durationUnit="min" totalDistance="${distance}" totalDistanceUnit="km" totalEnergyBurned="390" totalEnergyBurnedUnit="Cal" sourceName="${WATCH}" sourceVersion="10.1.1" device="${WATCH_DEVICE}" creationDate="${end}" startDate="${start}" endDate="${end}">\n` +
    `  <MetadataEntry key="HKIndoorWorkout" value="0"/>\n` +
    `  <WorkoutEvent type="HKWorkoutEventTypeSegment" date="${start}" duration="5.5" durationUnit="min"/>\n` +
    `  <WorkoutStatistics type="HKQuantityTypeIdentifierHeartRate" startDate="${start}" endDate="${end}" average="148" minimum="101" maximum="171" unit="count/min"/>\n` +
    `  <WorkoutStatistics type="HKQuantityTypeIdentifierDistanceWalkingRunning" startDate="${start}" endDate="${end}" sum="${distance}" unit="km"/>\n` +
    ` </Workout>\n`
  );
}

const DAY_MS = 86_400_000;

/**
 * Writes an export of about `targetBytes` (whole days, ending on 2026-11-19) and returns its size
 * and how many Record elements it holds.
 */
export async function writeSyntheticExport(
  file: string,
  targetBytes: number,
): Promise<{ bytes: number; records: number; days: number }> {
  const lastDay = Date.UTC(2026, 10, 19);
  // One day of every type, to size the run.
  const probe: string[] = [];
  WRITERS.forEach((write) => write(probe, 0, lastDay, random(1)));
  const perDay = Buffer.byteLength(probe.join('')) + workout(lastDay, random(1)).length / 2 + 260;
  const days = Math.max(1, Math.round((targetBytes - HEADER.length) / perDay));
  const firstDay = lastDay - (days - 1) * DAY_MS;

  const stream = fs.createWriteStream(file);
  let bytes = 0;
  const write = async (text: string) => {
    bytes += Buffer.byteLength(text);
    if (!stream.write(text)) await once(stream, 'drain');
  };
  await write(HEADER);
  let records = 0;
  // Apple writes records grouped by type, each type in date order.
  for (const [index, writeDay] of WRITERS.entries()) {
    const rnd = random(index + 7);
    for (let day = 0; day < days; day++) {
      const out: string[] = [];
      records += writeDay(out, day, firstDay + day * DAY_MS, rnd);
      await write(out.join(''));
    }
  }
  const rnd = random(99);
  for (let day = 0; day < days; day += 2) await write(workout(firstDay + day * DAY_MS, rnd));
  for (let day = 0; day < days; day++) {
    const d = new Date(firstDay + day * DAY_MS);
    await write(
      ` <ActivitySummary dateComponents="${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(
        d.getUTCDate(),
      )}" activeEnergyBurned="${Math.floor(rnd() * 700)}" activeEnergyBurnedGoal="500" activeEnergyBurnedUnit="Cal" appleExerciseTime="${Math.floor(
        rnd() * 60,
      )}" appleExerciseTimeGoal="30" appleStandHours="${Math.floor(rnd() * 14)}" appleStandHoursGoal="12"/>\n`,
    );
  }
  await write('</HealthData>\n');
  stream.end();
  await once(stream, 'finish');
  return { bytes, records, days };
}
