import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  AppleHealthExportParser,
  AppleHealthImportError,
  NOT_AN_EXPORT,
  type AppleHealthParse,
} from './apple-health-parser.ts';

export interface UploadLimits {
  /** Largest upload accepted, in bytes (HEALTH_IMPORT_MAX_MB). */
  maxBytes: number;
  /** Where a zip is spooled while it is read; created when missing. */
  tempDir: string;
}

export const tooLargeMessage = (maxBytes: number) =>
  `The file is larger than ${Math.round(maxBytes / 1_048_576)} MB`;

/**
 * An export.xml inside a zip may be this many times the upload limit. Deflate reaches 1032:1 on
 * repetitive input, so this bounds the work a zip bomb can cause. The XML is repetitive too: the
 * benchmark's synthetic export compresses 24:1, and the factor leaves room above that.
 */
const ZIP_EXPANSION_LIMIT = 64;

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
    const parser = new AppleHealthExportParser();
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
  const file = path.join(limits.tempDir, `${randomUUID()}.zip`);
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
    return await readExportFromZip(file, limits.maxBytes * ZIP_EXPANSION_LIMIT);
  } finally {
    await fs.promises.rm(file, { force: true });
  }
}

/** The Health app writes apple_health_export/export.xml; a re-zipped folder may sit elsewhere. */
function isExportXml(entry: Entry): boolean {
  const name = entry.fileName;
  return (name === 'export.xml' || name.endsWith('/export.xml')) && !name.startsWith('__MACOSX/');
}

function findExportEntry(zip: ZipFile): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    let found: Entry | null = null;
    zip.on('entry', (entry: Entry) => {
      if (entry.fileName === 'apple_health_export/export.xml') return resolve(entry);
      if (found === null && isExportXml(entry)) found = entry;
      zip.readEntry();
    });
    zip.on('end', () => resolve(found));
    zip.on('error', reject);
    zip.readEntry();
  });
}

const UNREADABLE_ZIP = 'This zip file could not be read. Export it again from the Health app';

async function readExportFromZip(file: string, maxXmlBytes: number): Promise<AppleHealthParse> {
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
      entry = await findExportEntry(zip);
      if (entry === null) {
        throw new AppleHealthImportError(
          'This zip holds no export.xml. Upload the export.zip from the Health app',
        );
      }
      if (entry.uncompressedSize > maxXmlBytes) {
        throw new AppleHealthImportError(
          `The export.xml in this zip is larger than ${Math.round(maxXmlBytes / 1_048_576)} MB`,
        );
      }
      stream = await zip.openReadStreamPromise(entry);
    } catch (error) {
      if (error instanceof AppleHealthImportError) throw error;
      throw new AppleHealthImportError(UNREADABLE_ZIP, { cause: error });
    }
    const parser = new AppleHealthExportParser();
    const decoder = new StringDecoder('utf8');
    try {
      for await (const chunk of stream) parser.write(decoder.write(chunk as Buffer));
    } catch (error) {
      stream.destroy();
      if (error instanceof AppleHealthImportError) throw error;
      // yauzl checks the inflated size against the directory's; zlib reports corrupt data.
      throw new AppleHealthImportError(UNREADABLE_ZIP, { cause: error });
    }
    parser.write(decoder.end());
    return parser.finish();
  } finally {
    zip.close();
  }
}
