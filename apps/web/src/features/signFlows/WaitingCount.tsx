import { useQuery } from '@tanstack/react-query';
import { signFlowsApi, signFlowsKey } from './api';

/**
 * How many flows wait for the signed-in person's signature (the waiting list's capped total), for
 * the dashboard's card: a chunk of its own with no antd, asked after the home page's summary.
 */
export function WaitingCount({ testId }: { testId: string }) {
  const { data } = useQuery({
    queryKey: [...signFlowsKey, 'waiting', 'count'],
    queryFn: () => signFlowsApi.waiting({ pageSize: 1 }, true),
  });
  return <span data-testid={testId}>{data ? `${data.total}${data.totalCapped ? '+' : ''}` : '–'}</span>;
}
