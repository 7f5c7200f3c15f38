/**
 * Crafted uploads for the import's limits, built as streams so a few GB of XML cost the test and
 * the benchmark a few MB: a zip bomb, and a zip of millions of nested, unclosed elements.
 */
import zlib from 'node:zlib';
import { appleHealthXml, sleep } from './test-export.ts';
import { zipParts } from './test-zip.ts';

const MB = 1_048_576;

/** An export's start (DOCTYPE, root, ExportDate, Me) without its end. */
const exportHead = () => appleHealthXml('').replace('</HealthData>\n', '');

/**
 * One deflate block holding `text`, ending on a byte boundary with the window reset
 * (Z_FULL_FLUSH), so it can be repeated any number of times in one stream.
 */
const standaloneBlock = (text: string) =>
  zlib.deflateRawSync(Buffer.from(text), { finishFlush: zlib.constants.Z_FULL_FLUSH, level: 9 });

const CLOSE = Buffer.from('</HealthData>\n');

/** The final, empty deflate block. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

async function* repeat(parts: Buffer[], block: Buffer, times: number, tail: Buffer[]) {
  yield* parts;
  for (let index = 0; index < times; index += 1) yield block;
  yield* tail;
}

/**
 * A zip whose export.xml inflates to about `inflatedMb` MB of one sleep record repeated. With
 * `padded`, each MB is one record and whitespace, which deflate packs about 1000:1 (the zip of a
 * 3 GB bomb is 3 MB); without, records only, packed about 200:1. `declaredMb` is the size the
 * zip's directory states: the true size unless given.
 */
export function zipBomb(
  inflatedMb: number,
  options: { declaredMb?: number; padded?: boolean } = {},
): AsyncIterable<Buffer> {
  const { declaredMb, padded = true } = options;
  const record = sleep('AsleepCore', '2026-11-19 23:00:00 -0500', '2026-11-20 06:30:00 -0500');
  // Whitespace under the parser's 1 MB token limit: the file stays a valid export.
  const unit = padded
    ? `${record}${' '.repeat(MB - 4096 - record.length)}\n`
    : record.repeat(Math.floor(MB / record.length));
  const head = Buffer.from(exportHead());
  const unitBytes = Buffer.byteLength(unit);
  const times = Math.ceil((inflatedMb * MB) / unitBytes);
  const size =
    declaredMb === undefined ? head.length + times * unitBytes + CLOSE.length : declaredMb * MB;
  const { start, end } = zipParts('apple_health_export/export.xml', size);
  const first = standaloneBlock(exportHead());
  const block = standaloneBlock(unit);
  const close = standaloneBlock(CLOSE.toString());
  return repeat([start, first], block, times, [
    close,
    LAST_BLOCK,
    end(first.length + block.length * times + close.length + LAST_BLOCK.length),
  ]);
}

/** A zip whose export.xml opens `count` elements inside HealthData and closes none. */
export function zipOfNestedElements(count: number): Buffer {
  const xml = Buffer.concat([Buffer.from(exportHead()), Buffer.from('<R>'.repeat(count))]);
  const { start, end } = zipParts('apple_health_export/export.xml', xml.length, zlib.crc32(xml));
  const data = zlib.deflateRawSync(xml, { level: 9 });
  return Buffer.concat([start, data, end(data.length)]);
}

/** An async iterable as a fetch body. */
export function bodyOf(parts: AsyncIterable<Buffer>): ReadableStream<Uint8Array> {
  const iterator = parts[Symbol.asyncIterator]();
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
  });
}
