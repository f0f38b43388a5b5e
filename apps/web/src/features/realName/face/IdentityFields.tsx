import { IdcardOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { changeElementsSchema, faceElementsSchema } from '@console/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaRule } from '../../../components/formRules';

/** Name and ID number (and, for a certification change, the login password), checked as the server checks them. */
export function IdentityFields({ withPassword = false, disabled = false }: { withPassword?: boolean; disabled?: boolean }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  return (
    <>
      {withPassword && (
        <Form.Item name="password" label={t('fields.password')} rules={[rule(changeElementsSchema.shape.password, 'password')]}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t('realName.face.form.passwordPlaceholder')}
            autoComplete="current-password"
            disabled={disabled}
          />
        </Form.Item>
      )}
      <Form.Item name="name" label={t('fields.name')} rules={[rule(faceElementsSchema.shape.name, 'name')]}>
        <Input
          prefix={<UserOutlined />}
          placeholder={t('realName.face.form.namePlaceholder')}
          autoComplete="name"
          maxLength={32}
          disabled={disabled}
        />
      </Form.Item>
      <Form.Item name="idNumber" label={t('fields.idNumber')} rules={[rule(faceElementsSchema.shape.idNumber, 'idNumber')]}>
        <Input
          prefix={<IdcardOutlined />}
          placeholder={t('realName.face.form.idNumberPlaceholder')}
          autoComplete="off"
          maxLength={18}
          disabled={disabled}
        />
      </Form.Item>
    </>
  );
}
