import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startFakeAiProvider, type FakeAiProvider } from '../../test/fake-ai-provider.ts';
import { AiError, aiUnavailable, createAiClient, type ChatMessage } from './ai-client.ts';

const foodsSchema = z.object({
  foods: z.array(z.object({ name: z.string().min(1), grams: z.number().positive().nullable() })),
});

const MESSAGES: ChatMessage[] = [
  { role: 'system', content: 'Answer only JSON.' },
  {
    role: 'user',
    content: [
      { type: 'text', text: 'Which foods?' },
      { type: 'image_url', image_url: { url: 'data:image/jpeg;base64,AAAA' } },
    ],
  },
];

const ANSWER = { foods: [{ name: 'salmon', grams: 140 }] };

let provider: FakeAiProvider;
beforeAll(async () => {
  provider = await startFakeAiProvider();
});
afterAll(() => provider.close());
beforeEach(() => provider.reset());

const client = (overrides: { apiKey?: string; timeoutMs?: number; baseUrl?: string } = {}) =>
  createAiClient(
    {
      baseUrl: overrides.baseUrl ?? provider.baseUrl,
      apiKey: overrides.apiKey,
      model: 'test-model',
    },
    { timeoutMs: overrides.timeoutMs ?? 2000 },
  );

/** The call's rejection, which must be an AiError. */
async function aiFailure(promise: Promise<unknown>): Promise<AiError> {
  const error = await promise.then(
    (value) => {
      throw new Error(`expected an AiError, got ${JSON.stringify(value)}`);
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
}

describe('AI client against an OpenAI-compatible server', () => {
  it('returns the JSON answer, parsed and validated', async () => {
    provider.reply({ content: JSON.stringify(ANSWER) });
    await expect(client().json(MESSAGES, foodsSchema)).resolves.toEqual(ANSWER);
  });

  it('reads JSON wrapped in a fenced block, and JSON whose strings hold a fence', async () => {
    provider.reply(
      { content: `Here you are:\n\`\`\`json\n${JSON.stringify(ANSWER, null, 2)}\n\`\`\`\n` },
      { content: `\`\`\`JSON ${JSON.stringify(ANSWER)}\`\`\`` },
      { content: JSON.stringify({ note: 'use ```json``` fences' }) },
    );
    await expect(client().json(MESSAGES, foodsSchema)).resolves.toEqual(ANSWER);
    await expect(client().json(MESSAGES, foodsSchema)).resolves.toEqual(ANSWER);
    await expect(client().json(MESSAGES, z.object({ note: z.string() }))).resolves.toEqual({
      note: 'use ```json``` fences',
    });
  });

  it('sends the model, the messages and JSON mode, with the key as a Bearer token', async () => {
    provider.reply({ content: JSON.stringify(ANSWER) });
    await client({ apiKey: 'sk-test-123' }).json(MESSAGES, foodsSchema);
    const [request] = provider.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(request?.headers.authorization).toBe('Bearer sk-test-123');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      model: 'test-model',
      messages: MESSAGES,
      temperature: 0.2,
      response_format: { type: 'json_object' },
    });
  });

  it('sends no Authorization header without a key, and tolerates a trailing slash', async () => {
    provider.reply({ content: JSON.stringify(ANSWER) });
    await client({ baseUrl: `${provider.baseUrl}/` }).json(MESSAGES, foodsSchema);
    expect(provider.requests[0]?.path).toBe('/v1/chat/completions');
    expect(provider.requests[0]?.headers).not.toHaveProperty('authorization');
  });

  it.each([400, 401, 404, 429, 500, 503])('fails on a %i answer', async (status) => {
    provider.reply({ status, error: 'nope' });
    const error = await aiFailure(client().json(MESSAGES, foodsSchema));
    expect(error.message).toBe(`AI provider answered ${status}`);
  });

  it('fails on a 2xx whose content holds an error body only', async () => {
    provider.reply({ rawBody: JSON.stringify({ error: { message: 'overloaded' } }) });
    expect((await aiFailure(client().json(MESSAGES, foodsSchema))).message).toBe(
      'AI provider sent no message',
    );
  });

  it.each([
    ['a body that is not JSON', { rawBody: '<html>Bad gateway</html>', contentType: 'text/html' }],
    ['a truncated body', { rawBody: '{"choices":[{"message":{"content":"{' }],
    ['a body without choices', { rawBody: JSON.stringify({ id: 'x', choices: [] }) }],
    ['JSON null', { rawBody: 'null' }],
    [
      'a message without content',
      { rawBody: JSON.stringify({ choices: [{ message: { role: 'assistant', content: null } }] }) },
    ],
    ['content that is not JSON', { content: 'I see salmon and broccoli.' }],
    ['content with a broken fenced block', { content: '```json\n{"foods": [\n```' }],
    ['an empty content', { content: '' }],
  ])('fails on %s', async (_name, reply) => {
    provider.reply(reply);
    await aiFailure(client().json(MESSAGES, foodsSchema));
  });

  it.each([
    ['a missing field', { food: [] }],
    ['a wrong type', { foods: [{ name: 'salmon', grams: '140' }] }],
    ['a value out of range', { foods: [{ name: 'salmon', grams: -5 }] }],
    ['an array instead of an object', [{ name: 'salmon', grams: 140 }]],
  ])('never returns JSON that fails the schema (%s)', async (_name, answer) => {
    provider.reply({ content: JSON.stringify(answer) });
    const error = await aiFailure(client().json(MESSAGES, foodsSchema));
    expect(error.message).toBe('AI provider answered in an unexpected shape');
  });

  it('gives up on a slow reply at the time limit', async () => {
    provider.reply({ content: JSON.stringify(ANSWER), delayMs: 3000 });
    const started = performance.now();
    const error = await aiFailure(client({ timeoutMs: 200 }).json(MESSAGES, foodsSchema));
    const elapsed = performance.now() - started;
    expect(error.message).toBe('AI provider did not answer within 200 ms');
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(1500);
  });

  it('gives up on a reply whose body stalls after the headers', async () => {
    provider.reply({ content: JSON.stringify(ANSWER), bodyDelayMs: 3000 });
    const started = performance.now();
    const error = await aiFailure(client({ timeoutMs: 200 }).json(MESSAGES, foodsSchema));
    expect(error.message).toBe('AI provider did not answer within 200 ms');
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('answers within the time limit when the reply is a little slow', async () => {
    provider.reply({ content: JSON.stringify(ANSWER), delayMs: 50 });
    await expect(client({ timeoutMs: 1000 }).json(MESSAGES, foodsSchema)).resolves.toEqual(ANSWER);
  });

  it('uses the configured time limit when the caller sets none', async () => {
    provider.reply({ content: JSON.stringify(ANSWER), delayMs: 3000 });
    const configured = createAiClient({
      baseUrl: provider.baseUrl,
      apiKey: undefined,
      model: 'test-model',
      timeoutMs: 200,
    });
    const started = performance.now();
    await aiFailure(configured.json(MESSAGES, foodsSchema));
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('fails when the provider cannot be reached', async () => {
    const gone = await startFakeAiProvider();
    await gone.close();
    const error = await aiFailure(client({ baseUrl: gone.baseUrl }).json(MESSAGES, foodsSchema));
    expect(error.message).toMatch(/^AI provider unreachable/);
  });

  it('tells the user only that the provider did not answer, keeping the detail as the cause', () => {
    const cause = new AiError('AI provider answered 401');
    const error = aiUnavailable(cause);
    expect(error).toMatchObject({
      statusCode: 502,
      message: 'The AI provider did not answer. Please try again.',
    });
    expect(error.cause).toBe(cause);
  });
});
