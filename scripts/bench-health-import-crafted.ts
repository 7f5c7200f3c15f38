/**
 * Crafted Apple Health uploads (docs/decisions/029-import-crafted-uploads.md), sent to the real
 * server in a process of its own (bench-apple-health-server.ts, in-memory PGlite,
 * HEALTH_IMPORT_MAX_MB at its default 1024): the decision's 92 KB zip of 30 million nested,
 * unclosed elements, the same as a plain export.xml, and a 35 MB zip bomb of sleep records
 * inflating to 7.5 GB whose directory states 1 GB (read up to that 1 GB, about 3.5 million sleep
 * records, then refused). Reported: the answer and the server's peak RSS growth during each upload.
 * Budget: under 300 MB growth, the server still up.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  zipBomb,
  zipOfNestedElements,
} from '../apps/server/src/features/health-import/test-crafted.ts';
import { appleHealthXml } from '../apps/server/src/features/health-import/test-export.ts';
import { signedInThroughProvider } from '../apps/server/test/browser.ts';
import { freePort } from '../apps/server/test/free-port.ts';
import { nextMessage } from './bench-apple-health.ts';

const MB = 1_048_576;
const NESTED = 30_000_000;

export interface CraftedFigure {
  upload: string;
  uploadMb: number;
  status: number;
  message: string;
  seconds: number;
  baselineRssMb: number;
  peakRssMb: number;
}

async function* counted(parts: AsyncIterable<Buffer> | Buffer[], total: { bytes: number }) {
  for await (const part of parts) {
    total.bytes += part.length;
    yield part;
  }
}

async function* nestedXml(): AsyncIterable<Buffer> {
  yield Buffer.from(appleHealthXml('').replace('</HealthData>\n', ''));
  const piece = Buffer.from('<R>'.repeat(MB / 4));
  for (let sent = 0; sent < NESTED; sent += MB / 4) yield piece;
}

/** Streams the body (chunked) and returns the status and message of the answer. */
async function send(
  base: string,
  session: string | undefined,
  body: AsyncIterable<Buffer>,
  contentType: string,
): Promise<{ status: number; message: string }> {
  const request = http.request(`${base}/api/health/import/apple-health`, {
    method: 'POST',
    headers: { origin: base, cookie: `gf_session=${session ?? ''}`, 'content-type': contentType },
  });
  const answered = once(request, 'response') as Promise<[http.IncomingMessage]>;
  // The server answers a refused upload before the body ends: the rest is then not sent.
  const sending = pipeline(Readable.from(body), request).catch(() => undefined);
  const [response] = await answered;
  let text = '';
  for await (const chunk of response) text += String(chunk);
  request.destroy();
  await sending;
  const { message } = JSON.parse(text) as { message?: string };
  return { status: response.statusCode ?? 0, message: message ?? 'imported' };
}

export async function benchCraftedZip(): Promise<CraftedFigure[]> {
  const port = await freePort();
  const child = fork(
    path.join(import.meta.dirname, 'bench-apple-health-server.ts'),
    [String(port)],
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, BENCH_IMPORT_MAX_MB: '1024' },
    },
  );
  const figures: CraftedFigure[] = [];
  try {
    const ready = await nextMessage(child);
    if (!ready.ready) throw new Error('the crafted-upload bench server did not start');
    const base = `http://127.0.0.1:${port}`;
    const { browser } = await signedInThroughProvider(base);
    const uploads: [string, () => AsyncIterable<Buffer> | Buffer[], string][] = [
      [
        `zip of ${NESTED / 1e6} M nested elements`,
        () => [zipOfNestedElements(NESTED)],
        'application/zip',
      ],
      [`export.xml of ${NESTED / 1e6} M nested elements`, nestedXml, 'application/xml'],
      [
        'zip bomb: 7.5 GB of sleep records stating 1 GB',
        () => zipBomb(7500, { declaredMb: 1024, padded: false }),
        'application/zip',
      ],
    ];
    for (const [label, body, contentType] of uploads) {
      child.send('start');
      const { baselineRss = 0 } = await nextMessage(child);
      const total = { bytes: 0 };
      const started = performance.now();
      const { status, message } = await send(
        base,
        browser.cookie('gf_session'),
        counted(body(), total),
        contentType,
      );
      const seconds = (performance.now() - started) / 1000;
      child.send('memory');
      const { peakRss = 0 } = await nextMessage(child);
      figures.push({
        upload: label,
        uploadMb: total.bytes / MB,
        status,
        message,
        seconds,
        baselineRssMb: baselineRss / MB,
        peakRssMb: peakRss / MB,
      });
    }
    // Still up and answering after all of them.
    const after = await browser.api('/api/health/imports');
    if (after.status !== 200) throw new Error(`the server answered ${after.status} afterwards`);
    return figures;
  } finally {
    child.send('stop');
    await once(child, 'exit');
  }
}

export function printCraftedZipFigures(figures: CraftedFigure[]) {
  console.info(
    '\n## Crafted Apple Health uploads (HEALTH_IMPORT_MAX_MB 1024; budget < 300 MB RSS growth)\n',
  );
  console.info(
    '| upload | sent MB | status | answer | seconds | RSS before MB | peak RSS MB | growth MB |',
  );
  console.info('| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: |');
  for (const f of figures) {
    console.info(
      `| ${f.upload} | ${f.uploadMb.toFixed(2)} | ${f.status} | ${f.message} | ${f.seconds.toFixed(1)} | ${f.baselineRssMb.toFixed(0)} | ${f.peakRssMb.toFixed(0)} | ${(f.peakRssMb - f.baselineRssMb).toFixed(0)} |`,
    );
  }
}
