import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signFlowsApi } from './api';

/**
 * "Sign now" on a flow waiting for the signed-in person (its waiting list's row, its detail page):
 * the server makes a link for the person's own signer row and the hosted page opens with it, where
 * the session proves the signer (no SMS).
 */
export function SignNowButton({ flowId, signerId, size = 'small' }: { flowId: string; signerId: string; size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useMutation({
    mutationFn: () => signFlowsApi.signNow(flowId, signerId),
    onSuccess: ({ token }) => navigate({ pathname: '/signFlow', hash: token }),
  });
  return (
    <Button type="primary" size={size} loading={open.isPending} onClick={() => open.mutate()} data-testid={`sign-now-${flowId}`}>
      {t('signFlows.inbox.signNow')}
    </Button>
  );
}
