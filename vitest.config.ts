import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'apps/native'],
    // Vitest's default leaves one core idle: on the two-core machines CI runs on, that is one
    // worker. The server tests wait on the database and the web tests on jsdom's start-up, so
    // every core gets a worker (the server suite went from 25 to 14 minutes).
    maxWorkers: '100%',
  },
});
