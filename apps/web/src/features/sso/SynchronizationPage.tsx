import { Button, Card, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ssoApi } from './api';

/**
 * /synchronization?system=CODE&token=…: a trusted system's signed, single-use token signs the
 * matching account in (a full load into the console), or the page says why not.
 */
export default function SynchronizationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const system = params.get('system') ?? '';
  const token = params.get('token') ?? '';
  const [problem, setProblem] = useState<string | null>(system && token ? null : t('sso.synchronization.missing'));
  const started = useRef(false);
  useEffect(() => {
    // A token is single use: a re-render (or React's development double effect) must not spend it twice.
    if (started.current || !system || !token) return;
    started.current = true;
    ssoApi
      .synchronize(system, token)
      .then(() => window.location.assign('/dashboard'))
      .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
  }, [system, token]);
  return (
    <Card style={{ maxWidth: 640, margin: '32px auto' }}>
      {problem ? (
        <Result
          status="warning"
          title={t('sso.synchronization.failed')}
          subTitle={<span data-testid="sync-problem">{problem}</span>}
          extra={
            <Link to="/login">
              <Button type="primary">{t('sso.synchronization.toLogin')}</Button>
            </Link>
          }
        />
      ) : (
        <Result icon={<Spin />} title={t('sso.synchronization.working')} />
      )}
    </Card>
  );
}
