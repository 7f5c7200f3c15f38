/**
 * A v4 UUID for ids the client makes up (outbox entries, a set's `clientId`).
 * `crypto.randomUUID` exists only in secure contexts, and GrandFit may be served over plain http
 * on a home network (README.md#using-it-from-a-phone-on-your-network), where `getRandomValues` is
 * still there.
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // RFC 9562 section 5.4: version 4 in the high nibble of byte 6, variant 10 in byte 8.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
