import type { ChannelBranding } from '@console/contract';
import { useEffect, useState } from 'react';
import { pendingChannelKey } from '../auth';
import { channelsApi } from './api';

export type BrandingState =
  { status: 'loading' } | { status: 'none' } | { status: 'unknown' } | { status: 'found'; branding: NonNullable<ChannelBranding> };

/**
 * The partner of a link (`?channel=`) or of a whitelisted entry page (its path), fetched when the page
 * opens — never bundled with the sign-in page. Found: its code waits in this tab for the sign-in or
 * registration to associate the account; unknown or disabled: the normal page with a notice.
 */
export function useBranding(input: { channel?: string | null; entry?: string }): BrandingState {
  const [state, setState] = useState<BrandingState>({ status: 'loading' });
  const { channel, entry } = input;
  useEffect(() => {
    if (!channel && !entry) return;
    let live = true;
    channelsApi
      .branding(channel ? { channel } : { entry })
      .then((branding) => {
        if (!live) return;
        // An entry page no partner serves (it may be the site's login entry path) is just the normal page.
        if (!branding) {
          setState({ status: channel ? 'unknown' : 'none' });
          return;
        }
        try {
          sessionStorage.setItem(pendingChannelKey, branding.code);
        } catch {
          // Storage refused: the page still shows the partner, the association just cannot follow.
        }
        setState({ status: 'found', branding });
      })
      .catch(() => live && setState({ status: channel ? 'unknown' : 'none' }));
    return () => {
      live = false;
    };
  }, [channel, entry]);
  return !channel && !entry ? { status: 'none' } : state;
}
