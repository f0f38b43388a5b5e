import { operatorChangePasswordSchema, registerSchema, reviewDecisionSchema, websiteConfigSchema } from '@console/contract';
import { act, cleanup, render, renderHook } from '@testing-library/react';
import { Form, type FormInstance, Input } from 'antd';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { i18next } from '../app/i18n';
import { showServerFieldErrors as showFieldErrors, useSchemaRule } from './formRules';

type Validator = (rule: unknown, value: unknown) => Promise<void>;

function validatorFor(schema: Parameters<ReturnType<typeof useSchemaRule>>[0], label: string): Validator {
  const { result } = renderHook(() => useSchemaRule());
  return (result.current(schema, label) as { validator: Validator }).validator;
}

describe('contract schemas as form rules', () => {
  afterAll(async () => {
    await i18next.changeLanguage('en');
  });

  it('accepts what the server accepts and refuses the rest with the validation phrase', async () => {
    await i18next.changeLanguage('en');
    const themeColour = validatorFor(websiteConfigSchema.shape.themeColor, 'Theme colour');
    await expect(themeColour({}, '#d4380d')).resolves.toBeUndefined();
    await expect(themeColour({}, 'red')).rejects.toThrow('Enter a colour as #RRGGBB');
    await expect(themeColour({}, '#d4380')).rejects.toThrow('Enter a colour as #RRGGBB');
  });

  it('refuses control characters and bidi overrides as the server does, line breaks only where a field spans lines', async () => {
    await i18next.changeLanguage('en');
    const path = validatorFor(websiteConfigSchema.shape.loginEntryPath, 'Login entry page path');
    await expect(path({}, '/login\u202E')).rejects.toThrow(
      'Login entry page path contains control or text-direction characters that are not allowed',
    );
    await i18next.changeLanguage('zh');
    const reason = validatorFor(reviewDecisionSchema.shape.reason, '原因');
    await expect(reason({}, '第一行\n第二行')).resolves.toBeUndefined();
    await expect(reason({}, '第一行\u0000')).rejects.toThrow('原因包含不允许的控制字符或文字方向字符');
  });

  it('refuses a sign-in entry path that would leave the site, as the server does on save', async () => {
    await i18next.changeLanguage('en');
    const path = validatorFor(websiteConfigSchema.shape.loginEntryPath, 'Login entry page path');
    for (const bad of ['//evil.example/x', '/a//b', 'https://evil.example', '/\\evil.example'])
      await expect(path({}, bad), bad).rejects.toThrow('Enter a console path starting with one /');
    await expect(path({}, '/jdfLogin')).resolves.toBeUndefined();
  });

  it('names the field in an emptied input, in the console language', async () => {
    await i18next.changeLanguage('en');
    await expect(validatorFor(websiteConfigSchema.shape.loginEntryPath, 'Login entry page path')({}, '')).rejects.toThrow(
      'Login entry page path cannot be empty',
    );
    await i18next.changeLanguage('zh');
    await expect(validatorFor(websiteConfigSchema.shape.loginEntryPath, '登录入口页路径')({}, undefined)).rejects.toThrow(
      '登录入口页路径不能为空',
    );
  });

  it('fills in the limits a length rule carries', async () => {
    await i18next.changeLanguage('en');
    const userName = validatorFor(registerSchema.shape.userName, 'userName');
    await expect(userName({}, 'a')).rejects.toThrow('At least 2 characters');
    await expect(userName({}, 'x'.repeat(33))).rejects.toThrow('At most 32 characters');
    await expect(userName({}, 'ab')).resolves.toBeUndefined();
  });

  it("says the one password rule in the console's language on the operator's form too (it used to say 12-64)", async () => {
    await i18next.changeLanguage('en');
    const newPassword = validatorFor(operatorChangePasswordSchema.shape.newPass, 'New password');
    await expect(newPassword({}, 'short')).rejects.toThrow(
      '8-20 characters, with at least two of letters, digits and special characters (!#$%^@&*)',
    );
    await expect(newPassword({}, 'twelve chars')).rejects.toThrow('8-20 characters');
    await expect(newPassword({}, 'Twelve7chars')).resolves.toBeUndefined();
    await expect(newPassword({}, 'ab!1')).rejects.toThrow('8-20 characters');
  });
});

function FieldsHarness({ onForm }: { onForm: (form: FormInstance) => void }) {
  const [form] = Form.useForm();
  onForm(form);
  return (
    <Form form={form}>
      {['themeColor', 'loginEntryPath', 'oldPass'].map((name) => (
        <Form.Item key={name} name={name}>
          <Input />
        </Form.Item>
      ))}
    </Form>
  );
}

describe('server field errors on the form', () => {
  let form!: FormInstance;
  beforeAll(() => {
    render(<FieldsHarness onForm={(f) => (form = f)} />);
  });
  afterAll(cleanup);

  it('puts each message on the field it names, and leaves other failures to the toast', () => {
    act(() =>
      showFieldErrors(
        form,
        new ApiError(1000400, 'Theme colour: Enter a colour as #RRGGBB', {
          fields: [{ field: 'themeColor', message: 'Theme colour: Enter a colour as #RRGGBB' }],
        }),
      ),
    );
    expect(form.getFieldError('themeColor')).toEqual(['Theme colour: Enter a colour as #RRGGBB']);
    expect(form.getFieldError('loginEntryPath')).toEqual([]);

    act(() => showFieldErrors(form, new ApiError(1001004, 'The current password is wrong')));
    act(() => showFieldErrors(form, new Error('network')));
    expect(form.getFieldError('oldPass')).toEqual([]);
  });
});
