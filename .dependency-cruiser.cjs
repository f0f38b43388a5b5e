/**
 * The layering ARCHITECTURE.md describes, checked by dependency-cruiser (`npm run boundaries`, part of
 * `npm run lint` and CI). `scripts/boundaries.test.ts` runs these rules on a fixture with a wrong import
 * of each kind and expects each to be caught.
 */
const feature = (app) => `^apps/${app}/src/features/([^/]+)/`;
/** Files that run only under the test runner, from sources (tsx-worker.mjs) or at build time, where dev dependencies are installed. */
const runtimeExempt = [
  '/src/test/',
  '\\.test\\.tsx?$',
  '/test-support/',
  '/testing/',
  '\\.d\\.ts$',
  '/vite\\.config\\.ts$',
  '/tsx-worker\\.mjs$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-capability-through-index',
      comment: 'A server capability reaches another only through its features/<name>/index.ts (never its services or queries).',
      severity: 'error',
      from: { path: feature('server') },
      to: { path: '^apps/server/src/features/', pathNot: ['^apps/server/src/features/$1/', '^apps/server/src/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'console-capability-through-index',
      comment: 'A console capability reaches another only through its features/<name>/index.ts.',
      severity: 'error',
      from: { path: feature('web') },
      to: { path: '^apps/web/src/features/', pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'console-kernel-imports-no-capability',
      comment:
        'The console kernel (app: the registry, routing, store, i18n, frames) imports no capability at run time: capabilities import it, and the composition root (root/) registers their page maps in it. Type-only imports aside.',
      severity: 'error',
      from: { path: '^apps/web/src/app/', pathNot: runtimeExempt },
      to: { path: '^apps/web/src/features/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'console-root-through-manifests',
      comment:
        'The composition root (root: the router, the shell, the collected page maps) reaches a capability only through its index.ts or its page map (pages.ts).',
      severity: 'error',
      from: { path: '^apps/web/src/root/' },
      to: { path: '^apps/web/src/features/[^/]+/', pathNot: '^apps/web/src/features/[^/]+/(index|pages)\\.ts$' },
    },
    {
      name: 'console-root-on-top',
      comment: 'Nothing but main.tsx (and tests) imports the composition root: it sits above the capabilities and the kernel.',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: ['^apps/web/src/root/', '^apps/web/src/main\\.tsx$', ...runtimeExempt] },
      to: { path: '^apps/web/src/root/' },
    },
    {
      name: 'console-kernel-no-feature-from-shared',
      comment: 'Shared components and the HTTP client know no capability.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|api)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'platform-not-features',
      comment: 'The platform kernel is used by every capability and uses none of them.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/' },
      to: { path: '^apps/server/src/features/' },
    },
    {
      name: 'providers-not-features',
      comment: 'Providers (the outside world behind interfaces) know no capability.',
      severity: 'error',
      from: { path: '^apps/server/src/providers/' },
      to: { path: '^apps/server/src/features/' },
    },
    {
      name: 'console-not-server',
      comment: 'The console and the server share only the contract and the phrases.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-not-console',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'packages-not-apps',
      comment: 'The contract and the phrases depend on no app.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'routes-without-zod',
      comment: "A capability's routes.ts is zod-free: the sign-in page calls routes before any schema loads.",
      severity: 'error',
      from: { path: '^packages/contract/src/[^/]+/routes\\.ts$' },
      to: { path: '(^|/node_modules/|^node_modules/)zod(/|$)' },
    },
    {
      name: 'runtime-deps-declared',
      comment:
        "Code that runs in production imports only packages its workspace's package.json lists under dependencies (a dev dependency is not installed there; a package hoisted from another workspace may vanish).",
      severity: 'error',
      from: { path: '^(apps|packages)/[^/]+/src/', pathNot: runtimeExempt },
      to: { dependencyTypes: ['npm-dev', 'npm-no-pkg', 'npm-unknown'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      comment:
        'No module imports itself through others, lazily loaded parts included (the console kernel no longer names the capabilities that import it); type-only imports aside.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/|^scripts/fixtures/' },
    tsPreCompilationDeps: 'specify',
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
