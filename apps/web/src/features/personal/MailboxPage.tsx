import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { personalApi, profileQueryKey } from './api';
import { EmailChangeForm } from './EmailChangeForm';
import { personalPaths } from './paths';

/** modifyMailbox: change the e-mail with a code sent to the new address. */
export default function MailboxPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data: profile } = useQuery({ queryKey: profileQueryKey, queryFn: personalApi.profile });
  const [done, setDone] = useState(false);

  const changed = async () => {
    await client.invalidateQueries({ queryKey: profileQueryKey });
    setDone(true);
  };

  return (
    <Card title={t('personal.emailChange.title')}>
      {done ? (
        <Result
          status="success"
          title={t('personal.emailChange.doneTitle')}
          subTitle={t('personal.emailChange.doneText', { email: profile?.email ?? '' })}
          extra={
            <Link to={personalPaths.basicInfo}>
              <Button type="primary">{t('personal.backToInfo')}</Button>
            </Link>
          }
          data-testid="email-changed"
        />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {profile?.email ? t('personal.emailChange.intro', { email: profile.email }) : t('personal.emailChange.introNone')}
          </Typography.Paragraph>
          <EmailChangeForm onChanged={() => void changed()} />
        </>
      )}
    </Card>
  );
}
