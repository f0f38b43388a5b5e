import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pendingChannelKey } from '../auth';
import { channelsApi, mineKey } from './api';

function takePending(): string | null {
  try {
    const code = sessionStorage.getItem(pendingChannelKey);
    sessionStorage.removeItem(pendingChannelKey);
    return code;
  } catch {
    return null;
  }
}

/**
 * The first console page after signing in or registering through a partner link: associates the
 * account (first association wins, so a later partner changes nothing) and says with whom.
 */
export default function ChannelJoinPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const join = useMutation({
    mutationFn: (code: string) => channelsApi.associate(code),
    onSuccess: () => client.invalidateQueries({ queryKey: mineKey }),
  });
  useEffect(() => {
    const code = takePending();
    if (code) join.mutate(code);
    else void navigate('/dashboard/home', { replace: true });
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the pending code is taken exactly once
  }, []);
  const toHome = () => void navigate('/dashboard/home', { replace: true });
  return (
    <Card>
      {join.isPending && <Spin />}
      {join.isSuccess && (
        <Result
          status="success"
          title={t('channels.associated', { name: join.data.account?.name ?? '' })}
          extra={
            <Button type="primary" onClick={toHome} data-testid="channel-continue">
              {t('channels.continue')}
            </Button>
          }
        />
      )}
      {join.isError && (
        <Result
          status="warning"
          title={join.error.message}
          extra={
            <Button type="primary" onClick={toHome}>
              {t('channels.continue')}
            </Button>
          }
        />
      )}
    </Card>
  );
}
