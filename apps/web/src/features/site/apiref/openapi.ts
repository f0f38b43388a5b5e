import type { Phrases } from '@console/phrases';

/** The parts of JSON Schema 2020-12 that zod's `toJSONSchema` emits for our contract schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

export const httpMethods = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof httpMethods)[number];
export type AuthMode = keyof Phrases['site']['apiref']['auth'];
export type ParameterLocation = keyof Phrases['site']['apiref']['location'];

export interface OpenApiParameter {
  name: string;
  in: Exclude<ParameterLocation, 'body'>;
  required?: boolean;
  schema?: JsonSchema;
  description?: string;
}

export interface OpenApiResponse {
  /** For an error status: the error keys it may carry, each with its code, e.g. `codeWrong (1002003), …`. */
  description?: string;
  content?: Record<string, { schema?: JsonSchema; 'x-codes'?: number[] }>;
}

export interface OpenApiOperation {
  /** The endpoint's id in the table, `<capability>.<name>`. */
  operationId?: string;
  /** What the endpoint does, in English. */
  summary?: string;
  /** The same summary in Chinese, shown when the console is in zh. */
  'x-summary-zh'?: string;
  /** The capability the endpoint belongs to. */
  tags?: string[];
  security?: Record<string, string[]>[];
  'x-auth'?: AuthMode;
  'x-permission'?: string;
  /** The business errors of this endpoint beyond the ones every endpoint of its kind may answer. */
  'x-errors'?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  /** `200` and one entry per error status. */
  responses?: Record<string, OpenApiResponse>;
}

export interface ErrorCodeEntry {
  code: number;
  status: number;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  'x-error-codes'?: Record<string, ErrorCodeEntry>;
}

export interface Endpoint {
  method: HttpMethod;
  path: string;
  tag: string;
  operation: OpenApiOperation;
}

export interface EndpointGroup {
  tag: string;
  endpoints: Endpoint[];
}

/** Every operation of the document, in the order the server registered them. */
export function listEndpoints(doc: OpenApiDocument): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of httpMethods) {
      const operation = item[method];
      if (operation) endpoints.push({ method, path, tag: operation.tags?.[0] ?? '', operation });
    }
  }
  return endpoints;
}

/** Groups by first tag, keeping the order in which tags first appear (the order features register). */
export function groupByTag(endpoints: Endpoint[]): EndpointGroup[] {
  const groups = new Map<string, Endpoint[]>();
  for (const e of endpoints) groups.set(e.tag, [...(groups.get(e.tag) ?? []), e]);
  return [...groups].map(([tag, list]) => ({ tag, endpoints: list }));
}

/** The summary a reader of the language sees: the Chinese one in zh (the English one when a document has none), else the English one. */
export function summaryOf(operation: OpenApiOperation, language: string): string | undefined {
  return language === 'zh' ? (operation['x-summary-zh'] ?? operation.summary) : operation.summary;
}

/** Whether the path, method, permission or summary (the English one, and the one shown in the language) contains the search. */
export function matchesSearch(endpoint: Endpoint, search: string, language = 'en'): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const { operation } = endpoint;
  return [
    endpoint.path,
    endpoint.method,
    operation.summary ?? '',
    summaryOf(operation, language) ?? '',
    operation['x-permission'] ?? '',
  ].some((text) => text.toLowerCase().includes(needle));
}

export type ConstraintKind = keyof Phrases['site']['apiref']['constraint'];
export interface Constraint {
  kind: ConstraintKind;
  value: string;
}

export interface FieldRow {
  /** Dotted path: `items[].name` for a field of an array's objects. */
  name: string;
  depth: number;
  location?: ParameterLocation;
  /** JSON Schema type words (string, integer, object, string[] …); undefined when any value is accepted. */
  type?: string;
  required: boolean;
  constraints: Constraint[];
  description?: string;
}

/** Nesting deeper than this is cut off: recursive schemas ($ref to themselves) would never end. */
const maxDepth = 6;

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 10; hops++) {
    const match = /^#\/(?:\$defs|definitions)\/(.+)$/.exec(current.$ref);
    const target = match ? root.$defs?.[decodeURIComponent(match[1]!)] : undefined;
    if (!target) return { ...current, $ref: undefined };
    current = { ...target, ...current, $ref: target.$ref };
  }
  return current;
}

/** A union with `null` is the schema of a nullable field: read it as its other branch. */
function unwrap(schema: JsonSchema, root: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const resolved = resolve(schema, root);
  const branches = resolved.anyOf ?? resolved.oneOf;
  if (!branches) return { schema: resolved, nullable: false };
  const nonNull = branches.filter((b) => resolve(b, root).type !== 'null');
  if (nonNull.length === 1 && nonNull.length < branches.length) return { schema: resolve(nonNull[0]!, root), nullable: true };
  return { schema: resolved, nullable: false };
}

function mergeAllOf(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.allOf) return schema;
  return schema.allOf.reduce<JsonSchema>(
    (merged, part) => {
      const p = resolve(part, root);
      return {
        ...merged,
        ...p,
        properties: { ...merged.properties, ...p.properties },
        required: [...(merged.required ?? []), ...(p.required ?? [])],
      };
    },
    { ...schema, allOf: undefined },
  );
}

const literal = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

export function typeName(schema: JsonSchema, root: JsonSchema = schema): string | undefined {
  const { schema: s, nullable } = unwrap(schema, root);
  let name: string | undefined;
  if (s.anyOf ?? s.oneOf) {
    const names = (s.anyOf ?? s.oneOf)!.map((b) => typeName(b, root) ?? '?');
    name = [...new Set(names)].join(' | ');
  } else if (Array.isArray(s.type)) name = s.type.join(' | ');
  else if (s.type === 'array') name = `${s.items ? (typeName(s.items, root) ?? '?') : '?'}[]`;
  else if (s.type) name = s.type;
  else if (s.enum) name = [...new Set(s.enum.map((v) => (v === null ? 'null' : typeof v)))].join(' | ');
  else if (s.const !== undefined) name = s.const === null ? 'null' : typeof s.const;
  else if (s.properties) name = 'object';
  if (name && nullable) name = `${name} | null`;
  return name;
}

export function constraintsOf(schema: JsonSchema, root: JsonSchema = schema): Constraint[] {
  const { schema: s } = unwrap(schema, root);
  const out: Constraint[] = [];
  const add = (kind: ConstraintKind, value: unknown) => {
    // zod bounds every integer by the safe-integer range; that says nothing to a reader.
    if (typeof value === 'number' && Math.abs(value) >= Number.MAX_SAFE_INTEGER) return;
    if (value !== undefined) out.push({ kind, value: literal(value) });
  };
  if (s.enum) add('enum', s.enum.map(literal).join(', '));
  add('const', s.const);
  add('minLength', s.minLength);
  add('maxLength', s.maxLength);
  add('pattern', s.pattern);
  add('format', s.format);
  add('minimum', s.minimum);
  add('maximum', s.maximum);
  add('exclusiveMinimum', s.exclusiveMinimum);
  add('exclusiveMaximum', s.exclusiveMaximum);
  add('multipleOf', s.multipleOf);
  add('minItems', s.minItems);
  add('maxItems', s.maxItems);
  add('default', s.default);
  return out;
}

function objectRows(schema: JsonSchema, root: JsonSchema, prefix: string, depth: number): FieldRow[] {
  const s = mergeAllOf(unwrap(schema, root).schema, root);
  const rows: FieldRow[] = [];
  for (const [key, child] of Object.entries(s.properties ?? {})) {
    const name = `${prefix}${key}`;
    const required = (s.required ?? []).includes(key);
    rows.push({
      name,
      depth,
      type: typeName(child, root),
      required,
      constraints: constraintsOf(child, root),
      description: resolve(child, root).description,
    });
    if (depth + 1 >= maxDepth) continue;
    const inner = mergeAllOf(unwrap(child, root).schema, root);
    if (inner.properties) rows.push(...objectRows(inner, root, `${name}.`, depth + 1));
    else if (inner.type === 'array' && inner.items) {
      const items = mergeAllOf(unwrap(inner.items, root).schema, root);
      if (items.properties) rows.push(...objectRows(items, root, `${name}[].`, depth + 1));
    }
  }
  return rows;
}

/** Rows of a request body: one per field, nested objects and arrays of objects spelled as paths. */
export function schemaFields(schema: JsonSchema): FieldRow[] {
  const top = unwrap(schema, schema).schema;
  const branches = top.properties ? undefined : (top.anyOf ?? top.oneOf);
  if (!branches) return objectRows(schema, schema, '', 0).map((row) => ({ ...row, location: 'body' }));
  // A union body (one of several shapes): list every field once; it is required only if every shape requires it.
  const perBranch = branches.map((b) => objectRows(b, schema, '', 0));
  const merged = new Map<string, FieldRow>();
  for (const row of perBranch.flat()) {
    const seen = merged.get(row.name);
    merged.set(row.name, seen ? { ...seen, required: seen.required && row.required } : row);
  }
  for (const [name, row] of merged) {
    if (!perBranch.every((rows) => rows.some((r) => r.name === name))) merged.set(name, { ...row, required: false });
  }
  return [...merged.values()].map((row) => ({ ...row, location: 'body' }));
}

export function parameterFields(parameters: OpenApiParameter[]): FieldRow[] {
  return parameters.map((p) => ({
    name: p.name,
    depth: 0,
    location: p.in,
    type: p.schema ? typeName(p.schema) : undefined,
    required: p.required ?? false,
    constraints: p.schema ? constraintsOf(p.schema) : [],
    description: p.description ?? p.schema?.description,
  }));
}

/** The body schema as the server documents it; JSON and form-encoded carry the same schema. */
export function requestBodySchema(operation: OpenApiOperation): JsonSchema | undefined {
  const content = operation.requestBody?.content ?? {};
  return (content['application/json'] ?? Object.values(content)[0])?.schema;
}

/** What a successful call answers: the envelope's `data`, a file, or a document of its own. */
export type SuccessAnswer =
  { kind: 'data'; schema: JsonSchema } | { kind: 'file'; contentTypes: string[] } | { kind: 'document'; contentType: string };

const isBinary = (schema: JsonSchema | undefined) => schema?.type === 'string' && schema.format === 'binary';

export function successAnswer(operation: OpenApiOperation): SuccessAnswer | undefined {
  const content = operation.responses?.['200']?.content;
  if (!content) return undefined;
  const types = Object.keys(content);
  if (types.length > 0 && types.every((type) => isBinary(content[type]?.schema))) return { kind: 'file', contentTypes: types };
  const json = content['application/json']?.schema;
  // The envelope { code, msg, data }: what the caller receives is its data.
  const data = json?.properties?.data;
  if (json?.properties?.code && data) return { kind: 'data', schema: { ...data, $defs: data.$defs ?? json.$defs } };
  return types[0] ? { kind: 'document', contentType: types[0] } : undefined;
}

/**
 * Rows of an answer's data: the fields of an object, or of the objects of a list (`[].name`), or of
 * a page's rows as they are nested. A data that is a plain value or null has no rows.
 */
export function dataFields(schema: JsonSchema): FieldRow[] {
  const top = mergeAllOf(unwrap(schema, schema).schema, schema);
  const rows = top.type === 'array' && top.items ? objectRows(top.items, schema, '[].', 0) : schemaFields(schema);
  return rows.map(({ location: _location, ...row }) => row);
}

/** Whether the data is `null` and nothing else (a call that answers only success). */
export function isNullData(schema: JsonSchema): boolean {
  return schema.type === 'null' || (schema.const === null && schema.type === undefined);
}

export interface ErrorStatus {
  status: number;
  /** The catalogued error keys of that status, each with its code. */
  errors: { key: string; code: number | undefined }[];
}

/** The error statuses an endpoint may answer, lowest first, with the keys of each. */
export function errorStatuses(operation: OpenApiOperation): ErrorStatus[] {
  return Object.entries(operation.responses ?? {})
    .filter(([status]) => status !== '200' && /^\d{3}$/.test(status))
    .map(([status, response]) => {
      const errors = [...(response.description ?? '').matchAll(/([A-Za-z]\w*)(?: \((-?\d+)\))?/g)].map((m) => ({
        key: m[1]!,
        code: m[2] === undefined ? undefined : Number(m[2]),
      }));
      return { status: Number(status), errors };
    })
    .sort((a, b) => a.status - b.status);
}
