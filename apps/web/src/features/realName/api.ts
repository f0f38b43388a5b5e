import { realNameRoutes as r } from '@console/contract/realName/routes';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call } from '../../api/http';
import { saveCheckStatus } from '../../app/session';
import { profileQueryKey } from '../personal';

export interface PhoneElements {
  name: string;
  idNumber: string;
  phone: string;
}
export interface BankElements extends PhoneElements {
  bankCard: string;
}

/** Calls of personal real-name authentication; paths and answers come from the endpoint table. */
export const realNameApi = {
  state: () => call(r.state),
  history: (after: string | undefined, pageSize: number) => call(r.history, { query: { after, pageSize } }),
  phoneCode: (body: PhoneElements) => call(r.phoneCode, { body }),
  phoneSubmit: (body: PhoneElements & { code: string }) => call(r.phoneSubmit, { body }),
  bankCode: (body: BankElements) => call(r.bankCode, { body }),
  bankSubmit: (body: BankElements & { code: string }) => call(r.bankSubmit, { body }),
  revoke: (password: string) => call(r.revoke, { body: { password } }),
  resultAuth: () => call(r.resultAuth),
};

/** Every real-name query starts with this key, so one invalidation refreshes them all. */
export const realNameKey = ['realName'] as const;
export const realNameStateKey = [...realNameKey, 'state'] as const;
export const realNameHistoryKey = (after: string | undefined, pageSize: number) =>
  [...realNameKey, 'history', after ?? '', pageSize] as const;

/** Loads the person's real-name state; checkStatus is stored each time it loads (§4). */
export function useRealNameState() {
  return useQuery({
    queryKey: realNameStateKey,
    queryFn: async () => {
      const state = await realNameApi.state();
      saveCheckStatus(state.checkStatus);
      return state;
    },
  });
}

/** After any change of the real name: its own pages, the profile card and the dashboard read it again. */
export async function refreshRealName(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: realNameKey }),
    client.invalidateQueries({ queryKey: profileQueryKey }),
    client.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}
