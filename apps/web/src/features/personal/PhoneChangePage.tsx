import { errorCatalogue } from '@console/contract/errors';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Result, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/http';
import { personalApi, profileQueryKey } from './api';
import { NewPhoneForm } from './NewPhoneForm';
import { personalPaths } from './paths';
import { VerifyIdentityForm } from './VerifyIdentityForm';

type Stage = { step: 0 } | { step: 1; changeTicket: string } | { step: 2 };

/** BasicInfoPhone: re-authenticate (password + code to the current phone), then verify the new phone. */
export default function PhoneChangePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const { data: profile } = useQuery({ queryKey: profileQueryKey, queryFn: personalApi.profile });
  const [stage, setStage] = useState<Stage>({ step: 0 });
  // A new form each time the flow starts over, so no value of the abandoned attempt lingers.
  const [attempt, setAttempt] = useState(0);

  const refused = (error: unknown) => {
    // The ticket expired or was spent: the identity check has to be done again.
    if (error instanceof ApiError && error.code === errorCatalogue.changeStepInvalid.code) {
      void message.warning(t('personal.phoneChange.expired'));
      setStage({ step: 0 });
      setAttempt((n) => n + 1);
    }
  };

  const changed = async () => {
    await client.invalidateQueries({ queryKey: profileQueryKey });
    setStage({ step: 2 });
  };

  return (
    <Card title={t('personal.phoneChange.title')}>
      <Steps
        current={stage.step}
        items={[
          { title: t('personal.phoneChange.stepVerify') },
          { title: t('personal.phoneChange.stepNewPhone') },
          { title: t('personal.phoneChange.stepDone') },
        ]}
        style={{ maxWidth: 720, marginBottom: 32 }}
        data-testid="phone-steps"
      />
      {stage.step === 0 && (
        <>
          <Typography.Paragraph type="secondary">
            {profile?.phone ? t('personal.phoneChange.intro', { phone: profile.phone }) : t('personal.phoneChange.introNoPhone')}
          </Typography.Paragraph>
          <VerifyIdentityForm key={attempt} onVerified={(changeTicket) => setStage({ step: 1, changeTicket })} />
        </>
      )}
      {stage.step === 1 && <NewPhoneForm changeTicket={stage.changeTicket} onChanged={() => void changed()} onRefused={refused} />}
      {stage.step === 2 && (
        <Result
          status="success"
          title={t('personal.phoneChange.doneTitle')}
          subTitle={t('personal.phoneChange.doneText', { phone: profile?.phone ?? '' })}
          extra={
            <Link to={personalPaths.basicInfo}>
              <Button type="primary">{t('personal.backToInfo')}</Button>
            </Link>
          }
          data-testid="phone-changed"
        />
      )}
    </Card>
  );
}
