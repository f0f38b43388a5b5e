// Bundles the server and the workspace packages it imports (TypeScript sources) into dist/;
// every other package stays in node_modules.
import { build } from 'esbuild';

await build({
  // The worker pools' entries (src/platform/workers.ts, the key store's signing threads) are files of their own next to main.js.
  entryPoints: {
    main: 'src/main.ts',
    cli: 'src/cli.ts',
    'xlsx-worker': 'src/platform/xlsx-worker.ts',
    'pdf-fill-worker': 'src/platform/pdf-fill-worker.ts',
    'key-worker': 'src/features/certificates/ca/key-worker.ts',
    'certificate-worker': 'src/features/signFlows/certificate-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@console/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
  logLevel: 'warning',
});
