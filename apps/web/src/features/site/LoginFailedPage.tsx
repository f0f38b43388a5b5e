import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsole } from '../../app/store';

export default function LoginFailedPage() {
  const { t } = useTranslation();
  const loginPath = useConsole((s) => s.site.loginEntryPath);
  return (
    <Result
      status="warning"
      title={t('shell.loginFailedTitle')}
      subTitle={t('shell.loginFailedText')}
      extra={
        <Link to={loginPath}>
          <Button type="primary">{t('shell.toLogin')}</Button>
        </Link>
      }
    />
  );
}
