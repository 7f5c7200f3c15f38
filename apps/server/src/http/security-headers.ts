import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type ApplyHeaders = ReturnType<typeof helmet>;
type CspOptions = NonNullable<Parameters<typeof helmet.contentSecurityPolicy>[0]>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's own CSP instead of the app's (the sign-in pages allow their one script). */
    securityHeaders?: { contentSecurityPolicy: CspOptions };
    /** Built from `securityHeaders` once, when the route is added. */
    applySecurityHeaders?: ApplyHeaders;
  }
}

function baseOptions(secure: boolean) {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the video analysis compile MediaPipe's WebAssembly; it allows no
        // JavaScript eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Profile pictures come from the identity provider's host.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        // The chosen exercise video plays from a blob: URL while it is analysed.
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Helmet adds upgrade-insecure-requests by default, which breaks plain-http local use.
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
    strictTransportSecurity: secure,
    // Allows the provider's profile images and our own assets alike.
    crossOriginEmbedderPolicy: false,
  } satisfies HelmetOptions;
}

/**
 * Helmet's security headers on every response, with per-route overrides in the route's
 * `config.securityHeaders`. Each helmet middleware is built once, here or when its route is added:
 * the @fastify/helmet plugin built it again on every request (its onRequest hook calls
 * `helmet(configuration)`), re-parsing the CSP each time, which halved the API's throughput under
 * load (docs/benchmarks.md, docs/decisions/013-training-hot-paths.md).
 */
export function installSecurityHeaders(app: FastifyInstance, options: { secure: boolean }) {
  const base = baseOptions(options.secure);
  const applyDefault = helmet(base);
  app.addHook('onRoute', (route) => {
    const override = route.config?.securityHeaders;
    if (override) {
      route.config = { ...route.config, applySecurityHeaders: helmet({ ...base, ...override }) };
    }
  });
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    const apply = request.routeOptions.config?.applySecurityHeaders ?? applyDefault;
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
