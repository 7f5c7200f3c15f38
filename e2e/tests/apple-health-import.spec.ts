import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { closeWithEscape, createAccount, expect, test } from '../fixtures.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** Apple's timestamp for a local time `daysAgo` days back: `2026-11-20 07:30:00 -0500`. */
function appleTime(daysAgo: number, hour: number, minute = 0): string {
  const d = new Date();
  d.setDate(d.getDate() - daysAgo);
  d.setHours(hour, minute, 0, 0);
  const offset = -d.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(
    d.getMinutes(),
  )}:00 ${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

function record(type: string, value: string | number, start: string, end = start, unit = '') {
  return ` <Record type="${type}" sourceName="Pat’s Apple Watch" sourceVersion="10.1"${
    unit ? ` unit="${unit}"` : ''
  } creationDate="${end}" startDate="${start}" endDate="${end}" value="${value}"/>\n`;
}

/** A small export.xml as the Health app writes it, over yesterday and today. */
function exportXml(): string {
  const hrv = 'HKQuantityTypeIdentifierHeartRateVariabilitySDNN';
  const rhr = 'HKQuantityTypeIdentifierRestingHeartRate';
  const sleep = 'HKCategoryTypeIdentifierSleepAnalysis';
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
]>
<HealthData locale="en_US">
 <ExportDate value="${appleTime(0, 8)}"/>
 <Me HKCharacteristicTypeIdentifierDateOfBirth="1978-04-02"/>
${[
  record('HKQuantityTypeIdentifierHeartRate', 64, appleTime(0, 7), appleTime(0, 7), 'count/min'),
  record(hrv, '61.2', appleTime(1, 6), appleTime(1, 6), 'ms'),
  record(hrv, '52.4', appleTime(0, 6), appleTime(0, 6), 'ms'),
  record(hrv, '47.6', appleTime(0, 9), appleTime(0, 9), 'ms'),
  record(rhr, 59, appleTime(1, 0, 4), appleTime(1, 0, 4), 'count/min'),
  record(rhr, 57, appleTime(0, 0, 4), appleTime(0, 0, 4), 'count/min'),
  record(sleep, 'HKCategoryValueSleepAnalysisAsleepCore', appleTime(1, 23), appleTime(0, 3)),
  record(sleep, 'HKCategoryValueSleepAnalysisAsleepDeep', appleTime(0, 3), appleTime(0, 6, 30)),
  record(sleep, 'HKCategoryValueSleepAnalysisInBed', appleTime(1, 22, 30), appleTime(0, 7)),
  record(
    'HKQuantityTypeIdentifierVO2Max',
    '42.37',
    appleTime(1, 18),
    appleTime(1, 18),
    'mL/min·kg',
  ),
].join('')}</HealthData>
`;
}

async function importFile(page: Page, file: string) {
  await page.getByRole('button', { name: 'Import Apple Health export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Apple Health export' });
  await dialog.getByLabel('Export file (.zip or .xml)').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  return dialog.getByRole('region', { name: 'Import summary' });
}

test('an Apple Health export is imported on Profile; importing it again adds nothing', async ({
  page,
}, testInfo) => {
  const file = testInfo.outputPath('export.xml');
  await fs.writeFile(file, exportXml());

  await createAccount(page);
  await page.getByRole('button', { name: 'Profile' }).click();
  const card = page.getByRole('region', { name: 'Health Data' });
  await expect(card.getByText('No recent health data found')).toBeVisible();
  await expect(page.getByText('Upload the export.zip from the Health app')).toBeVisible();

  const summary = await importFile(page, file);
  await expect(
    summary.getByText(
      'Imported 2 days: HRV (SDNN) on 2 days, resting heart rate on 2 days, sleep on 1 night, VO2 max on 1 day',
    ),
  ).toBeVisible();
  await expect(summary.getByText('2 new, 0 updated, 0 unchanged')).toBeVisible();
  await expect(summary.getByText('10 records read')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // Today's values: HRV (SDNN) mean of 52.4 and 47.6, the night that ended this morning.
  await expect(card.getByText('Apple Health')).toBeVisible();
  await expect(card.getByText('HRV (SDNN)')).toBeVisible();
  await expect(card.getByRole('definition').filter({ hasText: /^50\s*ms$/ })).toBeVisible();
  await expect(card.getByRole('definition').filter({ hasText: /^57\s*bpm$/ })).toBeVisible();
  await expect(card.getByRole('definition').filter({ hasText: /^7\.5\s*h$/ })).toBeVisible();
  await expect(
    card.getByRole('definition').filter({ hasText: /^42\.4\s*ml\/kg\/min$/ }),
  ).toBeVisible();
  await expect(page.getByText('Last import just now: 2 days')).toBeVisible();

  const again = await importFile(page, file);
  await expect(again.getByText('Nothing new: all 2 days were already imported')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByRole('definition').filter({ hasText: /^50\s*ms$/ })).toBeVisible();
});

test('a file that is not an export is refused with the reason, and nothing changes', async ({
  page,
}, testInfo) => {
  const file = testInfo.outputPath('notes.xml');
  await fs.writeFile(file, '<?xml version="1.0"?><notes><note>hello</note></notes>');

  await createAccount(page);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Import Apple Health export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Apple Health export' });
  await dialog.getByLabel('Export file (.zip or .xml)').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This is not an Apple Health export (export.xml)',
  );
  await closeWithEscape(page, dialog);
  await expect(
    page.getByRole('region', { name: 'Health Data' }).getByText('No recent health data found'),
  ).toBeVisible();
});
