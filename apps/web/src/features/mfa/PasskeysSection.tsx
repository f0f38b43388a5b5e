import { type MfaStatus, type PasskeyOptions, passkeyConfirmSchema, passkeyRenameSchema, passkeyRemoveSchema } from '@console/contract';
import { App, Button, Flex, Form, Input, List, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { FormDialog } from '../../components/FormDialog';
import { useSchemaRule } from '../../components/formRules';
import { mfaApi } from './api';
import { createPasskey, passkeysSupported } from './passkeyBrowser';

type Passkey = MfaStatus['passkeys'][number];
const time = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

/** The account's passkey calls: the person's (default) or, handed in by ops, an operator's. */
export interface PasskeysApi {
  start: () => Promise<PasskeyOptions>;
  confirm: (body: { response: Record<string, unknown>; name: string; password: string }) => Promise<unknown>;
  rename: (id: string, name: string) => Promise<unknown>;
  /** `password` when the account confirms a removal with it; an operator's asks a fresh factor instead (operation protection). */
  remove: (id: string, password?: string) => Promise<unknown>;
  removeAsksPassword: boolean;
  /** The label of the password asked again (the account's or the operator's). */
  passwordLabel?: string;
}

const personApi: PasskeysApi = {
  start: () => mfaApi.passkeyStart(),
  confirm: (body) => mfaApi.passkeyConfirm(body),
  rename: (id, name) => mfaApi.passkeyRename(id, name),
  remove: (id, password) => mfaApi.passkeyRemove(id, password ?? ''),
  removeAsksPassword: true,
};

/**
 * The security center's passkeys and security keys: several, each named; added with the account
 * password again and the browser's own prompt (fingerprint, face, PIN or the key), renamed, removed
 * with the password again. The back office's operator page uses it with the operator's calls (`api`).
 */
export function PasskeysSection({
  passkeys,
  onChanged,
  api = personApi,
}: {
  passkeys: Passkey[];
  onChanged: () => void;
  api?: PasskeysApi;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rule = useSchemaRule();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [addForm] = Form.useForm<{ name: string; password: string }>();
  const [renameForm] = Form.useForm<{ name: string }>();
  const [removeForm] = Form.useForm<{ password: string }>();

  /** The server's options, the browser's prompt, then the server checks the answer with the password. */
  const add = async ({ name, password }: { name: string; password: string }) => {
    if (!passkeysSupported()) {
      void message.error(t('mfa.passkeys.unsupported'));
      throw new Error('unsupported');
    }
    const options = await api.start();
    let response: Record<string, unknown>;
    try {
      response = await createPasskey(options);
    } catch (error) {
      if (!(error instanceof ApiError)) void message.error(t('mfa.passkeys.cancelled'));
      throw error;
    }
    await api.confirm({ response, name: name.trim(), password });
  };

  return (
    <div data-testid="factor-passkeys">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <div style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Typography.Text strong>{t('mfa.passkeys.name')}</Typography.Text>{' '}
          <Tag color={passkeys.length > 0 ? 'success' : undefined}>
            {passkeys.length > 0 ? t('mfa.passkeys.count', { count: passkeys.length }) : t('mfa.passkeys.none')}
          </Tag>
          <div>
            <Typography.Text type="secondary">{t('mfa.passkeys.description')}</Typography.Text>
          </div>
        </div>
        <Button type={passkeys.length > 0 ? 'default' : 'primary'} onClick={() => setAdding(true)} data-testid="passkey-add-open">
          {t('mfa.passkeys.add')}
        </Button>
      </Flex>
      {passkeys.length > 0 && (
        <List
          size="small"
          style={{ marginTop: 8 }}
          dataSource={passkeys}
          rowKey="id"
          renderItem={(p) => (
            <List.Item
              data-testid="passkey-item"
              actions={[
                <Button key="rename" size="small" type="link" onClick={() => setRenaming(p)} data-testid="passkey-rename">
                  {t('mfa.passkeys.rename')}
                </Button>,
                <Button key="remove" size="small" type="link" danger onClick={() => setRemoving(p)} data-testid="passkey-remove">
                  {t('mfa.passkeys.remove')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={<span data-testid="passkey-name">{p.name}</span>}
                description={`${t('mfa.passkeys.addedOn', { time: time(p.createdAt) })} · ${
                  p.lastUsedAt === null ? t('mfa.passkeys.neverUsed') : t('mfa.passkeys.lastUsed', { time: time(p.lastUsedAt) })
                }`}
              />
            </List.Item>
          )}
        />
      )}
      <FormDialog
        open={adding}
        title={t('mfa.passkeys.addTitle')}
        form={addForm}
        submit={add}
        savedText={t('mfa.passkeys.added')}
        okText={t('mfa.passkeys.continue')}
        onSaved={() => {
          setAdding(false);
          onChanged();
        }}
        onClose={() => setAdding(false)}
        testId="passkey-add"
        okButtonTestId="passkey-add-ok"
        width={460}
      >
        <Typography.Paragraph>{t('mfa.passkeys.addIntro')}</Typography.Paragraph>
        <Form.Item name="name" label={t('mfa.passkeys.nameLabel')} rules={[rule(passkeyConfirmSchema.shape.name, 'name')]}>
          <Input maxLength={64} placeholder={t('mfa.passkeys.namePlaceholder')} data-testid="passkey-name-input" />
        </Form.Item>
        <Form.Item
          name="password"
          label={api.passwordLabel ?? t('mfa.passkeys.password')}
          extra={t('mfa.passkeys.passwordHint')}
          rules={[rule(passkeyConfirmSchema.shape.password, 'password')]}
        >
          <Input.Password autoComplete="current-password" data-testid="passkey-password" />
        </Form.Item>
      </FormDialog>
      <FormDialog
        open={renaming !== null}
        title={t('mfa.passkeys.renameTitle')}
        form={renameForm}
        values={{ name: renaming?.name ?? '' }}
        submit={({ name }) => api.rename(renaming!.id, name.trim())}
        savedText={t('mfa.passkeys.renamed')}
        onSaved={() => {
          setRenaming(null);
          onChanged();
        }}
        onClose={() => setRenaming(null)}
        testId="passkey-rename-dialog"
        okButtonTestId="passkey-rename-ok"
        width={420}
      >
        <Form.Item name="name" label={t('mfa.passkeys.nameLabel')} rules={[rule(passkeyRenameSchema.shape.name, 'name')]}>
          <Input maxLength={64} data-testid="passkey-rename-input" />
        </Form.Item>
      </FormDialog>
      <FormDialog
        open={removing !== null}
        title={t('mfa.passkeys.removeTitle', { name: removing?.name ?? '' })}
        form={removeForm}
        submit={({ password }) => api.remove(removing!.id, api.removeAsksPassword ? password : undefined)}
        savedText={t('mfa.passkeys.removed')}
        okText={t('mfa.passkeys.remove')}
        onSaved={() => {
          setRemoving(null);
          onChanged();
        }}
        onClose={() => setRemoving(null)}
        testId="passkey-remove-dialog"
        okButtonTestId="passkey-remove-ok"
        width={420}
      >
        {api.removeAsksPassword ? (
          <>
            <Typography.Paragraph>{t('mfa.passkeys.removeIntro')}</Typography.Paragraph>
            <Form.Item
              name="password"
              label={api.passwordLabel ?? t('mfa.passkeys.password')}
              rules={[rule(passkeyRemoveSchema.shape.password.unwrap(), 'password')]}
            >
              <Input.Password autoComplete="current-password" data-testid="passkey-remove-password" />
            </Form.Item>
          </>
        ) : (
          <Typography.Paragraph>{t('mfa.passkeys.removeIntroFactor')}</Typography.Paragraph>
        )}
      </FormDialog>
    </div>
  );
}
