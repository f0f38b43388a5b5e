import { realNameStatus } from '@console/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Result, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsole } from '../../app/store';
import { AbbreviationDialog } from './AbbreviationDialog';
import { enterpriseApi, infoKey } from './api';
import { ApplicationSections, EnterpriseSection } from './InfoSections';
import { enterprisePath } from './paths';
import { ChannelBadge } from '../channels';
import { EnterpriseMfaCard } from '../mfa';

/** eBasicInfo (§3 Enterprise): every enterprise field, personal data masked; unauthenticated, an invitation to authenticate. */
export default function BasicInfoPage() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useQuery({ queryKey: infoKey, queryFn: enterpriseApi.info });
  const canEditAbbreviation = useConsole((s) => s.permissions?.buttons.has('eCenterInfo:eBasicInfo:editAbbreviation') ?? false);
  const canChangeMaster = useConsole((s) => s.permissions?.routeNames.has('editPhone') ?? false);
  const canAuthenticate = useConsole((s) => s.permissions?.routeNames.has('eAuthSelect') ?? false);
  const [editing, setEditing] = useState(false);
  const passed = data?.realNameStatus === realNameStatus.passed;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {error && <Alert type="error" showIcon title={error.message} />}
      {data && !passed && (
        <Result
          status="info"
          title={t('enterprise.info.notAuthenticatedTitle')}
          subTitle={t('enterprise.info.notAuthenticatedText')}
          extra={
            canAuthenticate && (
              <Space>
                <Link to={enterprisePath(data.realNameStatus === realNameStatus.notAuthenticated ? 'eAuthSelect' : 'eAuthResults')}>
                  <Button type="primary" data-testid="authenticate">
                    {t(
                      data.realNameStatus === realNameStatus.notAuthenticated
                        ? 'enterprise.info.authenticate'
                        : 'enterprise.info.viewResults',
                    )}
                  </Button>
                </Link>
              </Space>
            )
          }
          style={{ padding: '16px 0', background: 'var(--ant-color-bg-container, #fff)' }}
          data-testid="not-authenticated"
        />
      )}
      {isLoading && <Card loading />}
      {data && (
        <EnterpriseSection
          info={data}
          onEditAbbreviation={passed && canEditAbbreviation ? () => setEditing(true) : null}
          changeMasterPath={passed && canChangeMaster && data.role === 'master' ? enterprisePath('editPhone') : null}
        />
      )}
      {/* The channel partner that brought the enterprise. */}
      {data && <ChannelBadge of="enterprise" />}
      {data?.application && <ApplicationSections app={data.application} />}
      {/* Whether every member must have a second factor (the master changes it). */}
      {data && <EnterpriseMfaCard />}
      <AbbreviationDialog open={editing} current={data?.abbreviation ?? null} onClose={() => setEditing(false)} />
    </Space>
  );
}
