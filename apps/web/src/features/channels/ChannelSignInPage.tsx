import { ConfigProvider } from 'antd';
import { Suspense } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { RegisterPageLazy } from '../auth';
import { ChannelFrame } from './ChannelFrame';
import { useBranding } from './useBranding';

/**
 * /channelSignIn?channel=CODE and the partner's supplier registration entry page (/jdfGys): the normal
 * registration under the partner's branding; the new account is associated when it enters the console
 * (and the enterprise it then creates follows the person's partner).
 */
export default function ChannelSignInPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const state = useBranding(pathname === '/channelSignIn' ? { channel: params.get('channel') ?? '' } : { entry: pathname });
  if (state.status === 'loading') return null;
  const page = (
    <Suspense fallback={null}>
      <RegisterPageLazy />
    </Suspense>
  );
  return (
    <ChannelFrame state={state} kind="register">
      {state.status === 'found' ? (
        <ConfigProvider theme={{ token: { colorPrimary: state.branding.themeColor } }}>{page}</ConfigProvider>
      ) : (
        page
      )}
    </ChannelFrame>
  );
}
