import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { setLanguage } from '../../app/i18n';
import { NewWorkOrderForm } from './NewWorkOrderForm';
import type { NewWorkOrderBody } from './api';

// antd renders forms slowly in jsdom on a shared machine; waits are generous for that.
const patience = { timeout: 15_000 };

beforeAll(async () => {
  await act(() => setLanguage('en', false));
});
afterEach(() => cleanup());

function show(onSubmit: (body: NewWorkOrderBody) => Promise<unknown>) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <NewWorkOrderForm context={{ appId: 'app-1', requestId: 'req-failed-9', service: 'phone3' }} onSubmit={onSubmit} />
      </App>
    </QueryClientProvider>,
  );
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the new-work-order form', () => {
  it('refuses an empty title and description in the schema’s words and sends nothing', async () => {
    const onSubmit = vi.fn(async (_body: NewWorkOrderBody) => undefined);
    show(onSubmit);
    fireEvent.click(await screen.findByTestId('work-order-submit', {}, patience));
    expect(await screen.findByText('Title cannot be empty', {}, patience)).toBeTruthy();
    expect(screen.getByText('Problem description cannot be empty')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  }, 30_000);

  it('sends what was typed with the context it was opened with, and shows a refusal beside its field', async () => {
    const onSubmit = vi.fn(async (_body: NewWorkOrderBody) => {
      throw new ApiError(1000400, 'bad', { fields: [{ field: 'title', message: 'At most 100 characters' }] });
    });
    show(onSubmit);
    expect((await screen.findByTestId('work-order-context', {}, patience)).textContent).toContain('req-failed-9');
    type('work-order-title', 'Calls fail');
    type('work-order-description', 'Since this morning\nevery call fails');
    fireEvent.click(screen.getByTestId('work-order-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), patience);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      service: 'phone3',
      category: 'fault',
      title: 'Calls fail',
      description: 'Since this morning\nevery call fails',
      attachmentIds: [],
      appId: 'app-1',
      requestId: 'req-failed-9',
    });
    expect(await screen.findByText('At most 100 characters', {}, patience)).toBeTruthy();
  }, 30_000);
});
