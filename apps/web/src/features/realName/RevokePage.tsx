import { realNameStatus } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refreshRealName, useRealNameState } from './api';
import { realNamePath } from './paths';
import { RealNameRequired } from './RealNameRequired';
import { RevokeForm } from './RevokeForm';

const consequences = ['status', 'actions', 'history'] as const;

/** authentication (revocation of certification): consequences, re-authentication, confirmation. */
export default function RevokePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { data: state, isLoading, error } = useRealNameState();
  const [refused, setRefused] = useState(false);
  const notPassed = refused || (state !== undefined && state.status !== realNameStatus.passed);

  const revoked = () => {
    void message.success(t('realName.revoke.done'));
    void refreshRealName(client);
    void navigate(realNamePath('pAuthRealNameList'));
  };

  return (
    <Card title={t('realName.revoke.title')} loading={isLoading}>
      {error && <Alert type="error" showIcon title={error.message} />}
      {notPassed && <RealNameRequired />}
      {state && !notPassed && (
        <Flex vertical gap={24}>
          <Alert
            type="warning"
            showIcon
            title={t('realName.revoke.consequencesTitle')}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {consequences.map((key) => (
                  <li key={key}>{t(`realName.revoke.consequences.${key}`)}</li>
                ))}
              </ul>
            }
            style={{ maxWidth: 720 }}
          />
          <RevokeForm identity={state.current} onRevoked={revoked} onRequired={() => setRefused(true)} />
        </Flex>
      )}
    </Card>
  );
}
