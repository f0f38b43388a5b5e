import type { PageCode } from '@console/contract/modules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pages } from '../../app/capabilities';
import { usePagePath } from '../../app/routing';

/**
 * A dashboard card's way on: its page when the session may open it; otherwise why there is none
 * — the service is not open in this console yet, or the session's role does not include it.
 */
export function PageLink({ code }: { code: PageCode }) {
  const { t } = useTranslation();
  const path = usePagePath(code);
  if (path) {
    return (
      <Link to={path} data-testid={`card-link-${code}`}>
        {t('dashboard.viewDetails')}
      </Link>
    );
  }
  return (
    // Plain text in the theme's secondary colour: antd's Typography would bring its editor to the shell.
    <span style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.65)' }} data-testid={`card-later-${code}`}>
      {t(pages[code] ? 'dashboard.notPermitted' : 'dashboard.notOpenYet')}
    </span>
  );
}
