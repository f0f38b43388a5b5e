// The signed-in shell's chunk (see vite.config.ts): the modules the Ant Design frame, the shell and the
// home page import statically and the sign-in page does not. Rolldown's automatic chunking splits them
// by which of the ~90 lazy pages share each one, so a phone's first signed-in load fetched ~80 small
// chunks, six at a time over HTTP/1.1, a round trip each (Lighthouse's largest paint waited on them).
import path from 'node:path';

interface Info {
  code: string | null;
  importedIds: readonly string[];
  exports: readonly string[];
}
type GetInfo = (id: string) => Info | null;

/**
 * Re-exporting index modules whose importers use a few names each: following all their imports
 * would take every component any page uses. A named import from one is followed to the module that
 * defines the name.
 */
const barrels = [
  { specifier: 'antd', id: /[\\/]node_modules[\\/]antd[\\/]es[\\/]index\.js$/ },
  { specifier: '@ant-design/icons', id: /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]index\.js$/ },
];
const isBarrel = (id: string) => barrels.some((b) => b.id.test(id));

const withoutExtension = (file: string) => file.replace(/(\/index)?\.[cm]?[jt]sx?$/, '');

/** The module `from` imports as `specifier` (relative), among its imported ids. */
function resolveRelative(from: string, specifier: string, info: Info): string | undefined {
  const target = withoutExtension(path.resolve(path.dirname(from), specifier));
  return info.importedIds.find((id) => withoutExtension(id) === target);
}

/** The module that defines `name` exported by the barrel `id` (through `export { … } from` and `export *`). */
function definingModule(id: string, name: string, get: GetInfo, depth = 0): string | undefined {
  const info = get(id);
  if (!info?.code || depth > 4) return undefined;
  for (const [, names = '', specifier = ''] of info.code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const exported = names.split(',').map((n) =>
      n
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    );
    if (exported.includes(name)) return resolveRelative(id, specifier, info);
  }
  for (const [, specifier = ''] of info.code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)) {
    const target = resolveRelative(id, specifier, info);
    if (target && get(target)?.exports.includes(name)) return definingModule(target, name, get, depth + 1) ?? target;
  }
  return undefined;
}

/** What a module really needs of the modules it imports: a barrel's imported names, not the barrel. */
function needs(id: string, get: GetInfo): string[] {
  const info = get(id);
  if (!info) return [];
  const out: string[] = [];
  for (const imported of info.importedIds) {
    const barrel = barrels.find((b) => b.id.test(imported));
    if (!barrel) {
      out.push(imported);
      continue;
    }
    const escaped = barrel.specifier.replace(/[/.]/g, '\\$&');
    const statements = info.code?.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${escaped}["']`, 'g')) ?? [];
    for (const [, names = ''] of statements)
      for (const name of names.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]))
        if (name) {
          const target = definingModule(imported, name, get);
          // A name not found takes the whole barrel: never miss a module.
          if (!target) return info.importedIds.slice();
          out.push(target);
        }
  }
  return out;
}

/** Modules reached from `roots` through static imports, following barrels by name. */
function staticReach(roots: readonly string[], get: GetInfo): Set<string> {
  const seen = new Set<string>();
  const todo = [...roots];
  while (todo.length) {
    const id = todo.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    todo.push(...needs(id, get));
  }
  return seen;
}

const phrases = /[\\/]packages[\\/]phrases[\\/]src[\\/](en|zh)[\\/]/;

/**
 * A codeSplitting group's `name`: 'shell' for the modules reached from `shellRoots` and not from
 * `lightRoots` (the sign-in page's, whose budget is full), barrels and per-language phrases left out.
 */
export function shellChunk(shellRoots: readonly string[], lightRoots: readonly string[]) {
  let members: Set<string> | undefined;
  return (id: string, context: { getModuleInfo: (id: string) => Info | null }): string | null => {
    if (!members) {
      const get: GetInfo = (module) => context.getModuleInfo(module);
      const light = staticReach(lightRoots, get);
      members = new Set([...staticReach(shellRoots, get)].filter((m) => !light.has(m) && !phrases.test(m) && !isBarrel(m)));
      if (process.env.SHELL_CHUNK_LIST) console.log([...members].join('\n'));
    }
    return members.has(id) ? 'shell' : null;
  };
}

/**
 * A codeSplitting group's `name`: `phrases-<language>` for a language's core phrases and the
 * namespaces it imports, one chunk instead of a core that then asks for six more.
 */
export function coreChunk(cores: Readonly<Record<string, string>>) {
  let members: Map<string, string> | undefined;
  return (id: string, context: { getModuleInfo: (id: string) => Info | null }): string | null => {
    if (!members) {
      members = new Map();
      for (const [language, core] of Object.entries(cores))
        for (const module of staticReach([core], (m) => context.getModuleInfo(m)))
          if (module.includes(`${path.sep}phrases${path.sep}src${path.sep}${language}${path.sep}`))
            members.set(module, `phrases-${language}`);
    }
    return members.get(id) ?? null;
  };
}
