import { realNameStatus } from '@console/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { faceApi } from './api';
import { ChangeForm } from './ChangeForm';
import { realNamePages } from './paths';

/** change (certification change): re-verify with a face video to replace the authenticated identity. */
export default function ChangePage() {
  const { t } = useTranslation();
  const { data: state, isPending, isError } = useQuery({ queryKey: ['face', 'realNameState'], queryFn: faceApi.state });
  // The server's 4020020 wins over a state read earlier (the identity may have been revoked meanwhile).
  const [refused, setRefused] = useState(false);
  const required = refused || (state !== undefined && state.status !== realNameStatus.passed);

  return (
    <Card title={t('routes.change')}>
      {isPending && !isError ? (
        <Skeleton active />
      ) : required ? (
        <Result
          status="warning"
          title={t('errors.realNameRequired')}
          subTitle={t('realName.face.change.requiredText')}
          extra={
            <Link to={realNamePages.list}>
              <Button type="primary">{t('realName.face.change.toList')}</Button>
            </Link>
          }
          data-testid="real-name-required"
        />
      ) : (
        <>
          <Typography.Paragraph type="secondary" style={{ maxWidth: 760 }}>
            {t('realName.face.change.intro')}
          </Typography.Paragraph>
          {state?.current && (
            <Typography.Paragraph>
              {t('realName.face.change.current', { name: state.current.name, idNumber: state.current.idNumber })}
            </Typography.Paragraph>
          )}
          <ChangeForm onRequired={() => setRefused(true)} />
        </>
      )}
    </Card>
  );
}
