import type { CodeSent, Page, RealNameApplicationView, RealNameState, ResultAuth } from '@console/contract';
import { realNamePaths } from '@console/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { saveCheckStatus } from '../../app/session';
import { profileQueryKey } from '../personal/api';

export interface PhoneElements {
  name: string;
  idNumber: string;
  phone: string;
}
export interface BankElements extends PhoneElements {
  bankCard: string;
}

/** Typed calls of personal real-name authentication (`realNamePaths`). */
export const realNameApi = {
  state: () => http.get<RealNameState>(realNamePaths.state),
  history: (pageNum: number, pageSize: number) => http.get<Page<RealNameApplicationView>>(realNamePaths.history, { params: { pageNum, pageSize } }),
  phoneCode: (body: PhoneElements) => http.post<CodeSent>(realNamePaths.phoneCode, { data: body }),
  phoneSubmit: (body: PhoneElements & { code: string }) => http.post<RealNameApplicationView>(realNamePaths.phoneSubmit, { data: body }),
  bankCode: (body: BankElements) => http.post<CodeSent>(realNamePaths.bankCode, { data: body }),
  bankSubmit: (body: BankElements & { code: string }) => http.post<RealNameApplicationView>(realNamePaths.bankSubmit, { data: body }),
  revoke: (password: string) => http.post<null>(realNamePaths.revoke, { data: { password } }),
  resultAuth: () => http.get<ResultAuth>(realNamePaths.resultAuth),
};

/** Every real-name query starts with this key, so one invalidation refreshes them all. */
export const realNameKey = ['realName'] as const;
export const realNameStateKey = [...realNameKey, 'state'] as const;
export const realNameHistoryKey = (pageNum: number, pageSize: number) => [...realNameKey, 'history', pageNum, pageSize] as const;

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
