import react from '@vitejs/plugin-react';
import path from 'node:path';
import { type Plugin, defineConfig } from 'vite';
import { precompressDir } from '../../scripts/lib/precompress.mjs';
import { antdSheets } from './antd-sheets';
import { coreChunk, shellChunk } from './chunking';

/** Brotli and gzip copies of the built files, which the server sends by Accept-Encoding. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'console-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}

const src = (file: string) => path.resolve(import.meta.dirname, 'src', file);
/** What every signed-in page draws first: the Ant Design frame, the shell and the home page. */
const shellRoots = ['app/AntdFrame.tsx', 'root/shell/Shell.tsx', 'features/dashboard/HomePage.tsx'].map(src);
/** What the sign-in pages load: kept out of the shell's chunk. */
const lightRoots = ['main.tsx', 'features/auth/LoginPage.tsx', 'features/channels/ChannelLoginPage.tsx'].map(src);
const cores = Object.fromEntries(
  ['en', 'zh'].map((l) => [l, path.resolve(import.meta.dirname, `../../packages/phrases/src/${l}/core.ts`)]),
);

export default defineConfig({
  plugins: [react(), precompress()],
  // antd's static style sheets, the frame's and the whole (apps/web/antd-sheets.ts), built from the installed antd.
  resolve: { alias: antdSheets(import.meta.dirname) },
  server: {
    port: 5173,
    proxy: { '/webgate': { target: `http://127.0.0.1:${process.env.PORT ?? 8080}`, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    // No preload lists inside the scripts (a lazy page's list cost the entry ~6 kB gzip over ~90
    // pages); but index.html names the entry's own static imports, so the browser fetches them beside
    // the entry instead of after it has downloaded and parsed it (a round trip a slow phone felt).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for the first load (a phone over HTTP/1.1 fetches six at a time, each a
        // round trip): the entry's static imports in one chunk beside it; everything the signed-in
        // frame, shell and home page import statically — and the sign-in page does not — in one
        // 'shell' chunk (other pages import their share of it from there); each language's core phrases
        // in one chunk; the other phrases stay per namespace and language.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 3 },
            { name: coreChunk(cores), includeDependenciesRecursively: false, priority: 2 },
            {
              name: shellChunk(shellRoots, lightRoots),
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
