// Bundles the server and the workspace packages it imports (TypeScript sources) into dist/;
// every other package stays in node_modules.
import { build } from 'esbuild';

await build({
  // The worker pool's entry (src/platform/workers.ts) is a file of its own next to main.js.
  entryPoints: { main: 'src/main.ts', cli: 'src/cli.ts', 'xlsx-worker': 'src/platform/xlsx-worker.ts' },
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
