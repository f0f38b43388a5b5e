import type { EnterpriseApplicationView, EnterpriseAuthMode } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Form, type FormInstance } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { saveCheckStatus } from '../../app/session';
import { SubmitButton } from '../../components/SubmitButton';
import { showServerFieldErrors } from '../../components/formRules';
import { type ApplicationForm as Body, applicationKey, enterpriseAuthApi, refreshEnterpriseAuth, useApplication } from './api';
import { AgentFields, BankFields, CompanyFields } from './CompanyFields';
import { codesOf } from './useCodeRule';

/** Everything the form can hold; each mode shows its own parts. */
export interface ApplicationValues {
  enterpriseName?: string;
  threeInOne?: boolean;
  creditCode?: string;
  orgCode?: string;
  legalName?: string;
  legalIdNumber?: string;
  legalMobile?: string;
  agentName?: string;
  agentIdNumber?: string;
  bankAccount?: string;
  accountBank?: string;
  province?: string;
  city?: string;
  branch?: string;
}

const hasAgent = (mode: EnterpriseAuthMode) => mode !== 'bankLegal';
const hasBank = (mode: EnterpriseAuthMode) => mode === 'bank' || mode === 'bankLegal';
/** An application that may be replaced by updateAuth (§7): the enterprise's current one, not passed. */
export const replaceable = (a: EnterpriseApplicationView | null | undefined): a is EnterpriseApplicationView =>
  !!a && a.status !== 'passed' && a.status !== 'superseded';

function codesBody(v: ApplicationValues): Body {
  const threeInOne = v.threeInOne !== false;
  const codes = codesOf(threeInOne, threeInOne ? v.creditCode : v.orgCode);
  return { threeInOne: threeInOne ? '1' : '0', creditCode: codes.creditCode, orgCode: codes.orgCode };
}

/** The form-encoded body of createAuth/updateAuth: what the user typed, trimmed, flags as '1'/'0'. */
function bodyOf(mode: EnterpriseAuthMode, v: ApplicationValues, extra: Body): Body {
  const s = (value: string | undefined) => (value ?? '').trim();
  const body: Body = {
    authType: mode,
    enterpriseName: s(v.enterpriseName),
    ...codesBody(v),
    legalName: s(v.legalName),
    legalIdNumber: s(v.legalIdNumber).toUpperCase(),
    legalMobile: s(v.legalMobile),
  };
  if (hasAgent(mode)) Object.assign(body, { agentName: s(v.agentName), agentIdType: '1', agentIdNumber: s(v.agentIdNumber).toUpperCase() });
  if (hasBank(mode)) {
    Object.assign(body, {
      bankAccount: s(v.bankAccount),
      accountBank: s(v.accountBank),
      province: s(v.province),
      city: s(v.city),
      branch: s(v.branch),
    });
  }
  return { ...body, ...extra };
}

/** Puts the server's field errors beside their inputs; a code refused is shown on the code the switch shows. */
function showRefusal(form: FormInstance<ApplicationValues>, error: unknown): void {
  showServerFieldErrors(form, error);
  if (!(error instanceof ApiError)) return;
  const code = error.fields.find((f) => f.field === 'creditCode' || f.field === 'orgCode');
  if (code) form.setFields([{ name: form.getFieldValue('threeInOne') === false ? 'orgCode' : 'creditCode', errors: [code.message] }]);
}

export interface ApplicationFormProps {
  mode: EnterpriseAuthMode;
  /** Shown above the form: what this mode does. */
  intro: ReactNode;
  /** Parts of the form only this mode has (the documents' uploads), placed before the submit button. */
  children?: ReactNode;
  /** Extra form fields of this mode; throws (with the message already shown) when something is missing. */
  extra?: () => Body;
  onSubmitted: (application: EnterpriseApplicationView) => void;
}

/**
 * One application form for every mode (§2 bankAuthWriteInfo, bankLegalRepresentative,
 * legalPersonAuthSubmit, companyAuthSubmit): createAuth, or updateAuth of the enterprise's current
 * application when there is one that may be replaced (re-entry after exhaustion or expiry, another
 * mode); then checkStatus 8 is stored (§4). A refusal keeps every entry and names the field.
 */
export function ApplicationForm({ mode, intro, children, extra, onSubmitted }: ApplicationFormProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<ApplicationValues>();
  const [submitting, setSubmitting] = useState(false);
  const { data: current, isLoading } = useApplication();
  const replacing = replaceable(current) ? current : null;

  // Re-entry: the company and bank details come back from the current application; personal data is masked there, so not.
  useEffect(() => {
    if (!replacing) return;
    form.setFieldsValue({
      enterpriseName: replacing.enterpriseName,
      threeInOne: replacing.threeInOne,
      creditCode: replacing.creditCode ?? '',
      orgCode: replacing.orgCode ?? '',
      ...(hasBank(mode)
        ? {
            accountBank: replacing.accountBank ?? '',
            province: replacing.province ?? '',
            city: replacing.city ?? '',
            branch: replacing.branch ?? '',
          }
        : {}),
    });
  }, [replacing, form, mode]);

  const submit = async (values: ApplicationValues) => {
    let extraFields: Body;
    try {
      extraFields = extra ? extra() : {};
    } catch {
      return;
    }
    setSubmitting(true);
    const body = bodyOf(mode, values, extraFields);
    try {
      const application = replacing
        ? await enterpriseAuthApi.updateAuth({ ...body, id: replacing.id })
        : await enterpriseAuthApi.createAuth(body);
      // §4/§7: in review from now on, until the application ends.
      saveCheckStatus(8);
      client.setQueryData(applicationKey, application);
      void refreshEnterpriseAuth(client);
      onSubmitted(application);
    } catch (error) {
      showRefusal(form, error);
      setSubmitting(false);
    }
  };

  return (
    <>
      <Alert type="info" showIcon title={intro} style={{ marginBottom: 16 }} />
      {replacing && (
        <Alert
          type="warning"
          showIcon
          title={t('enterpriseAuth.form.updating')}
          style={{ marginBottom: 16 }}
          data-testid="eauth-updating"
        />
      )}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ threeInOne: true }}
        onFinish={(v) => void submit(v)}
        disabled={isLoading}
        data-testid={`eauth-form-${mode}`}
        style={{ maxWidth: 560 }}
      >
        <CompanyFields />
        {hasAgent(mode) && <AgentFields />}
        {hasBank(mode) && <BankFields />}
        {children}
        <SubmitButton submitting={submitting} data-testid="eauth-submit">
          {t(replacing ? 'enterpriseAuth.form.resubmit' : 'enterpriseAuth.form.submit')}
        </SubmitButton>
      </Form>
    </>
  );
}
