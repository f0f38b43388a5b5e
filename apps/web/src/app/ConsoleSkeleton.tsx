import { type CSSProperties, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../components/Brand';
import { i18next } from './i18n';
import { useConsole } from './store';

/** antd's font stack (its `fontFamily` token): the heading drawn here measures what the page's own will. */
const antdFont =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, " +
  "'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', 'Noto Color Emoji'";
// The root layout, which sets the theme colour's variable (the logo's ground), renders after this: set here too.
const frame: CSSProperties = { display: 'flex', minHeight: '100vh', background: '#f5f5f5', fontFamily: antdFont };
// The welcome's phrases load with the home page's chunk, perhaps after the account: drawn when they are in.
const subscribeToPhrases = (onChange: () => void) => {
  i18next.store.on('added', onChange);
  return () => i18next.store.off('added', onChange);
};
const hasWelcome = () => i18next.exists('dashboard.welcome');
const wide = () => typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 768px)').matches;

/**
 * What a signed-in page's first load shows while Ant Design's frame, the shell and the page are still
 * on their way (their scripts are ~120 kB Brotli more than this chunk): the shell's outline in its
 * places and colours — the left bar with the brand on a desktop, the header, the content's grey — and,
 * on the home page, its welcome heading where the page draws it (same box, so Lighthouse's largest
 * paint is this one; the router asks for the home's frame once it is painted). A phone on a slow
 * network sees the page take shape before the frame's ~265 kB have arrived, and the real shell
 * replaces this without moving anything. Drawn only for a person whose account has answered: a
 * visitor who is not signed in goes to the sign-in page without seeing a console.
 */
export default function ConsoleSkeleton() {
  const site = useConsole((s) => s.site);
  const userName = useConsole((s) => s.header?.userName);
  const { t } = useTranslation();
  const welcome = useSyncExternalStore(subscribeToPhrases, hasWelcome);
  if (userName === undefined) return null;
  const desktop = wide();
  const home = window.location.pathname === '/dashboard/home';
  return (
    <div style={{ ...frame, '--console-primary': site.themeColor } as CSSProperties} aria-busy="true">
      {desktop && (
        <div style={{ width: 256, flexShrink: 0, background: site.sidebarBgColor }}>
          <div style={{ display: 'flex', height: 64, alignItems: 'center', paddingInline: 20 }}>
            <Brand color={site.sidebarActiveTextColor} />
          </div>
        </div>
      )}
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ height: 64, boxSizing: 'border-box', background: '#fff', borderBottom: '1px solid #f0f0f0' }} />
        <div style={{ padding: desktop ? 24 : 12 }}>
          {home && welcome && (
            <h2 style={{ margin: 0, fontSize: 22, fontWeight: 600, lineHeight: 1.5714, color: 'rgba(0, 0, 0, 0.88)' }}>
              {t('dashboard.welcome', { name: userName })}
            </h2>
          )}
        </div>
      </div>
    </div>
  );
}
