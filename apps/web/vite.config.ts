import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { mediapipePose } from './vite-mediapipe-pose.ts';
import { lazyUplotIntlPlugin } from './vite-lazy-uplot-intl.ts';
import { compileHint } from './vite-compile-hints.ts';
import { preloadPriority } from './vite-preload-priority.ts';
import { sharedIconChunk } from './vite-today-icons.ts';

const SERVER = 'http://localhost:3000';

/** Today's first screen's modules that other screens share (the signed-in-common chunk). */
const SIGNED_IN_COMMON = [
  'src/components/ui/card.tsx',
  'src/components/ui/awaiting-data.tsx',
  'src/components/ui/page-header.tsx',
  'src/lib/use-online.ts',
  'src/lib/after-first-paint.ts',
  'src/lib/workouts-query.ts',
  'src/domain/dates.ts',
  'src/lib/dates.ts',
  'src/lib/device-language.ts',
  'src/features/training/components/pill.tsx',
  'src/features/training/components/workout-card.tsx',
  'src/features/training/utils/journey-dates.ts',
  'src/features/training/utils/workout-format.ts',
  'src/features/recovery/api/get-readiness.ts',
  'src/features/recovery/utils/readiness-display.ts',
];

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    mediapipePose(),
    lazyUplotIntlPlugin(),
    preloadPriority(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // Registration lives in src/app/pwa/register-sw.ts (the platform's own API) so the update
      // dialog can be offered when a new worker waits.
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The pose model and its runtime (about 15 MB) load only with the video analysis.
        globIgnores: ['mediapipe/**'],
      },
      manifest: {
        name: 'GrandFit',
        short_name: 'GrandFit',
        description: 'Train for Your Centenarian Decathlon',
        theme_color: '#0b1220',
        background_color: '#0b1220',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
    }),
  ],
  server: {
    proxy: {
      '/api': SERVER,
      '/oidc': SERVER,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser that can install the PWA supports <link rel=modulepreload>; the polyfill
    // would only add bytes to the landing page's budget (docs/benchmarks.md: <= 115 KB gzipped JS).
    // No <link rel=modulepreload> tags for a dynamic import's chunks: appending them cost Today
    // 13 ms of main thread as it mounted (52 ms in Lighthouse's 4x slowdown). A signed-in page's
    // head already lists its screen's chunks (apps/server/src/http/signed-in-preloads.ts), and
    // the service worker holds every chunk from the first visit on.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    // dist/.vite/manifest.json: the server reads each screen's chunks from it, to list them in
    // a signed-in page's head (apps/server/src/http/signed-in-preloads.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // V8 compiles these chunks whole off the main thread (vite-compile-hints.ts).
        postBanner: compileHint,
        codeSplitting: {
          // Rolldown makes a chunk of every module two lazy chunks share, even when both load
          // after the one that already holds it (it has no "already loaded" analysis): Today's
          // first load was 27 chunks of which 17 under 3 KB, each a request and, on a phone's
          // connection, a round trip. Lighthouse (HTTP/1.1, six connections, 150 ms) counts them.
          groups: [
            // React, its scheduler and TanStack Query: one chunk beside the entry, not five.
            {
              name: 'entry-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/,
              tags: ['$initial'],
              priority: 4,
            },
            // The small modules Today's first screen shares with the other screens: one chunk.
            // Their own imports stay where they are (the router, the icons), not pulled in.
            {
              name: 'signed-in-common',
              test: (id) =>
                SIGNED_IN_COMMON.some((file) => id.replaceAll('\\', '/').endsWith(file)),
              priority: 3,
              includeDependenciesRecursively: false,
            },
            // Icons: the entry's few stay on its path (with React, which they import); those two
            // or more screens share are two chunks, Today's and the other screens' (3 KB each);
            // a screen's own stay in its chunk.
            {
              name: 'entry-icons',
              test: /node_modules[\\/]lucide-react[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            {
              name: sharedIconChunk,
              test: /node_modules[\\/]lucide-react[\\/]/,
              priority: 1,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
