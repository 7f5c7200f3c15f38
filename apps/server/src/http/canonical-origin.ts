import type { FastifyRequest } from 'fastify';

/**
 * Whether a request was addressed to PUBLIC_URL's origin (scheme, host and port, compared as URLs
 * so case and default ports do not matter). The request's own origin comes from Fastify's
 * `protocol` and `host`, which read X-Forwarded-Proto and X-Forwarded-Host only when TRUST_PROXY
 * is on. A Host header that is not a valid authority never matches.
 */
export function isCanonicalRequest(request: FastifyRequest, publicUrl: string): boolean {
  return isSameOrigin(request.protocol, request.host, publicUrl);
}

export function isSameOrigin(protocol: string, host: string, publicUrl: string): boolean {
  // A host carrying a path, credentials or a query would parse into a different authority.
  if (!host || /[/\\@?#\s]/.test(host)) return false;
  try {
    return new URL(`${protocol}://${host}`).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

/**
 * The same path on PUBLIC_URL. Only the path and query of the request are kept, so the target's
 * origin is always PUBLIC_URL's, whatever Host the request carried.
 */
export function onPublicUrl(publicUrl: string, requestUrl: string): string {
  // Leading slashes collapse to one: '//elsewhere/x' is a path here, not another host.
  const { pathname, search } = new URL(requestUrl.replace(/^\/+/, '/'), 'http://path.invalid');
  return `${publicUrl.replace(/\/+$/, '')}${pathname}${search}`;
}
