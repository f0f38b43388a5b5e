import { errorCatalogue } from '@console/contract/errors';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/http';
import { enterpriseApi, infoKey } from './api';
import { MasterSteps } from './MasterSteps';
import { NewMasterForm } from './NewMasterForm';
import { enterprisePath, reload } from './paths';

/** addPhone (§6): the verified master names the new master, who proves their phone with a code. */
export default function NewMasterPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const masterTicket = (useLocation().state as { masterTicket?: string } | null)?.masterTicket ?? null;
  const { data } = useQuery({ queryKey: infoKey, queryFn: enterpriseApi.info });
  const [newMaster, setNewMaster] = useState<string | null>(null);

  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.code === errorCatalogue.masterTicketInvalid.code) {
      void message.warning(t('enterprise.master.expired'));
      void navigate(enterprisePath('editPhone'), { replace: true });
    }
  };

  return (
    <Card title={t('enterprise.master.newTitle')}>
      <MasterSteps current={newMaster ? 2 : 1} />
      {!masterTicket && !newMaster && (
        <Result
          status="warning"
          title={t('enterprise.master.noTicketTitle')}
          subTitle={t('enterprise.master.noTicketText')}
          extra={
            <Link to={enterprisePath('editPhone')}>
              <Button type="primary">{t('enterprise.master.toVerify')}</Button>
            </Link>
          }
          data-testid="master-no-ticket"
        />
      )}
      {masterTicket && !newMaster && (
        <>
          <Typography.Paragraph type="secondary">{t('enterprise.master.newIntro')}</Typography.Paragraph>
          <NewMasterForm masterTicket={masterTicket} enterpriseName={data?.name ?? ''} onChanged={setNewMaster} onRefused={refused} />
        </>
      )}
      {newMaster && (
        <Result
          status="success"
          title={t('enterprise.master.doneTitle')}
          subTitle={t('enterprise.master.doneText', { userName: newMaster })}
          extra={
            // A full load: the person is no longer master, so permissions and menu are built again.
            <Button type="primary" onClick={() => reload.to(enterprisePath('eBasicInfo'))} data-testid="master-done">
              {t('enterprise.master.backToInfo')}
            </Button>
          }
          data-testid="master-changed"
        />
      )}
    </Card>
  );
}
