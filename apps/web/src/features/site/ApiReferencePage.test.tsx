import {
  capabilityNames,
  dashboardSummarySchema,
  errorCatalogue,
  publicWebsiteConfigSchema,
  signatureTestVectors,
  signFlowCallbackEvents,
  signFlowCreateSample,
  testVectorSecret,
  websiteConfigRecordSchema,
  websiteConfigSchema,
} from '@console/contract';
import { en, zh } from '@console/phrases';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configureHttp } from '../../api/http';
import { setLanguage } from '../../app/i18n';
import ApiReferencePage from './ApiReferencePage';
import type { JsonSchema, OpenApiDocument } from './apiref/openapi';

const bodySchema = z.toJSONSchema(websiteConfigSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
/** The success answer as the server documents it: the envelope whose data is the endpoint's output schema. */
const envelope = (data: z.ZodType) => ({
  description: 'Success: code 0 and the data',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['code', 'msg', 'data'],
        properties: {
          code: { type: 'integer', const: 0 },
          msg: { type: 'string' },
          data: z.toJSONSchema(data, { io: 'output', unrepresentable: 'any' }) as JsonSchema,
        },
      },
    },
  },
});
const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});
const document_: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'eSign Cloud Console API', version: '6.7.2' },
  paths: {
    '/webgate/base/site/config': {
      get: {
        operationId: 'site.config',
        summary: 'Website config',
        'x-summary-zh': '网站配置与控制台版本',
        tags: ['site'],
        security: [],
        'x-auth': 'public',
        responses: { 200: envelope(publicWebsiteConfigSchema), 500: failure('internal (1000500)') },
      },
    },
    '/webgate/console/dashboard/summary': {
      get: {
        operationId: 'dashboard.summary',
        summary: 'Home dashboard figures',
        'x-summary-zh': '首页概览数据',
        tags: ['dashboard'],
        security: [{ userSession: [] }],
        'x-auth': 'user',
        'x-permission': 'myIndex',
        responses: {
          200: envelope(dashboardSummarySchema),
          401: failure('sessionExpired (-1), sessionReplaced (12)'),
          500: failure('internal (1000500)'),
        },
      },
    },
    '/webgate/operation-webapi/site/config': {
      put: {
        operationId: 'site.updateConfig',
        summary: 'Change the website config',
        'x-summary-zh': '修改网站配置',
        tags: ['ops'],
        security: [{ operatorSession: [] }],
        'x-auth': 'operator',
        requestBody: {
          content: { 'application/json': { schema: bodySchema }, 'application/x-www-form-urlencoded': { schema: bodySchema } },
        },
        responses: {
          200: envelope(websiteConfigRecordSchema),
          400: failure('headersMissing (1000401), validationFailed (1000400), fieldInvalid (1000400), malformedBody (1000402)'),
          401: failure('operatorSessionExpired (-1)'),
          403: failure('operatorPasswordChangeRequired (1001003)'),
          500: failure('internal (1000500)'),
        },
      },
    },
  },
  'x-error-codes': errorCatalogue,
};

let requested: string[];

/** The server answers with this document: raw, as the server sends it (no { code, msg, data } envelope). */
function serve(doc: OpenApiDocument) {
  requested = [];
  configureHttp({
    fetch: (input) => {
      requested.push(String(input));
      return Promise.resolve(new Response(JSON.stringify(doc), { headers: { 'content-type': 'application/json' } }));
    },
    notifyError: () => {},
    onSignedOut: () => {},
    language: () => 'zh',
    text: (key) => key,
  });
}

// Rendering antd tables in jsdom takes seconds when the machine is shared; waits are generous for that.
const patience = { timeout: 20_000 };

describe('ApiReferencePage', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    serve(document_);
    await act(() => setLanguage('zh', false));
  });
  afterEach(async () => {
    cleanup();
    await act(() => setLanguage('en', false));
  });

  const show = () =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ApiReferencePage />
      </QueryClientProvider>,
    );
  const endpoints = () => [...document.querySelectorAll('[data-testid="endpoint"]')];
  const search = (value: string) => fireEvent.change(screen.getByPlaceholderText(zh.site.apiref.searchPlaceholder), { target: { value } });

  it('renders the raw OpenAPI document grouped by tag, with access, permission and body fields', async () => {
    show();
    await waitFor(() => expect(endpoints()).toHaveLength(3), patience);
    expect(requested).toEqual(['/webgate/openapi.json']);
    const groupTitles = [...document.querySelectorAll('section > h3')].map((h) => h.firstChild?.textContent?.trim());
    expect(groupTitles).toEqual([zh.site.apiref.tags.site, zh.site.apiref.tags.dashboard, zh.site.apiref.tags.ops]);

    const [site, dashboard, operations] = endpoints() as [Element, Element, Element];
    expect(site.textContent).toContain('GET');
    expect(site.textContent).toContain(zh.site.apiref.auth.public);
    expect(site.textContent).toContain(zh.site.apiref.noInput);
    expect(dashboard.textContent).toContain(`${zh.site.apiref.permission}: myIndex`);
    expect(dashboard.textContent).toContain(zh.site.apiref.auth.user);
    expect(operations.textContent).toContain('PUT');
    expect(operations.textContent).toContain(zh.site.apiref.requestBody);
    expect(operations.textContent).toContain('defaultLanguage');
    expect(operations.textContent).toContain('取值之一：en, zh');
    expect(operations.textContent).toContain('须匹配 ^#[0-9a-fA-F]{6}$');
  });

  it('shows per endpoint the fields of its answer’s data and the error statuses it may answer', async () => {
    show();
    await waitFor(() => expect(endpoints()).toHaveLength(3), patience);
    const [site, dashboard, operations] = endpoints() as [Element, Element, Element];
    const fieldNames = (card: Element) =>
      [...card.querySelectorAll('[data-testid="response-fields"] tbody tr td:first-child')].map((td) => td.textContent);
    const statuses = (card: Element) => [...card.querySelectorAll('[data-testid="error-status"]')].map((row) => row.textContent);

    expect(fieldNames(site)).toEqual(expect.arrayContaining(['themeColor', 'defaultLanguage', 'version', 'outboxEnabled']));
    expect(statuses(site)).toEqual(['500internal (1000500)']);

    expect(dashboard.textContent).toContain(zh.site.apiref.responseData);
    expect(fieldNames(dashboard)).toEqual(
      expect.arrayContaining(['realName', 'realName.status', 'realName.checkedAt', 'ordersToPay.amountFen', 'invoices.invoiceableFen']),
    );
    expect(statuses(dashboard)).toEqual(['401sessionExpired (-1)sessionReplaced (12)', '500internal (1000500)']);

    expect(fieldNames(operations)).toEqual([
      'themeColor',
      'sidebarBgColor',
      'sidebarTextColor',
      'sidebarActiveTextColor',
      'loginEntryPath',
      'defaultLanguage',
      'updatedAt',
      'updatedBy',
    ]);
    // A nullable field of the answer is typed as such.
    const updatedBy = [...operations.querySelectorAll('[data-testid="response-fields"] tbody tr')].find(
      (tr) => tr.firstElementChild?.textContent === 'updatedBy',
    );
    expect(updatedBy?.textContent).toContain('string | null');
    expect(operations.textContent).toContain(zh.site.apiref.errorStatuses);
    expect(statuses(operations).map((s) => s?.slice(0, 3))).toEqual(['400', '401', '403', '500']);
    expect(statuses(operations)[2]).toBe('403operatorPasswordChangeRequired (1001003)');
    expect(statuses(operations)[0]).toContain('fieldInvalid (1000400)');
  });

  it('explains the signed open API with the published test vectors and samples in four languages', async () => {
    show();
    const guide = await screen.findByTestId('open-api-guide', {}, patience);
    for (const vector of signatureTestVectors) expect(guide.textContent).toContain(vector.signature);
    expect(guide.textContent).toContain(testVectorSecret);
    expect([...guide.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual(['curl', 'Node.js', 'Java', 'Python']);
    // The suite's language at this point is zh: the texts follow it.
    expect(guide.textContent).toContain(zh.site.apiref.guide.headers.nonce);
  });

  it('shows how to call the sign-flow endpoints: the order of calls, the published create body and every callback event', async () => {
    show();
    const guide = await screen.findByTestId('sign-flow-guide', {}, patience);
    expect(guide.textContent).toContain('signFlow/create → signFlow/start');
    expect(guide.textContent).toContain(JSON.stringify(signFlowCreateSample, null, 2));
    for (const event of signFlowCallbackEvents) expect(guide.textContent).toContain(event);
    expect(guide.textContent).toContain(zh.site.apiref.signFlows.rules);
    // The flow's end: its fields explained, and the sample carries them.
    expect(screen.getByTestId('sign-flow-end-hint').textContent).toBe(zh.site.apiref.signFlows.endHint);
    expect(guide.textContent).toContain('"rejectReason": "Wrong amount"');
  });

  it('has a group label for every capability, in every language', () => {
    for (const name of capabilityNames) {
      expect(en.site.apiref.tags[name], name).toBeTruthy();
      expect(zh.site.apiref.tags[name], name).toBeTruthy();
    }
  });

  it('lists every error code with its status and its message in the current language', async () => {
    show();
    await waitFor(
      () => expect(document.querySelectorAll('[data-testid="error-codes"] tbody tr')).toHaveLength(Object.keys(errorCatalogue).length),
      patience,
    );
    const row = [...document.querySelectorAll('[data-testid="error-codes"] tbody tr')].find((tr) =>
      tr.textContent?.includes('realNameRequired'),
    );
    expect(row?.textContent).toContain('4020020');
    expect(row?.textContent).toContain('403');
    expect(row?.textContent).toContain(zh.errors.realNameRequired);
    // A slot the server fills is shown by name, where it goes in the message.
    const rateLimited = [...document.querySelectorAll('[data-testid="error-codes"] tbody tr')].find((tr) =>
      tr.textContent?.includes('rateLimited'),
    );
    expect(rateLimited?.lastElementChild?.textContent).toBe(zh.errors.rateLimited.replace('{{seconds}}', 'seconds'));
    expect(rateLimited?.lastElementChild?.querySelector('code')?.textContent).toBe('seconds');
  });

  const summaries = () => endpoints().map((card) => card.querySelector('[data-testid="endpoint-summary"]')?.textContent);

  it('shows each endpoint’s summary in the console’s language: x-summary-zh in zh', async () => {
    show();
    await waitFor(() => expect(endpoints()).toHaveLength(3), patience);
    expect(summaries()).toEqual(['网站配置与控制台版本', '首页概览数据', '修改网站配置']);
    expect(document.body.textContent).not.toContain('Website config');
  });

  it('shows the English summary in en', async () => {
    await act(() => setLanguage('en', false));
    show();
    await waitFor(() => expect(endpoints()).toHaveLength(3), patience);
    expect(summaries()).toEqual(['Website config', 'Home dashboard figures', 'Change the website config']);
    expect(document.body.textContent).not.toContain('首页概览数据');
  });

  it('falls back to the English summary in zh when an operation has no Chinese one', async () => {
    const { 'x-summary-zh': _zh, ...untranslated } = document_.paths['/webgate/base/site/config']!.get!;
    serve({ ...document_, paths: { '/webgate/base/site/config': { get: untranslated } } });
    show();
    await waitFor(() => expect(endpoints()).toHaveLength(1), patience);
    expect(summaries()).toEqual(['Website config']);
  });

  it('finds endpoints by the summary shown in zh', async () => {
    show();
    await waitFor(() => expect(endpoints()).toHaveLength(3), patience);
    search('概览');
    expect(endpoints()).toHaveLength(1);
    expect(endpoints()[0]!.textContent).toContain('/webgate/console/dashboard/summary');
    // The English summary is still found.
    search('website config');
    expect(endpoints()).toHaveLength(2);
  });

  it('narrows the list to endpoints matching the search', async () => {
    show();
    await waitFor(() => expect(endpoints()).toHaveLength(3), patience);
    search('dashboard');
    expect(endpoints()).toHaveLength(1);
    expect(endpoints()[0]!.textContent).toContain('/webgate/console/dashboard/summary');
    search('no-such-endpoint');
    expect(endpoints()).toHaveLength(0);
    expect(screen.getByText(zh.site.apiref.noMatch)).toBeTruthy();
  });

  it('lists a long API as summaries whose details open on demand', async () => {
    // Eight copies of the dashboard endpoint under different paths: more than a handful, so they start closed.
    const dashboard = document_.paths['/webgate/console/dashboard/summary']!;
    const many: OpenApiDocument = {
      ...document_,
      paths: Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`/webgate/console/dashboard/summary${i}`, dashboard])),
    };
    serve(many);
    show();
    await waitFor(() => expect(endpoints()).toHaveLength(8), patience);
    expect(document.querySelectorAll('[data-testid="endpoint-details"]')).toHaveLength(0);
    expect(endpoints()[2]!.textContent).toContain('/webgate/console/dashboard/summary2');

    // By its label, not by role: a role query walks the whole list's accessibility tree (seconds in jsdom).
    const opener = screen.getByLabelText(zh.site.apiref.showDetails.replace('{{path}}', '/webgate/console/dashboard/summary2'), {
      selector: 'button',
    });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(opener);
    const details = document.querySelectorAll('[data-testid="endpoint-details"]');
    expect(details).toHaveLength(1);
    expect(endpoints()[2]!.contains(details[0]!)).toBe(true);
    expect(details[0]!.textContent).toContain(zh.site.apiref.responseData);

    fireEvent.click(
      screen.getByLabelText(zh.site.apiref.hideDetails.replace('{{path}}', '/webgate/console/dashboard/summary2'), { selector: 'button' }),
    );
    expect(document.querySelectorAll('[data-testid="endpoint-details"]')).toHaveLength(0);

    // A search that leaves a handful opens them all.
    search('summary7');
    expect(document.querySelectorAll('[data-testid="endpoint-details"]')).toHaveLength(1);
  });

  it('lists the whole API as group headings that open on demand, and a narrow search shows its endpoints at once', async () => {
    // 45 endpoints in two groups: past the 40 that are shown whole.
    const dashboard = document_.paths['/webgate/console/dashboard/summary']!.get!;
    const site = document_.paths['/webgate/base/site/config']!.get!;
    const whole: OpenApiDocument = {
      ...document_,
      paths: Object.fromEntries(Array.from({ length: 45 }, (_, i) => [`/webgate/console/thing${i}`, { get: i < 30 ? dashboard : site }])),
    };
    serve(whole);
    show();
    const opener = await screen.findByRole('button', { name: `${zh.site.apiref.tags.dashboard} (30)` }, patience);
    expect(document.querySelectorAll('[data-testid="endpoint-group"]')).toHaveLength(2);
    expect(endpoints()).toHaveLength(0);
    expect(opener.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(opener);
    expect(endpoints()).toHaveLength(30);
    expect(endpoints()[0]!.textContent).toContain('/webgate/console/thing0');
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(opener);
    expect(endpoints()).toHaveLength(0);

    search('thing4');
    // thing4 and thing40–44: six, shown without opening anything.
    expect(endpoints()).toHaveLength(6);
    expect(document.querySelectorAll('[data-testid="endpoint-group"] h3 button')).toHaveLength(0);
  });
});
