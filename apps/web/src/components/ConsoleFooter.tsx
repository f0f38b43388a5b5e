import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/store';

/** Footer with the console version (§1: 6.7.2). */
export function ConsoleFooter() {
  const { t } = useTranslation();
  const version = useConsole((s) => s.site.version);
  return (
    <span style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.65)' }} data-testid="console-version">
      {t('common.copyright', { year: new Date().getFullYear() })} · {t('common.version', { version })}
    </span>
  );
}
