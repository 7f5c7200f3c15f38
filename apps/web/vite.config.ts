import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { mediapipePose } from './vite-mediapipe-pose.ts';

const SERVER = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    mediapipePose(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // Registration lives in src/app/pwa/register-sw.ts (workbox-window) so the update
      // dialog can react to the 'waiting' event.
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
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    // dist/.vite/manifest.json: the server reads each screen's chunks from it, to list them in
    // a signed-in page's head (apps/server/src/http/signed-in-preloads.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Rolldown makes a chunk of every icon two screens share: Today's first load fetched
          // nine icons of about 1.3 KB each, one request apiece, on a phone's connection a round
          // trip each. The signed-in app's icons are one chunk (about 7 KB gzipped); the few the
          // entry uses stay on its path (with React, which they import).
          groups: [
            {
              name: 'entry-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/,
              tags: ['$initial'],
              priority: 4,
            },
            {
              name: 'signed-in-common',
              test: /src[\\/](components[\\/]ui[\\/](card|awaiting-data|page-header)|lib[\\/](use-online|workouts-query)|domain[\\/]dates|features[\\/]training[\\/](components[\\/](pill|workout-card)|utils[\\/](journey-dates|workout-format))|features[\\/]recovery[\\/](api[\\/]get-readiness|utils[\\/]readiness-display))\.tsx?$|@tanstack[\\/].*(mutationObserver|useMutation)\.js$/,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            {
              name: 'entry-icons',
              test: /node_modules[\\/]lucide-react[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
