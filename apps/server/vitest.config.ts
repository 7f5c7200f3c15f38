import { defineProject } from 'vitest/config';

/**
 * The server suite runs on PGlite always, and a second time on the PostgreSQL server when
 * TEST_DATABASE_URL is set (see test/database.ts).
 */
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { GF_TEST_DATABASES: databases.join(',') },
  },
});
