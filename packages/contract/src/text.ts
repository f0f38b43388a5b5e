/**
 * Characters no text input accepts, checked once for every endpoint (the server's `defineRoute`
 * walks params, query, declared headers and bodies before anything else) and by every console form
 * rule: C0 and C1 controls (NUL breaks PostgreSQL, others hide in logs and on screen), DEL, lone
 * surrogates (not text at all: PostgreSQL cannot store them, JSON round trips mangle them) and the
 * bidirectional embeddings, overrides and isolates that make a name read differently from what it is
 * ("Trojan source"). A field marked `multiline` may hold line breaks and tabs, nothing else of these.
 * Zod-free: the sign-in page's light forms use it without loading zod.
 */

// With the `u` flag a surrogate range matches only unpaired halves: a proper pair is one code point.
// eslint-disable-next-line no-control-regex -- matching control characters is the point of these patterns
const singleLine = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;
// eslint-disable-next-line no-control-regex -- as above, with tab, line feed and carriage return left out
const multiLine = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;

/** Whether a value holds a character no input accepts (line breaks and tabs pass only when `multiline`). */
export function hasUnsafeCharacters(value: string, multiline = false): boolean {
  return (multiline ? multiLine : singleLine).test(value);
}

/**
 * What the transport hands over without a person typing it (the User-Agent kept with a session):
 * not refused, since no one could correct it, but stored with each unsafe character replaced by U+FFFD.
 */
export function replaceUnsafeCharacters(value: string): string {
  // Every signed-in request passes its User-Agent here: the pattern is compiled once, and a clean value
  // (almost all) is returned as it is. A global pattern is safe to share: replace starts it from 0.
  return singleLine.test(value) ? value.replace(singleLineEvery, '\uFFFD') : value;
}
const singleLineEvery = new RegExp(singleLine.source, 'gu');

const multilineSchemas = new WeakSet<object>();

/** Marks a text schema whose value may span lines (a textarea): line breaks and tabs are allowed there. */
export function multiline<S extends object>(schema: S): S {
  multilineSchemas.add(schema);
  return schema;
}

/** The part of a zod schema the walk below reads; structural, so this module loads without zod. */
interface SchemaNode {
  _zod?: { def?: Record<string, unknown> };
}

const wrapperKeys = ['innerType', 'in', 'out', 'element', 'valueType', 'left', 'right'] as const;

/**
 * Whether the schema at `path` inside `schema` is marked `multiline`: walks objects' shapes, arrays,
 * and the wrappers (optional, default, pipe, union…) on the way. Unknown paths allow no line breaks.
 */
export function allowsLineBreaks(schema: unknown, path: readonly PropertyKey[]): boolean {
  const node = schema as SchemaNode | undefined;
  if (!node || typeof node !== 'object') return false;
  if (path.length === 0 && multilineSchemas.has(node)) return true;
  const def = node._zod?.def;
  if (!def) return false;
  if (path.length > 0 && def.type === 'object') {
    const shape = def.shape as Record<string, unknown> | undefined;
    return allowsLineBreaks(shape?.[String(path[0])], path.slice(1));
  }
  if (path.length > 0 && def.type === 'array') return allowsLineBreaks(def.element, path.slice(1));
  // A record's values (a template's fill values by field key) share one schema, whatever the key.
  if (path.length > 0 && def.type === 'record') return allowsLineBreaks(def.valueType, path.slice(1));
  const inner: unknown[] = wrapperKeys.map((k) => def[k]).filter(Boolean);
  if (Array.isArray(def.options)) inner.push(...(def.options as unknown[]));
  return inner.some((s) => allowsLineBreaks(s, path));
}

/** Where the first unsafe string sits in a parsed input (a JSON body, form fields, query, params), or null. */
export function findUnsafeText(value: unknown, schema: unknown, path: PropertyKey[] = [], depth = 0): { path: PropertyKey[] } | null {
  if (typeof value === 'string') return hasUnsafeCharacters(value, allowsLineBreaks(schema, path)) ? { path } : null;
  // Bodies are capped in size; the depth cap keeps a deeply nested one from costing a deep walk.
  if (depth > 16 || value === null || typeof value !== 'object') return null;
  const entries: [PropertyKey, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  for (const [key, item] of entries) {
    // A name that is itself unsafe is not echoed back as a field name: the object holding it is named.
    if (typeof key === 'string' && hasUnsafeCharacters(key)) return { path };
    const found = findUnsafeText(item, schema, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}
