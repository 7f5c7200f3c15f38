import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server speaking the OpenAI chat-completions protocol at POST {baseUrl}/chat/completions,
 * so the AI client is tested over the wire: headers, JSON bodies, status codes and time.
 * Each request takes the next scripted reply from the queue; an empty queue answers 500, so a test
 * that forgot to script a call fails loudly instead of hanging.
 */

export type FakeAiReply =
  /**
   * A 200 completion whose message content is this text (JSON or not). `bodyDelayMs` sends the
   * headers and half the body at once and the rest that much later: a provider that stalls.
   */
  | { content: string; status?: number; delayMs?: number; bodyDelayMs?: number }
  /** Any status with a JSON error body, as providers send. */
  | { status: number; error: string; delayMs?: number }
  /** This exact body, e.g. one without choices or one that is not JSON. */
  | { rawBody: string; status?: number; contentType?: string; delayMs?: number };

export interface FakeAiRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: unknown;
}

export interface FakeAiProvider {
  /** e.g. http://127.0.0.1:41234/v1 (what AI_BASE_URL is set to). */
  baseUrl: string;
  /** Every request received, in order. */
  requests: FakeAiRequest[];
  /** Queues replies for the coming requests, in order. */
  reply(...replies: FakeAiReply[]): void;
  /** Forgets requests and replies still queued (call between tests). */
  reset(): void;
  close(): Promise<void>;
}

/** A chat completion whose message content is `content`. */
export function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

export async function startFakeAiProvider(basePath = '/v1'): Promise<FakeAiProvider> {
  const requests: FakeAiRequest[] = [];
  let queue: FakeAiReply[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Recorded as text: the test then sees what was sent.
      }
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
      });
      if (request.method !== 'POST' || request.url !== `${basePath}/chat/completions`) {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const reply = queue.shift() ?? { status: 500, error: 'no reply scripted for this request' };
      const send = () => {
        timers.delete(timer);
        // The client may have given up (a timeout test): nothing left to answer.
        if (response.destroyed) return;
        if ('rawBody' in reply) {
          response.writeHead(reply.status ?? 200, {
            'content-type': reply.contentType ?? 'application/json',
          });
          response.end(reply.rawBody);
        } else if ('error' in reply) {
          response.writeHead(reply.status, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: reply.error, type: 'test_error' } }));
        } else {
          const body = JSON.stringify(completion(reply.content));
          response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
          if (!reply.bodyDelayMs) {
            response.end(body);
            return;
          }
          const half = Math.floor(body.length / 2);
          response.write(body.slice(0, half));
          const rest = setTimeout(() => {
            timers.delete(rest);
            if (!response.destroyed) response.end(body.slice(half));
          }, reply.bodyDelayMs);
          timers.add(rest);
        }
      };
      const timer = setTimeout(send, reply.delayMs ?? 0);
      timers.add(timer);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}${basePath}`,
    requests,
    reply(...replies) {
      queue.push(...replies);
    },
    reset() {
      requests.length = 0;
      queue = [];
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      // Delayed replies hold their sockets open; close() alone would wait for them.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
