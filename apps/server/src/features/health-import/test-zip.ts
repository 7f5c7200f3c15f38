/**
 * A minimal zip writer for tests and the benchmark (deflate, no zip64), so they can build an
 * export.zip like the Health app's without a zip library in production dependencies. Entries use
 * a data descriptor (sizes after the data), as streaming zippers and the Health app write them.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import zlib from 'node:zlib';

interface Written {
  name: Buffer;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

const DOS_TIME = 0x6000; // 12:00:00
const DOS_DATE = ((2026 - 1980) << 9) | (11 << 5) | 20;

function localHeader(name: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(0x0808, 6); // data descriptor follows; names are UTF-8
  header.writeUInt16LE(8, 8); // deflate
  header.writeUInt16LE(DOS_TIME, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor(entry: Written): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeUInt32LE(entry.compressedSize, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  return descriptor;
}

function centralDirectory(entries: Written[], start: number): Buffer {
  const records = entries.map((entry) => {
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(0x0808, 8);
    record.writeUInt16LE(8, 10);
    record.writeUInt16LE(DOS_TIME, 12);
    record.writeUInt16LE(DOS_DATE, 14);
    record.writeUInt32LE(entry.crc, 16);
    record.writeUInt32LE(entry.compressedSize, 20);
    record.writeUInt32LE(entry.size, 24);
    record.writeUInt16LE(entry.name.length, 28);
    record.writeUInt32LE(entry.offset, 42);
    return Buffer.concat([record, entry.name]);
  });
  const directory = Buffer.concat(records);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(start, 16);
  return Buffer.concat([directory, end]);
}

/** A zip of the given files, in memory. */
export function zipBuffer(files: { name: string; data: string | Buffer }[]): Buffer {
  const parts: Buffer[] = [];
  const written: Written[] = [];
  let offset = 0;
  for (const file of files) {
    const data = typeof file.data === 'string' ? Buffer.from(file.data) : file.data;
    const name = Buffer.from(file.name);
    const compressed = zlib.deflateRawSync(data);
    const entry = {
      name,
      crc: zlib.crc32(data),
      compressedSize: compressed.length,
      size: data.length,
      offset,
    };
    const local = Buffer.concat([localHeader(name), compressed, dataDescriptor(entry)]);
    parts.push(local);
    written.push(entry);
    offset += local.length;
  }
  parts.push(centralDirectory(written, offset));
  return Buffer.concat(parts);
}

/** Zips one file on disk as `entryName`, streaming (under 4 GB). */
export async function zipFile(source: string, target: string, entryName: string): Promise<void> {
  const out = fs.createWriteStream(target);
  const name = Buffer.from(entryName);
  const header = localHeader(name);
  out.write(header);
  let crc = 0;
  let size = 0;
  let compressedSize = 0;
  const deflate = zlib.createDeflateRaw({ level: 6 });
  deflate.on('data', (chunk: Buffer) => {
    compressedSize += chunk.length;
    if (!out.write(chunk)) {
      deflate.pause();
      out.once('drain', () => deflate.resume());
    }
  });
  const deflated = once(deflate, 'end');
  for await (const chunk of fs.createReadStream(source)) {
    const bytes = chunk as Buffer;
    crc = zlib.crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await once(deflate, 'drain');
  }
  deflate.end();
  await deflated;
  const entry = { name, crc, compressedSize, size, offset: 0 };
  const descriptor = dataDescriptor(entry);
  out.write(descriptor);
  out.end(centralDirectory([entry], header.length + compressedSize + descriptor.length));
  await once(out, 'finish');
}

/**
 * The bytes around one entry's deflated data, for data written by hand (the crafted uploads):
 * `start` before it, `end(compressedSize)` after it. `size` is what the directory states, true or
 * not; the CRC is left 0 when not given (yauzl does not check it).
 */
export function zipParts(
  entryName: string,
  size: number,
  crc = 0,
): { start: Buffer; end: (compressedSize: number) => Buffer } {
  const name = Buffer.from(entryName);
  const start = localHeader(name);
  return {
    start,
    end: (compressedSize) => {
      const entry = { name, crc, compressedSize, size, offset: 0 };
      const descriptor = dataDescriptor(entry);
      return Buffer.concat([
        descriptor,
        centralDirectory([entry], start.length + compressedSize + descriptor.length),
      ]);
    },
  };
}
