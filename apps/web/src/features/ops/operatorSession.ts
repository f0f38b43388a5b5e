import type { OperatorInfo } from '@console/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { opsApi } from './api';

/** The signed-in operator, as GET /operation-webapi/me answers; sign-in and password change write it directly. */
export const operatorKey = ['ops', 'me'] as const;

export function useOperator() {
  return useQuery({ queryKey: operatorKey, queryFn: opsApi.me });
}

export function rememberOperator(client: QueryClient, operator: OperatorInfo): void {
  client.setQueryData(operatorKey, operator);
}

/** Forgets everything the back office loaded, so the next operator starts clean. */
export function forgetOperator(client: QueryClient): void {
  client.removeQueries({ queryKey: ['ops'] });
}
