import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

// Timeouts only catch a hang: these tests run on slow, shared machines, and how fast Marshal is is measured by
// `npm run bench`, never asserted here. Tests that start processes or a browser also say their own timeouts.
export default defineConfig({
  test: {
    projects: [
      {
        // Svelte compiles components for svelte/server, so a component is rendered from a fixture.
        plugins: [svelte({ configFile: false })],
        test: {
          name: 'unit',
          include: [
            'test/{engine,store,host,cli,scenarios,stats}/**/*.test.ts',
            'test/ui/**/*.test.ts',
            'test/i18n/**/*.test.ts',
            'test/rulings/**/*.test.ts',
            'test/security/**/*.test.ts',
          ],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // The page answers after a round trip to the host; a busy machine may take seconds (default: 1 s).
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
