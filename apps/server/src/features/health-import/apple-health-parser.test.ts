import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  AppleHealthExportParser,
  AppleHealthImportError,
  MAX_XML_DEPTH,
  MAX_XML_TOKEN_CHARS,
  NOT_AN_EXPORT,
  parseAppleHealthExport,
  parseAppleTime,
} from './apple-health-parser.ts';
import {
  BODY_FAT,
  BODY_MASS,
  WAIST,
  HRV,
  RESTING_HR,
  VO2_MAX,
  appleHealthXml,
  record,
  sleep,
} from './test-export.ts';

const parse = (xml: string) => parseAppleHealthExport([xml]);

/** Feeds the document in pieces of `size` characters, as chunks arrive from a socket. */
function* pieces(text: string, size: number) {
  for (let index = 0; index < text.length; index += size) yield text.slice(index, index + size);
}

describe('parseAppleTime', () => {
  it('reads local time with its offset', () => {
    expect(parseAppleTime('2024-01-15 07:30:00 -0500')).toBe(Date.UTC(2024, 0, 15, 12, 30));
    expect(parseAppleTime('2024-01-15 07:30:00 +0130')).toBe(Date.UTC(2024, 0, 15, 6, 0));
  });

  it.each([
    '',
    '2024-01-15',
    '2024-01-15T07:30:00Z',
    '2024-02-30 07:30:00 -0500',
    'garbage text here...',
  ])('gives NaN for %j', (text) => expect(parseAppleTime(text)).toBeNaN());
});

describe('parseAppleHealthExport', () => {
  it('reads the DOCTYPE internal subset and counts every record, of any type', async () => {
    const result = await parse(
      appleHealthXml([
        record('HKQuantityTypeIdentifierHeartRate', 62, '2026-11-20 07:30:00 -0500', {
          children: '  <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="0"/>\n',
        }),
        record('HKQuantityTypeIdentifierStepCount', 812, '2026-11-20 07:40:00 -0500'),
        ' <Workout workoutActivityType="HKWorkoutActivityTypeRunning" sourceName="Watch" startDate="2026-11-20 18:00:00 -0500" endDate="2026-11-20 18:40:00 -0500"/>\n',
      ]),
    );
    expect(result).toEqual({
      recordCount: 2,
      recordsUsed: 0,
      rejected: 0,
      implausibleSleep: [],
      days: [],
      weighIns: [],
      measurements: [],
    });
  });

  it('does not count the records repeated inside a Correlation twice', async () => {
    const pressure = record(
      'HKQuantityTypeIdentifierBloodPressureSystolic',
      120,
      '2026-11-20 08:00:00 -0500',
      { unit: 'mmHg' },
    );
    const correlation = ` <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Cuff" startDate="2026-11-20 08:00:00 -0500" endDate="2026-11-20 08:00:00 -0500">\n${pressure} </Correlation>\n`;
    const empty =
      ' <Correlation type="HKCorrelationTypeIdentifierFood" sourceName="App" startDate="2026-11-20 12:00:00 -0500" endDate="2026-11-20 12:00:00 -0500"/>\n';
    const result = await parse(
      appleHealthXml([pressure, correlation, empty, correlation, pressure]),
    );
    expect(result.recordCount).toBe(2);
  });

  it('averages HRV (SDNN) and resting heart rate per local day, rounded', async () => {
    const result = await parse(
      appleHealthXml([
        record(HRV, '41.2', '2026-11-20 01:10:00 -0500'),
        record(HRV, '44.9', '2026-11-20 09:10:00 -0500'),
        // 23:30 in New York is the 21st in UTC: the day is the one written.
        record(HRV, '60.0', '2026-11-20 23:30:00 -0500'),
        record(HRV, '52.4', '2026-11-21 05:00:00 -0500'),
        record(RESTING_HR, 58, '2026-11-20 00:04:00 -0500', { end: '2026-11-20 23:50:00 -0500' }),
        record(RESTING_HR, 61, '2026-11-20 12:00:00 -0500'),
      ]),
    );
    expect(result.days).toEqual([
      { date: '2026-11-20', hrvMs: 49, restingHeartRate: 60, sleepHours: null, vo2Max: null },
      { date: '2026-11-21', hrvMs: 52, restingHeartRate: null, sleepHours: null, vo2Max: null },
    ]);
    expect(result.recordsUsed).toBe(6);
  });

  it("keeps the day's last VO2 max, to one decimal", async () => {
    const result = await parse(
      appleHealthXml([
        record(VO2_MAX, '41.26', '2026-11-20 18:00:00 -0500'),
        record(VO2_MAX, '40.04', '2026-11-20 09:00:00 -0500'),
        record(VO2_MAX, '43.55', '2026-11-22 09:00:00 -0500'),
      ]),
    );
    expect(result.days.map((day) => [day.date, day.vo2Max])).toEqual([
      ['2026-11-20', 41.3],
      ['2026-11-22', 43.6],
    ]);
  });

  it("keeps a scale's first body mass of the day as its weigh-in, in kg (decision 058)", async () => {
    const result = await parse(
      appleHealthXml([
        record(BODY_MASS, '181.4', '2026-11-20 18:40:00 -0500'),
        record(BODY_MASS, '180.2', '2026-11-20 06:55:00 -0500', { source: 'Withings' }),
        record(BODY_MASS, '82.1', '2026-11-22 07:00:00 +0100', { unit: 'kg' }),
        record(BODY_MASS, '81900', '2026-11-23 07:00:00 +0100', { unit: 'g' }),
        // Impossible or unreadable: skipped and counted.
        record(BODY_MASS, '12', '2026-11-24 07:00:00 +0100', { unit: 'kg' }),
        record(BODY_MASS, '82', '2026-11-25 07:00:00 +0100', { unit: 'stone' }),
        record(BODY_MASS, 'heavy', '2026-11-26 07:00:00 +0100'),
      ]),
    );
    expect(result.weighIns).toEqual([
      { date: '2026-11-20', weightKg: 81.737 },
      { date: '2026-11-22', weightKg: 82.1 },
      { date: '2026-11-23', weightKg: 81.9 },
    ]);
    expect(result).toMatchObject({ recordsUsed: 4, rejected: 3, days: [] });
  });

  it("keeps a scale's first body fat and waist of the day, in % and cm (decision 066)", async () => {
    const result = await parse(
      appleHealthXml([
        // HealthKit's percent is a fraction of one.
        record(BODY_FAT, '0.215', '2026-11-20 18:40:00 -0500'),
        record(BODY_FAT, '0.2184', '2026-11-20 06:55:00 -0500', { source: 'Withings' }),
        record(WAIST, '92.5', '2026-11-20 07:00:00 -0500'),
        record(WAIST, '36', '2026-11-21 07:00:00 -0500', { unit: 'in' }),
        record(WAIST, '0.9', '2026-11-22 07:00:00 -0500', { unit: 'm' }),
        // Impossible or unreadable: skipped and counted.
        record(BODY_FAT, '21.5', '2026-11-23 07:00:00 -0500'),
        record(BODY_FAT, '0.2', '2026-11-23 07:00:00 -0500', { unit: 'count' }),
        record(WAIST, '12', '2026-11-24 07:00:00 -0500'),
        record(WAIST, '36', '2026-11-25 07:00:00 -0500', { unit: 'yd' }),
        record(WAIST, 'wide', '2026-11-26 07:00:00 -0500'),
      ]),
    );
    expect(result.measurements).toEqual([
      { kind: 'body-fat', date: '2026-11-20', value: 21.8 },
      { kind: 'waist', date: '2026-11-20', value: 92.5 },
      { kind: 'waist', date: '2026-11-21', value: 91.44 },
      { kind: 'waist', date: '2026-11-22', value: 90 },
    ]);
    expect(result).toMatchObject({ recordsUsed: 5, rejected: 5, days: [], weighIns: [] });
  });

  it('merges overlapping sleep from Watch and iPhone; in bed and awake are not sleep', async () => {
    const result = await parse(
      appleHealthXml([
        sleep('InBed', '2026-11-19 22:30:00 -0500', '2026-11-20 07:00:00 -0500', 'iPhone'),
        sleep('AsleepCore', '2026-11-19 23:00:00 -0500', '2026-11-20 01:00:00 -0500'),
        sleep('AsleepDeep', '2026-11-20 01:00:00 -0500', '2026-11-20 02:00:00 -0500'),
        sleep('Awake', '2026-11-20 02:00:00 -0500', '2026-11-20 02:30:00 -0500'),
        sleep('AsleepREM', '2026-11-20 02:30:00 -0500', '2026-11-20 04:00:00 -0500'),
        sleep('AsleepCore', '2026-11-20 04:00:00 -0500', '2026-11-20 06:15:00 -0500'),
        // The iPhone's own estimate overlaps the Watch's stages.
        sleep('Asleep', '2026-11-19 23:30:00 -0500', '2026-11-20 06:00:00 -0500', 'iPhone'),
        sleep(
          'AsleepUnspecified',
          '2026-11-20 06:00:00 -0500',
          '2026-11-20 06:30:00 -0500',
          'Oura',
        ),
      ]),
    );
    // Asleep from 23:00 to 06:30, with the awake half hour covered by the iPhone's span: 7.5 h.
    expect(result.days).toEqual([
      { date: '2026-11-20', hrvMs: null, restingHeartRate: null, sleepHours: 7.5, vo2Max: null },
    ]);
    expect(result.recordsUsed).toBe(6);
  });

  it('gives a night to its wake-up day, even the part before midnight', async () => {
    const result = await parse(
      appleHealthXml([
        sleep('AsleepCore', '2026-11-19 22:40:00 -0500', '2026-11-19 23:50:00 -0500'),
        sleep('Awake', '2026-11-19 23:50:00 -0500', '2026-11-20 00:05:00 -0500'),
        sleep('AsleepCore', '2026-11-20 00:05:00 -0500', '2026-11-20 06:05:00 -0500'),
        // An afternoon nap is a sleep of its own, on the same day.
        sleep('AsleepCore', '2026-11-20 14:00:00 -0500', '2026-11-20 14:30:00 -0500'),
        // A night written in another time zone is timed by its offset.
        sleep('AsleepCore', '2026-11-21 06:00:00 +0100', '2026-11-21 13:00:00 +0100'),
      ]),
    );
    expect(result.days.map((day) => [day.date, day.sleepHours])).toEqual([
      ['2026-11-20', 7.7],
      ['2026-11-21', 7],
    ]);
  });

  it('leaves out a day with 22 h of merged sleep and names it (docs/decisions/035-local-days-acwr-and-sleep.md)', async () => {
    const result = await parse(
      appleHealthXml([
        // iPhone 22:00-08:00 (10 h) and Watch 22:30-07:30 (9 h) record the same night: 10 h.
        sleep('Asleep', '2026-03-03 22:00:00 -0500', '2026-03-04 08:00:00 -0500', 'iPhone'),
        sleep('AsleepCore', '2026-03-03 22:30:00 -0500', '2026-03-04 07:30:00 -0500'),
        // The Watch, still on the nightstand, reads "asleep" from 09:00 to 21:00 (12 h), under
        // 3 h after waking: the same sleep. Merged 22 h; the sources summed would be 31 h.
        sleep('AsleepUnspecified', '2026-03-04 09:00:00 -0500', '2026-03-04 21:00:00 -0500'),
        // The next night is ordinary.
        sleep('AsleepCore', '2026-03-05 00:30:00 -0500', '2026-03-05 07:30:00 -0500'),
      ]),
    );
    // Before: 2026-03-04 showed 22 h (anything up to 24 h was kept). After: no sleep that day.
    expect(result.days.map((day) => [day.date, day.sleepHours])).toEqual([['2026-03-05', 7]]);
    expect(result.implausibleSleep).toEqual([{ date: '2026-03-04', hours: 22 }]);
    expect(result).toMatchObject({ recordsUsed: 4, rejected: 1 });
  });

  it("dates the nights in the user's zone when it is given", async () => {
    // Wakes at 00:30 PDT on 11 July; exported in winter, Apple wrote -0800 and 23:30 on the 10th.
    const xml = appleHealthXml([
      sleep('AsleepCore', '2026-07-10 15:00:00 -0800', '2026-07-10 23:30:00 -0800'),
    ]);
    expect((await parse(xml)).days.map((day) => day.date)).toEqual(['2026-07-10']);
    const zoned = await parseAppleHealthExport([xml], { timeZone: 'America/Los_Angeles' });
    expect(zoned.days.map((day) => [day.date, day.sleepHours])).toEqual([['2026-07-11', 8.5]]);
  });

  it('skips and counts impossible values, wrong units and unreadable dates', async () => {
    const result = await parse(
      appleHealthXml([
        record(HRV, 400, '2026-11-20 01:00:00 -0500'),
        record(HRV, 'NaN', '2026-11-20 02:00:00 -0500'),
        record(HRV, 45, '2026-11-20 03:00:00 -0500'),
        record(RESTING_HR, 12, '2026-11-20 03:00:00 -0500'),
        record(RESTING_HR, 60, '2026-11-20 03:00:00 -0500', { unit: 'count/s' }),
        record(VO2_MAX, 120, '2026-11-20 03:00:00 -0500'),
        record(VO2_MAX, 40, '2026-02-30 03:00:00 -0500'),
        record(VO2_MAX, 40, 'yesterday'),
        sleep('AsleepCore', '2026-11-20 06:00:00 -0500', '2026-11-20 05:00:00 -0500'),
        sleep('AsleepCore', '2026-11-18 06:00:00 -0500', '2026-11-20 05:00:00 -0500'),
      ]),
    );
    expect(result.days).toEqual([
      { date: '2026-11-20', hrvMs: 45, restingHeartRate: null, sleepHours: null, vo2Max: null },
    ]);
    expect(result).toMatchObject({ recordCount: 10, recordsUsed: 1, rejected: 9 });
  });

  it('gives the same answer however the input is cut into chunks', async () => {
    const xml = appleHealthXml([
      record(HRV, '41.2', '2026-11-20 01:10:00 -0500'),
      sleep('AsleepCore', '2026-11-19 23:00:00 -0500', '2026-11-20 06:00:00 -0500'),
      record(VO2_MAX, '41.26', '2026-11-20 18:00:00 -0500'),
    ]);
    const whole = await parse(xml);
    expect(whole.days).toHaveLength(1);
    for (const size of [1, 7, 4096]) {
      expect(await parseAppleHealthExport(pieces(xml, size))).toEqual(whole);
    }
  });

  it('accepts a byte order mark', async () => {
    const result = await parse(
      `\uFEFF${appleHealthXml(record(HRV, 50, '2026-11-20 01:00:00 -0500'))}`,
    );
    expect(result.days).toHaveLength(1);
  });

  it.each([
    ['plain text', 'date,hrv\n2026-11-20,50\n'],
    ['another XML document', '<?xml version="1.0"?><html><body>Hello</body></html>'],
    [
      'a CDA export',
      '<?xml version="1.0"?><ClinicalDocument><Record type="x"/></ClinicalDocument>',
    ],
    ['JSON', '{"hrv": 50}'],
    ['an empty file', ''],
  ])('refuses %s as not an export', async (_label, text) => {
    await expect(parse(text)).rejects.toThrow(new AppleHealthImportError(NOT_AN_EXPORT));
  });

  it.each([
    ['a mismatched tag', appleHealthXml('<Record type="x"></Workout>')],
    ['a cut-off file', appleHealthXml(record(HRV, 50, '2026-11-20 01:00:00 -0500')).slice(0, -40)],
    ['a bad attribute', appleHealthXml('<Record type="x" value=50/>')],
  ])('refuses %s as damaged XML', async (_label, text) => {
    await expect(parse(text)).rejects.toThrow(/incomplete or damaged/);
  });
});

/** Heap in use after a full collection, so growth measured across a parse is what it kept. */
const gc = (() => {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
})();
const heapUsed = () => {
  gc();
  return process.memoryUsage().heapUsed;
};
const MB = 1_048_576;

describe('crafted exports', () => {
  it('refuses 2 million nested, unclosed elements without holding them', async () => {
    const before = heapUsed();
    const parser = new AppleHealthExportParser();
    const nested = '<Record>'.repeat(8192);
    let refused: unknown = null;
    try {
      parser.write('<?xml version="1.0"?><HealthData locale="en_US">');
      for (let count = 0; count < 2_000_000; count += 8192) parser.write(nested);
      parser.finish();
    } catch (error) {
      refused = error;
    }
    expect(refused).toEqual(
      new AppleHealthImportError(
        `This file nests elements more than ${MAX_XML_DEPTH} deep, which an Apple Health export never does`,
      ),
    );
    expect((heapUsed() - before) / MB).toBeLessThan(8);
  });

  it('accepts the depth a real export has', async () => {
    const deep = record(HRV, 50, '2026-11-20 01:00:00 -0500', {
      children:
        '  <HeartRateVariabilityMetadataList>\n   <InstantaneousBeatsPerMinute bpm="61" time="1:00:01.00 AM"/>\n  </HeartRateVariabilityMetadataList>\n',
    });
    expect((await parse(appleHealthXml(deep))).days).toHaveLength(1);
  });

  it.each([
    ['an attribute value', '<HealthData><Record type="', 'x'],
    ['a comment', '<HealthData><!--', 'x'],
    ['a tag name', '<HealthData><R', 'x'],
  ])('refuses %s of 50 million characters after about 1 MB', (_label, start, filler) => {
    const before = heapUsed();
    const parser = new AppleHealthExportParser();
    const piece = filler.repeat(1_000_000);
    let written = 0;
    let refused: unknown = null;
    try {
      parser.write(start);
      for (; written < 50_000_000; written += piece.length) parser.write(piece);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppleHealthImportError);
    expect((refused as Error).message).toMatch(/incomplete or damaged/);
    expect(written).toBeLessThanOrEqual(MAX_XML_TOKEN_CHARS + piece.length);
    expect((heapUsed() - before) / MB).toBeLessThan(16);
  });

  it('keeps memory by night, not by sleep record: 300,000 one-minute spans', () => {
    const before = heapUsed();
    const parser = new AppleHealthExportParser();
    parser.write(appleHealthXml('').replace('</HealthData>\n', ''));
    // Asleep one minute in two, for 600,000 minutes (about 14 months) and in reverse order.
    const base = Date.UTC(2025, 0, 1);
    const time = (ms: number) => {
      const text = new Date(ms).toISOString();
      return `${text.slice(0, 10)} ${text.slice(11, 19)} +0000`;
    };
    let batch = '';
    for (let index = 300_000; index > 0; index -= 1) {
      const start = base + index * 120_000;
      batch += sleep('AsleepCore', time(start), time(start + 60_000));
      if (index % 1000 === 0) {
        parser.write(batch);
        batch = '';
      }
    }
    parser.write(`${batch}</HealthData>\n`);
    const kept = heapUsed() - before;
    const result = parser.finish();
    expect(result.recordsUsed).toBe(300_000);
    // One night of 5,000 hours asleep is refused as impossible; its minutes were all counted.
    expect(result.rejected).toBe(1);
    expect(result.implausibleSleep).toEqual([{ date: expect.any(String) as string, hours: 5000 }]);
    expect(kept / MB).toBeLessThan(4);
  });
});
