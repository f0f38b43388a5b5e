import { GlobalOutlined } from '@ant-design/icons';
import { languages } from '@console/phrases';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../app/i18n';

/** The language switch of the header and the public pages; the choice is stored (§1). */
export function LanguageSwitch({ dark = false }: { dark?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Dropdown
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: languages.map((l) => ({ key: l, label: t(`common.languageNames.${l}`) })),
        onClick: ({ key }) => void setLanguage(key as (typeof languages)[number]),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('common.language')} data-testid="language-switch" style={dark ? { color: '#fff' } : undefined}>
        {t(`common.languageNames.${i18n.language === 'zh' ? 'zh' : 'en'}`)}
      </Button>
    </Dropdown>
  );
}
