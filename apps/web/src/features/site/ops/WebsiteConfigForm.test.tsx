import { type WebsiteConfigRecord, defaultWebsiteConfig } from '@console/contract';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../app/i18n';
import { fakeServer } from '../../../test/fakeServer';
import { WebsiteConfigForm } from './WebsiteConfigForm';

// antd renders forms slowly in jsdom on a shared machine; waits are generous for that.
const patience = { timeout: 45_000 };
const record: WebsiteConfigRecord = { ...defaultWebsiteConfig, updatedAt: null, updatedBy: null };

beforeAll(async () => {
  await act(() => setLanguage('en', false));
});
afterEach(() => cleanup());

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
/** The contrast error shown beside an input, if any. */
function errorOf(input: HTMLElement): string | null {
  const errors = [...(input.closest('.ant-form-item')?.querySelectorAll('.ant-form-item-explain-error') ?? [])].map(
    (e) => e.textContent ?? '',
  );
  return errors.find((text) => text.includes('contrast')) ?? null;
}

describe('the website config form (back office)', { timeout: 120_000 }, () => {
  it('refuses menu colours nobody can read (WCAG AA) beside the field, before anything is sent; readable ones are saved', async () => {
    const server = fakeServer();
    const onSaved = vi.fn();
    render(
      <App>
        <WebsiteConfigForm record={record} onSaved={onSaved} />
      </App>,
    );
    const form = await screen.findByTestId('website-config-form', undefined, patience);
    // By label, not by role: a role query walks the accessibility tree of the whole form and its preview,
    // seconds per call in jsdom on a loaded machine (CI timed out at 120 s).
    const field = (name: string) => within(form).getByLabelText(name, { selector: 'input' });
    // A menu that fails the contrast rule: light grey text on a light grey bar.
    type(field('Left bar background colour'), '#f0f0f0');
    type(field('Left bar text colour'), '#eeeeee');
    await waitFor(
      () => expect(errorOf(field('Left bar text colour'))).toBe('Too little contrast with the menu background (at least 4.5:1)'),
      patience,
    );
    // White active text on that bar is as unreadable.
    expect(errorOf(field('Active text colour'))).toBe('Too little contrast with the menu background (at least 4.5:1)');
    fireEvent.click(screen.getByTestId('save-site-config'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    // Readable colours: the preview's logo wears the theme colour, and the config is saved.
    const readable = { themeColor: '#d4380d', sidebarBgColor: '#1f1f1f', sidebarTextColor: '#d9d9d9', sidebarActiveTextColor: '#ffffff' };
    type(field('Theme colour'), readable.themeColor);
    type(field('Left bar background colour'), readable.sidebarBgColor);
    type(field('Left bar text colour'), readable.sidebarTextColor);
    await waitFor(() => expect(errorOf(field('Left bar text colour'))).toBeNull(), patience);
    expect(within(screen.getByTestId('site-preview')).getByTestId('logo').style.background).toBe('rgb(212, 56, 13)');
    server.answer('PUT /webgate/operation-webapi/site/config', { data: { ...record, ...readable, updatedAt: 1, updatedBy: 'sam' } });
    fireEvent.click(screen.getByTestId('save-site-config'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), patience);
    const puts = server.calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(JSON.parse(String(puts[0]!.body))).toEqual({ ...defaultWebsiteConfig, ...readable });
  });

  it('offers only the console’s sign-in pages as the login entry page', async () => {
    fakeServer();
    render(
      <App>
        <WebsiteConfigForm record={record} onSaved={() => undefined} />
      </App>,
    );
    const form = await screen.findByTestId('website-config-form', undefined, patience);
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Login entry page path' }));
    const options = await screen.findAllByRole('option', undefined, patience);
    expect(options.map((o) => o.textContent)).toEqual(expect.arrayContaining(['/login']));
    await screen.findByText('/cerlogin · Sign-in by digital certificate', undefined, patience);
    expect(screen.getByText('/jdfLogin · Partner sign-in page')).toBeTruthy();
    expect(screen.queryByText(/\/signIn/)).toBeNull();
  });
});
