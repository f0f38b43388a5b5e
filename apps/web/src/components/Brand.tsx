import { useTranslation } from 'react-i18next';
import { Logo } from './Logo';

export function Brand({ color = 'inherit', compact = false }: { color?: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10, color, fontWeight: 600, fontSize: 16, whiteSpace: 'nowrap' }}>
      <Logo />
      {!compact && t('common.appName')}
    </span>
  );
}
