import { bankApplicationSchema } from '@console/contract';
import { Divider, Form, Input, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaRule } from '../../components/formRules';
import { useCodeRule } from './useCodeRule';

const shape = bankApplicationSchema.shape;

/**
 * The company part every mode shares: the enterprise, the three-in-one switch with the one code it
 * asks for (§3 company type label), and the legal representative.
 */
export function CompanyFields() {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const codeRule = useCodeRule();
  const form = Form.useFormInstance();
  const threeInOne = Form.useWatch('threeInOne', form) !== false;
  const visible = threeInOne ? 'creditCode' : 'orgCode';

  return (
    <>
      <Divider titlePlacement="start">{t('enterpriseAuth.form.company')}</Divider>
      <Form.Item name="enterpriseName" label={t('fields.enterpriseName')} rules={[rule(shape.enterpriseName, 'enterpriseName')]}>
        <Input placeholder={t('enterpriseAuth.form.enterpriseNamePlaceholder')} maxLength={128} />
      </Form.Item>
      <Form.Item label={t('fields.threeInOne')} extra={t('enterpriseAuth.form.threeInOneHint')}>
        <Form.Item name="threeInOne" valuePropName="checked" noStyle>
          {/* A switch moved clears the old code's message: the other field is the one that counts now. */}
          <Switch
            data-testid="three-in-one"
            aria-label={t('fields.threeInOne')}
            onChange={() => form.setFields([{ name: visible, errors: [] }])}
          />
        </Form.Item>
        <Tag
          color={threeInOne ? 'blue' : 'default'}
          // A sentence, not a label: on a phone it wraps beside the switch instead of running off the screen.
          style={{ marginInlineStart: 12, whiteSpace: 'normal', maxWidth: 'calc(100% - 56px)', verticalAlign: 'middle' }}
          data-testid="company-type"
        >
          {t('enterpriseAuth.form.companyType')}:{' '}
          {t(threeInOne ? 'enterpriseAuth.form.companyTypeUnified' : 'enterpriseAuth.form.companyTypeSeparate')}
        </Tag>
      </Form.Item>
      <Form.Item name="creditCode" label={t('fields.creditCode')} rules={threeInOne ? [codeRule('creditCode')] : []} hidden={!threeInOne}>
        <Input placeholder={t('enterpriseAuth.form.creditCodePlaceholder')} maxLength={18} style={{ textTransform: 'uppercase' }} />
      </Form.Item>
      <Form.Item name="orgCode" label={t('fields.orgCode')} rules={threeInOne ? [] : [codeRule('orgCode')]} hidden={threeInOne}>
        <Input placeholder={t('enterpriseAuth.form.orgCodePlaceholder')} maxLength={15} style={{ textTransform: 'uppercase' }} />
      </Form.Item>
      <Divider titlePlacement="start">{t('enterpriseAuth.form.legal')}</Divider>
      <Form.Item name="legalName" label={t('fields.legalName')} rules={[rule(shape.legalName, 'legalName')]}>
        <Input placeholder={t('enterpriseAuth.form.namePlaceholder')} maxLength={32} autoComplete="off" />
      </Form.Item>
      <Form.Item name="legalIdNumber" label={t('fields.legalIdNumber')} rules={[rule(shape.legalIdNumber, 'legalIdNumber')]}>
        <Input placeholder={t('enterpriseAuth.form.idNumberPlaceholder')} maxLength={18} autoComplete="off" />
      </Form.Item>
      <Form.Item name="legalMobile" label={t('fields.legalMobile')} rules={[rule(shape.legalMobile, 'legalMobile')]}>
        <Input placeholder={t('enterpriseAuth.form.mobilePlaceholder')} inputMode="numeric" maxLength={11} autoComplete="off" />
      </Form.Item>
    </>
  );
}

/** The agent who applies for the enterprise: name, ID type (resident ID card) and number. */
export function AgentFields() {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  return (
    <>
      <Divider titlePlacement="start">{t('enterpriseAuth.form.agent')}</Divider>
      <Form.Item name="agentName" label={t('fields.agentName')} rules={[rule(shape.agentName, 'agentName')]}>
        <Input placeholder={t('enterpriseAuth.form.namePlaceholder')} maxLength={32} autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('fields.agentIdType')} htmlFor="agentIdType">
        <Input id="agentIdType" value={t('enterpriseAuth.form.idCard')} disabled data-testid="agent-id-type" />
      </Form.Item>
      <Form.Item name="agentIdNumber" label={t('fields.agentIdNumber')} rules={[rule(shape.agentIdNumber, 'agentIdNumber')]}>
        <Input placeholder={t('enterpriseAuth.form.idNumberPlaceholder')} maxLength={18} autoComplete="off" />
      </Form.Item>
    </>
  );
}

/** The enterprise bank account the platform remits to. */
export function BankFields() {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  return (
    <>
      <Divider titlePlacement="start">{t('enterpriseAuth.form.bank')}</Divider>
      <Form.Item name="bankAccount" label={t('fields.bankAccount')} rules={[rule(shape.bankAccount, 'bankAccount')]}>
        <Input placeholder={t('enterpriseAuth.form.bankAccountPlaceholder')} inputMode="numeric" maxLength={32} autoComplete="off" />
      </Form.Item>
      <Form.Item name="accountBank" label={t('fields.accountBank')} rules={[rule(shape.accountBank, 'accountBank')]}>
        <Input placeholder={t('enterpriseAuth.form.accountBankPlaceholder')} maxLength={64} />
      </Form.Item>
      <Form.Item name="province" label={t('fields.province')} rules={[rule(shape.province, 'province')]}>
        <Input placeholder={t('enterpriseAuth.form.provincePlaceholder')} maxLength={32} />
      </Form.Item>
      <Form.Item name="city" label={t('fields.city')} rules={[rule(shape.city, 'city')]}>
        <Input placeholder={t('enterpriseAuth.form.cityPlaceholder')} maxLength={32} />
      </Form.Item>
      <Form.Item name="branch" label={t('fields.branch')} rules={[rule(shape.branch, 'branch')]}>
        <Input placeholder={t('enterpriseAuth.form.branchPlaceholder')} maxLength={128} />
      </Form.Item>
    </>
  );
}
