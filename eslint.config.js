import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The web features a feature may import (its own folder always). Anything two features share
 * lives in lib/ or components/; the shell (app/) composes features. The graph has no cycle.
 */
const WEB_FEATURE_DEPENDENCIES = {
  // The active workout shows the logged sets and corrections (history), swaps exercises
  // (custom-exercises), reads a cardio session's heart rate from the chest strap (breathing) and
  // shows the lifter's note on each exercise (exercise-notes).
  training: ['history', 'custom-exercises', 'breathing', 'exercise-notes'],
  // History adds an exercise forgotten in a finished session with the same picker (decision 085).
  history: ['custom-exercises'],
  // An exercise's page shows the lifter's note on it, to read and change between workouts; the
  // finish summary writes each exercise's best set as History writes a set (history).
  exercises: ['exercise-notes', 'history'],
  // Progress charts the body-weight log beside the training and recovery it comes from.
  progress: ['body-weight'],
  // The body weight of the settings and the onboarding is that day's weigh-in.
  profile: ['body-weight'],
};
const WEB_FEATURES = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webFeatureZones = WEB_FEATURES.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [feature, ...(WEB_FEATURE_DEPENDENCIES[feature] ?? [])].map((name) => `./${name}`),
  message: `${feature} may import only the features WEB_FEATURE_DEPENDENCIES (eslint.config.js) lists for it.`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'apps/server/src/db/migrations/**',
      // The native projects hold the synced web build; .native-sync-* is the sync check's copy.
      'apps/native/android/**',
      'apps/native/ios/**',
      '.native-sync-*/**',
      // Benchmark output and scratch (gitignored, as are the rest of these).
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // A cycle makes the load order decide what is undefined at start-up.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The layers (README.md#layout): each imports only the ones below it.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/shared',
              from: './apps',
              message: 'The shared package is used by both apps and imports neither.',
            },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'The web app never imports the server.',
            },
            {
              target: ['./apps/web/src/lib', './apps/web/src/components'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'lib and components sit below the features and the shell.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the shell; the shell composes them.',
            },
            ...webFeatureZones,
            {
              target: [
                './apps/server/src/db',
                './apps/server/src/http',
                './apps/server/src/storage',
              ],
              from: ['./apps/server/src/features', './apps/server/src/app.ts'],
              message: 'The database and HTTP layers sit below the features.',
            },
            {
              target: './apps/server/src/features',
              from: ['./apps/server/src/app.ts', './apps/server/src/main.ts'],
              message: 'Features are registered by app.ts, never the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          // The web app never imports the server (README.md#layout).
          patterns: ['@grandfit/server', '**/apps/server/**'],
          paths: [
            {
              name: 'react',
              importNames: ['lazy'],
              message:
                'Use preloadable (lib/preloadable.ts) inside TapLoaded or LoadedOr: a chunk that cannot be downloaded must not replace the screen.',
            },
            {
              name: '@grandfit/shared/domain/dates.ts',
              importNames: [
                'formatLongDate',
                'formatShortDate',
                'formatCalendarDay',
                'formatMonthDay',
                'formatMediumDate',
                'writeMonthDay',
                'writeMediumDate',
              ],
              message:
                "Format dates with lib/dates.ts: it writes them in the device's order, day or month first (decision 097).",
            },
          ],
        },
      ],
    },
  },
  {
    // The domain runs on screens' first loads: a schema module builds zod schemas when evaluated
    // (tens of milliseconds on a slow phone), so the domain takes only types from the schemas,
    // and a value both need lives in the domain (the schemas re-export it).
    files: ['packages/shared/src/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/schemas/*'],
              allowTypeImports: true,
              message:
                'Brings zod onto first loads: move the value into the domain and re-export it from the schema.',
            },
          ],
        },
      ],
    },
  },
  {
    // A page's first Intl call loads ICU's data, 40-100 ms of main thread on a slow core, so the
    // web app and the domain it runs format by hand (decision 043). Where Intl is right (a rare
    // path, a lazy chunk, time zones), a disable comment says why.
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/domain/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['localeCompare', 'toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map(
          (property) => ({
            property,
            message:
              'Loads ICU on first use (decision 043): use compareNames, formatGrouped or domain/dates.',
          }),
        ),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "NewExpression[callee.object.name='Intl'], CallExpression[callee.object.name='Intl']",
          message:
            'Loads ICU on first use (decision 043): use domain/dates, formatGrouped or lib/clock.',
        },
      ],
    },
  },
);
