import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { organizationApi, organizationKey } from './api';

/**
 * The signed-in person's open invitations, each with an Accept button (and the invitation link's
 * `?invitation=` token, accepted on arrival). Joining reloads the console so the context switch lists
 * the enterprise and enters it.
 */
export function InvitationsNotice() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const invitations = useQuery({ queryKey: [...organizationKey, 'invitations'], queryFn: organizationApi.myInvitations });
  const accept = useMutation({
    mutationFn: organizationApi.accept,
    onSuccess: async (joined) => {
      void message.success(t('organization.invitations.accepted', { enterpriseName: joined.enterpriseName }));
      void client.invalidateQueries({ queryKey: organizationKey });
      // Into the enterprise at once: a full load rebuilds header, permissions and menu from its role (§2).
      await organizationApi.enter(joined.enterpriseId);
      window.location.assign('/dashboard/home');
    },
  });
  const token = params.get('invitation');
  useEffect(() => {
    if (!token) return;
    setParams({}, { replace: true });
    accept.mutate({ token });
  }, [token]); // eslint-disable-line react-hooks/exhaustive-deps -- accept once per link
  const list = invitations.data?.list ?? [];
  if (!list.length) return null;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="invitations">
      {list.map((i) => (
        <Alert
          key={i.id}
          type="info"
          showIcon
          title={t('organization.invitations.text', { invitedBy: i.invitedBy, enterpriseName: i.enterpriseName })}
          action={
            <Button
              type="primary"
              size="small"
              loading={accept.isPending}
              onClick={() => accept.mutate({ id: i.id })}
              data-testid="accept-invitation"
            >
              {t('organization.invitations.accept')}
            </Button>
          }
        />
      ))}
    </Space>
  );
}
