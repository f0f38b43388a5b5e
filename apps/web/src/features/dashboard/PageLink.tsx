import type { PageCode } from '@console/contract/modules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pages } from '../../app/capabilities';
import { pendingPages } from '../../app/pending';
import { usePagePath } from '../../app/routing';

/**
 * A dashboard card's way on: its page when the session may open it; otherwise why there is none
 * — the part of the console that brings the page is not built yet (app/pending.ts says which), or
 * the session's role does not include it.
 */
export function PageLink({ code, label, search = '', testId }: { code: PageCode; label?: string; search?: string; testId?: string }) {
  const { t } = useTranslation();
  const path = usePagePath(code);
  const pending = pendingPages[code];
  if (path) {
    return (
      <Link to={path + search} data-testid={testId ?? `card-link-${code}`}>
        {label ?? t('dashboard.viewDetails')}
      </Link>
    );
  }
  return (
    // Plain text in the theme's secondary colour: antd's Typography would bring its editor to the shell.
    <span style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.65)' }} data-testid={`card-later-${code}`}>
      {pages[code] || !pending ? t('dashboard.notPermitted') : t(`dashboard.arrivesWith.${pending.area}`)}
    </span>
  );
}
