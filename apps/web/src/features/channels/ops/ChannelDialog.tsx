import { type ChannelItem, channelEntryPaths, channelRules, channelSchema } from '@console/contract';
import { Checkbox, Form, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColourField } from '../../../components/ColourField';
import { FormDialog } from '../../../components/FormDialog';
import { useSchemaRule } from '../../../components/formRules';
import { channelsApi } from '../api';

interface FormValues {
  code: string;
  name: string;
  themeColor: string;
  textColor: string;
  contactName: string;
  contactPhone: string;
  status: 'enabled' | 'disabled';
  entryPath: '' | (typeof channelEntryPaths)[number];
  removeLogo: boolean;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });
}

/** Creates or edits a partner; the colours, code and logo are checked by the schema the server uses, then by the server (logo by content). */
export function ChannelDialog({
  channel,
  onClose,
  onSaved,
}: {
  channel: ChannelItem | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<FormValues>();
  const [logo, setLogo] = useState('');
  const [logoTooBig, setLogoTooBig] = useState(false);
  const editing = channel && channel !== 'new' ? channel : null;
  const shape = channelSchema.shape;
  return (
    <FormDialog
      open={channel !== null}
      title={t(editing ? 'channels.ops.edit' : 'channels.ops.add')}
      form={form}
      initialValues={{ themeColor: '#1f4e8c', textColor: '#1f2937', status: 'enabled', entryPath: '', removeLogo: false }}
      values={
        editing
          ? {
              code: editing.code,
              name: editing.name,
              themeColor: editing.themeColor,
              textColor: editing.textColor,
              contactName: editing.contactName,
              contactPhone: '',
              status: editing.status,
              entryPath: editing.entryPath ?? '',
              removeLogo: false,
            }
          : undefined
      }
      submit={(values: FormValues) => {
        const body = { ...values, logo };
        return editing ? channelsApi.update(editing.id, body) : channelsApi.create(body);
      }}
      savedText={t(editing ? 'channels.ops.saved' : 'channels.ops.created')}
      onSaved={onSaved}
      onClose={onClose}
      afterClose={() => {
        setLogo('');
        setLogoTooBig(false);
      }}
      testId="channel-form"
    >
      <Form.Item name="code" label={t('channels.ops.code')} extra={t('channels.ops.codeHint')} required rules={[rule(shape.code, 'code')]}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="name" label={t('channels.ops.name')} required rules={[rule(shape.name, 'name')]}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item
        label={t('channels.ops.logo')}
        extra={logoTooBig ? undefined : t('channels.ops.logoHint')}
        validateStatus={logoTooBig ? 'error' : undefined}
        help={logoTooBig ? t('errors.channelLogoInvalid', { maxKb: 200 }) : undefined}
      >
        <Space wrap>
          <input
            type="file"
            accept="image/png,image/jpeg"
            aria-label={t('channels.ops.chooseLogo')}
            data-testid="channel-logo"
            onChange={(e) => {
              const file = e.target.files?.[0];
              const tooBig = !!file && file.size > channelRules.logoMaxBytes;
              setLogoTooBig(tooBig);
              if (file && !tooBig) void readAsDataUrl(file).then(setLogo);
              else setLogo('');
            }}
          />
          {(logo || editing?.logo) && (
            <img src={logo || editing?.logo || ''} alt="" width={32} height={32} style={{ objectFit: 'contain' }} />
          )}
        </Space>
      </Form.Item>
      {editing?.logo && (
        <Form.Item name="removeLogo" valuePropName="checked">
          <Checkbox>{t('channels.ops.removeLogo')}</Checkbox>
        </Form.Item>
      )}
      <Typography.Paragraph type="secondary">{t('channels.ops.contrastHint')}</Typography.Paragraph>
      <Space wrap size="large">
        <Form.Item name="themeColor" label={t('channels.ops.themeColor')} rules={[rule(shape.themeColor, 'themeColor')]}>
          <ColourField />
        </Form.Item>
        <Form.Item name="textColor" label={t('channels.ops.textColor')} rules={[rule(shape.textColor, 'textColor')]}>
          <ColourField />
        </Form.Item>
      </Space>
      <Form.Item name="contactName" label={t('channels.ops.contactName')} required rules={[rule(shape.contactName, 'contactName')]}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item
        name="contactPhone"
        label={t('channels.ops.contactPhone')}
        required={!editing}
        extra={editing ? t('channels.ops.phoneKeep', { phone: editing.contactPhone }) : undefined}
        rules={[rule(shape.contactPhone, 'contactPhone')]}
      >
        <Input maxLength={11} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="status" label={t('channels.ops.status')}>
        <Select
          options={(['enabled', 'disabled'] as const).map((s) => ({ value: s, label: t(`channels.ops.statuses.${s}`) }))}
          data-testid="channel-status"
        />
      </Form.Item>
      <Form.Item name="entryPath" label={t('channels.ops.entryPath')}>
        <Select
          options={[
            { value: '', label: t('channels.ops.entryNone') },
            ...channelEntryPaths.map((p) => ({ value: p, label: t(`channels.ops.entries.${p}`) })),
          ]}
          data-testid="channel-entry"
        />
      </Form.Item>
    </FormDialog>
  );
}
