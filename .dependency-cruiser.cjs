// Which code may import which (docs/architecture.md, "Layers"). `npm run lint:deps` checks it; `npm run check` runs that.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Import cycles tie modules together so that neither can change alone: move what both need down a layer.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-front-door',
      severity: 'error',
      comment:
        "A server module is reached through its index.ts only: export what others need there (docs/architecture.md, 'Modules').",
      from: { path: '^server/src/modules/([^/]+)/' },
      to: {
        path: '^server/src/modules/[^/]+/',
        pathNot: ['^server/src/modules/$1/', '^server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'modules-reached-by-the-app-only',
      severity: 'error',
      comment:
        "Outside the modules, the app reaches a module through its index.ts only; tests and the demo-data scripts, which build rows the way factories do, may reach further (docs/architecture.md, 'Modules').",
      from: {
        path: '^server/src/',
        pathNot: ['^server/src/modules/', '^server/src/test/', '^server/src/scripts/', '\\.test\\.ts$'],
      },
      to: { path: '^server/src/modules/[^/]+/', pathNot: '^server/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'platform-below-modules',
      severity: 'error',
      comment: "platform/ and db/ serve every module and know none of them (docs/architecture.md, 'Layers').",
      from: { path: '^server/src/(platform|db)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/src/(modules/|app\\.ts$|app-context\\.ts$)' },
    },
    {
      name: 'feature-boundary',
      severity: 'error',
      comment:
        "A web feature does not import another feature: move what both need to ui/ or lib/, or let the app compose them (docs/architecture.md, 'Web').",
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'features-below-the-app',
      severity: 'error',
      comment: "Features do not import the app; paths come from the contract (docs/architecture.md, 'Web').",
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'shared-web-code-below-features',
      severity: 'error',
      comment:
        "Shared code (ui, lib, api) imports neither features nor the app: move what it needs down too (docs/architecture.md, 'Web').",
      from: { path: '^web/src/(ui|lib|api)/' },
      to: { path: '^web/src/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { conditionNames: ['@srm/source', 'import', 'default'] },
  },
};
