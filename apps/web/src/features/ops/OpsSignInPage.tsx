import type { OperatorInfo, OperatorSignInAnswer, PasskeyOptions } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Layout, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSignedOutMessage } from '../../app/session';
import { OpsHeader } from './OpsHeader';
import { OpsSecondStepForm } from './OpsSecondStepForm';
import { OpsSignInForm } from './OpsSignInForm';
import { rememberOperator } from './operatorSession';

export default function OpsSignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const from = (useLocation().state as { from?: string } | null)?.from;
  // Sent here because the session expired or was replaced: the reason stays in view (§8).
  const signedOut = useSignedOutMessage();
  // After a right password, an operator with a factor gets only the ticket of the second step.
  const [stepTicket, setStepTicket] = useState<string | null>(null);
  const [passkeyOptions, setPasskeyOptions] = useState<PasskeyOptions | undefined>(undefined);

  const signedIn = (operator: OperatorInfo) => {
    rememberOperator(client, operator);
    const target = operator.mustChangePassword
      ? '/operation/password'
      : operator.factorSetUpRequired
        ? '/operation/factor'
        : from?.startsWith('/operation/') && from !== '/operation/login'
          ? from
          : '/operation/site';
    void navigate(target, { replace: true });
  };
  const answered = (answer: OperatorSignInAnswer) => {
    if (answer.secondStep === 'code' && answer.stepTicket) {
      setPasskeyOptions(answer.passkeyOptions);
      setStepTicket(answer.stepTicket);
    } else
      signedIn({
        id: answer.id,
        name: answer.name,
        mustChangePassword: answer.mustChangePassword,
        factorSetUpRequired: answer.factorSetUpRequired,
      });
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <OpsHeader />
      <Layout.Content style={{ display: 'flex', justifyContent: 'center', padding: '72px 16px' }}>
        <Card style={{ width: 400, height: 'fit-content' }}>
          {/* The page's one h1, at the size the card's title had. */}
          <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
            {stepTicket ? t('ops.secondStepTitle') : t('ops.signInTitle')}
          </Typography.Title>
          {stepTicket ? (
            <OpsSecondStepForm
              stepTicket={stepTicket}
              passkeyOptions={passkeyOptions}
              onSignedIn={signedIn}
              onBack={() => setStepTicket(null)}
            />
          ) : (
            <>
              <Typography.Paragraph type="secondary">{t('ops.signInIntro')}</Typography.Paragraph>
              {signedOut && <Alert type="error" showIcon title={signedOut} style={{ marginBottom: 16 }} data-testid="signed-out-notice" />}
              <OpsSignInForm onSignedIn={answered} />
            </>
          )}
        </Card>
      </Layout.Content>
    </Layout>
  );
}
