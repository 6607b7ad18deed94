/**
 * The import rules lint enforces with dependency-cruiser (`npm run lint:imports`, and `npm test`), beside
 * eslint's rules on names and syntax. They match resolved paths, so `@/x`, `@common/x` and `../../x` are
 * the same arrow. Each rule says why; docs/decisions.md ("Layers as lint rules") has the picture, and
 * server/test/layers.test.ts shows each layer rule firing on a file that breaks it.
 *
 * Server layers from the ground up; a layer imports only the layers under it ("<"), and common/:
 *   core/ < db/ < http/ < plugins/                the infrastructure chain
 *   core/ < adapters/ < modules/<domain>/         a module also stands on db/ and http/, never on plugins/
 *   main.ts, app.ts, modules/index.ts, seed/      the composition root: imports anything, nothing imports it
 * App layers, likewise: lib/ < api/ (types only) < services/ < components/ < features/<one> < pages/<one>;
 * components/ reach the server only through services/ (they import no api/).
 */
const SERVER = '^server/src/';
const ROOT = [
  '^server/src/(main|app)[.]ts$',
  '^server/src/modules/(index|services|schedule|privacy)[.]ts$',
  '^server/src/seed/',
];

/** A server layer: `from` imports nothing under server/src/ but itself and `below`. */
function serverLayer(name, from, below, comment) {
  return {
    name,
    severity: 'error',
    comment,
    from: { path: from },
    to: { path: SERVER, pathNot: [from, ...below] },
  };
}

module.exports = {
  forbidden: [
    {
      name: 'no-file-cycle',
      severity: 'error',
      comment: 'Files never import each other in a loop (type imports included): move the shared part down.',
      from: {},
      to: { circular: true },
    },

    // ---- Server layers ------------------------------------------------------------------------------------
    serverLayer(
      'core-is-the-ground',
      '^server/src/core/',
      [],
      'core/ (clock, config, events, blob store, signed links) is what every layer stands on: it imports no other layer, only common/.',
    ),
    serverLayer(
      'db-stands-on-core',
      '^server/src/db/',
      ['^server/src/core/'],
      'db/ (connection, migrations, dialect, transaction) knows tables, not HTTP, plugins or domains: a migration that needs a live rule gets it handed in (MigrationContext).',
    ),
    serverLayer(
      'http-stands-on-db-core',
      '^server/src/http/',
      ['^server/src/(core|db)/'],
      'http/ (envelope, route(), refusals, the caller) is the vocabulary every route and plugin speaks; it registers no plugin and knows no domain.',
    ),
    serverLayer(
      'plugins-stand-on-http-db-core',
      '^server/src/plugins/',
      ['^server/src/(core|db|http)/'],
      'Plugins decorate the Fastify instance; the composition root registers them and hands them what domains know (authenticate, touchActivity), so they import no module and no adapter.',
    ),
    serverLayer(
      'adapters-stand-on-core',
      '^server/src/adapters/',
      ['^server/src/core/'],
      'An adapter is a client of a third party behind an interface (SMS, WeChat, Alipay, e-sign, S3): it knows no database, no HTTP of ours, no plugin and no domain, so a test runs it against a loopback fake.',
    ),
    serverLayer(
      'modules-stand-on-infrastructure',
      '^server/src/modules/[^/]+/',
      ['^server/src/(core|db|http|adapters)/', '^server/src/modules/[^/]+/'],
      'A module builds on core/, db/, http/ and adapters/; it never imports a plugin (it reads app.jobs, app.realtime through what the composition root hands it) nor the composition root or seed/. Between modules the one-way graph is kept by the cycle rules and the repository rules below.',
    ),
    {
      name: 'server-file-in-a-layer',
      severity: 'error',
      comment:
        'Every server file sits in one of the layers above (a new folder is placed in this file first), so no file escapes the rules.',
      from: {
        path: SERVER,
        pathNot: ['^server/src/(core|db|http|plugins|adapters)/', '^server/src/modules/[^/]+/', ...ROOT],
      },
      to: {},
    },
    {
      name: 'no-server-folder-cycle',
      severity: 'error',
      scope: 'folder',
      comment:
        'Server folders form a one-way graph; between the layers the rules above keep it, between modules this one does (a module that needs a rule of one above it gets it handed in as a function).',
      from: { path: SERVER },
      to: { path: SERVER, circular: true },
    },
    {
      name: 'no-repository-across-modules',
      severity: 'error',
      comment: "A module calls another module's service, never its repository (its SQL and tables are its own).",
      from: { path: '^server/src/modules/([^/]+)/' },
      to: { path: '^server/src/modules/[^/]+/[^/]+[.]repository[.]ts$', pathNot: '^server/src/modules/$1/' },
    },
    {
      name: 'no-repository-outside-modules',
      severity: 'error',
      comment:
        'Repositories are reached through their service; only the composition root (modules/index.ts, services.ts) builds one.',
      from: { path: SERVER, pathNot: ['^server/src/modules/[^/]+/', '^server/src/modules/(index|services)[.]ts$'] },
      to: { path: '^server/src/modules/[^/]+/[^/]+[.]repository[.]ts$' },
    },
    {
      name: 'routes-only-through-services',
      severity: 'error',
      comment: 'Routes are HTTP only: they call services, never a repository.',
      from: { path: '[.]routes[.]ts$' },
      to: { path: '[.]repository[.]ts$' },
    },
    {
      name: 'no-routes-imported',
      severity: 'error',
      comment: 'Nothing but the composition root imports a routes file.',
      from: { pathNot: '^server/src/modules/index[.]ts$' },
      to: { path: '^server/src/modules/[^/]+/[^/]+[.]routes[.]ts$' },
    },

    // ---- Shared rules ------------------------------------------------------------------------------------
    {
      name: 'common-imports-nothing-above',
      severity: 'error',
      comment: 'common/ is shared by the app and the server: it imports neither.',
      from: { path: '^common/' },
      to: { path: '^(src|server)/' },
    },

    // ---- App layers --------------------------------------------------------------------------------------
    {
      name: 'app-api-is-types-only',
      severity: 'error',
      comment:
        'src/api/ is generated: endpoint strings whose types come from the descriptors through `import type`, so no schema reaches a bundle. It imports nothing at run time.',
      from: { path: '^src/api/' },
      to: { dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'app-lib-knows-no-domain',
      severity: 'error',
      comment:
        'lib/ is the plumbing every layer uses (request, call, storage, i18n, platform): it calls no endpoint (api/), holds no app-wide data (services/) and draws nothing (components/), features or pages.',
      from: { path: '^src/lib/' },
      to: { path: '^src/(api|services|components|features|pages)/' },
    },
    {
      name: 'app-services-below-the-screens',
      severity: 'error',
      comment:
        'services/ hold app-wide data the server owns (unread counts, region tree); they call through api/ and lib/ and know no screen: no components, features or pages.',
      from: { path: '^src/services/' },
      to: { path: '^src/(components|features|pages)/' },
    },
    {
      name: 'app-components-know-no-domain',
      severity: 'error',
      comment:
        'components/ are domain-free building blocks: no feature, page or endpoint. They may read services/ (the tab bar badges, the region pickers show app-wide data).',
      from: { path: '^src/components/' },
      to: { path: '^src/(api|features|pages)/' },
    },
    {
      name: 'app-features-never-import-each-other',
      severity: 'error',
      comment:
        'Features never import each other, by alias or by relative path: a page composes them, and what several need lives in services/, components/ or lib/.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'app-nothing-imports-pages',
      severity: 'error',
      comment: 'Pages are the top: the router loads them by path (app.config.ts), so nothing imports one.',
      from: { path: '^src/', pathNot: '^src/pages/' },
      to: { path: '^src/pages/' },
    },
    {
      name: 'app-page-imports-no-other-page',
      severity: 'error',
      comment: "A page is a thin shell over features; what two pages share is a feature's or a component's.",
      from: { path: '^src/pages/([^/]+)/' },
      to: { path: '^src/pages/', pathNot: '^src/pages/$1/' },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '__tests__', '[.]test[.]tsx?$'] },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
