import type { z } from 'zod';
import type { AiConfig } from '../config.ts';
import { HttpError } from '../http/http-error.ts';

/**
 * A small client for an OpenAI-compatible chat-completions provider (DESIGN 4.8): one JSON answer
 * per call, validated with zod, within a time limit. Issue 8 extends it.
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

/** The reply's text: the model may wrap its JSON in a fenced block. */
function jsonText(content: string): string {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(content);
  return (fenced?.[1] ?? content).trim();
}

export function createAiClient(config: AiConfig, options: { timeoutMs?: number } = {}): AiClient {
  const timeoutMs = options.timeoutMs ?? AI_TIMEOUT_MS;
  return {
    async json(messages, schema) {
      let response: Response;
      try {
        response = await fetch(`${config.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: config.model,
            messages,
            temperature: 0.2,
            response_format: { type: 'json_object' },
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new AiError(`AI provider unreachable: ${(error as Error).message}`);
      }
      if (!response.ok) throw new AiError(`AI provider answered ${response.status}`);
      const body = (await response.json().catch(() => null)) as {
        choices?: { message?: { content?: unknown } }[];
      } | null;
      const content = body?.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new AiError('AI provider sent no message');
      let parsed: unknown;
      try {
        parsed = JSON.parse(jsonText(content));
      } catch {
        throw new AiError('AI provider did not answer JSON');
      }
      const result = schema.safeParse(parsed);
      if (!result.success) throw new AiError('AI provider answered in an unexpected shape');
      return result.data;
    },
  };
}

/** What the user sees when the provider fails: 502, with no provider detail. */
export function aiUnavailable(): HttpError {
  return new HttpError(502, 'The AI provider did not answer. Please try again.');
}
