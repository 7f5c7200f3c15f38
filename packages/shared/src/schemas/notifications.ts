import { z } from 'zod';
import { numberSchema, textSchema } from './safe-input.ts';

/**
 * What the server sends (docs/decisions/016-notifications.md): the workout reminder, the meal
 * prompt, the daily mantra.
 */
export const NOTIFICATION_KINDS = ['workout', 'meal', 'motivation'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The screen a notification opens when clicked. */
export const NOTIFICATION_URLS: Readonly<Record<NotificationKind, string>> = {
  workout: '/',
  meal: '/nutrition',
  motivation: '/methodology',
};

// No credentials in the authority, no spaces; plain http only to this machine.
const HTTPS_URL = /^https:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;
const LOOPBACK_HTTP_URL =
  /^http:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/**
 * A push service endpoint: https, as every browser's push service is. Plain http is accepted only
 * on this machine (a test push service); the server refuses it in production besides.
 */
export function isAcceptedPushEndpoint(value: string): boolean {
  return HTTPS_URL.test(value) || LOOPBACK_HTTP_URL.test(value);
}

/** An IANA time zone name this runtime knows, e.g. "Europe/Berlin". */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

// base64url of a P-256 public key (65 bytes, uncompressed: 87 characters) and of the 16-byte auth
// secret (22 characters); some browsers pad them.
const p256dhSchema = z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, 'Invalid p256dh key');
const authSecretSchema = z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'Invalid auth secret');

export const pushEndpointSchema = textSchema('Endpoint', {
  max: 2048,
  trim: false,
  maxMessage: 'Endpoint is too long',
}).refine(isAcceptedPushEndpoint, 'Endpoint must be an https URL');

export const timeZoneSchema = textSchema('Time zone', { max: 64 }).refine(
  isTimeZone,
  'Unknown time zone',
);

/**
 * A push subscription (docs/product.md#push-subscriptions): the browser's PushSubscription as JSON
 * (endpoint, expirationTime, keys), plus the device's IANA time zone, which places the user's
 * reminders on their clock.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: numberSchema('expirationTime').nullable().optional(),
  keys: z.object({ p256dh: p256dhSchema, auth: authSecretSchema }),
  timeZone: timeZoneSchema.optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const unsubscribeSchema = z.object({ endpoint: pushEndpointSchema });
export type UnsubscribeInput = z.infer<typeof unsubscribeSchema>;

export const vapidKeySchema = z.object({ publicKey: z.string() });
export type VapidKey = z.infer<typeof vapidKeySchema>;

export const subscribeResultSchema = z.object({
  subscribed: z.literal(true),
  timeZone: z.string(),
});
export type SubscribeResult = z.infer<typeof subscribeResultSchema>;

/** One notification sent to the user, as the bell lists it. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  /** The user's calendar day it was for (YYYY-MM-DD). */
  localDate: z.string(),
  sentAt: z.string(),
  read: z.boolean(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** What a push message carries; the service worker shows it and opens `url` when clicked. */
export interface PushPayload {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  url: string;
}
