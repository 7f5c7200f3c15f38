import { PassThrough, Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { HttpError } from './http-error.ts';

export const UPLOAD_INTERRUPTED = 'The upload was interrupted before the end of the file';

/** A raw upload (a photo, a video): its first bytes, to check its type, and the whole as a stream. */
export interface OpenedUpload {
  head: Buffer;
  /** The head and then the rest of the request, read as the store asks for it. */
  stream: Readable;
  /** Whether the request itself failed (the client went away) rather than the store. */
  readonly interrupted: boolean;
}

/**
 * Reads the first `headBytes` of a request body (or all of it, if shorter) and streams the rest
 * on demand, so no upload is ever held whole in memory. The request is piped into a stream of our
 * own: stopping early (a refused type, a store past its limit) destroys that one, never the
 * request, which would reset the connection before the answer is read; the route drains the
 * request and closes the connection instead (closeUnread).
 */
export async function openUpload(body: Readable, headBytes: number): Promise<OpenedUpload> {
  const tap = new PassThrough();
  let interrupted = false;
  const breakOff = () => {
    interrupted = true;
    tap.destroy(new HttpError(400, UPLOAD_INTERRUPTED));
  };
  body.once('error', breakOff);
  body.once('close', () => {
    if (!body.readableEnded) breakOff();
  });
  body.pipe(tap);

  const first: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of tap.iterator({ destroyOnReturn: false })) {
      first.push(chunk as Buffer);
      length += (chunk as Buffer).length;
      if (length >= headBytes) break;
    }
  } catch {
    throw new HttpError(400, UPLOAD_INTERRUPTED);
  }
  const head = Buffer.concat(first);
  async function* all() {
    if (head.length > 0) yield head;
    yield* tap.iterator({ destroyOnReturn: true });
  }
  return {
    head,
    stream: Readable.from(all(), { objectMode: false }),
    get interrupted() {
      return interrupted;
    },
  };
}

/** 413 before reading anything when the request announces more than the limit. */
export function refuseAnnouncedSize(
  contentLength: string | undefined,
  maxBytes: number,
  message: string,
): void {
  if (Number(contentLength ?? 0) > maxBytes) throw new HttpError(413, message);
}

/**
 * After a refused upload: what is left of the body is read and dropped (never destroyed, so the
 * answer still reaches the client), and the connection closes once the answer is sent, instead of
 * staying busy with a client that may still be sending. A 429 says when to try again.
 */
export function closeUnread(body: Readable, reply: FastifyReply, error: unknown): void {
  if (!body.readableEnded) {
    body.unpipe();
    body.resume();
    reply.header('connection', 'close');
  }
  if (error instanceof HttpError && error.statusCode === 429) reply.header('retry-after', '10');
}
