/** ARCHITECTURE.md's dependency rules, checked by `npm run lint:deps`. */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'modules-only-core-ports-and-module-indexes',
      comment:
        'A module imports backend/core, port types, the pure colour engine (domain knowledge, no I/O), and other modules only through their index.ts.',
      severity: 'error',
      from: { path: '^modules/([^/]+)/' },
      to: {
        path: '^(modules/|projections/|jobs/|backend/app/|backend/engines/|backend/adapters/)',
        pathNot: [
          '^modules/$1/',
          '^modules/[^/]+/index\\.ts$',
          '^backend/engines/colour/index\\.ts$',
        ],
      },
    },
    {
      name: 'projections-only-core-and-module-indexes',
      severity: 'error',
      from: { path: '^projections/([^/]+)/' },
      to: {
        path: '^(modules/|projections/|jobs/|backend/app/|backend/engines/|backend/adapters/|backend/ports/)',
        pathNot: ['^projections/$1/', '^projections/shared/', '^modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'jobs-only-core-ports-and-module-indexes',
      severity: 'error',
      from: { path: '^jobs/([^/]+)/' },
      to: {
        path: '^(modules/|projections/|jobs/|backend/app/|backend/engines/|backend/adapters/)',
        pathNot: ['^jobs/$1/', '^modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'core-knows-no-module',
      severity: 'error',
      from: { path: '^backend/core/' },
      to: {
        path: '^(modules/|projections/|jobs/|backend/app/|backend/engines/|backend/adapters/|backend/ports/)',
      },
    },
    {
      name: 'engines-and-adapters-only-core-and-ports',
      severity: 'error',
      from: { path: '^backend/(engines|adapters)/' },
      to: { path: '^(modules/|projections/|jobs/|backend/app/)' },
    },
    {
      name: 'frontend-imports-no-backend',
      severity: 'error',
      from: { path: '^frontend/' },
      to: { path: '^(backend|modules|projections|jobs)/' },
    },
    {
      name: 'frontend-features-do-not-import-each-other',
      severity: 'error',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'frontend-shared-imports-no-feature',
      severity: 'error',
      from: { path: '^frontend/src/(components|lib|config|types)/' },
      to: { path: '^frontend/src/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '(^|/)(node_modules|dist|dist-server)/' },
  },
};
