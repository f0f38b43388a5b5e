import { type Endpoint, type ErrorKey, errorCatalogue, errorsOf } from '@console/contract';
import { z } from 'zod';
import { operatorCookie } from './operator-session.js';
import { sessionCookie } from './session.js';

type Json = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;

function withFile(schema: Json | undefined, field: string): Json {
  const base = (schema ?? { type: 'object' }) as { properties?: Json; required?: string[] };
  return {
    ...base,
    properties: { ...base.properties, [field]: { type: 'string', format: 'binary' } },
    required: [...(base.required ?? []), field],
  };
}

const envelopeOf = (data: Json): Json => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: { code: { type: 'integer', const: 0 }, msg: { type: 'string' }, data },
});

const securityOf = (endpoint: Endpoint) =>
  endpoint.access === 'user'
    ? [{ userSession: [] }]
    : endpoint.access === 'public'
      ? []
      : endpoint.access === 'app'
        ? [{ appSignature: [] }]
        : [{ operatorSession: [] }];

function parametersOf(endpoint: Endpoint): Json[] {
  const parameters: Json[] = [];
  for (const [where, schema] of [
    ['query', endpoint.query],
    ['path', endpoint.params],
    ['header', endpoint.headers],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input') as { properties?: Json; required?: string[] };
    for (const [name, s] of Object.entries(json.properties ?? {})) {
      parameters.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: s });
    }
  }
  return parameters;
}

function requestBodyOf(endpoint: Endpoint): Json | undefined {
  const schema = endpoint.body ? toSchema(endpoint.body, 'input') : undefined;
  if (endpoint.file) return { required: true, content: { 'multipart/form-data': { schema: withFile(schema, endpoint.file.field) } } };
  if (!schema) return undefined;
  // Every /webgate body may be JSON or form-encoded (§7 has both); the console sends the route's encoding.
  const content = { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } };
  return {
    required: true,
    content: endpoint.encoding === 'form' ? { 'application/x-www-form-urlencoded': { schema }, 'application/json': { schema } } : content,
  };
}

function successOf(endpoint: Endpoint): Json {
  const output = endpoint.output;
  if (output instanceof z.ZodType) {
    return {
      description: 'Success: code 0 and the data',
      content: { 'application/json': { schema: envelopeOf(toSchema(output, 'output')) } },
    };
  }
  if (output.kind === 'file') {
    return {
      description: 'The file',
      content: Object.fromEntries(output.contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
    };
  }
  return { description: 'The document', content: { [output.contentType]: { schema: { type: 'object' } } } };
}

/** The error answers of an endpoint by HTTP status, each naming its catalogued codes. */
function errorResponsesOf(endpoint: Endpoint): Json {
  const byStatus = new Map<number, ErrorKey[]>();
  for (const key of errorsOf(endpoint)) {
    const { status } = errorCatalogue[key];
    byStatus.set(status, [...(byStatus.get(status) ?? []), key]);
  }
  const responses: Json = {};
  for (const [status, keys] of [...byStatus].sort(([a], [b]) => a - b)) {
    const codes = [...new Set(keys.map((k) => errorCatalogue[k].code))];
    responses[String(status)] = {
      description: keys.map((k) => `${k} (${errorCatalogue[k].code})`).join(', '),
      headers: status === 429 ? { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } } : undefined,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' }, 'x-codes': codes } },
    };
  }
  return responses;
}

/** OpenAPI 3.1 built from the endpoint table: the same zod schemas the routes validate inputs and check answers with. */
export function buildOpenApi(endpoints: readonly Endpoint[], version: string): Json {
  const paths: Record<string, Json> = {};
  for (const endpoint of endpoints) {
    const path = `/webgate${endpoint.path}`.replace(/:(\w+)/g, '{$1}');
    const parameters = parametersOf(endpoint);
    const requestBody = requestBodyOf(endpoint);
    paths[path] = {
      ...paths[path],
      [endpoint.method.toLowerCase()]: {
        operationId: endpoint.id,
        summary: endpoint.summary,
        'x-summary-zh': endpoint.summaryZh,
        tags: [endpoint.id.split('.')[0]],
        security: securityOf(endpoint),
        'x-auth': endpoint.access,
        ...(endpoint.permission ? { 'x-permission': endpoint.permission } : {}),
        ...(endpoint.errors?.length ? { 'x-errors': endpoint.errors } : {}),
        ...(parameters.length ? { parameters } : {}),
        ...(requestBody ? { requestBody } : {}),
        responses: { 200: successOf(endpoint), ...errorResponsesOf(endpoint) },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'eSign Cloud Console API',
      version,
      description: 'Every JSON answer is { code, msg, data }; code 0 is success. See x-error-codes for the catalogue.',
    },
    paths,
    components: {
      securitySchemes: {
        userSession: { type: 'apiKey', in: 'cookie', name: sessionCookie, description: 'A signed-in person’s session (set by sign-in)' },
        operatorSession: {
          type: 'apiKey',
          in: 'cookie',
          name: operatorCookie,
          description: 'A signed-in operator’s session (back office)',
        },
        appSignature: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Signature',
          description:
            'Base64(HMAC-SHA256(secret, METHOD, PATH, CANONICAL_QUERY, X-Timestamp, X-Nonce and X-Content-SHA256 joined by line feeds)), sent with X-App-Id, X-Timestamp, X-Nonce and X-Content-SHA256 (see the API reference)',
        },
      },
      schemas: {
        ErrorEnvelope: {
          type: 'object',
          required: ['code', 'msg', 'data'],
          properties: {
            code: { type: 'integer', description: 'A code of x-error-codes' },
            msg: { type: 'string', description: 'The message in the request’s language' },
            data: {
              description: 'For a field error, the fields and their messages; otherwise details or null',
              anyOf: [
                { type: 'null' },
                {
                  type: 'object',
                  properties: {
                    fields: {
                      type: 'array',
                      items: {
                        type: 'object',
                        required: ['field', 'message'],
                        properties: { field: { type: 'string' }, message: { type: 'string' } },
                      },
                    },
                  },
                },
              ],
            },
          },
        },
      },
    },
    'x-error-codes': Object.fromEntries(Object.entries(errorCatalogue).map(([key, v]) => [key, v])),
  };
}
