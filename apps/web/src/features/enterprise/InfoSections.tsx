import type { EnterpriseApplicationView, EnterpriseInfo } from '@console/contract';
import { enterpriseStepOf } from '@console/contract/enums';
import { Button, Card, Descriptions, type DescriptionsProps, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RealNameTag, dateTime } from './labels';

type Items = NonNullable<DescriptionsProps['items']>;

function Section({ title, items, testId }: { title: string; items: Items; testId: string }) {
  return (
    <Card title={title} size="small">
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small" items={items} data-testid={testId} />
    </Card>
  );
}

export interface EnterpriseSectionProps {
  info: EnterpriseInfo;
  /** The edit button, when the session holds its permission. */
  onEditAbbreviation: (() => void) | null;
  /** The master's own link to change the master administrator, when permitted. */
  changeMasterPath: string | null;
}

/** §3 Enterprise: ids, names, company type, master administrator, superior and subordinate companies. */
export function EnterpriseSection({ info, onEditAbbreviation, changeMasterPath }: EnterpriseSectionProps) {
  const { t } = useTranslation();
  const muted = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;
  const app = info.application;
  const code = app?.threeInOne ? app.creditCode : app?.orgCode;
  const items: Items = [
    {
      key: 'enterpriseNo',
      label: t('enterprise.info.enterpriseNo'),
      children: <Typography.Text copyable>{info.enterpriseNo}</Typography.Text>,
    },
    { key: 'uuid', label: t('enterprise.info.uuid'), children: <Typography.Text copyable>{info.id}</Typography.Text> },
    { key: 'name', label: t('enterprise.info.name'), children: <span data-testid="enterprise-name">{info.name}</span> },
    {
      key: 'abbreviation',
      label: t('enterprise.info.abbreviation'),
      children: (
        <Space>
          <span data-testid="enterprise-abbreviation">{info.abbreviation ?? muted(t('enterprise.info.noAbbreviation'))}</span>
          {onEditAbbreviation && (
            <Button type="link" size="small" onClick={onEditAbbreviation} data-testid="edit-abbreviation">
              {t('enterprise.info.editAbbreviation')}
            </Button>
          )}
        </Space>
      ),
    },
    {
      key: 'companyType',
      label: t('enterprise.info.companyType'),
      children: app
        ? t(app.threeInOne ? 'enterprise.info.typeUnified' : 'enterprise.info.typeSeparate')
        : muted(t('enterprise.info.notYet')),
    },
    {
      key: 'code',
      label: t(app && !app.threeInOne ? 'enterprise.info.orgCode' : 'enterprise.info.creditCode'),
      children: code ?? muted(t('enterprise.info.notYet')),
    },
    {
      key: 'master',
      label: t('enterprise.info.master'),
      children: (
        <Space wrap>
          <span data-testid="enterprise-master">
            {info.master.userName}
            {info.master.phone ? ` (${info.master.phone})` : ''}
          </span>
          {changeMasterPath && (
            <Link to={changeMasterPath} data-testid="change-master">
              {t('enterprise.info.changeMaster')}
            </Link>
          )}
        </Space>
      ),
    },
    { key: 'role', label: t('enterprise.info.yourRole'), children: t(`enterprise.role.${info.role}`) },
    { key: 'superior', label: t('enterprise.info.superior'), children: info.superior?.name ?? muted(t('enterprise.info.none')) },
    {
      key: 'subordinates',
      label: t('enterprise.info.subordinates'),
      children: info.subordinates.length ? info.subordinates.map((s) => s.name).join(', ') : muted(t('enterprise.info.none')),
    },
    { key: 'createdAt', label: t('enterprise.info.createdAt'), children: dateTime(info.createdAt) },
    {
      key: 'realNameStatus',
      label: t('enterprise.info.realNameStatus'),
      children: <RealNameTag status={info.realNameStatus} step={enterpriseStepOf(info.realNameStatus, info.application?.status)} />,
    },
  ];
  return <Section title={t('enterprise.info.enterpriseSection')} items={items} testId="enterprise-section" />;
}

/** The shown application's people, account and dates (masked by the server). */
export function ApplicationSections({ app }: { app: EnterpriseApplicationView }) {
  const { t } = useTranslation();
  const dash = t('enterprise.info.notYet');
  const row = (key: string, label: string, value: ReactNode) => ({ key, label, children: value ?? dash });
  const legal: Items = [
    row('legalName', t('enterprise.info.legalName'), app.legalName),
    row('legalIdNumber', t('enterprise.info.legalIdNumber'), app.legalIdNumber),
    row('legalMobile', t('enterprise.info.legalMobile'), app.legalMobile),
  ];
  const agent: Items = [
    row('agentName', t('enterprise.info.agentName'), app.agentName),
    row('agentIdType', t('enterprise.info.agentIdType'), app.agentIdType ? t('enterprise.info.idCard') : null),
    row('agentIdNumber', t('enterprise.info.agentIdNumber'), app.agentIdNumber),
  ];
  const bank: Items = [
    row('bankAccount', t('enterprise.info.bankAccount'), app.bankAccount),
    row('accountBank', t('enterprise.info.accountBank'), app.accountBank),
    row('region', t('enterprise.info.region'), app.province ? `${app.province} / ${app.city ?? ''}` : null),
    row('branch', t('enterprise.info.branch'), app.branch),
    row('lastAmount', t('enterprise.info.lastAmount'), app.remittance?.lastAmount ?? null),
  ];
  const auth: Items = [
    row('mode', t('enterprise.info.mode'), t(`enterprise.info.modes.${app.mode}`)),
    row('submittedAt', t('enterprise.info.submittedAt'), dateTime(app.submittedAt)),
    row('passedAt', t('enterprise.info.passedAt'), app.passedAt ? dateTime(app.passedAt) : null),
    row('rejectedAt', t('enterprise.info.rejectedAt'), app.rejectedAt ? dateTime(app.rejectedAt) : null),
    row('rejectReason', t('enterprise.info.rejectReason'), app.rejectReason),
  ];
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Section title={t('enterprise.info.legalSection')} items={legal} testId="legal-section" />
      {app.agentName !== null && <Section title={t('enterprise.info.agentSection')} items={agent} testId="agent-section" />}
      {app.bankAccount !== null && <Section title={t('enterprise.info.bankSection')} items={bank} testId="bank-section" />}
      <Section title={t('enterprise.info.authSection')} items={auth} testId="auth-section" />
    </Space>
  );
}
