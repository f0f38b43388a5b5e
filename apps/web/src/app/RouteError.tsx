import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A route that failed to load. Antd-free: it must render even when Ant Design's chunk is what failed. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  // Chunks of an older deployment disappear after a release: a reload fetches the new ones.
  const stale = error instanceof TypeError && /dynamically imported module|Importing a module script/.test(error.message);
  return (
    <div role="alert" style={{ maxWidth: 480, margin: '96px auto', textAlign: 'center', padding: 24 }}>
      <div aria-hidden="true" style={{ fontSize: 48, color: '#faad14', lineHeight: 1 }}>
        ⚠
      </div>
      <h2 style={{ fontSize: 24, fontWeight: 600, margin: '16px 0 8px' }}>{t('shell.loadFailed')}</h2>
      {!stale && error instanceof Error && <p style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{error.message}</p>}
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{
          marginTop: 16,
          height: 32,
          padding: '0 15px',
          border: 0,
          borderRadius: 6,
          background: 'var(--console-primary, #1668dc)',
          color: '#fff',
          fontSize: 14,
          cursor: 'pointer',
        }}
      >
        {t('common.retry')}
      </button>
    </div>
  );
}
