import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// The renderer: one page, served by the web host or loaded by Electron from app://.
export default defineConfig({
  root: 'src/ui',
  base: './',
  plugins: [svelte()],
  build: { outDir: '../../dist/renderer', emptyOutDir: true, target: 'es2022' },
});
