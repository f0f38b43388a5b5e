import { useQuery } from '@tanstack/react-query';
import { Descriptions } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { channelsApi, mineKey } from './api';

/** The channel partner that brought the person (`account`) or the current enterprise, for their basic information. */
export function ChannelBadge({ of }: { of: 'account' | 'enterprise' }) {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: mineKey, queryFn: channelsApi.mine });
  const ref = data?.[of];
  return (
    <Descriptions bordered size="small" column={1} style={{ marginTop: 16 }} data-testid={`channel-badge-${of}`}>
      <Descriptions.Item label={t(of === 'account' ? 'channels.broughtBy' : 'channels.enterpriseBroughtBy')}>
        {ref
          ? `${ref.name} (${ref.code}) · ${t('channels.since', { date: dayjs(ref.associatedAt).format('YYYY-MM-DD') })}`
          : t('channels.none')}
      </Descriptions.Item>
    </Descriptions>
  );
}
