import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

/** Loaded only when the Stats page or a game's story opens: these pages and their chart library. */
const later =
  /[\\/](?:components[\\/]stats[\\/]|i18n[\\/]stats\.ts|node_modules[\\/](?:chart\.js|@kurkle)[\\/])/;

/** The phone page's own modules, and each page's entry (the table's would mount itself on the phone): kept out
 *  of the shared bundle. */
const phoneOnly =
  /[\\/](?:(?:phone|main)\.ts$|(?:phone|index)\.html|components[\\/]phone[\\/]|lib[\\/]phone-(?:link|socket)|i18n[\\/]phone(?:s|-refusals|-page)\.ts)/;

/** The table display (its own address, and the phone page's table): loaded only where it shows. */
const display =
  /[\\/](?:components[\\/]display[\\/]|lib[\\/](?:follow\.svelte|display-layout|ring-points)\.ts)/;

/** Gold Rush's shop, seat gold, Beer sale and their words: loaded only in a game with Gold Rush. */
const goldRush = /[\\/](?:components[\\/]gold-rush[\\/]|i18n[\\/]gold-rush\.ts)/;

/** The rulings panel and the correction dialog: loaded when the table first opens one. */
const onDemand =
  /[\\/](?:components[\\/](?:RulingsPanel|CorrectionDialog)\.svelte|lib[\\/]ruling-what\.ts|i18n[\\/]ruling-kinds\.ts)/;

// The renderer: one page, served by the web host or loaded by Electron from app://.
export default defineConfig({
  root: 'src/ui',
  base: './',
  plugins: [svelte()],
  build: {
    outDir: '../../dist/renderer',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // The table's page, and the phone page a phone opens from the QR code (its own small bundle).
      input: { index: 'src/ui/index.html', phone: 'src/ui/phone.html' },
      output: {
        // Everything the table needs stays in one file (it compresses best whole); what the lazy pages share with
        // it is already loaded when they open.
        codeSplitting: {
          groups: [
            {
              name: 'index',
              test: (id: string) =>
                !later.test(id) &&
                !phoneOnly.test(id) &&
                !display.test(id) &&
                !goldRush.test(id) &&
                !onDemand.test(id),
            },
            { name: 'gold-rush', test: goldRush },
            { name: 'on-demand', test: onDemand },
            { name: 'display', test: display },
            { name: 'charts', test: /[\\/]node_modules[\\/](?:chart\.js|@kurkle)[\\/]/ },
          ],
        },
      },
    },
  },
});
