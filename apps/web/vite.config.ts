import react from '@vitejs/plugin-react';
import path from 'node:path';
import { type Plugin, defineConfig } from 'vite';
import { precompressDir } from '../../scripts/lib/precompress.mjs';

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

export default defineConfig({
  plugins: [react(), precompress()],
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
  },
});
