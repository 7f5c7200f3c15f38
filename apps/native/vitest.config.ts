import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'native', include: ['*.test.ts'], testTimeout: 60_000 },
});
