/**
 * The import rules lint enforces with dependency-cruiser (`npm run lint`), beside eslint's zones. Each rule
 * says why; docs/decisions.md ("A one-way module graph") has the picture.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-file-cycle',
      severity: 'error',
      comment: 'Files never import each other in a loop (type imports included): move the shared part down.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-server-folder-cycle',
      severity: 'error',
      scope: 'folder',
      comment:
        'Server folders form a one-way graph: main/app -> seed, modules -> plugins, adapters -> http, db -> core.',
      from: { path: '^server/src/' },
      to: { path: '^server/src/', circular: true },
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
        'Repositories are reached through their service; only the composition root (modules/index.ts) builds one.',
      from: { path: '^server/src/', pathNot: ['^server/src/modules/[^/]+/', '^server/src/modules/index[.]ts$'] },
      to: { path: '^server/src/modules/[^/]+/[^/]+[.]repository[.]ts$' },
    },
    {
      name: 'no-module-from-infrastructure',
      severity: 'error',
      comment:
        'plugins/, db/, adapters/, core/ and http/ import no module: modules build on them, and the composition root (app.ts, modules/index.ts) hands them what they need.',
      from: { path: '^server/src/(plugins|db|adapters|core|http)/' },
      to: { path: '^server/src/(modules|seed)/' },
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
    {
      name: 'common-imports-nothing-above',
      severity: 'error',
      comment: 'common/ is shared by the app and the server: it imports neither.',
      from: { path: '^common/' },
      to: { path: '^(src|server)/' },
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
