import type { z } from 'zod';
import type { AiConfig } from '../config.ts';
import { HttpError } from '../http/http-error.ts';

/**
 * A small client for an OpenAI-compatible chat-completions provider (docs/ai-provider.md): one
 * JSON answer per call, validated with zod, within a time limit. Every failure is an AiError, so
 * each caller decides its own fallback.
 */

export type ChatContent =
  string | ({ type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } })[];

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: ChatContent;
}

export interface AiClient {
  /** Sends the messages and parses the reply's JSON with `schema`; throws AiError on any failure. */
  json<T>(messages: ChatMessage[], schema: z.ZodType<T>): Promise<T>;
}

export class AiError extends Error {
  override name = 'AiError';
}

export const AI_TIMEOUT_MS = 30_000;

/**
 * The reply's JSON text. Models asked for JSON sometimes wrap it in a fenced block anyway; the
 * whole reply is tried first, so a JSON answer whose strings contain a fence is read as sent.
 */
function parseJson(content: string): unknown {
  const whole = content.trim();
  try {
    return JSON.parse(whole);
  } catch {
    const fenced = /```(?:json)?[^\S\n]*\n?([\s\S]*?)```/i.exec(whole);
    if (!fenced?.[1]) throw new AiError('AI provider did not answer JSON');
    try {
      return JSON.parse(fenced[1].trim());
    } catch {
      throw new AiError('AI provider did not answer JSON');
    }
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

export function createAiClient(config: AiConfig, options: { timeoutMs?: number } = {}): AiClient {
  const timeoutMs = options.timeoutMs ?? config.timeoutMs ?? AI_TIMEOUT_MS;
  // A hand-built config may keep the slash that loadConfig strips.
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async json(messages, schema) {
      // One deadline for the whole exchange: a provider that sends its headers and then stalls
      // the body is as late as one that never answers.
      const signal = AbortSignal.timeout(timeoutMs);
      const late = () => new AiError(`AI provider did not answer within ${timeoutMs} ms`);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: config.model,
            messages,
            temperature: 0.2,
            response_format: { type: 'json_object' },
          }),
          signal,
        });
      } catch (error) {
        if (isTimeout(error)) throw late();
        throw new AiError(`AI provider unreachable: ${(error as Error).message}`);
      }
      if (!response.ok) {
        // An unread body keeps the connection busy until it is collected.
        await response.body?.cancel().catch(() => undefined);
        throw new AiError(`AI provider answered ${response.status}`);
      }
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        if (isTimeout(error) || signal.aborted) throw late();
        throw new AiError(`AI provider reply broke off: ${(error as Error).message}`);
      }
      let body: { choices?: { message?: { content?: unknown } }[] } | null;
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        throw new AiError('AI provider sent a body that is not JSON');
      }
      const content = body?.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new AiError('AI provider sent no message');
      const result = schema.safeParse(parseJson(content));
      if (!result.success) throw new AiError('AI provider answered in an unexpected shape');
      return result.data;
    },
  };
}

/**
 * What the user sees when the provider fails: 502, with no provider detail. The detail goes in
 * `cause`, so the server's warning log says what went wrong (a bad key, a timeout).
 */
export function aiUnavailable(cause?: unknown): HttpError {
  const error = new HttpError(502, 'The AI provider did not answer. Please try again.');
  if (cause !== undefined) error.cause = cause;
  return error;
}
