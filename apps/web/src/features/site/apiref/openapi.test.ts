import { outboxMessageSchema, pageOf, registerSchema, websiteConfigSchema } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
  dataFields,
  errorStatuses,
  groupByTag,
  isNullData,
  listEndpoints,
  matchesSearch,
  parameterFields,
  schemaFields,
  successAnswer,
  typeName,
} from './openapi';

/** The same conversion the server's OpenAPI builder applies to the route schemas. */
const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
const row = (rows: ReturnType<typeof schemaFields>, name: string) => {
  const found = rows.find((r) => r.name === name);
  if (!found) throw new Error(`no row ${name} in ${rows.map((r) => r.name).join(', ')}`);
  return found;
};
const kinds = (r: ReturnType<typeof row>) => Object.fromEntries(r.constraints.map((c) => [c.kind, c.value]));

describe('reading request bodies from the contract schemas', () => {
  it('lists every registration field with what the server will insist on', () => {
    const rows = schemaFields(jsonSchema(registerSchema));
    expect(rows.map((r) => r.name)).toEqual(['ticket', 'userName', 'phone', 'code', 'password', 'confirmPassword', 'agree']);
    const userName = row(rows, 'userName');
    expect(userName).toMatchObject({ type: 'string', required: true, location: 'body' });
    expect(kinds(userName)).toMatchObject({ minLength: '2', maxLength: '32' });
    expect(kinds(userName).pattern).toBeDefined();
  });

  it('shows an enumeration as its allowed values and a pattern as written', () => {
    const rows = schemaFields(jsonSchema(websiteConfigSchema));
    expect(kinds(row(rows, 'defaultLanguage')).enum).toBe('en, zh');
    expect(kinds(row(rows, 'themeColor')).pattern).toBe('^#[0-9a-fA-F]{6}$');
    expect(rows.every((r) => r.required)).toBe(true);
  });

  it('spells nested objects and arrays of objects as paths, and keeps optional and nullable apart', () => {
    const schema = z.object({
      company: z.object({ name: z.string().max(64), abbreviation: z.string().max(10).optional() }),
      members: z.array(z.object({ phone: z.string().regex(/^1\d{10}$/), role: z.number().int().min(1) })).min(1),
      remark: z.string().nullable(),
      pageSize: z.number().int().min(1).max(100).default(10),
    });
    const rows = schemaFields(jsonSchema(schema));
    expect(rows.map((r) => [r.name, r.depth])).toEqual([
      ['company', 0],
      ['company.name', 1],
      ['company.abbreviation', 1],
      ['members', 0],
      ['members[].phone', 1],
      ['members[].role', 1],
      ['remark', 0],
      ['pageSize', 0],
    ]);
    expect(row(rows, 'members').type).toBe('object[]');
    expect(kinds(row(rows, 'members'))).toEqual({ minItems: '1' });
    expect(row(rows, 'company.abbreviation').required).toBe(false);
    expect(row(rows, 'remark')).toMatchObject({ type: 'string | null', required: true });
    // An integer's implied safe-integer bound is not a rule anyone wrote.
    expect(kinds(row(rows, 'members[].role'))).toEqual({ minimum: '1' });
    expect(kinds(row(rows, 'pageSize'))).toEqual({ minimum: '1', maximum: '100', default: '10' });
  });

  it('follows $ref into $defs, and a field only some shapes of a union need is optional', () => {
    const address = { type: 'object', properties: { city: { type: 'string', minLength: 1 } }, required: ['city'] };
    const schema: JsonSchema = {
      $defs: { Address: address },
      anyOf: [
        {
          type: 'object',
          properties: { kind: { const: 'person' }, idNumber: { type: 'string' }, home: { $ref: '#/$defs/Address' } },
          required: ['kind', 'idNumber'],
        },
        {
          type: 'object',
          properties: { kind: { const: 'enterprise' }, creditCode: { type: 'string', minLength: 18, maxLength: 18 } },
          required: ['kind', 'creditCode'],
        },
      ],
    };
    const rows = schemaFields(schema);
    expect(row(rows, 'kind').required).toBe(true);
    expect(row(rows, 'idNumber').required).toBe(false);
    expect(row(rows, 'creditCode').required).toBe(false);
    expect(kinds(row(rows, 'home.city'))).toEqual({ minLength: '1' });
    expect(typeName({ anyOf: [{ type: 'string' }, { type: 'integer' }] })).toBe('string | integer');
  });

  it('reads query and path parameters with their own required flags', () => {
    const rows = parameterFields([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'pageNum', in: 'query', schema: { type: 'integer', minimum: 1 } },
    ]);
    expect(rows.map((r) => [r.name, r.location, r.required, r.type])).toEqual([
      ['id', 'path', true, 'string'],
      ['pageNum', 'query', false, 'integer'],
    ]);
  });
});

describe('endpoints of a document', () => {
  const doc: OpenApiDocument = {
    openapi: '3.1.0',
    info: { title: 'api', version: '6.7.2' },
    paths: {
      '/webgate/base/site/config': { get: { summary: 'Website config', tags: ['site'], 'x-auth': 'public' } },
      '/webgate/base/user/headerInfo': { get: { summary: 'Header info', tags: ['account'], 'x-auth': 'user' } },
      '/webgate/operation-webapi/site/config': {
        get: { summary: 'Config with its editor', tags: ['operations'], 'x-auth': 'operator' },
        put: { summary: 'Change the config', tags: ['operations'], 'x-auth': 'operator' },
      },
      '/webgate/health': { get: { summary: 'Liveness', tags: ['site'], 'x-auth': 'public' } },
    },
  };

  it('groups by tag in the order tags first appear, every method of a path included', () => {
    const groups = groupByTag(listEndpoints(doc));
    expect(groups.map((g) => [g.tag, g.endpoints.map((e) => `${e.method} ${e.path}`)])).toEqual([
      ['site', ['get /webgate/base/site/config', 'get /webgate/health']],
      ['account', ['get /webgate/base/user/headerInfo']],
      ['operations', ['get /webgate/operation-webapi/site/config', 'put /webgate/operation-webapi/site/config']],
    ]);
  });

  it('finds endpoints by path, method or summary, ignoring case', () => {
    const found = (q: string) =>
      listEndpoints(doc)
        .filter((e) => matchesSearch(e, q))
        .map((e) => `${e.method} ${e.path}`);
    expect(found('HEADER')).toEqual(['get /webgate/base/user/headerInfo']);
    expect(found('put')).toEqual(['put /webgate/operation-webapi/site/config']);
    expect(found('  ')).toHaveLength(5);
  });
});

describe('what an endpoint answers', () => {
  const output = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  const enveloped = (data: JsonSchema): OpenApiOperation => ({
    responses: {
      200: {
        content: {
          'application/json': {
            schema: { type: 'object', properties: { code: { type: 'integer', const: 0 }, msg: { type: 'string' }, data } },
          },
        },
      },
    },
  });

  it('reads the data of the envelope, and lists the fields of a list’s items and of a page’s rows', () => {
    const list = successAnswer(enveloped(output(z.array(outboxMessageSchema)))) as { kind: 'data'; schema: JsonSchema };
    expect(list.kind).toBe('data');
    expect(dataFields(list.schema).map((r) => r.name)).toEqual([
      '[].id',
      '[].channel',
      '[].to',
      '[].subject',
      '[].text',
      '[].purpose',
      '[].createdAt',
    ]);
    expect(dataFields(list.schema).find((r) => r.name === '[].subject')?.type).toBe('string | null');
    const page = successAnswer(enveloped(output(pageOf(z.object({ id: z.string() }))))) as { kind: 'data'; schema: JsonSchema };
    expect(dataFields(page.schema).map((r) => r.name)).toEqual(['list', 'list[].id', 'next', 'total', 'totalCapped']);
  });

  it('tells an answer of null data, a file and a document of its own apart', () => {
    const nothing = successAnswer(enveloped(output(z.null()))) as { kind: 'data'; schema: JsonSchema };
    expect(isNullData(nothing.schema)).toBe(true);
    expect(dataFields(nothing.schema)).toEqual([]);
    const binary = { schema: { type: 'string', format: 'binary' } };
    expect(successAnswer({ responses: { 200: { content: { 'image/jpeg': binary, 'image/png': binary } } } })).toEqual({
      kind: 'file',
      contentTypes: ['image/jpeg', 'image/png'],
    });
    expect(successAnswer({ responses: { 200: { content: { 'application/json': { schema: { type: 'object' } } } } } })).toEqual({
      kind: 'document',
      contentType: 'application/json',
    });
    expect(successAnswer({})).toBeUndefined();
  });

  it('lists the error statuses lowest first, each with its keys and codes', () => {
    const statuses = errorStatuses({
      responses: {
        200: {},
        429: { description: 'codeSendTooSoon (1002007), rateLimited (1000429)' },
        400: { description: 'validationFailed (1000400), captchaWrong (1002001)' },
        401: { description: 'sessionExpired (-1)' },
      },
    });
    expect(statuses).toEqual([
      {
        status: 400,
        errors: [
          { key: 'validationFailed', code: 1000400 },
          { key: 'captchaWrong', code: 1002001 },
        ],
      },
      { status: 401, errors: [{ key: 'sessionExpired', code: -1 }] },
      {
        status: 429,
        errors: [
          { key: 'codeSendTooSoon', code: 1002007 },
          { key: 'rateLimited', code: 1000429 },
        ],
      },
    ]);
  });
});
