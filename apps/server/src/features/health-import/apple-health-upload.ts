import { once } from 'node:events';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  AppleHealthExportParser,
  AppleHealthImportError,
  NOT_AN_EXPORT,
  type AppleHealthParse,
} from './apple-health-parser.ts';
import { spoolFile } from './upload-spool.ts';
import { xmlRootElement } from './xml-root.ts';

export interface UploadLimits {
  /** Largest upload accepted, in bytes (HEALTH_IMPORT_MAX_MB). */
  maxBytes: number;
  /** Where a zip is spooled while it is read; created when missing. */
  tempDir: string;
  /** The user's IANA zone: each night goes to its wake-up day in it (decision 035). */
  timeZone?: string;
}

export const tooLargeMessage = (maxBytes: number) =>
  `The file is larger than ${Math.round(maxBytes / 1_048_576)} MB`;

/**
 * The export inside a zip may inflate to this many times HEALTH_IMPORT_MAX_MB, and no further:
 * inflating stops there and the upload is refused with 413. Deflate reaches 1032:1, so without it
 * a 90 MB zip bomb is 90 GB of XML to read. Real exports compress about 20:1, but the limit is
 * on the upload's size, not the zip's: at the default 1024 MB it allows a 10 GB export.xml, over
 * ten times the largest we have seen (docs/decisions/029).
 */
export const ZIP_EXPANSION_LIMIT = 10;

/** How far into an XML file its root element is looked for (an export's DOCTYPE is about 12 KB). */
const ROOT_PROBE_BYTES = 1_048_576;

/** PK\x03\x04: a zip's first local file header. */
const isZip = (head: Buffer) =>
  head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;

/**
 * Reads an uploaded Apple Health export, zip or export.xml, told apart by its first bytes, and
 * returns its days. XML is parsed while it arrives; a zip is spooled to a temporary file first,
 * because its directory is at its end. Throws AppleHealthImportError (400) for anything too
 * large or unreadable. The body is never destroyed here, so the caller can still answer on the
 * same connection.
 */
export async function readAppleHealthUpload(
  body: Readable,
  limits: UploadLimits,
): Promise<AppleHealthParse> {
  // Destroying the request on an early exit would reset the connection before the 400 is read.
  const chunks = body.iterator({ destroyOnReturn: false });
  let received = 0;
  const next = async (): Promise<Buffer | null> => {
    let result: IteratorResult<unknown>;
    try {
      result = await chunks.next();
    } catch (error) {
      // The client went away mid-upload (closed the page, cancelled): its fault, not ours.
      throw new AppleHealthImportError('The upload was interrupted before the end of the file', {
        cause: error,
      });
    }
    const { value, done } = result;
    if (done) return null;
    const chunk = value as Buffer;
    received += chunk.length;
    if (received > limits.maxBytes) {
      throw new AppleHealthImportError(tooLargeMessage(limits.maxBytes));
    }
    return chunk;
  };
  try {
    return await readChunks(next, limits);
  } finally {
    await chunks.return?.();
    // Whatever is left of a refused upload is read and dropped, so the answer reaches the client.
    if (!body.readableEnded) body.resume();
  }
}

async function readChunks(
  next: () => Promise<Buffer | null>,
  limits: UploadLimits,
): Promise<AppleHealthParse> {
  // A first chunk can be shorter than the 4 bytes that tell a zip.
  let head: Buffer = Buffer.alloc(0);
  let ended = false;
  while (head.length < 4) {
    const chunk = await next();
    if (chunk === null) {
      ended = true;
      break;
    }
    head = head.length === 0 ? chunk : Buffer.concat([head, chunk]);
  }
  if (head.length === 0) throw new AppleHealthImportError(NOT_AN_EXPORT);

  if (!isZip(head)) {
    const parser = new AppleHealthExportParser({ timeZone: limits.timeZone });
    const decoder = new StringDecoder('utf8');
    parser.write(decoder.write(head));
    if (!ended) {
      for (let chunk = await next(); chunk !== null; chunk = await next()) {
        parser.write(decoder.write(chunk));
      }
    }
    parser.write(decoder.end());
    return parser.finish();
  }

  await fs.promises.mkdir(limits.tempDir, { recursive: true });
  const file = spoolFile(limits.tempDir);
  try {
    const out = fs.createWriteStream(file);
    try {
      out.write(head);
      if (!ended) {
        for (let chunk = await next(); chunk !== null; chunk = await next()) {
          if (!out.write(chunk)) await once(out, 'drain');
        }
      }
      out.end();
      await once(out, 'finish');
    } catch (error) {
      // A write still in flight fails once the stream is destroyed: expected, not a crash.
      out.on('error', () => {});
      out.destroy();
      // events.once would reject on that 'error'; only the closing matters here.
      if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
      throw error;
    }
    return await readExportFromZip(file, limits.maxBytes * ZIP_EXPANSION_LIMIT, limits.timeZone);
  } finally {
    await fs.promises.rm(file, { force: true });
  }
}

const isXmlFile = (entry: Entry) =>
  entry.fileName.toLowerCase().endsWith('.xml') &&
  !entry.fileName.startsWith('__MACOSX/') &&
  entry.uncompressedSize > 0;

/**
 * The one XML file whose root element is HealthData: the Health app names it in the phone's
 * language (export.xml, Export.xml, 导出.xml, exportación.xml), and beside it are export_cda.xml
 * (ClinicalDocument) and workout routes (gpx), told apart by their root, not their name.
 */
async function findExportEntries(zip: ZipFile): Promise<Entry[]> {
  const exports: Entry[] = [];
  for (;;) {
    const entry = await new Promise<Entry | null>((resolve, reject) => {
      const onEntry = (found: Entry) => done(found);
      const onEnd = () => done(null);
      const done = (found: Entry | null) => {
        zip.off('entry', onEntry).off('end', onEnd).off('error', reject);
        resolve(found);
      };
      zip.once('entry', onEntry).once('end', onEnd).once('error', reject);
      zip.readEntry();
    });
    if (entry === null) return exports;
    if (!isXmlFile(entry)) continue;
    const root = await xmlRootElement(await zip.openReadStreamPromise(entry), ROOT_PROBE_BYTES);
    if (root === 'HealthData') exports.push(entry);
  }
}

const tooLargeUnzipped = (maxXmlBytes: number) =>
  new AppleHealthImportError(
    `The export in this zip is larger than ${Math.round(maxXmlBytes / 1_048_576)} MB unzipped, the most this server reads`,
    { statusCode: 413 },
  );

const UNREADABLE_ZIP = 'This zip file could not be read. Export it again from the Health app';

async function readExportFromZip(
  file: string,
  maxXmlBytes: number,
  timeZone: string | undefined,
): Promise<AppleHealthParse> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false });
  } catch (error) {
    throw new AppleHealthImportError(UNREADABLE_ZIP, { cause: error });
  }
  try {
    let entry: Entry | null;
    let stream: Readable;
    try {
      const found = await findExportEntries(zip);
      if (found.length === 0) {
        throw new AppleHealthImportError(
          'This zip holds no export.xml. Upload the export.zip from the Health app',
        );
      }
      if (found.length > 1) {
        throw new AppleHealthImportError(
          'This zip holds more than one Apple Health export. Upload one export.zip at a time',
        );
      }
      entry = found[0]!;
      if (entry.uncompressedSize > maxXmlBytes) throw tooLargeUnzipped(maxXmlBytes);
      stream = await zip.openReadStreamPromise(entry);
    } catch (error) {
      if (error instanceof AppleHealthImportError) throw error;
      throw new AppleHealthImportError(UNREADABLE_ZIP, { cause: error });
    }
    const parser = new AppleHealthExportParser({ timeZone });
    const decoder = new StringDecoder('utf8');
    // yauzl stops at the size the zip's directory states; this counts too, whatever it states.
    let inflated = 0;
    try {
      for await (const chunk of stream) {
        inflated += (chunk as Buffer).length;
        if (inflated > maxXmlBytes) throw tooLargeUnzipped(maxXmlBytes);
        parser.write(decoder.write(chunk as Buffer));
      }
    } catch (error) {
      stream.destroy();
      if (error instanceof AppleHealthImportError) throw error;
      // yauzl's check: a zip bomb claiming a small size in its directory.
      if (error instanceof Error && error.message.startsWith('too many bytes')) {
        throw new AppleHealthImportError(
          'This zip is damaged or crafted: its export is larger unzipped than the zip states',
          { statusCode: 422, cause: error },
        );
      }
      // yauzl checks the inflated size against the directory's; zlib reports corrupt data.
      throw new AppleHealthImportError(UNREADABLE_ZIP, { cause: error });
    }
    parser.write(decoder.end());
    return parser.finish();
  } finally {
    zip.close();
  }
}
