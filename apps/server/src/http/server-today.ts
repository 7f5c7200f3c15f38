/**
 * Today as YYYY-MM-DD on the server's UTC clock: the fallback when a request does not send the
 * user's local date (clients always do, so the user's calendar wins).
 */
export function serverToday(): string {
  return new Date().toISOString().slice(0, 10);
}
