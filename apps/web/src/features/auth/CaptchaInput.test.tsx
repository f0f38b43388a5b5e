import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureHttp } from '../../api/http';
import { i18next } from '../../app/i18n';
import { CaptchaInput, useCaptcha } from './CaptchaInput';

/**
 * The image code is antd-free for the sign-in route, yet the registration and reset pages put it in
 * an antd Form.Item: it must take the value/onChange/aria-invalid that Form.Item injects.
 */
let drawn = 0;

function ResetLikeForm({ onForm }: { onForm: (form: FormInstance) => void }) {
  const [form] = Form.useForm();
  const captcha = useCaptcha();
  onForm(form);
  return (
    <Form form={form} layout="vertical" size="large">
      <Form.Item name="captcha" label="Image code" rules={[{ required: true, message: 'Please enter the 4-character code' }]}>
        <CaptchaInput captcha={captcha} />
      </Form.Item>
    </Form>
  );
}

describe('CaptchaInput inside an antd Form.Item', () => {
  let form!: FormInstance;
  beforeAll(async () => {
    await i18next.changeLanguage('en');
    configureHttp({
      fetch: async () => {
        drawn += 1;
        return new Response(
          JSON.stringify({
            code: 0,
            msg: 'ok',
            data: { token: `t${drawn}`, image: `data:image/svg+xml,${drawn}`, expiresAt: Date.now() + 120_000 },
          }),
          {
            headers: { 'content-type': 'application/json' },
          },
        );
      },
      notifyError: () => undefined,
      onSignedOut: () => undefined,
      language: () => 'en',
      text: (key) => key,
    });
    render(<ResetLikeForm onForm={(f) => (form = f)} />);
    await screen.findByRole('img');
  });
  afterAll(cleanup);

  it('is labelled by the Form.Item and shows its error the antd way', async () => {
    const input = screen.getByLabelText('Image code') as HTMLInputElement;
    await act(async () => void (await form.validateFields().catch(() => undefined)));
    // antd writes the error state and its message in separate renders: wait for all of them.
    await waitFor(() => {
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.closest('.lt-input')!.classList.contains('lt-input-error')).toBe(true);
      expect(screen.getByText('Please enter the 4-character code')).toBeTruthy();
    });
  });

  it('hands what is typed to the form, and a click on the image empties it and draws a new one', async () => {
    const input = screen.getByLabelText('Image code') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'AB12' } });
    expect(form.getFieldValue('captcha')).toBe('AB12');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBeNull());

    const before = drawn;
    fireEvent.click(screen.getByTestId('captcha-image'));
    expect(form.getFieldValue('captcha')).toBe('');
    expect(input.value).toBe('');
    await waitFor(() => expect(screen.getByRole('img').getAttribute('src')).toBe(`data:image/svg+xml,${before + 1}`));
  });
});
