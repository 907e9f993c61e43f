// The layers of ../shared/design.md, checked by `npm run layers` (part of `npm test`): the engine imports
// nothing outside itself; the catalogue is data; the core never imports an expansion's rules (it asks the
// registry); the UI reaches the engine only for catalogue data, types and sign parsing; flags are said by
// src/i18n (catalogue data and types only), shared by the UI, the host and the CLI; the store knows the
// engine's types only; Electron talks to the host. Type-only imports are free; no cycles among the rest.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Modules form a tree: a cycle means a module can crash when it is the first one loaded.',
      from: { path: '^(src|electron)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'engine-stands-alone',
      severity: 'error',
      comment: 'The engine is pure TypeScript: no Node, no DOM, nothing of the app around it.',
      from: { path: '^src/engine/' },
      to: { pathNot: '^src/engine/' },
    },
    {
      name: 'catalogue-is-data',
      severity: 'error',
      comment: 'The catalogue is data: whether something is refereed is the ruleset’s to say.',
      from: { path: '^src/engine/catalogue/' },
      to: {
        path: '^src/engine/',
        pathNot: ['^src/engine/catalogue/', '^src/engine/(types|sign|rng)\\.ts$'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'core-names-no-expansion',
      severity: 'error',
      comment: 'The core asks the registry and its moments; only ruleset.ts lists the expansions.',
      from: { path: '^src/engine/', pathNot: ['^src/engine/rules/', '^src/engine/(ruleset|index)\\.ts$'] },
      to: { path: ['^src/engine/rules/', '^src/engine/ruleset\\.ts$'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'ui-decides-no-rule',
      severity: 'error',
      comment:
        'The UI shows what the host sends: from the engine only catalogue data, types, signs and the seeded shuffle that deals random characters.',
      from: { path: '^src/ui/' },
      to: {
        path: '^src/engine/',
        pathNot: ['^src/engine/catalogue/', '^src/engine/(types|sign|rng)\\.ts$'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'i18n-says-catalogue-data',
      severity: 'error',
      comment:
        'The flag tables and the function that says them are shared by the UI, the host and the CLI: from the engine they take only catalogue data, types and signs.',
      from: { path: '^src/i18n/' },
      to: {
        path: ['^src/engine/', '^src/(ui|host|store|rulings|cli)/', '^electron/'],
        pathNot: ['^src/engine/catalogue/', '^src/engine/(types|sign)\\.ts$'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'ui-through-the-host',
      severity: 'error',
      comment:
        'Rulings reach the UI through the host; only the text folding both sides search with is shared.',
      from: { path: '^src/ui/' },
      to: { path: '^src/(store|stats|rulings|cli)/|^electron/', pathNot: '^src/rulings/(fold|types)\\.ts$' },
    },
    {
      name: 'store-knows-engine-types',
      severity: 'error',
      from: { path: '^src/store/' },
      to: { path: '^src/(engine|host|ui|rulings|cli)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'host-below-ui',
      severity: 'error',
      from: { path: '^src/host/' },
      to: { path: '^src/(ui|cli)/|^electron/' },
    },
    {
      name: 'electron-through-the-host',
      severity: 'error',
      from: { path: '^electron/' },
      to: { path: '^src/', pathNot: '^src/host/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.svelte'] },
  },
};
