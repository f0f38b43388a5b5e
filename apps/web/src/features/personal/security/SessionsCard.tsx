import type { ActiveSession } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Popconfirm, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { securityApi, sessionsKey } from './api';
import { DataTable } from '../../../components/DataTable';

const methods = ['password', 'sms', 'certificate'] as const;
const isMethod = (value: string): value is (typeof methods)[number] => (methods as readonly string[]).includes(value);
const time = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

/** The account's live sessions, this one first; any other can be ended, or all of them at once. */
export function SessionsCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const { data, isLoading } = useQuery({ queryKey: sessionsKey, queryFn: securityApi.sessions });
  const [ending, setEnding] = useState<string | null>(null);
  const others = (data ?? []).filter((s) => !s.current).length;

  // A refusal (already ended elsewhere) is toasted by the HTTP client; the list is read again either way.
  const run = async (key: string, action: () => Promise<string>) => {
    setEnding(key);
    try {
      void message.success(await action());
    } catch {
      // Already shown to the person by the HTTP client.
    } finally {
      setEnding(null);
      await client.invalidateQueries({ queryKey: sessionsKey });
    }
  };
  const endOne = (id: string) => run(id, async () => (await securityApi.endSession(id), t('personal.security.sessions.ended')));
  const endOthers = () =>
    run('others', async () => t('personal.security.sessions.endedOthers', { count: (await securityApi.endOtherSessions()).ended }));

  const columns: ColumnsType<ActiveSession> = [
    {
      title: t('personal.security.sessions.device'),
      key: 'device',
      render: (_, s) => (
        <span>
          {s.device ?? t('personal.security.sessions.unknownDevice')}
          {s.current && (
            <Tag color="processing" style={{ marginLeft: 8 }} data-testid="current-session">
              {t('personal.security.sessions.current')}
            </Tag>
          )}
        </span>
      ),
    },
    { title: t('personal.security.sessions.ip'), dataIndex: 'ip', key: 'ip' },
    {
      title: t('personal.security.sessions.method'),
      key: 'method',
      render: (_, s) => (isMethod(s.loginPath) ? t(`personal.security.sessions.methods.${s.loginPath}`) : s.loginPath),
    },
    { title: t('personal.security.sessions.signedInAt'), key: 'signedInAt', render: (_, s) => time(s.signedInAt) },
    { title: t('personal.security.sessions.lastActiveAt'), key: 'lastActiveAt', render: (_, s) => time(s.lastActiveAt) },
    {
      title: t('personal.security.sessions.actions'),
      key: 'actions',
      render: (_, s) =>
        s.current ? null : (
          <Popconfirm
            title={t('personal.security.sessions.endConfirm')}
            okText={t('personal.security.confirm')}
            cancelText={t('personal.security.cancel')}
            onConfirm={() => endOne(s.id)}
          >
            <Button type="link" danger size="small" loading={ending === s.id} style={{ padding: 0 }} data-testid="end-session">
              {t('personal.security.sessions.end')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <Card
      title={t('personal.security.sessions.title')}
      data-testid="sessions-card"
      extra={
        <Popconfirm
          title={t('personal.security.sessions.endOthersConfirm')}
          okText={t('personal.security.confirm')}
          cancelText={t('personal.security.cancel')}
          onConfirm={endOthers}
          disabled={others === 0}
        >
          <Button danger disabled={others === 0} loading={ending === 'others'} data-testid="end-other-sessions">
            {t('personal.security.sessions.endOthers')}
          </Button>
        </Popconfirm>
      }
    >
      <Typography.Paragraph type="secondary">{t('personal.security.sessions.intro')}</Typography.Paragraph>
      <DataTable<ActiveSession>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data ?? []}
        loading={isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        footer={
          data && others === 0
            ? () => <Typography.Text type="secondary">{t('personal.security.sessions.noOthers')}</Typography.Text>
            : undefined
        }
      />
    </Card>
  );
}
