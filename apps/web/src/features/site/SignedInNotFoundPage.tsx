import { accountType } from '@console/contract/enums';
import { moduleCatalogue } from '@console/contract/modules';
import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useConsole } from '../../app/store';

const pathOf = (webLink: string) => `/${webLink.split(':').join('/')}`;

/**
 * A signed-in person's 404, inside the shell: a catalogue page of the other center
 * says which account to switch to; one the role lacks says whom to ask; anything else, to use the menu.
 */
export default function SignedInNotFoundPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const header = useConsole((s) => s.header);
  const from = params.get('from') ?? '';
  const entry = moduleCatalogue.find((m) => m.type === 1 && pathOf(m.webLink) === from);
  const inEnterprise = header?.type === accountType.enterprise;
  const advice = !entry
    ? 'unknown'
    : entry.scope === 'personal' && inEnterprise
      ? 'personal'
      : entry.scope === 'enterprise' && !inEnterprise
        ? 'enterprise'
        : 'notPermitted';
  return (
    <Result
      status="404"
      title={t('routes.notFound')}
      subTitle={
        <>
          <Typography.Paragraph data-testid="not-found-advice">{t(`site.signedInNotFound.${advice}`)}</Typography.Paragraph>
          {from && <Typography.Text type="secondary">{t('site.signedInNotFound.path', { path: from })}</Typography.Text>}
        </>
      }
      extra={
        <Link to="/dashboard/home">
          <Button type="primary">{t('common.backHome')}</Button>
        </Link>
      }
    />
  );
}
