/** A URL on this machine: the only place plain http is allowed for identity and platform servers. */
export function isLoopback(url: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);
}
