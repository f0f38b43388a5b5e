import { describe, expect, it } from 'vitest';
import { coreChunk, shellChunk } from '../../chunking';

/** A module graph as rolldown's chunking sees it: each module's code, static imports and exports. */
function graph(modules: Record<string, { code?: string; imports?: string[]; exports?: string[] }>) {
  return {
    getModuleInfo: (id: string) =>
      modules[id] ? { code: modules[id].code ?? '', importedIds: modules[id].imports ?? [], exports: modules[id].exports ?? [] } : null,
  };
}

const antd = '/r/node_modules/antd/es/index.js';
const modules = graph({
  '/r/src/main.tsx': { code: `import { App } from './App';`, imports: ['/r/src/App.tsx'] },
  '/r/src/App.tsx': { imports: ['/r/src/shared.ts'] },
  '/r/src/shared.ts': {},
  '/r/src/Shell.tsx': {
    code: `import { Button as B, Layout } from "antd";\nimport { shared } from './shared';`,
    imports: [antd, '/r/src/shared.ts', '/r/packages/phrases/src/zh/shell.ts'],
  },
  [antd]: {
    code: `export { default as Button } from './button';\nexport { default as Layout } from './layout';\nexport { default as Table } from './table';`,
    imports: [
      '/r/node_modules/antd/es/button/index.js',
      '/r/node_modules/antd/es/layout/index.js',
      '/r/node_modules/antd/es/table/index.js',
    ],
  },
  '/r/node_modules/antd/es/button/index.js': { imports: ['/r/node_modules/antd/es/button/style.js'] },
  '/r/node_modules/antd/es/button/style.js': {},
  '/r/node_modules/antd/es/layout/index.js': {},
  '/r/node_modules/antd/es/table/index.js': {},
  '/r/packages/phrases/src/zh/shell.ts': {},
  '/r/packages/phrases/src/zh/core.ts': { imports: ['/r/packages/phrases/src/zh/auth.ts', '/r/packages/phrases/src/zh/shell.ts'] },
  '/r/packages/phrases/src/zh/auth.ts': {},
});

describe('the first load’s chunks', () => {
  it('puts in the shell what the shell imports and the sign-in page does not, following a barrel by imported name', () => {
    const name = shellChunk(['/r/src/Shell.tsx'], ['/r/src/main.tsx']);
    const inShell = (id: string) => name(id, modules) === 'shell';
    expect(inShell('/r/src/Shell.tsx')).toBe(true);
    expect(inShell('/r/node_modules/antd/es/button/index.js')).toBe(true);
    expect(inShell('/r/node_modules/antd/es/button/style.js')).toBe(true);
    expect(inShell('/r/node_modules/antd/es/layout/index.js')).toBe(true);
    // Another page's component, the barrel itself, the sign-in page's module and phrases stay out.
    expect(inShell('/r/node_modules/antd/es/table/index.js')).toBe(false);
    expect(inShell(antd)).toBe(false);
    expect(inShell('/r/src/shared.ts')).toBe(false);
    expect(inShell('/r/packages/phrases/src/zh/shell.ts')).toBe(false);
  });

  it('puts a language’s core phrases and the namespaces it imports in one chunk', () => {
    const name = coreChunk({ zh: '/r/packages/phrases/src/zh/core.ts' });
    expect(name('/r/packages/phrases/src/zh/core.ts', modules)).toBe('phrases-zh');
    expect(name('/r/packages/phrases/src/zh/auth.ts', modules)).toBe('phrases-zh');
    expect(name('/r/src/Shell.tsx', modules)).toBe(null);
  });
});
