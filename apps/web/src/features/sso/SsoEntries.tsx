import type { SsoUiSign } from '@console/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ssoApi } from './api';

/**
 * The console's "open platform" and "SDK" entries (§7 ssorand): each asks for a single-use, 60-second
 * code at the moment of the click and takes the browser to the configured target with it.
 */
export function SsoEntries({ cloudCode = '' }: { cloudCode?: string }) {
  const { t } = useTranslation();
  const jump = useMutation({
    mutationFn: (uiSign: SsoUiSign) => ssoApi.ssorand(uiSign, cloudCode),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  return (
    <Space wrap>
      <Button onClick={() => jump.mutate('apiopen')} loading={jump.isPending && jump.variables === 'apiopen'} data-testid="sso-apiopen">
        {t('sso.openPlatform')}
      </Button>
      <Button onClick={() => jump.mutate('sdkopen')} loading={jump.isPending && jump.variables === 'sdkopen'} data-testid="sso-sdkopen">
        {t('sso.sdk')}
      </Button>
    </Space>
  );
}
