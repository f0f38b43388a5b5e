import { Flex, Layout } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { Logo } from '../../components/Logo';

/**
 * A fixed dark colour, not the website config's: whatever an operator sets for the console, the
 * back office stays recognisable and readable.
 */
const headerBg = '#001529';

/**
 * The back office's own header: its name, the language switch, and whatever the signed-in frame adds
 * (`start`: the phone's menu button before the name; `children`: the operator and sign-out after it).
 */
export function OpsHeader({ start, children }: { start?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Layout.Header
      data-testid="ops-header"
      className="ops-header"
      style={{ background: headerBg, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}
    >
      <Flex align="center" gap={10} style={{ color: '#fff', fontWeight: 600, fontSize: 16, whiteSpace: 'nowrap', minWidth: 0 }}>
        {start}
        <Logo />
        <span className="ops-header-title">{t('ops.title')}</span>
      </Flex>
      <Flex align="center" gap={8} style={{ flexShrink: 0 }}>
        <LanguageSwitch dark />
        {children}
      </Flex>
    </Layout.Header>
  );
}
