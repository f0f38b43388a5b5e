import { errorCatalogue, websiteConfigSchema } from '@console/contract';
import { zh } from '@console/phrases';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configureHttp } from '../../api/http';
import { setLanguage } from '../../app/i18n';
import ApiReferencePage from './ApiReferencePage';
import type { JsonSchema, OpenApiDocument } from './apiref/openapi';

const bodySchema = z.toJSONSchema(websiteConfigSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
const document_: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'eSign Cloud Console API', version: '6.7.2' },
  paths: {
    '/webgate/base/site/config': { get: { summary: 'Website config', tags: ['site'], 'x-auth': 'public' } },
    '/webgate/console/dashboard/summary': {
      get: { summary: 'Home dashboard figures', tags: ['dashboard'], 'x-auth': 'user', 'x-permission': 'myIndex' },
    },
    '/webgate/operation-webapi/site/config': {
      put: {
        summary: 'Change the website config',
        tags: ['operations'],
        'x-auth': 'operator',
        requestBody: {
          content: { 'application/json': { schema: bodySchema }, 'application/x-www-form-urlencoded': { schema: bodySchema } },
        },
      },
    },
  },
  'x-error-codes': errorCatalogue,
};

let requested: string[];

// Rendering antd tables in jsdom takes seconds when the machine is shared; waits are generous for that.
const patience = { timeout: 20_000 };

describe('ApiReferencePage', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    requested = [];
    configureHttp({
      fetch: (input) => {
        requested.push(String(input));
        // The raw document, as the server sends it: no { code, msg, data } envelope.
        return Promise.resolve(new Response(JSON.stringify(document_), { headers: { 'content-type': 'application/json' } }));
      },
      notifyError: () => {},
      onSignedOut: () => {},
      language: () => 'zh',
      text: (key) => key,
    });
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

  it('renders the raw OpenAPI document grouped by tag, with access, permission and body fields', async () => {
    show();
    await waitFor(() => expect(endpoints()).toHaveLength(3), patience);
    expect(requested).toEqual(['/webgate/openapi.json']);
    const groupTitles = [...document.querySelectorAll('section > h3')].map((h) => h.firstChild?.textContent?.trim());
    expect(groupTitles).toEqual([zh.apiref.tags.site, zh.apiref.tags.dashboard, zh.apiref.tags.operations]);

    const [site, dashboard, operations] = endpoints() as [Element, Element, Element];
    expect(site.textContent).toContain('GET');
    expect(site.textContent).toContain(zh.apiref.auth.public);
    expect(site.textContent).toContain(zh.apiref.noInput);
    expect(dashboard.textContent).toContain(`${zh.apiref.permission}: myIndex`);
    expect(dashboard.textContent).toContain(zh.apiref.auth.user);
    expect(operations.textContent).toContain('PUT');
    expect(operations.textContent).toContain(zh.apiref.requestBody);
    expect(operations.textContent).toContain('defaultLanguage');
    expect(operations.textContent).toContain('取值之一：en, zh');
    expect(operations.textContent).toContain('须匹配 ^#[0-9a-fA-F]{6}$');
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

  it('narrows the list to endpoints matching the search', async () => {
    show();
    await waitFor(() => expect(endpoints()).toHaveLength(3), patience);
    fireEvent.change(screen.getByPlaceholderText(zh.apiref.searchPlaceholder), { target: { value: 'dashboard' } });
    expect(endpoints()).toHaveLength(1);
    expect(endpoints()[0]!.textContent).toContain('/webgate/console/dashboard/summary');
    fireEvent.change(screen.getByPlaceholderText(zh.apiref.searchPlaceholder), { target: { value: 'no-such-endpoint' } });
    expect(endpoints()).toHaveLength(0);
    expect(screen.getByText(zh.apiref.noMatch)).toBeTruthy();
  });
});
