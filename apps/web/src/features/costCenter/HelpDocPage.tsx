import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const rules = ['kinds', 'minimum', 'scope', 'window', 'one', 'money'] as const;

/** §2 helpDoc: how coupons apply, in the console's language. */
export default function HelpDocPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('costCenter.help.title')}>
      <Typography>
        <ul>
          {rules.map((r) => (
            <li key={r}>
              <Typography.Paragraph>{t(`costCenter.help.rules.${r}`)}</Typography.Paragraph>
            </li>
          ))}
        </ul>
      </Typography>
    </Card>
  );
}
