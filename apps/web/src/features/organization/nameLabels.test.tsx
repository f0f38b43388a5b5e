import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { fakeServer } from '../../test/fakeServer';
import { DepartmentDialog } from './DepartmentDialog';

const patience = { timeout: 15_000 };

beforeAll(async () => {
  await act(async () => {
    await setLanguage('zh', false);
    await loadNamespaces(lazyNamespaces);
  });
});
afterEach(() => cleanup());

describe('a department’s name in zh', { timeout: 60_000 }, () => {
  it('is labelled 名称 (a thing’s name), not 姓名 (a person’s)', async () => {
    fakeServer();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <DepartmentDialog draft={{ parentCode: 'root' }} onClose={() => undefined} onSaved={() => undefined} />
        </App>
      </QueryClientProvider>,
    );
    const form = await screen.findByTestId('department-form', undefined, patience);
    expect(within(form).getByLabelText('名称')).toBe(within(form).getByTestId('department-name'));
    expect(within(form).queryByText('姓名')).toBeNull();
  });
});
