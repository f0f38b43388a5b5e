import { useLocation, useSearchParams } from 'react-router';
import { LoginEntry } from '../auth';
import { ChannelFrame } from './ChannelFrame';
import { useBranding } from './useBranding';

/**
 * /channelLogin?channel=CODE and the partner sign-in entry page (/jdfLogin, configured in the back
 * office): the normal sign-in under the partner's branding. Light like /login: no antd.
 */
export default function ChannelLoginPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const channel = params.get('channel');
  const state = useBranding(pathname === '/channelLogin' ? { channel: channel ?? '' } : { entry: pathname });
  if (state.status === 'loading') return null;
  return (
    <ChannelFrame state={state} kind="login">
      <LoginEntry />
    </ChannelFrame>
  );
}
