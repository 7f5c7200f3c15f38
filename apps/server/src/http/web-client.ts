import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  signedInPreloads,
  type SignedInPreloads,
  type ViteManifest,
} from './signed-in-preloads.ts';

const NOT_FOR_THE_SPA = /^\/(api|oidc)(\/|$)|^\/healthz$/;

/** The device's IANA zone, written by the web client (apps/web/src/app/boot.tsx). */
export const TIME_ZONE_COOKIE = 'gf_tz';

function readManifest(webDist: string): ViteManifest | undefined {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8'),
    ) as ViteManifest;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built web client with an SPA fallback to index.html. Hashed assets are cached for a
 * year; the shell, manifest and service worker are revalidated on every load so updates show up.
 *
 * A page opened with the signed-in hint cookie also lists, in its head, the chunks and API calls
 * its screen will need (signed-in-preloads.ts), so they load side by side with the entry instead
 * of one after the other. The tags name no user and carry no data; the response still varies with
 * the cookies, so it is `private` and says so (`Vary: Cookie`).
 */
export async function webClient(
  app: FastifyInstance,
  options: { webDist: string; signedInHintCookie: string; onboardingHintCookie: string },
) {
  const indexFile = path.join(options.webDist, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  let indexHtml: string | undefined;
  let preloads: SignedInPreloads | undefined;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    const manifest = readManifest(options.webDist);
    if (manifest) {
      indexHtml = fs.readFileSync(indexFile, 'utf8');
      preloads = signedInPreloads(manifest);
    }
  } else {
    app.log.warn(`web client not built (${indexFile} missing): serving the API only`);
  }

  const signedInPage = (request: FastifyRequest, pathname: string): string | undefined => {
    if (!indexHtml || !preloads || request.cookies[options.signedInHintCookie] !== '1') {
      return undefined;
    }
    const links = preloads.linksFor(pathname, {
      timeZone: request.cookies[TIME_ZONE_COOKIE],
      onboarding: request.cookies[options.onboardingHintCookie] === '1',
    });
    return indexHtml.replace('</head>', `${links}</head>`);
  };

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !NOT_FOR_THE_SPA.test(pathname);
    if (hasClient && wantsPage) {
      const page = signedInPage(request, pathname);
      reply.header('vary', 'Cookie');
      if (page === undefined)
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply
        .header('cache-control', 'private, no-cache')
        .type('text/html; charset=utf-8')
        .send(page);
    }
    return reply.code(404).send({ message: 'Not Found' });
  });
}
