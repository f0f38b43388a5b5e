import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http';
import { setLanguage } from '../app/i18n';
import { ConfirmFormDialog } from './ConfirmFormDialog';

beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
  });
});
afterEach(() => cleanup());

function CommentDialog({ onSubmit }: { onSubmit: (values: { comment: string }) => Promise<unknown> }) {
  const [form] = Form.useForm<{ comment: string }>();
  return (
    <ConfirmFormDialog
      open
      title="Close"
      hint="Closing ends the conversation."
      okText="Close it"
      okTestId="confirm"
      form={form}
      initialValues={{ comment: 'fine' }}
      onCancel={() => undefined}
      onSubmit={onSubmit}
    >
      <Form.Item name="comment" label="Comment">
        <Input />
      </Form.Item>
    </ConfirmFormDialog>
  );
}

describe('ConfirmFormDialog', { timeout: 60_000 }, () => {
  it('sends the fields as typed and shows a refusal naming a field beside it', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new ApiError(1000400, 'bad', { fields: [{ field: 'comment', message: 'Too rude' }] })));
    render(<CommentDialog onSubmit={onSubmit} />);
    expect(await screen.findByText('Closing ends the conversation.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'never again' } });
    fireEvent.click(screen.getByTestId('confirm'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ comment: 'never again' }));
    expect(await screen.findByText('Too rude')).toBeTruthy();
    expect((screen.getByLabelText('Comment') as HTMLInputElement).value).toBe('never again');
  });
});
