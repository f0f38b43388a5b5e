import { realNameStatus } from '@console/contract/enums';
import { EditOutlined } from '@ant-design/icons';
import type { PersonalProfile } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, List, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { personalApi, profileQueryKey } from './api';
import { NicknameDialog } from './NicknameDialog';
import { personalPaths } from './paths';
import { ChannelBadge } from '../channels';
import { CreateEnterpriseButton } from '../enterprise';

const statusColour: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'error', 4: 'warning' };
const statusKey = ['notAuthenticated', 'underReview', 'passed', 'failed', 'rejected'] as const;
const dateTime = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

/** pBasicInfo (§3 Personal): every field, phone, e-mail, ID number and bank card as the server masked them. */
export default function BasicInfoPage() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useQuery({ queryKey: profileQueryKey, queryFn: personalApi.profile });
  const [editing, setEditing] = useState(false);
  const muted = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;

  const items = (p: PersonalProfile) => {
    const authenticated = p.realNameStatus === realNameStatus.passed;
    return [
      { key: 'userId', label: t('personal.userId'), children: <Typography.Text copyable>{p.userId}</Typography.Text> },
      { key: 'accountName', label: t('personal.accountName'), children: p.accountName },
      {
        key: 'nickname',
        label: t('personal.nickname'),
        children: (
          <Space>
            <span data-testid="profile-nickname">{p.nickname ?? muted(t('personal.noNickname'))}</span>
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="edit-nickname">
              {t('personal.editNickname')}
            </Button>
          </Space>
        ),
      },
      {
        key: 'phone',
        label: t('personal.phone'),
        children: (
          <Space>
            <span data-testid="profile-phone">{p.phone ?? muted(t('personal.notBound'))}</span>
            <Link to={personalPaths.phone}>{t('personal.changePhone')}</Link>
          </Space>
        ),
      },
      {
        key: 'email',
        label: t('personal.email'),
        children: (
          <Space>
            <span data-testid="profile-email">{p.email ?? muted(t('personal.notBound'))}</span>
            <Link to={personalPaths.mailbox}>{t('personal.changeEmail')}</Link>
          </Space>
        ),
      },
      { key: 'registeredAt', label: t('personal.registeredAt'), children: dateTime(p.registeredAt) },
      {
        key: 'idNumber',
        label: t('personal.idNumber'),
        children: p.idNumber ?? muted(t(authenticated ? 'personal.notGiven' : 'personal.notAuthenticatedYet')),
      },
      // Only bank-card authentication gives a card; after another method there is none to show.
      {
        key: 'bankCard',
        label: t('personal.bankCard'),
        children: p.bankCard ?? muted(t(authenticated ? 'personal.notGiven' : 'personal.notAuthenticatedYet')),
      },
      {
        key: 'realName',
        label: t('personal.realNameStatus'),
        children: (
          <Space>
            <Tag color={statusColour[p.realNameStatus]} data-testid="profile-realname">
              {t(`common.realNameStatus.${statusKey[p.realNameStatus] ?? 'notAuthenticated'}`)}
            </Tag>
            {p.realNameAt ? muted(t('personal.realNameAt', { time: dateTime(p.realNameAt) })) : null}
          </Space>
        ),
      },
    ];
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {error && <Alert type="error" showIcon title={error.message} />}
      <Card title={t('personal.basicInfo')} loading={isLoading}>
        {data && <Descriptions column={{ xs: 1, md: 2 }} bordered items={items(data)} data-testid="profile-card" />}
        {/* The channel partner that brought the person. */}
        {data && <ChannelBadge of="account" />}
      </Card>
      <Card title={t('personal.enterprises')} loading={isLoading}>
        {data && data.enterprises.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('personal.noEnterprises')} data-testid="no-enterprises">
            <CreateEnterpriseButton />
          </Empty>
        )}
        {data && data.enterprises.length > 0 && (
          <List
            dataSource={data.enterprises}
            renderItem={(e) => (
              <List.Item>
                <span>{e.name}</span>
                <Tag>{t(`personal.role.${e.role}`)}</Tag>
              </List.Item>
            )}
            data-testid="profile-enterprises"
          />
        )}
      </Card>
      <NicknameDialog open={editing} current={data?.nickname ?? null} onClose={() => setEditing(false)} />
    </Space>
  );
}
