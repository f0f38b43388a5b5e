import { mfaResetRoutes as r } from '@console/contract/mfa/routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Result, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../../api/http';

/** The link's token: the address's fragment, which no server or proxy log ever records. */
const tokenOf = () => decodeURIComponent(window.location.hash.replace(/^#/, '')).trim();
const time = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

/**
 * The person's consent page (/mfaReset#<token>): who asked to reset their second factors
 * and why, exactly what confirming removes, and the two answers. The link works once; an expired,
 * answered or unknown one says so (quietly: the page shows it, nothing is toasted).
 */
export default function ConsentPage() {
  const { t } = useTranslation();
  const [token] = useState(tokenOf);
  const view = useQuery({
    queryKey: ['mfaReset', token],
    queryFn: () => call(r.resetView, { body: { token }, quiet: true }),
    enabled: token !== '',
    retry: false,
  });
  const decide = useMutation({ mutationFn: (accept: boolean) => call(r.resetDecide, { body: { token, accept }, quiet: true }) });
  const signIn = (
    <Link to="/login">
      <Button type="primary">{t('mfa.reset.signIn')}</Button>
    </Link>
  );
  const body = () => {
    if (token === '') return <Alert type="warning" showIcon title={t('mfa.reset.noLink')} />;
    if (decide.data)
      return decide.data.status === 'done' ? (
        <Result
          status="success"
          title={t('mfa.reset.done')}
          subTitle={t('mfa.reset.doneText')}
          extra={signIn}
          data-testid="mfa-reset-done"
        />
      ) : (
        <Result
          status="info"
          title={t('mfa.reset.declined')}
          subTitle={t('mfa.reset.declinedText')}
          extra={signIn}
          data-testid="mfa-reset-declined"
        />
      );
    if (view.error) return <Alert type="error" showIcon title={view.error.message} data-testid="mfa-reset-error" />;
    const d = view.data;
    if (!d) return null;
    const removes = [
      d.removes.totp && t('mfa.reset.totp'),
      d.removes.recoveryCodesLeft > 0 && t('mfa.reset.recoveryCodes', { count: d.removes.recoveryCodesLeft }),
      d.removes.passkeys.length > 0 && t('mfa.reset.passkeys', { names: d.removes.passkeys.join(', ') }),
      d.removes.trustedDevices > 0 && t('mfa.reset.devices', { count: d.removes.trustedDevices }),
      d.removes.signInProtection && t('mfa.reset.protection'),
    ].filter((x): x is string => Boolean(x));
    return (
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('mfa.reset.intro')}</Typography.Paragraph>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('mfa.reset.account')}>{d.accountName}</Descriptions.Item>
          <Descriptions.Item label={t('mfa.reset.operator')}>{d.operatorName}</Descriptions.Item>
          <Descriptions.Item label={t('mfa.reset.reason')}>
            <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{d.reason}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('mfa.reset.expiresAt')}>{time(d.expiresAt)}</Descriptions.Item>
        </Descriptions>
        <div>
          <Typography.Text strong>{t('mfa.reset.removes')}</Typography.Text>
          <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }} data-testid="mfa-reset-removes">
            {removes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('mfa.reset.after')}
        </Typography.Paragraph>
        {decide.error && <Alert type="error" showIcon title={decide.error.message} />}
        <Flex gap={8} wrap>
          <Button
            type="primary"
            danger
            loading={decide.isPending && decide.variables}
            onClick={() => decide.mutate(true)}
            data-testid="mfa-reset-confirm"
          >
            {t('mfa.reset.confirm')}
          </Button>
          <Button loading={decide.isPending && !decide.variables} onClick={() => decide.mutate(false)} data-testid="mfa-reset-decline">
            {t('mfa.reset.decline')}
          </Button>
        </Flex>
        <Typography.Text type="secondary">{t('mfa.reset.notMine')}</Typography.Text>
      </Flex>
    );
  };
  return (
    <Flex justify="center" style={{ padding: 16 }}>
      <Card title={t('mfa.reset.title')} style={{ width: '100%', maxWidth: 560 }} loading={view.isLoading} data-testid="mfa-reset-page">
        {body()}
      </Card>
    </Flex>
  );
}
