import webpush from 'web-push';
import type { PushPayload } from '@grandfit/shared/schemas/notifications.ts';
import type { VapidKeys } from './vapid.service.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'gone': the push service no longer knows the subscription (404/410), so it is to be dropped. */
export type PushOutcome =
  { kind: 'delivered' } | { kind: 'gone' } | { kind: 'failed'; reason: string };

/** How long a push service may take to answer before the send counts as failed. */
const PUSH_TIMEOUT_MS = 10_000;
/** A reminder is worth little a day late: push services may drop it after this (RFC 8030 TTL). */
const PUSH_TTL_SECONDS = 12 * 60 * 60;

/**
 * Encrypts (RFC 8291, aes128gcm) and signs (VAPID, RFC 8292) with `web-push`, then posts with
 * fetch: web-push's own transport speaks https only, and the same request to a loopback http
 * push service is what the tests decrypt.
 */
export async function sendPush(
  target: PushTarget,
  payload: PushPayload,
  vapid: VapidKeys & { subject: string },
): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: vapid,
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      // A newer reminder of the same kind replaces an undelivered one (RFC 8030 Topic).
      topic: payload.kind,
      urgency: 'normal',
    },
  );
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body),
      redirect: 'error',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return { kind: 'gone' };
    if (!response.ok) return { kind: 'failed', reason: `push service answered ${response.status}` };
    return { kind: 'delivered' };
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}
