import { Suspense } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { RegisterPageLazy } from '../auth';
import { ChannelFrame } from './ChannelFrame';
import { useBranding } from './useBranding';

/**
 * /channelSignIn?channel=CODE and the partner's supplier registration entry page (/jdfGys): the normal
 * registration under the partner's branding; the new account is associated when it enters the console
 * (and the enterprise it then creates follows the person's partner). The form keeps the site's theme:
 * a nested antd theme here re-split the shell's shared chunks past its budget.
 */
export default function ChannelSignInPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const state = useBranding(pathname === '/channelSignIn' ? { channel: params.get('channel') ?? '' } : { entry: pathname });
  if (state.status === 'loading') return null;
  return (
    <ChannelFrame state={state} kind="register">
      <Suspense fallback={null}>
        <RegisterPageLazy />
      </Suspense>
    </ChannelFrame>
  );
}
