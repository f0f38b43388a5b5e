import { errorCatalogue } from '@console/contract';
import { z } from 'zod';
import type { CatalogueRoute } from './route.js';

const toSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

function withFile(schema: Record<string, unknown> | undefined, field: string): Record<string, unknown> {
  const base = (schema ?? { type: 'object' }) as { properties?: Record<string, unknown>; required?: string[] };
  return { ...base, properties: { ...base.properties, [field]: { type: 'string', format: 'binary' } }, required: [...(base.required ?? []), field] };
}

/** OpenAPI 3.1 built from the same zod schemas the routes validate with. */
export function buildOpenApi(routes: CatalogueRoute[], version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = r.url.replace(/:(\w+)/g, '{$1}');
    const parameters: unknown[] = [];
    for (const [where, schema] of [['query', r.query], ['path', r.params]] as const) {
      if (!schema) continue;
      const json = toSchema(schema) as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, s] of Object.entries(json.properties ?? {})) {
        parameters.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: s });
      }
    }
    const bodySchema = r.body ? toSchema(r.body) : undefined;
    // A multipart route takes its text fields and one file, not JSON.
    const bodyContent = r.multipart
      ? { 'multipart/form-data': { schema: withFile(bodySchema, r.multipart.fileField) } }
      : bodySchema && { 'application/json': { schema: bodySchema }, 'application/x-www-form-urlencoded': { schema: bodySchema } };
    paths[path] = {
      ...paths[path],
      [r.method.toLowerCase()]: {
        summary: r.summary,
        tags: [r.tag],
        'x-auth': r.auth,
        ...(r.permission ? { 'x-permission': r.permission } : {}),
        ...(parameters.length ? { parameters } : {}),
        ...(bodyContent ? { requestBody: { required: true, content: bodyContent } } : {}),
        responses: { 200: { description: 'Envelope { code, msg, data }; code 0 on success', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'eSign Cloud Console API', version, description: 'Every answer is { code, msg, data }. See x-error-codes for the catalogue.' },
    paths,
    components: {
      schemas: {
        Envelope: { type: 'object', required: ['code', 'msg', 'data'], properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: {} } },
      },
    },
    'x-error-codes': Object.fromEntries(Object.entries(errorCatalogue).map(([key, v]) => [key, v])),
  };
}
