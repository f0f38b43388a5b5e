import type { AppSummary } from '@console/contract';
import { Flex, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { AppStatusTag, EnvironmentTag } from './tags';

type AppRow = Pick<AppSummary, 'id' | 'name' | 'appAbbreviation' | 'appId' | 'environment' | 'status'>;

/** The columns every list of applications starts with: the name (to its detail page, where the person may open it), the App ID, the environment and the status. */
export function appColumns<T extends AppRow>(t: TFunction, detailPath: string | null | undefined): TableColumnsType<T> {
  return [
    {
      key: 'name',
      title: t('apps.name'),
      render: (_, a) => (
        <Flex vertical>
          {detailPath ? <Link to={`${detailPath}?id=${a.id}`}>{a.name}</Link> : a.name}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {a.appAbbreviation}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'appId', title: t('apps.appId'), render: (_, a) => <Typography.Text code>{a.appId}</Typography.Text> },
    { key: 'environment', title: t('apps.environment'), render: (_, a) => <EnvironmentTag environment={a.environment} /> },
    { key: 'status', title: t('apps.status'), render: (_, a) => <AppStatusTag status={a.status} /> },
  ];
}
