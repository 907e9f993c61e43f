import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import type { Plugin } from 'vite';

/** Loaded only when the Stats page or a game's story opens: these pages and their chart library. */
const later =
  /[\\/](?:components[\\/]stats[\\/]|i18n[\\/]stats\.ts|node_modules[\\/](?:chart\.js|@kurkle)[\\/])/;

/** The phone page's own modules, and each page's entry (the table's would mount itself on the phone): kept out
 *  of the shared bundle. */
const phoneOnly =
  /[\\/](?:(?:phone|main)\.ts$|(?:phone|index)\.html|components[\\/]phone[\\/]|lib[\\/]phone-(?:link|socket)|i18n[\\/]phone(?:s|-refusals|-page)\.ts)/;

/** A language other than English: its UI words and flag sentences, fetched when the table picks it. */
const language = (locale: string): RegExp => new RegExp(`[\\\\/]i18n[\\\\/](?:flags[\\\\/])?${locale}\\.ts$`);
const otherLanguage = language('(?:cs|zhHant|zhHans)');

/** The table display (its own address, and the phone page's table): loaded only where it shows. */
const display =
  /[\\/](?:components[\\/]display[\\/]|lib[\\/](?:follow\.svelte|display-layout|ring-points)\.ts)/;

/**
 * The page carries one language at start-up: each words table (`i18n/flags/tables.ts`, `ui/i18n/tables.ts`, which
 * hold every language for Node) is replaced by its `tables.lazy.ts` sibling, which fetches a language when the
 * table picks it.
 */
function oneLanguageAtStart(): Plugin {
  return {
    name: 'marshal-one-language-at-start',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/[\\/]tables\.ts$/.test(source) || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !/[\\/]i18n[\\/](?:flags[\\/])?tables\.ts$/.test(resolved.id)) return null;
      return resolved.id.replace(/tables\.ts$/, 'tables.lazy.ts');
    },
  };
}

/** Wild West Show's parts of the table (its card, reveal, Gag, Dorothy Rage's order): loaded in such a game only. */
const show = /[\\/](?:components[\\/]show[\\/]|i18n[\\/]show-words\.ts|lib[\\/]dorothy-rage\.ts)/;

/** The Valley of Shadows' own table parts (its palette choices, offers on a seat): loaded when a game has them. */
const valleyOfShadows =
  /[\\/](?:components[\\/]valley-of-shadows[\\/]|(?:i18n|lib)[\\/]valley-of-shadows\.ts)/;

/** Gold Rush's shop, seat gold, Beer sale and their words: loaded only in a game with Gold Rush. */
const goldRush = /[\\/](?:components[\\/]gold-rush[\\/]|i18n[\\/]gold-rush\.ts)/;

/** The rulings panel and the correction dialog: loaded when the table first opens one. */
const onDemand =
  /[\\/](?:components[\\/](?:RulingsPanel|CorrectionDialog)\.svelte|lib[\\/]ruling-what\.ts|i18n[\\/]ruling-kinds\.ts)/;

// The renderer: one page, served by the web host or loaded by Electron from app://.
export default defineConfig({
  root: 'src/ui',
  base: './',
  plugins: [svelte(), oneLanguageAtStart()],
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
                !otherLanguage.test(id) &&
                !show.test(id) &&
                !valleyOfShadows.test(id) &&
                !goldRush.test(id) &&
                !onDemand.test(id),
            },
            { name: 'cs', test: language('cs') },
            { name: 'zh-Hant', test: language('zhHant') },
            { name: 'zh-Hans', test: language('zhHans') },
            { name: 'show', test: show },
            { name: 'gold-rush', test: goldRush },
            { name: 'on-demand', test: onDemand },
            { name: 'display', test: display },
            { name: 'valley-of-shadows', test: valleyOfShadows },
            { name: 'charts', test: /[\\/]node_modules[\\/](?:chart\.js|@kurkle)[\\/]/ },
          ],
        },
      },
    },
  },
});
