import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { HealthImport } from '@grandfit/shared/schemas/health-import.ts';
import { healthImports, healthMetrics } from '../../db/schema/recovery.ts';
import { signedInBrowser, TestBrowser } from '../../../test/browser.ts';
import { describeWithServer, type TestServer } from '../../../test/server.ts';
import { bodyOf, zipBomb, zipOfNestedElements } from './test-crafted.ts';
import type { MeasurementLog } from '@grandfit/shared/schemas/body-measurements.ts';
import type { BodyWeightLog } from '@grandfit/shared/schemas/body-weight.ts';
import type { UserSettings } from '@grandfit/shared/schemas/settings.ts';
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
import { zipBuffer } from './test-zip.ts';

const IMPORT = '/api/health/import/apple-health';

/** Three days in November: every metric on the 20th, fewer on the others. */
const EXPORT = appleHealthXml([
  record('HKQuantityTypeIdentifierHeartRate', 62, '2026-11-20 07:30:00 -0500'),
  record(HRV, '48.4', '2026-11-19 06:00:00 -0500'),
  record(HRV, '41.2', '2026-11-20 06:00:00 -0500'),
  record(HRV, '44.9', '2026-11-20 09:00:00 -0500'),
  record(HRV, 900, '2026-11-20 10:00:00 -0500'),
  record(RESTING_HR, 57, '2026-11-20 00:04:00 -0500'),
  record(RESTING_HR, 55, '2026-11-21 00:04:00 -0500'),
  sleep('AsleepCore', '2026-11-19 23:00:00 -0500', '2026-11-20 03:00:00 -0500'),
  sleep('AsleepDeep', '2026-11-20 03:00:00 -0500', '2026-11-20 06:30:00 -0500'),
  sleep('InBed', '2026-11-19 22:30:00 -0500', '2026-11-20 07:00:00 -0500', 'iPhone'),
  record(VO2_MAX, '42.37', '2026-11-20 18:00:00 -0500'),
]);

const SUMMARY = {
  recordCount: 11,
  recordsUsed: 8,
  rejected: 1,
  days: 3,
  daysAdded: 3,
  daysUpdated: 0,
  daysUnchanged: 0,
  firstDate: '2026-11-19',
  lastDate: '2026-11-21',
  implausibleSleep: { days: 0, listed: [] },
  metrics: { hrvDays: 2, restingHeartRateDays: 2, sleepDays: 1, vo2MaxDays: 1 },
  bodyWeight: { days: 0, added: 0 },
  bodyFat: { days: 0, added: 0 },
  waist: { days: 0, added: 0 },
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grandfit-health-import-'));
const spoolDir = path.join(dataDir, 'tmp', 'health-import');

/** Zips spooled during an import and not yet removed. */
const spooledFiles = () => (fs.existsSync(spoolDir) ? fs.readdirSync(spoolDir) : []);

function upload(browser: TestBrowser, body: string | Uint8Array | ReadableStream, type: string) {
  return browser.api(IMPORT, { method: 'POST', body, contentType: type });
}

/** A body sent in chunks, without a Content-Length (chunked transfer encoding). */
function streamOf(text: string | Buffer, chunkSize = 64 * 1024): ReadableStream<Uint8Array> {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
}

async function storedRows(server: TestServer) {
  return server.database.db
    .select()
    .from(healthMetrics)
    .orderBy(asc(healthMetrics.userId), asc(healthMetrics.date));
}

async function expectNothingStored(server: TestServer) {
  expect(await server.database.db.$count(healthMetrics)).toBe(0);
  expect(await server.database.db.$count(healthImports)).toBe(0);
}

describeWithServer(
  'Apple Health import',
  (server) => {
    it('answers 401 without a session', async () => {
      const browser = new TestBrowser(server().url);
      expect((await upload(browser, EXPORT, 'application/xml')).status).toBe(401);
      expect((await browser.api('/api/health/imports')).status).toBe(401);
      await expectNothingStored(server());
    });

    it("adds a scale's weigh-ins on the days without one, once, and the settings follow (decision 058)", async () => {
      const { browser } = await signedInBrowser(server().url);
      const other = await signedInBrowser(server().url);
      // Logged by hand that morning: the scale's reading of the same day does not replace it.
      const manual = await browser.api('/api/body-weight/2026-11-20', {
        method: 'PUT',
        json: { weightKg: 82 },
      });
      expect(manual.status).toBe(200);
      const xml = appleHealthXml([
        record(BODY_MASS, '183.0', '2026-11-18 07:00:00 -0500', { source: 'Withings' }),
        record(BODY_MASS, '182.0', '2026-11-20 07:00:00 -0500', { source: 'Withings' }),
        record(BODY_MASS, '181.0', '2026-11-21 07:00:00 -0500', { source: 'Withings' }),
      ]);
      for (const time of ['first', 'again']) {
        const response = await upload(browser, xml, 'application/xml');
        expect(response.status, time).toBe(200);
        const { summary } = (await response.json()) as HealthImport;
        expect(summary.bodyWeight, time).toEqual({ days: 3, added: time === 'first' ? 2 : 0 });
      }
      const log = (await (
        await browser.api('/api/body-weight?date=2026-11-30&months=1')
      ).json()) as BodyWeightLog;
      expect(log.entries).toEqual([
        { date: '2026-11-18', weightKg: 83.007 },
        { date: '2026-11-20', weightKg: 82 },
        { date: '2026-11-21', weightKg: 82.1 },
      ]);
      const settings = (await (await browser.api('/api/user/settings')).json()) as UserSettings;
      expect(settings.bodyWeightKg).toBe(82.1);
      const theirs = (await (
        await other.browser.api('/api/body-weight?date=2026-11-30&months=1')
      ).json()) as BodyWeightLog;
      expect(theirs.entries).toEqual([]);
    });

    it("adds a scale's body fat and a waist on the days without one, once (decision 066)", async () => {
      const { browser } = await signedInBrowser(server().url);
      const other = await signedInBrowser(server().url);
      // Measured by hand that day: the scale's reading of the same day does not replace it.
      const manual = await browser.api('/api/body-measurements/body-fat/2026-11-20', {
        method: 'PUT',
        json: { value: 20 },
      });
      expect(manual.status).toBe(200);
      const xml = appleHealthXml([
        record(BODY_FAT, '0.224', '2026-11-18 07:00:00 -0500', { source: 'Withings' }),
        record(BODY_FAT, '0.221', '2026-11-20 07:00:00 -0500', { source: 'Withings' }),
        record(WAIST, '36.5', '2026-11-21 07:00:00 -0500', { unit: 'in', source: 'Health' }),
      ]);
      for (const time of ['first', 'again']) {
        const response = await upload(browser, xml, 'application/xml');
        expect(response.status, time).toBe(200);
        const { summary } = (await response.json()) as HealthImport;
        expect(summary.bodyFat, time).toEqual({ days: 2, added: time === 'first' ? 1 : 0 });
        expect(summary.waist, time).toEqual({ days: 1, added: time === 'first' ? 1 : 0 });
      }
      const log = async (who: TestBrowser, kind: string) =>
        (
          (await (
            await who.api(`/api/body-measurements?kind=${kind}&date=2026-11-30&months=1`)
          ).json()) as MeasurementLog
        ).entries;
      expect(await log(browser, 'body-fat')).toEqual([
        { date: '2026-11-18', value: 22.4 },
        { date: '2026-11-20', value: 20 },
      ]);
      expect(await log(browser, 'waist')).toEqual([{ date: '2026-11-21', value: 92.71 }]);
      expect(await log(other.browser, 'body-fat')).toEqual([]);
    });

    it("flags a 22 h day instead of storing it, and dates nights in the user's zone (decision 035)", async () => {
      const { browser } = await signedInBrowser(server().url);
      const xml = appleHealthXml([
        // iPhone and Watch on the same night (10 h merged), then the Watch left still: 22 h.
        sleep('Asleep', '2026-03-03 22:00:00 -0500', '2026-03-04 08:00:00 -0500', 'iPhone'),
        sleep('AsleepCore', '2026-03-03 22:30:00 -0500', '2026-03-04 07:30:00 -0500'),
        sleep('AsleepUnspecified', '2026-03-04 09:00:00 -0500', '2026-03-04 21:00:00 -0500'),
        // Wakes at 00:30 PDT on 11 July, written with the winter offset as 23:30 on the 10th.
        sleep('AsleepCore', '2026-07-10 15:00:00 -0800', '2026-07-10 23:30:00 -0800'),
      ]);
      const refused = await browser.api(`${IMPORT}?tz=Mars%2FOlympus`, {
        method: 'POST',
        body: xml,
        contentType: 'application/xml',
      });
      expect(refused.status).toBe(400);
      await expectNothingStored(server());

      const response = await browser.api(`${IMPORT}?tz=America%2FLos_Angeles`, {
        method: 'POST',
        body: xml,
        contentType: 'application/xml',
      });
      expect(response.status).toBe(200);
      const { summary } = (await response.json()) as HealthImport;
      expect(summary).toMatchObject({
        days: 1,
        rejected: 1,
        implausibleSleep: { days: 1, listed: [{ date: '2026-03-04', hours: 22 }] },
        metrics: { sleepDays: 1 },
      });
      const rows = await storedRows(server());
      expect(rows.map(({ date, sleepHours }) => ({ date, sleepHours }))).toEqual([
        { date: '2026-07-11', sleepHours: 8.5 },
      ]);
      const list = (await (await browser.api('/api/health/imports')).json()) as HealthImport[];
      expect(list[0]?.summary.implausibleSleep.days).toBe(1);
    });

    it('imports an export.xml: days, summary, latest values and the import list', async () => {
      const { browser } = await signedInBrowser(server().url);
      const response = await upload(browser, EXPORT, 'application/xml');
      expect(response.status).toBe(200);
      const result = (await response.json()) as HealthImport;
      expect(result).toMatchObject({ source: 'apple-health', summary: SUMMARY });

      const rows = await storedRows(server());
      expect(
        rows.map(({ date, source, hrvMs, hrvMethod, restingHeartRate, sleepHours, vo2Max }) => ({
          date,
          source,
          hrvMs,
          hrvMethod,
          restingHeartRate,
          sleepHours,
          vo2Max,
        })),
      ).toEqual([
        {
          date: '2026-11-19',
          source: 'apple-health',
          hrvMs: 48,
          hrvMethod: 'sdnn',
          restingHeartRate: null,
          sleepHours: null,
          vo2Max: null,
        },
        {
          date: '2026-11-20',
          source: 'apple-health',
          hrvMs: 43,
          hrvMethod: 'sdnn',
          restingHeartRate: 57,
          sleepHours: 7.5,
          vo2Max: 42.4,
        },
        {
          date: '2026-11-21',
          source: 'apple-health',
          hrvMs: null,
          hrvMethod: null,
          restingHeartRate: 55,
          sleepHours: null,
          vo2Max: null,
        },
      ]);
      expect(rows.every((row) => row.sleepQuality === null)).toBe(true);

      const latest = await browser.api('/api/health/latest?start=2026-11-15&end=2026-11-21');
      expect(await latest.json()).toMatchObject({
        hrv: 43,
        hrvMethod: 'sdnn',
        restingHeartRate: 55,
        sleepDuration: 7.5,
        sleepQuality: null,
        vo2Max: 42.4,
        dataSource: 'apple-health',
      });

      const list = await browser.api('/api/health/imports');
      expect(list.status).toBe(200);
      expect(await list.json()).toEqual([result]);
    });

    it('imports the Health app export.zip, ignoring export_cda.xml and the other files', async () => {
      const { browser } = await signedInBrowser(server().url);
      const zip = zipBuffer([
        { name: 'apple_health_export/export_cda.xml', data: '<ClinicalDocument/>' },
        { name: 'apple_health_export/workout-routes/route_2026-11-20.gpx', data: '<gpx/>' },
        { name: '__MACOSX/apple_health_export/._export.xml', data: 'resource fork' },
        { name: 'apple_health_export/export.xml', data: EXPORT },
      ]);
      const response = await upload(browser, zip, 'application/zip');
      expect(response.status).toBe(200);
      expect(((await response.json()) as HealthImport).summary).toEqual(SUMMARY);
      expect(await server().database.db.$count(healthMetrics)).toBe(3);
      // The spooled zip is gone once the import is done.
      expect(spooledFiles()).toEqual([]);
    });

    it.each(['导出.xml', 'Export.xml', 'exportación.xml', 'エクスポート.xml'])(
      'finds the export by its root element, whatever the phone language named it: %s',
      async (name) => {
        const { browser } = await signedInBrowser(server().url);
        const zip = zipBuffer([
          { name: 'apple_health_export/export_cda.xml', data: '<ClinicalDocument/>' },
          {
            name: 'apple_health_export/workout-routes/route_2026-11-20_6.30pm.gpx',
            data: '<?xml version="1.0"?><gpx version="1.1"/>',
          },
          { name: 'apple_health_export/workout-routes/route_2.xml', data: '<gpx/>' },
          { name: `apple_health_export/${name}`, data: EXPORT },
        ]);
        const response = await upload(browser, zip, 'application/zip');
        expect(response.status).toBe(200);
        expect(((await response.json()) as HealthImport).summary).toEqual(SUMMARY);
      },
    );

    it('tells a zip by its content, whatever the content type, and streams a chunked body', async () => {
      const { browser } = await signedInBrowser(server().url);
      const zip = zipBuffer([{ name: 'export.xml', data: EXPORT }]);
      const response = await upload(browser, streamOf(zip, 1000), 'application/octet-stream');
      expect(response.status).toBe(200);
      expect(((await response.json()) as HealthImport).summary).toEqual(SUMMARY);

      const { browser: other } = await signedInBrowser(server().url);
      const xml = await upload(other, streamOf(EXPORT, 3), 'text/xml');
      expect(((await xml.json()) as HealthImport).summary).toEqual(SUMMARY);
    });

    it('importing the same export again adds nothing and changes no row', async () => {
      const { browser } = await signedInBrowser(server().url);
      await upload(browser, EXPORT, 'application/xml');
      const before = await storedRows(server());
      const again = await upload(
        browser,
        zipBuffer([{ name: 'export.xml', data: EXPORT }]),
        'application/zip',
      );
      expect(again.status).toBe(200);
      expect(((await again.json()) as HealthImport).summary).toEqual({
        ...SUMMARY,
        daysAdded: 0,
        daysUnchanged: 3,
      });
      expect(await storedRows(server())).toEqual(before);
      const list = (await (await browser.api('/api/health/imports')).json()) as HealthImport[];
      expect(list.map((item) => item.summary.daysAdded)).toEqual([0, 3]);
    });

    it('a later export updates the days it overlaps and keeps what it does not have', async () => {
      const { browser } = await signedInBrowser(server().url);
      await upload(browser, EXPORT, 'application/xml');
      await browser.api('/api/health/manual-entry', {
        method: 'POST',
        json: { date: '2026-11-20', hrvScore: 70, sleepQuality: 8 },
      });
      const later = appleHealthXml([
        record(RESTING_HR, 59, '2026-11-20 00:04:00 -0500'),
        record(RESTING_HR, 55, '2026-11-21 00:04:00 -0500'),
        record(RESTING_HR, 54, '2026-11-22 00:04:00 -0500'),
      ]);
      const response = await upload(browser, later, 'application/xml');
      expect(((await response.json()) as HealthImport).summary).toMatchObject({
        days: 3,
        daysAdded: 1,
        daysUpdated: 1,
        daysUnchanged: 1,
        firstDate: '2026-11-20',
        lastDate: '2026-11-22',
      });
      const rows = await storedRows(server());
      const apple20 = rows.find(
        (row) => row.date === '2026-11-20' && row.source === 'apple-health',
      );
      expect(apple20).toMatchObject({
        restingHeartRate: 59,
        hrvMs: 43,
        sleepHours: 7.5,
        vo2Max: 42.4,
      });
      const manual = rows.find((row) => row.source === 'manual');
      expect(manual).toMatchObject({ date: '2026-11-20', hrvMs: 70, sleepQuality: 8 });
      expect(rows).toHaveLength(5);
    });

    it('an export with none of the four metrics is recorded with nothing added', async () => {
      const { browser } = await signedInBrowser(server().url);
      const response = await upload(
        browser,
        appleHealthXml(
          record('HKQuantityTypeIdentifierStepCount', 812, '2026-11-20 07:40:00 -0500'),
        ),
        'application/xml',
      );
      expect(((await response.json()) as HealthImport).summary).toMatchObject({
        recordCount: 1,
        days: 0,
        firstDate: null,
        lastDate: null,
      });
      expect(await server().database.db.$count(healthMetrics)).toBe(0);
    });

    it.each([
      [
        'a text file',
        'date,hrv\n2026-11-20,50\n',
        'application/octet-stream',
        /not an Apple Health export/,
      ],
      [
        'a PNG image',
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
        'application/octet-stream',
        /not an Apple Health export/,
      ],
      ['an empty body', '', 'application/xml', /not an Apple Health export/],
      [
        'XML with another root',
        '<?xml version="1.0"?><html><body/></html>',
        'text/xml',
        /not an Apple Health export/,
      ],
      // Valid records first: nothing of them may be saved when the file breaks later.
      ['a cut-off export', EXPORT.slice(0, -30), 'application/xml', /incomplete or damaged/],
      [
        'a zip without an export',
        zipBuffer([
          { name: 'apple_health_export/export_cda.xml', data: '<ClinicalDocument/>' },
          { name: 'apple_health_export/workout-routes/route_1.xml', data: '<gpx/>' },
        ]),
        'application/zip',
        /no export\.xml/,
      ],
      [
        'a zip holding two exports',
        zipBuffer([
          { name: 'a/export.xml', data: EXPORT },
          { name: 'b/Export.xml', data: EXPORT },
        ]),
        'application/zip',
        /more than one Apple Health export/,
      ],
      [
        'a broken zip',
        Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]),
        'application/zip',
        /could not be read/,
      ],
      [
        'a zip holding something else',
        zipBuffer([{ name: 'export.xml', data: 'hello' }]),
        'application/zip',
        /no export\.xml/,
      ],
    ])('refuses %s with 400 and stores nothing', async (_label, body, type, message) => {
      const { browser } = await signedInBrowser(server().url);
      const response = await upload(browser, body, type);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
      await expectNothingStored(server());
      // The connection and the session still work after a refused upload.
      expect((await browser.api('/api/health/imports')).status).toBe(200);
    });

    it('stores nothing when the client goes away in the middle of the upload', async () => {
      const { browser } = await signedInBrowser(server().url);
      const cut = new AbortController();
      const half = Buffer.from(EXPORT.slice(0, EXPORT.length / 2));
      let sent = false;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (!sent) {
            sent = true;
            controller.enqueue(half);
            // The rest never comes: the client gives up once the first half is out.
            setTimeout(() => cut.abort(), 200);
          }
        },
      });
      await expect(
        browser.fetch(IMPORT, {
          method: 'POST',
          headers: { origin: server().url, 'content-type': 'application/xml' },
          body,
          duplex: 'half',
          signal: cut.signal,
        } as RequestInit),
      ).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expectNothingStored(server());
      expect((await browser.api('/api/health/imports')).status).toBe(200);
    });

    it('refuses a JSON body: the file itself is expected', async () => {
      const { browser } = await signedInBrowser(server().url);
      const response = await browser.api(IMPORT, { method: 'POST', json: { file: EXPORT } });
      expect(response.status).toBe(415);
      await expectNothingStored(server());
    });

    it("another user gets nothing of this user's imported data", async () => {
      const { browser } = await signedInBrowser(server().url);
      expect((await upload(browser, EXPORT, 'application/xml')).status).toBe(200);
      const { browser: other } = await signedInBrowser(server().url);
      const latest = await other.api('/api/health/latest?start=2026-11-15&end=2026-11-21');
      expect(latest.status).toBe(200);
      expect(await latest.json()).toBeNull();
      const list = await other.api('/api/health/imports');
      expect(list.status).toBe(200);
      expect(await list.json()).toEqual([]);
    });
  },
  { env: { DATA_DIR: dataDir } },
);

describeWithServer(
  'Apple Health import size limit',
  (server) => {
    // Just over 1 MB of valid export: the limit, not the content, refuses it.
    const padding = record('HKQuantityTypeIdentifierStepCount', 812, '2026-11-20 07:40:00 -0500');
    const large = appleHealthXml([
      record(HRV, 50, '2026-11-20 06:00:00 -0500'),
      padding.repeat(Math.ceil(1_100_000 / padding.length)),
    ]);

    it.each([
      ['with a Content-Length', () => large],
      ['streamed without one', () => streamOf(large)],
      [
        'zipped, streamed',
        () =>
          streamOf(
            Buffer.concat([
              zipBuffer([{ name: 'export.xml', data: large }]),
              Buffer.alloc(1_100_000),
            ]),
          ),
      ],
    ])(
      'refuses a file over HEALTH_IMPORT_MAX_MB %s with 400 and stores nothing',
      async (_label, body) => {
        const { browser } = await signedInBrowser(server().url);
        const response = await upload(browser, body(), 'application/xml');
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ message: 'The file is larger than 1 MB' });
        await expectNothingStored(server());
        expect(spooledFiles()).toEqual([]);
      },
    );

    it('accepts a file under the limit', async () => {
      const { browser } = await signedInBrowser(server().url);
      const response = await upload(browser, EXPORT, 'application/xml');
      expect(response.status).toBe(200);
    });
  },
  { env: { HEALTH_IMPORT_MAX_MB: '1', DATA_DIR: dataDir } },
);

/** The process's peak RSS growth while `run` runs (the test server shares the process). */
async function peakRssGrowthMb(run: () => Promise<void>): Promise<number> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage.rss());
  };
  const timer = setInterval(sample, 5);
  try {
    await run();
  } finally {
    clearInterval(timer);
    sample();
  }
  const growth = (peak - before) / 1_048_576;
  if (process.env.PRINT_RSS) console.info(`peak RSS growth ${growth.toFixed(0)} MB`);
  return growth;
}

describeWithServer(
  'Apple Health import of crafted files',
  (server) => {
    // HEALTH_IMPORT_MAX_MB is 8 here: an export may inflate to 80 MB.
    it.each([
      [
        'a zip of 5 million nested, unclosed elements',
        () => bodyOf(toIterable(zipOfNestedElements(5_000_000))),
        400,
        /nests elements more than 16 deep/,
      ],
      [
        'an export.xml of 2 million nested, unclosed elements',
        () =>
          bodyOf(
            toIterable(
              Buffer.concat([
                Buffer.from(appleHealthXml('').replace('</HealthData>\n', '')),
                Buffer.from('<R>'.repeat(2_000_000)),
              ]),
            ),
          ),
        400,
        /nests elements more than 16 deep/,
      ],
      [
        'a zip bomb of 3 GB of sleep records stating its size',
        () => bodyOf(zipBomb(3000)),
        413,
        /larger than 80 MB unzipped/,
      ],
      [
        'a zip bomb of 3 GB of sleep records stating 50 MB',
        () => bodyOf(zipBomb(3000, { declaredMb: 50 })),
        422,
        /larger unzipped than the zip states/,
      ],
    ])('refuses %s, stores nothing and stays small', async (_label, body, status, message) => {
      const { browser } = await signedInBrowser(server().url);
      let response: Response | undefined;
      const growth = await peakRssGrowthMb(async () => {
        response = await upload(browser, body(), 'application/zip');
      });
      expect(response?.status).toBe(status);
      expect(((await response!.json()) as { message: string }).message).toMatch(message);
      expect(growth).toBeLessThan(300);
      await expectNothingStored(server());
      expect(spooledFiles()).toEqual([]);
      expect((await browser.api('/api/health/imports')).status).toBe(200);
    });

    it('imports a zip of 40 MB of sleep records (over 100,000), one night, in little memory', async () => {
      const { browser } = await signedInBrowser(server().url);
      let response: Response | undefined;
      const growth = await peakRssGrowthMb(async () => {
        response = await upload(browser, bodyOf(zipBomb(40, { padded: false })), 'application/zip');
      });
      expect(response?.status).toBe(200);
      expect(((await response!.json()) as HealthImport).summary).toMatchObject({
        days: 1,
        metrics: { sleepDays: 1 },
      });
      expect(growth).toBeLessThan(300);
      expect(await storedRows(server())).toMatchObject([{ date: '2026-11-20', sleepHours: 7.5 }]);
    });
  },
  { env: { HEALTH_IMPORT_MAX_MB: '8', DATA_DIR: dataDir } },
);

async function* toIterable(buffer: Buffer): AsyncIterable<Buffer> {
  for (let offset = 0; offset < buffer.length; offset += 65_536) {
    yield buffer.subarray(offset, offset + 65_536);
  }
}
