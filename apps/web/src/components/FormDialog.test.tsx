import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { App, Form, Input } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../app/i18n';
import { FormDialog } from './FormDialog';

beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
  });
});
afterEach(() => cleanup());

function NameDialog({ testId, label }: { testId: string; label: string }) {
  const [form] = Form.useForm<{ name: string }>();
  return (
    <FormDialog
      open
      title={label}
      form={form}
      submit={async () => undefined}
      savedText=""
      onSaved={() => undefined}
      onClose={() => undefined}
      testId={testId}
    >
      <Form.Item name="name" label={label}>
        <Input />
      </Form.Item>
    </FormDialog>
  );
}

describe('FormDialog', { timeout: 60_000 }, () => {
  it('keeps field ids unique when two dialogs with a field of the same name are on one page', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <NameDialog testId="package-form" label="Package name" />
          <NameDialog testId="coupon-form" label="Coupon name" />
        </App>
      </QueryClientProvider>,
    );
    const packageForm = await screen.findByTestId('package-form');
    const couponForm = await screen.findByTestId('coupon-form');
    // antd's generated ids are the constant "test-id" under NODE_ENV=test; in a browser they differ.
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id).filter((id) => id !== 'test-id');
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    // Each label still leads to its own dialog's field.
    expect(packageForm.contains(within(packageForm).getByLabelText('Package name'))).toBe(true);
    expect(couponForm.contains(within(couponForm).getByLabelText('Coupon name'))).toBe(true);
  });
});
