import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // Svelte compiles components for svelte/server, so a component is rendered from a fixture.
        plugins: [svelte({ configFile: false })],
        test: {
          name: 'unit',
          include: [
            'test/{engine,store,host,cli,scenarios}/**/*.test.ts',
            'test/ui/**/*.test.ts',
            'test/rulings/**/*.test.ts',
            'test/security/**/*.test.ts',
          ],
          pool: 'forks',
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
        },
      },
    ],
  },
});
