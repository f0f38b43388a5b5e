import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandingState } from './useBranding';
import './channels.css';

/**
 * The partner's branding around the normal sign-in or registration page: its logo and name above,
 * its theme colour for the page's buttons and links. Colours were checked for contrast when saved and
 * the name is rendered as text, so a partner never injects markup or unreadable colours.
 */
export function ChannelFrame({ state, kind, children }: { state: BrandingState; kind: 'login' | 'register'; children: ReactNode }) {
  const { t } = useTranslation();
  if (state.status !== 'found')
    return (
      <>
        {state.status === 'unknown' && (
          <p className="channel-notice" role="status" data-testid="channel-notice">
            {t('channels.notice.unknown')}
          </p>
        )}
        {children}
      </>
    );
  const { branding } = state;
  const style = {
    '--console-primary': branding.themeColor,
    '--console-primary-hover': branding.themeColor,
  } as CSSProperties;
  return (
    <div className="channel-frame" style={style} data-testid="channel-frame">
      <div className="channel-brand" style={{ color: branding.textColor }}>
        {branding.logo && <img className="channel-logo" src={branding.logo} alt="" />}
        <span className="channel-name" data-testid="channel-name">
          {t(kind === 'login' ? 'channels.loginTitle' : 'channels.registerTitle', { name: branding.name })}
        </span>
      </div>
      {children}
    </div>
  );
}
